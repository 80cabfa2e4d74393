import { BUYING_PLANS } from "../text/buying-plans.js";
import { lexiconScore } from "../text/lexicon.js";
import { collapseElongation } from "../text/tokenize.js";
import { wholeWords } from "../text/whole-words.js";

/**
 * How people write under posts, in ways a model trained on tweets and reviews misreads:
 * slang praise ("these are sick", "so clean", "efsane"), wanting ("need these"), laughter,
 * grief ("RIP", 💔), mockery ("sure buddy 🤡"), flag-waving and chanted spaced letters
 * ("K I N G"). Each cue moves the model's logits; the model still weighs everything else.
 *
 * Patterns run on the lower-cased text with letter runs of 3+ cut to 2 ("siiick" → "siick",
 * so "sii?ck" covers it) and match whole words only.
 */

function cues(list: readonly string[]): RegExp {
  return wholeWords(list, "u");
}

/** Slang and intensified praise, in several languages. */
/**
 * "Bad ass" and "badass" of a thing: praise in words the lexicon reads as criticism, so it
 * counts whatever that reading says.
 */
const PRAISE_IN_BAD_WORDS = cues([
  "(?:so|these|those|this|that|they|it|is|are|look|looks|looking|lookin'?|pretty|super|mad) (?:bad ?ass|badass)",
  "^(?:bad ?ass|badass)(?= *(?:$|[!.🔥💯😎]))",
]);

const SLANG_PRAISE = cues([
  // en: "sick" is praise when it describes something, not when someone is ill or fed up.
  "(?<!(?:i'?m|i am|im|feel|feeling|got|get|getting|so|is|was|makes? me|made me) )sii?c?kk*(?! (?:of|and tired|to my stomach|days?|leave|kid|people|child))",
  "(?:so|these|those|this|that|they|it|is|are|look|looks|lookin'?|looking) sii?c?kk*",
  // "got sick gear" is praise for the gear; "got sick" alone is being ill.
  "sii?c?kk* (?:everything|stuff|gear|kicks|shoes|fits?|drip|designs?|colou?rways?|collection|line ?up)",
  "sii?ckly",
  "fire",
  "🔥 ?fire",
  "lit",
  "dope",
  "clean(?:est)?(?= *(?:$|[!.🔥😍👌💯]))",
  "(?:so|super|very|mad|hella|too|looks?|looking|lookin'?|these are|those are|that'?s|thats) clean",
  "crispy",
  "crisp",
  "go(?:es)? hard",
  "goes crazy",
  "hard af",
  "goated",
  "goat(?:ed)?",

  "gave me (?:the )?chills",
  "chills",
  "goosebumps",
  "insane",
  "unreal",
  "filthy",
  "beast(?:mode| mode)?",
  "killer",
  "kill(?:ing|in'?|ed) (?:it|the game|em|them)",
  "killin'?",
  "slaps",
  "bussin'?",
  "on another level",
  "next level",
  "different breed",
  "built different",
  "hits different",
  "so good",
  "too good",
  "well done",
  "cold(?= *(?:$|[!🥶🔥]))",
  // A stretched "hot" ("hotttt", read as "hott") is a look or a person admired, not the weather.
  "hott",
  "hard(?= *(?:$|[!🔥💯]))",
  "vicious",
  "nasty(?= *(?:$|[!🔥💯]))",
  "mvp",
  "legend(?:ary)?",
  "icon(?:ic)?",
  "the best",
  "comfiest",
  "(?:scary|stupid|insanely|crazy|ridiculously|unreal) good",
  "best (?:\\p{L}+ ){0,2}(?:i'?ve|ive|i have) (?:ever )?(?:owned|had|used|tried|worn|seen|bought)",
  "(?:way |so much |much )?better than (?:i )?expected",
  "respect",
  // "Legit" on its own can ask whether a seller is ("legit?"); said of the thing, it is praise.
  // "Is this legit?" asks whether it is real.
  "(?<!(?:is|are) )(?:so|these|those|this|that|they|it|looks?|damn|straight|actually) legit(?! ?\\?)",
  "(?:is|are|they're|theyre|it's|its) (?:so |super |very )?legit(?! ?\\?)",
  "legit (?:af|fire|clean|dope|sick|nice|cool)",
  // Alone, a verdict: "Legit.", "Wicked!"
  "^(?:legit|wicked)(?= *(?:$|[!.🔥💯]))",
  "(?:so|these are|those are|is|are) hard ?body",
  "let'?s go+",
  "lets go+",
  "lfg",
  "shee+sh",
  "yess+",
  // es / pt / fr / de / it
  "(?:eres|es|sos|un|que|qu[eé]|q) crack",
  "brutal(?:es)?",
  "bestial",
  "fuego",
  "qu[eé] chimba",
  "bac[aá]n",
  "brab[oa]",
  "brabíssim[oa]",
  "foda demais",
  "muito foda",
  "top demais",
  "mito",
  "(?:é|e|eh|muito|mó|mo|que) fera",
  "fera demais",
  "monstro",
  "de ouf",
  "trop (?:bien|beau|belle|fort|chaud)",
  "styl[ée]e?s?",
  "la classe",
  "krass",
  "der hammer",
  "pazzesc[oa]",
  "spettacolo",
  // tr
  "efsane(?:sin|siniz|yim|si|ydi|vi)?",
  "helal(?: olsun)?",
  "harika",
  "muhteşem",
  "m[üu]kemmel",
  "bay[ıi]ld[ıi]m",
  "kral(?:[ıi]m|sın)?",
  "gurur(?:lu|luyuz)?",
  "adams[ıi]n",
  "[çc]ok (?:iyi|g[üu]zel)",
  "seviyoruz",
  "[şs]ahane",
  "s[üu]per",
  "ba[şs]ar[ıi]lar",
  // id
  "mantap+",
  "mantul",
  "keren+",
  "kece",
  "gokil",
  "gila+ (?:keren|bagus)",
  "anjay",
  "jos+",
  "sukses",
  "semangat",
  "cakep",
  "bangga",
]);

/**
 * A single word that says how people feel rather than about what ("sick", "GOAT", "ugly"): a
 * word of the sentiment lexicon or of the slang praise above. Phrases are never one.
 */
export function isOpinionWord(term: string): boolean {
  if (term.includes(" ")) return false;
  const word = term.toLowerCase();
  return lexiconScore(word) !== 0 || SLANG_PRAISE.test(word);
}

const CHEERS_HINT =
  /go|ye|ya|f[a-eg-z*]*k|fre|eff|damn|bloody|hella|doubt|die|tears|feelings|lost my|love|hate|know what|shit|snap|crap|af|as hell|expert|critic|naysayer|prove| not | to |pays|option/;

/**
 * Cheering with a swear in it ("let's fucking go", "fuck yeah"): the swear word is the
 * lexicon's criticism, so these count whatever the lexicon says.
 */
const CHEERS = cues([
  "let'?s (?:f\\p{L}*in[g']? |fkn |effing )go+",
  "lets (?:f\\p{L}*in[g']? |fkn |effing )go+",
  "(?:f(?:u|\\*)?c?k+|hell)[.,!]* (?:ya+h?|yea+h?|yes+)(?! (?:life|mom|mother|mum|family))",
  // "Clean af", "legit as fuck": praise made stronger, in words the lexicon reads as criticism.
  "(?:legit|dope|sick|fire|clean|fresh|nice|cool|good|hard|tough|cold|smooth|crisp|beautiful|amazing|sexy|fly|lit|comfy|comfortable|sweet|gorgeous|fine) (?:as (?:fuck|fck|fk|hell|shit|f\\*+k|f\\*+ck)|af|asf)",
  // A swear that intensifies praise: "fucking awesome", "damn good".
  "(?:fucking|fuckin|fkn|freaking|freakin|frickin|effing|damn|bloody|hella) (?:awesome|great|good|amazing|beautiful|sick|dope|fire|incredible|legend(?:ary)?|goat|clean|nice|cool|epic|insane|unreal|perfect|brilliant|best|love)",
  // Triumph over doubters: "never a doubt", "never doubted him", "never say die".
  "never (?:a |any )?(?:fucking |single |ounce of )?doubt(?:ed)?",
  "never say die",
  // Gloating at the doubters on someone's behalf: "haters gonna hate", "can't wait to see the
  // critics now", "proved everyone wrong".
  "haters (?:gonna|goin[g']?|will) hate",
  "(?:can'?t wait to|love to|gonna|going to) (?:hear|see) (?:from )?(?:all )?(?:of )?(?:the |these |those |them |my )?(?:haters?|doubters?|critics|experts|naysayers)",
  "(?:the|those|these|all) (?:so-?called )?(?:experts|critics|doubters|haters|naysayers) (?:that|who) (?:said|doubted|wrote|called)",
  "prove[ds]? (?:every(?:one|body)|them all|them|all|the (?:haters|doubters|critics)) wrong",
  "^no doubt[!. ]*$",
  "happy ?tears",
  // "Don't like them, love them": the denial is the set-up.
  "(?:don'?t|do not|dont) (?:just )?like (?:it|them|these|this|em)[,.!]* (?:i )?love (?:it|them|these|this|em)",
  "in my feelings",
  "lost my (?:mind|shit)",
  // Awe with a swear and heart-eyes, fire or praise: "oooh shit 😍", "holy shit 🔥", "holy
  // freaking crap these are clean".
  "(?:o+h+|holy|ho+ly) (?:f\\p{L}*in[g']? |freakin[g']? )?(?:shit+|fuck+|crap|snap)(?=[ !.]*(?:😍|🔥|🤩|😻|❤|💯|🙌|🤤))",
  "(?:o+h+|holy|ho+ly) (?:f\\p{L}*in[g']? |freakin[g']? )?(?:shit+|fuck+|crap|snap)[ !.,]*(?:these|this|those|that|they|it)(?:'re| are| r| is|'s|s)? (?:so |really |actually |just )?(?:nice|clean|fire|sick|dope|good|beautiful|amazing|awesome|cool|hot|gorgeous|insane|incredible|unreal|perfect)",
  // Praise by denial: "I don't hate them", "if these ain't fire I don't know what is".
  "(?:don'?t|do not|dont) hate (?:it|them|these|this|em|those)(?! but)",
  "how (?:can|could|do|does|would) (?:anyone|anybody|some(?:one|body)|people|you|u) (?:not (?:love|like|want)|hate|dislike)",
  "how (?:are|r|is|were) (?:these|this|they|those|them|it) not (?:nice|good|great|fire|dope|sick|clean|popular|a thing|everywhere|on everyone'?s feet)",
  // Tempted to buy: "why would you do this to my wallet".
  "why (?:do |would |must )?(?:you|u|y'?all|nike) (?:do|doing|keep doing) (?:this|these|that) to (?:me|us|my (?:wallet|bank|account|bank account))",
  "if .{1,60}? (?:ain'?t|aint|isn'?t|isnt|aren'?t|arent) .{1,60}? (?:don'?t|dont|do not) know what (?:\\p{L}+ )?(?:is|are)",
  // Sayings of grit, in words tweets taught the model to fear.
  "hard work (?:(?:always|really|will|does|for ?ever|eventually|finally) )?pays?(?: off)?",
  "(?:giving up|quitting|failure|losing) (?:is|was) (?:never|not) an option",
]);

/** Wanting the thing in the post: praise in comments, whatever the word "need" does in tweets. */
const WANTING = cues([
  // Wanting it badly: "take all my money", "couldn't pass it by".
  "take (?:all )?(?:my|our) money",
  "(?:couldn'?t|could not|can'?t|cannot) pass (?:it|them|these|this|that|em) (?:by|up)",
  "(?:i |we |u |you )?(?:need|want|neeed|neeeed)(?: (?:these|those|this|them|that|it|one|a pair|some|mine|em|'em))?(?= *(?:$|[!.🔥😍🤤🙏😩😭@]))",
  "need (?:these|those|this|them|a pair|some)",
  "gotta (?:get|have|cop) (?:these|those|this|them|one|a pair|em)",
  "(?:i |we )?want (?:these|those|them|a pair)",
  "take my money",
  "los? quiero",
  "las? quiero",
  "los? necesito",
  "necesito (?:ir|verlo|verla|probarlo|probarla|uno|una|esto|eso|estos|estas)",
  "preciso (?:ir|ver|provar)",
  "quiero (?:estos?|estas?|unos?|unas?)",
  "preciso(?: disso| desses?| dessas?)?",
  "quero (?:muito|esses?|essas?)",
  "je (?:les? |la )veux",
  "will ich haben",
  "istiyorum",
  "pengen",
  "mau dong",
  ...BUYING_PLANS,
]);

/** Laughing along: positive in comments unless the words say otherwise. */
const LAUGHTER = cues([
  "lol+",
  "lmao+",
  "lmfao+",
  "ha(?:ha)+h?",
  "ja(?:ja)+",
  "ah(?:ah)+",
  "kk(?:k)+",
  "wk(?:wk)+",
  "hah(?:a)+",
  "rofl",
  "mdr+",
  "jsj+",
]);
const LAUGH_EMOJI = /😂|🤣|💀|☠️?|😆|😹/u;

/** Grief and condolences: sorrow, labelled negative as the feeling expressed. */
const GRIEF = cues([
  "rip",
  "r\\.i\\.p\\.?",
  "rest in peace",
  "rest easy",
  "gone too soon",
  "condolences",
  "passed away",
  "heartbroken",
  "heartbreaking",
  "tragic+",
  "tragedy",
  "devastat(?:ed|ing)",
  "will be missed",
  "miss (?:you|u|him|her) (?:so much|already)",
  "descans[ea] en paz",
  "descanse em paz",
  "que en paz descanse",
  "repose en paix",
  "riposa in pace",
  "ruhe in frieden",
  "huzur i[çc]inde yat",
  "ba[şs][ıi]m[ıi]z sa[ğg] olsun",
  "turut berduka",
  "innalillahi",
]);
const SAD_EMOJI = /💔|😢|😞|😔|🥺|😿|🕊️?|😥|😓/gu;

/** Hardship someone came through ("after all the injuries", "despite the setbacks"). */
const ADVERSITY =
  /(?:after|through|despite|overc[oa]me?) (?:all |everything |so much )?(?:of )?(?:the |his |her |their |those |these |that |what )?(?:\p{L}+ ){0,3}?(?:pain|struggles?|injur\p{L}*|surger\p{L}*|setbacks?|adversity|hardships?|difficult(?:ies| times)|tough times|ups and downs|rehab|(?:he|she|they)(?:'s|'ve| has| have) been through)/u;
/** Words that honour the person: what turns named hardship into praise. */
const HONOURED =
  /deserve[ds]?|well done|congrat\p{L}*|proud|so happy for|hats off|credit to|respect|inspir\p{L}*|earned (?:it|this)|what a comeback|legend/u;

/** Pain and injury: a bad experience, whatever the rest of the words. */
const PAIN = cues([
  "hurts?",
  "hurting",
  "pain(?:ful)?",
  "sore",
  "injur(?:y|ed|ies)",
  "aches?",
  "dor(?:es)?",
  "doeu",
  "dói",
  "doi",
  "dolor(?:es)?",
  "duele",
  "douleurs?",
  "mal (?:au|aux)",
  "schmerz\\p{L}*",
  "tut weh",
  "dolore",
  "fa male",
  "ağr[ıi]\\p{L}*",
  "ac[ıi]yor",
  "sakit",
]);

/** Pain or injury in a comment: a question about it ("can I do this with knee pain?") is a concern. */
export function mentionsPain(text: string): boolean {
  return PAIN.test(text.toLowerCase());
}

/** Politeness before a question ("sorry if this was asked"): not an apology for anything bad. */
const POLITE = cues([
  "sorry if (?:this|it|that)(?:'s| is| was| has been)? ?(?:already )?(?:been )?asked",
  "sorry (?:to|for) ask(?:ing)?",
  "sorry for the (?:dumb|silly|stupid) question",
  "perd[oó]n si ya (?:lo )?preguntaron",
  "desculp[ae] (?:a pergunta|se j[aá] perguntaram)",
  "d[ée]sol[ée]e? si (?:la question|[çc]a) a d[ée]j[àa]",
  "entschuldigung,? falls",
]);

/**
 * Encouragement and being moved: "never give up", "keep pushing", "I'm not crying, you're
 * crying". Tweets taught the model that "never", "stop" and "crying" are bad news.
 */
const ENCOURAGEMENT_HINT =
  /never|don|keep|let|not crying|feels|imagine|is there|me cry|me tear|emotional|i'?d cry|see why|see how|understand|get why|allah|rabb|hay|bless|semoga|barak/;
const ENCOURAGEMENT = cues([
  "never (?:ever )?(?:give up|quit|back down|settle|stop (?:believing|dreaming|grinding|hustling|working|fighting|pushing|learning|growing|improving|inspiring|creating|shining|running|training|chasing))",
  "don'?t (?:ever )?(?:give up|quit|stop (?:now|there|believing|dreaming|grinding|hustling|working|fighting|pushing|learning|growing|improving|inspiring|creating|shining|running|training|chasing))",
  "keep (?:going|pushing|grinding|it up|shining|inspiring|believing|climbing|rising|killing it|doing (?:your|ur) thing)",
  "let'?s get it",
  "lets get it",
  "not crying,? (?:you'?re|youre|your|ur|u'?re) crying",
  "not crying,? (?:you|u) (?:are|r)",
  // Being moved, and rhetorical praise: "hit me right in the feels", "imagine not loving these".
  "(?:hits?|got|get) (?:me |you |u )?(?:right |straight )?in the feels",
  "(?:made|makes|had|got) me (?:cry|tear up|emotional)",
  "i knew i'?d cry",
  // Defending the post against its critics: "I don't see why people didn't like it".
  "(?:i )?(?:don'?t|do not|can'?t) (?:see|understand|get) (?:why|how) (?:some |so many )?(?:people|ppl|y'?all|everyone|anyone) (?:didn'?t|don'?t|do not|did not|wouldn'?t|would not) like",
  "imagine not (?:loving|liking|having|owning|wearing|rocking|being (?:a )?fan of)",
  "is there (?:anything|nothing) (?:this|that|he|she|they|you|u)(?: (?:guy|man|woman|girl|dude|kid))? (?:can't|cant|cannot|can not) do",
  // Blessings and prayers for someone: warm wishes, not complaints.
  "allah (?:kabul etsin|raz[ıi] olsun|korusun|yard[ıi]mc[ıi]n olsun)",
  "rabbim (?:kabul etsin|korusun)",
  "hay[ıi]rl[ıi] olsun",
  "god bless(?: you| him| her| them| u)?",
  "semoga (?:sukses|berkah|lancar|sehat)",
  "barakallah(?:u fik)?",
]);

/**
 * "What a day!", "what an absolute journey": an exclamation about the moment, praise unless
 * the noun is a verdict ("what a joke", "what a waste"), which is mockery.
 */
const WHAT_A_PRAISE =
  /(?:^|[^\p{L}])what an? (?:\p{L}+ )?(?:day|night|journey|moment|shot|game|goal|player|legend|win|comeback|story|career|performance|run|finish|round|swing|athlete|man|guy|woman|champ(?:ion)?|inspiration|view|design|drop|collab|colou?rway|look|vibe|beauty|masterpiece|time to be alive|return|ride|week(?:end)?|year|season|team|voice|talent|battle|match|race|effort|feeling|privilege|honou?r)(?![\p{L}])/u;
const WHAT_A_VERDICT =
  /(?:^|[^\p{L}])what an? (?:\p{L}+ )?(?:joke|shame|waste|disgrace|mess|disaster|embarrassment|clown|fraud|scam|rip-?off|letdown|let down|fail|flop|con)(?![\p{L}])/u;
/** Dots and commas between words ("What. A. Day.") do not break an exclamation. */
function withoutSpacedPunct(text: string): string {
  return text
    .split(/[.,!]+/)
    .map((part) => part.trim())
    .join(" ");
}

/**
 * "Damn", "daaamn bro", "Damn Nike": a bare exclamation under a post is amazement. With more
 * to say ("damn it", "damn this sucks") the other words decide.
 */
const EXCLAMATION = /^(?:da+y?u?mn+|da+ng+|dayu+m+)$/u;
const EXCLAMATION_COMPANIONS = new Set(
  "bro bruh bros son man dude boy boys girl sis yo ok okay lol wow sheesh".split(" "),
);
const NOT_NAMES = new Set("you u it this that these those they he she i".split(" "));
const NOT_WORD = /[^\p{L}\p{N}'’\s]+/gu;
const MENTIONS = /@[\p{L}\p{N}._]+/gu;

function bareExclamation(text: string): boolean {
  const words = text.replace(MENTIONS, " ").replace(NOT_WORD, " ").trim().split(/\s+/u);
  if (words.length === 0 || words.length > 3) return false;
  let exclaimed = false;
  for (const w of words) {
    const lower = w.toLowerCase();
    if (EXCLAMATION.test(lower)) exclaimed = true;
    // Another word may be a companion ("bro") or a name ("Damn Nike"), nothing more.
    else if (!EXCLAMATION_COMPANIONS.has(lower) && (!/^\p{Lu}/u.test(w) || NOT_NAMES.has(lower)))
      return false;
  }
  return exclaimed;
}

const APRIL_FOOLS = cues(["april fools?'?s?(?: day)? (?:joke|prank|video|post)"]);

/**
 * Verdicts on looks the model barely saw in tweets ("these are hideous", "so tacky"), which
 * a fashion word beside them ("style", "shirts") would otherwise outweigh; not when negated.
 */
const LOOKS_BAD_HINT =
  /hideous|atrocious|fugly|tacky|cring|unflattering|eyesore|monstrosit|old (?:man|lady)|grandpa|grandma/;
const LOOKS_BAD = cues([
  "(?<!(?:not|never|isn'?t|aren'?t|wasn'?t|ain'?t) (?:so |that |too )?)(?:hideous|atrocious|fugly|tacky|cringy|cringey|unflattering|eyesore|monstrosity)",
  // "Old man style cut", "grandpa shoes": dated, said of a design.
  "(?<!(?:my|his|her|our|your|their) )(?:old (?:man|lady)|grandpa|grandma) (?:style|cut|fit|look|looking|shoes?|shirts?|polos?|pants|clothes|vibes?)",
]);

/**
 * Praise held back by a flaw: "I'd love these if the strap didn't snap", "would buy if they
 * weren't $200". The kind words are conditional; the flaw is the verdict.
 */
const HELD_BACK = cues([
  "(?:i'd|we'd|id|would) (?:totally |definitely |really |absolutely |so )?(?:love|like|buy|wear|use|recommend|get) (?:\\p{L}+ ){0,2}if (?:[\\p{L}'$\\d]+ ){1,6}?(?:didn'?t|did not|wasn'?t|was not|weren'?t|were not|(?:was|were) (?:so|this|that) (?:bad|expensive|ugly|heavy|small|big|flimsy)|cost (?:less|under))",
]);

/** Mockery and sarcasm cues: the words may be kind, the meaning is not. */
const MOCKERY = cues([
  "sure buddy",
  "yeah right",
  "ok(?:ay)? boomer",
  "nice try",
  "imagine (?:paying|buying|wearing|thinking)",
  "cope",
  "ratio",
  "who asked",
  "nobody asked",
  "big yikes",
  "yikes",
  "cringe",
  "clown(?:s|ing)?",
  "as if",
  "how (?:in the world|on earth|the (?:hell|heck|fuck)|tf) (?:is|are|does|do|did|can|could|would)",
  "get over it",
  // Praise of a failing: "love how you never restock", "gotta love that they still haven't".
  "love (?:how|that) (?:[\\p{L}']+ ){1,5}(?:never|still (?:haven'?t|hasn'?t|don'?t|doesn'?t|can'?t|won'?t|not|no))",
  // "I love when you post a shoe that isn't available", "love how nobody can buy these".
  "love (?:it )?(?:when|how|that) (?:[\\p{L}@'.]+ ){0,8}(?:(?:isn'?t|is not|aren'?t|are not|not) (?:available|in stock|for sale|on the (?:site|website|app))|(?:can'?t|cannot|couldn'?t|no one can|nobody can) (?:buy|get|find|order|cop|tell))",
  // Praise taken back at the end: "make it seem amazing when it's really not (at all)".
  "(?:when|but|while) (?:it'?s|it is|its|they'?re|they are|theyre) (?:really |actually |honestly |just )?not(?: at all| even close| really)?[.!]*$",
  // Booing: "a big fat boo for …", "booo"; "love you boo" is affection and stays out.
  "(?:big |huge )?(?:fat )?boo+ (?:for|to|on|at)",
  "^boo+[!.]*$",
]);

/**
 * The frustration of a launch: time spent waiting or trying in vain ("waited 15 minutes",
 * "been online for an hour"), a bad experience whatever the other words.
 */
const FRUSTRATION = cues([
  "waited (?:for )?(?:\\d+|an?|over an?|almost an?) (?:min(?:ute)?s?|hours?|hrs?)",
  "(?:been|was|were) (?:online|on the (?:app|site|website)|waiting|trying|refreshing) for (?:\\d+|an?|over an?|almost an?) (?:min(?:ute)?s?|hours?|hrs?)",
  "(?:kept|keeps) (?:crashing|freezing|kicking me out)",
  "still (?:didn'?t|did not|couldn'?t|could not) (?:get|cop|buy|order|check ?out)(?! (?:over|it\\b|the (?:point|joke|memo)))",
]);
const MOCK_EMOJI = /🤡|🙄|🥱|🙃|😒/u;

const FLAGS = /[\u{1F1E6}-\u{1F1FF}]{2}/gu;
const FLAG = /[\u{1F1E6}-\u{1F1FF}]{2}/u;
const ANY_LETTER = /\p{L}/u;
/** Four or more single letters in a row separated by spaces: a chant ("K I N G"). */
const SPACED = /(?:^|\s)(?:\p{L}\s+){3,}\p{L}(?=\s|$|\p{P}|\p{Extended_Pictographic})/u;
const CURLY = /’/g;

export interface CommentCues {
  /** Logit shifts for negative, neutral, positive. */
  shift: [number, number, number];
  /** The comment expresses grief (words or sad emoji). */
  grief: boolean;
  /** Slang praise ("so clean", "efsane"): praise, like the lexicon's praise words. */
  slangPraise: boolean;
}

/** What `commentCues` returns when no cue is found (the same object every time). */
export const NO_CUES: CommentCues = { shift: [0, 0, 0], grief: false, slangPraise: false };

/**
 * Cues in one comment. `negativeWords` is the lexicon's criticism after negation: slang praise
 * and laughter only count when the words are not clearly critical.
 */
export function commentCues(text: string, negativeWords: number, ironic = false): CommentCues {
  const lower = text.toLowerCase();
  const t = collapseElongation(lower.includes("’") ? lower.replace(CURLY, "'") : lower);
  let neg = 0;
  let neu = 0;
  let pos = 0;
  let grief = false;
  const critical = negativeWords >= 1.5;
  // Praise read as sarcasm (kind words, eye-rolling emoji) gets no boost from its praise words.
  const inBadWords = !ironic && t.includes("ass") && PRAISE_IN_BAD_WORDS.test(t);
  const slangPraise = inBadWords || (!critical && !ironic && SLANG_PRAISE.test(t));
  if (inBadWords) {
    pos += 3.5;
    neg -= 3.5;
  } else if (slangPraise) {
    pos += 2.2;
    neg -= 1.6;
  }
  if (WANTING.test(t)) {
    pos += 1.6;
    neg -= 1.2;
    neu -= 0.4;
  }
  if (!critical && !ironic && (LAUGHTER.test(t) || LAUGH_EMOJI.test(text))) {
    pos += 0.9;
    neg -= 0.6;
  }
  const sad = text.match(SAD_EMOJI)?.length ?? 0;
  const griefWords = GRIEF.test(t);
  if (griefWords || sad > 0) {
    grief = true;
    const g = griefWords ? 2.6 : Math.min(sad, 2) * 1.3;
    neg += g;
    pos -= g * 0.8;
  }
  if (POLITE.test(t)) neg -= 1.5;
  // "So proud, after everything she's been through": hardship named to honour who came through it.
  const overcame = !critical && ADVERSITY.test(t) && HONOURED.test(t);
  if (overcame) {
    pos += 2.5;
    neg -= 2.5;
  } else if (PAIN.test(t)) {
    neg += 1.2;
    pos -= 0.8;
  }
  // Cheap substring tests first: most comments hold none of these cues.
  const cheering = CHEERS_HINT.test(t) && CHEERS.test(t);
  if (cheering) {
    pos += 3;
    neg -= 3;
  }
  // Every exclamation ("damn", "dang", "dayum") starts with "da".
  if (text.length <= 40 && t.includes("da") && bareExclamation(text)) {
    pos += 2.4;
    neg -= 2.4;
  }
  if (!critical && ENCOURAGEMENT_HINT.test(t) && ENCOURAGEMENT.test(t)) {
    pos += 2.2;
    neg -= 1.8;
  }
  const phrase = t.includes("what") ? withoutSpacedPunct(t) : "";
  if (phrase !== "" && WHAT_A_VERDICT.test(phrase)) {
    neg += 1.8;
    pos -= 1.8;
  } else if (phrase !== "" && !critical && WHAT_A_PRAISE.test(phrase)) {
    pos += 1.8;
    neg -= 1;
  }
  if (
    (t.includes("wait") || t.includes("been") || t.includes("kept") || t.includes("still")) &&
    FRUSTRATION.test(t)
  ) {
    neg += 1.5;
    pos -= 1;
  }
  if (t.includes("april") && APRIL_FOOLS.test(t)) {
    // "an April Fools joke" names the prank, not a verdict on it.
    neg -= 1.5;
  }
  if (LOOKS_BAD_HINT.test(t) && LOOKS_BAD.test(t)) {
    neg += 2;
    pos -= 2;
  }
  if (t.includes(" if ") && HELD_BACK.test(t)) {
    neg += 1.6;
    pos -= 1.6;
  }
  if (MOCKERY.test(t) || MOCK_EMOJI.test(text)) {
    neg += 1.6;
    pos -= 1.6;
  }
  if (FLAG.test(text) && !ANY_LETTER.test(text.replace(FLAGS, ""))) {
    // Nothing but flags (and maybe other emoji): support for a country or team.
    pos += 2;
    neu -= 0.5;
  }
  const spaced = SPACED.exec(text);
  if (spaced && lexiconScore(spaced[0].replace(/\s+/gu, "").toLowerCase()) >= 0) {
    // A chanted line or name, spelt out ("K I N G"): hype, unless the word spelt is a
    // criticism ("F A K E") or the other words say otherwise.
    pos += 1.8;
    neg -= 1;
    neu -= 0.8;
  }
  if (neg === 0 && neu === 0 && pos === 0) return NO_CUES;
  return { shift: [neg, neu, pos], grief, slangPraise: slangPraise || cheering };
}
