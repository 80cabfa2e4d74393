/**
 * Plans to buy the thing in the post, in the words of sneaker and launch comments: "gonna
 * have to get these", "no choice but to cop", "tryna make me broke", "these are mine". A model
 * trained on tweets reads them as negative (a "no", a "broke", a "have to"), but they are
 * wanting the product: praise for the sentiment, purchase intent for the tags, never a
 * complaint. Regular-expression sources for `wholeWords`, on lower-cased text.
 */
const IT = "(?:these|those|them|em|'em|this|it|a pair|one|some|mine)";
const GET = "(?:get|buy|cop|grab|order)";
/** "Get this off my chest", "get these banned": no purchase. */
const NOT_BUYING =
  "(?! (?:off|out|over|done|fixed|right|straight|back|banned|removed|taken|deleted|fake|for (?:free|nothing))\\b)";

export const BUYING_PLANS: readonly string[] = [
  // "Was gonna get some but they sold out" is a plan that failed: often a complaint.
  `(?<!(?:was|were|wuz) )(?:gonna|going to|have to|need to|got to|gotta|finna|prob(?:ably)? gonna|might|may) (?:have to |need to |just )?${GET} ${IT}${NOT_BUYING}`,
  `no choice but to ${GET}`,
  "hit (?:these|those|them|em|'em) up",
  "(?:make|making|makes|tryna make|trying to make) me (?:go )?broke",
  `(?:hard|difficult|impossible|tough) not to ${GET}`,
  "(?:these|those|they)(?: are|'re| r) (?:all )?mine",
  "yes+ please+",
  // "Wouldn't mind a pair", but not "wouldn't mind them being cheaper" (a wish).
  "(?:wouldn'?t|would not|wouldnt) mind (?:a pair|one|some|these|those|them|owning|having|getting|copping)(?! (?:being|to be|if|in|more|cheaper|with)\\b)",
  // What the launch does to their money: "bad for my wallet", "rip my bank account".
  "(?:bad|hard|rough|tough|terrible|brutal|dangerous|killing) (?:on|to|for) my (?:wallet|bank account|bank)",
  "my (?:wallet|bank account) (?:is |be )?(?:crying|hurting|screaming|in danger)",
  "rip (?:my )?(?:wallet|bank account)",
];
