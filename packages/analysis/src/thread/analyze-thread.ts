import type { Comment, CommentTarget } from "@commentlens/shared";
import { type AnalyzeOptions, analyzeComments, type CommentAnalysis } from "../analyze.js";
import { cueIn } from "../cues/cues.js";
import { type CommentRecord, readComments } from "../record/comment-record.js";
import { complaintThemes } from "../report/intents.js";
import { asksForNothing } from "../tags/question-intents.js";
import type { Tag } from "../tags/tagger.js";
import { abuseGated, buyingWithoutComplaint, TAGS } from "../tags/tagger.js";
import type { TargetFacts } from "../target/target-facts.js";
import { type TargetModel, targetModel } from "../target/target-model.js";
import { linkHostParts, linksIn } from "../text/characters.js";
import { onlyPictographsAnd } from "../text/emoji.js";
import { handleKey, handleLetters, withoutMentions } from "../text/mentions.js";
import { isMourning, type PostContext, readPost, takesPart } from "./post-context.js";

/** What is known of the post a comment section belongs to. */
export interface ThreadPost {
  caption?: string;
  /** The account that owns the post, without "@". */
  owner?: string;
}

export interface ThreadInput {
  comments: readonly Comment[];
  post: ThreadPost | null;
  /** The post already read (see `readPost`), when the caller reads it once for every stage. */
  context?: PostContext;
  /** The comments already read (see `readComments`), in the same order, when the caller has them. */
  records?: readonly CommentRecord[];
  /** See `LanguageOptions.cache`: a caller reading many small threads shares one. */
  languageCache?: Map<string, string>;
  /** See `AnalyzeOptions.onRead`. */
  onRead?: AnalyzeOptions["onRead"];
}

/** Words about a person: on a post that features someone, praise of them, not the brand. */
const aboutAPerson = (record: CommentRecord) =>
  cueIn("person-words", record) || cueIn("person-address", record);

/** How negative a comment of one word must read to be a complaint. */
const LONE_WORD_COMPLAINT = 0.4;
/** How negative a note to tagged friends must read to be a complaint without words of one. */
const FRIEND_NOTE_COMPLAINT = 0.65;

/**
 * Reads every comment of a post with its thread in mind: each comment alone first, then
 * against the post (who owns it, whom it features, whether it runs a giveaway or mourns
 * someone) and, for a reply, against its parent. Results are in input order, one per comment.
 */
export function analyzeThread(input: ThreadInput): CommentAnalysis[] {
  const { comments, records, ctx, isOwner, analyses, parentOf } = prepareThread(input);
  const model = targetModel();
  const results = comments.map((c, i) =>
    inThread(
      c,
      records[i] as CommentRecord,
      analyses[i] as CommentAnalysis,
      parentOf(c),
      ctx,
      isOwner,
      model,
    ),
  );
  return withSpamAccounts(
    comments,
    records,
    promotions(comments, records, results, isOwner, ctx),
    isOwner,
  );
}

/**
 * What the target classifier reads of each comment, in input order; undefined for the
 * comments whose target a rule sets (the account's own, spam). Training reads these.
 */
export function threadTargetFacts(input: ThreadInput): Array<TargetFacts | undefined> {
  const { comments, records, ctx, isOwner, analyses, parentOf } = prepareThread(input);
  return comments.map((c, i) => {
    const a = analyses[i] as CommentAnalysis;
    if (isOwner(c) || a.tags.includes("spam")) return undefined;
    return readInThread(records[i] as CommentRecord, a, parentOf(c), ctx, isOwner).facts;
  });
}

/** Each comment read alone, the post read once, and who answers whom. */
function prepareThread(input: ThreadInput) {
  const comments = input.comments;
  const records = input.records ?? readComments(comments.map((c) => c.text));
  const ctx =
    input.context ?? readPost(comments, input.post?.caption ?? "", input.post?.owner, records);
  const isOwner = (c: Comment) =>
    c.isFromOwner || (ctx.owner !== "" && handleKey(c.username) === ctx.owner);
  const analyses = analyzeComments(
    comments.map((c, i) => ({ text: c.text, isFromOwner: isOwner(c), record: records[i] })),
    { languageCache: input.languageCache, onRead: input.onRead },
  );
  const byId = new Map<string, Comment>();
  for (const c of comments) if (!byId.has(c.id)) byId.set(c.id, c);
  const parentOf = (c: Comment) => (c.parentId ? byId.get(c.parentId) : undefined);
  return { comments, records, ctx, isOwner, analyses, parentOf };
}

/** Shorter handles ("ana", "jo") are too often a word or a friend's name to be a signature. */
const SIGNATURE_MIN = 4;

/**
 * A commenter who names their own account in the comment ("follow me @fitwithdana",
 * "Awesome! #danasbakes") is advertising it: that is self-promotion, spam, whatever the
 * words around it say. A mention the comment opens with is left alone: replying in one's own
 * thread starts the reply with one's own handle.
 */
export function promotesItself(username: string, record: CommentRecord): boolean {
  if (record.hashtags.length === 0 && record.mentions.length === 0) return false;
  const own = handleLetters(username);
  if (own.length < SIGNATURE_MIN) return false;
  return (
    record.hashtags.some((h) => handleLetters(h) === own) ||
    record.mentions.some((m) => m !== record.opensWith && handleLetters(m) === own)
  );
}

/**
 * A top-level comment that carries a link to somewhere other than the account ("visit
 * www.myshop.com", a bare affiliate link) advertises that place, whatever its words say. A
 * link given in a reply, or to someone the comment opens on ("@sam more like this https://…"),
 * answers or shares; a link to the account's own site is no advert for anyone else.
 */
export function linksElsewhere(
  c: Comment,
  record: CommentRecord,
  isOwnerFamily: (name: string) => boolean,
): boolean {
  if (c.parentId || record.opensWith !== undefined) return false;
  return linksIn(c.text).some((link) => !linkHostParts(link).some(isOwnerFamily));
}

/**
 * Self-promotion (see `promotesItself`) read as spam, keeping its words' feeling; a link
 * elsewhere (see `linksElsewhere`) read as an advert, with none. Abuse stays abuse.
 */
function promotions(
  comments: readonly Comment[],
  records: readonly CommentRecord[],
  results: CommentAnalysis[],
  isOwner: (c: Comment) => boolean,
  ctx: PostContext,
): CommentAnalysis[] {
  return results.map((a, i) => {
    const c = comments[i] as Comment;
    const record = records[i] as CommentRecord;
    if (isOwner(c) || a.tags.includes("spam") || a.tags.includes("toxic")) return a;
    if (promotesItself(c.username, record)) return asSpam(a, true);
    return linksElsewhere(c, record, ctx.isOwnerFamily) ? asSpam(a) : a;
  });
}

/**
 * An account that posts spam under the post (a store link, "check us out") is a promoter or
 * a bot: its other top-level comments there ("Fancy that", "Gorgeous") are not the audience
 * speaking, so they are spam too. Its replies and mentions of others are conversation, and
 * abuse stays abuse: those keep their own reading.
 */
function withSpamAccounts(
  comments: readonly Comment[],
  records: readonly CommentRecord[],
  results: CommentAnalysis[],
  isOwner: (c: Comment) => boolean,
): CommentAnalysis[] {
  const spammers = new Set<string>();
  comments.forEach((c, i) => {
    if (c.username && !isOwner(c) && results[i]?.tags[0] === "spam")
      spammers.add(handleKey(c.username));
  });
  if (spammers.size === 0) return results;
  return results.map((a, i) => {
    const c = comments[i] as Comment;
    const bot =
      c.username !== "" &&
      spammers.has(handleKey(c.username)) &&
      !c.parentId &&
      !a.tags.includes("spam") &&
      !a.tags.includes("toxic") &&
      (records[i] as CommentRecord).mentions.length === 0;
    return bot ? asSpam(a, true) : a;
  });
}

/**
 * Spam is aimed at no one here and is no engagement. A pitch's sales talk is no feeling
 * ("follow me for daily tips", read neutral); a comment that is spam for who wrote it, not
 * for its words ("Awesome! #mybrand", a promoter's "Nice 👍"), keeps the feeling its words
 * say. The report leaves spam out of the sentiment shares unless asked to count it.
 */
function asSpam(a: CommentAnalysis, byAccount = false): CommentAnalysis {
  return byAccount
    ? { ...a, target: "other", tags: ["spam"] }
    : { ...a, score: 0, label: "neutral", target: "other", tags: ["spam"] };
}

/** A comment read against its post and its parent: the tags it keeps and its target's facts. */
interface ThreadReading {
  tags: Set<Tag>;
  friendTag: boolean;
  addressesOwner: boolean;
  aboutCreator: boolean;
  facts: TargetFacts;
}

function readInThread(
  record: CommentRecord,
  a: CommentAnalysis,
  parent: Comment | undefined,
  ctx: PostContext,
  isOwner: (c: Comment) => boolean,
): ThreadReading {
  const tags = new Set<Tag>(a.tags);
  const { mentions, words } = record;
  const addressesOwner = mentions.some(ctx.isOwnerFamily);
  const friends = mentions.filter(
    (h) =>
      !ctx.isOwnerFamily(h) &&
      !ctx.subjectHandles.has(h) &&
      (!parent || h !== handleKey(parent.username)),
  );
  const namesSubject =
    mentions.some((h) => ctx.subjectHandles.has(h)) || words.some((w) => ctx.subjectNames.has(w));
  const parentIsOwner = parent !== undefined && isOwner(parent);

  // Tagging friends to show them the post: a top-level comment that mentions accounts other
  // than the owner and the people the post features. A reply's mention answers someone.
  const friendTag = !parent && friends.length > 0 && !addressesOwner;
  const asks = tags.has("question");
  if (friendTag) {
    tags.add("friend_tag");
    // "@sam are these the lifting ones?": asked of the friend tagged, not of the creator.
    tags.delete("question");
    // "@sam these would be good for you": advice to the friend, unless it names the brand
    // ("@sam hopefully Lumi makes more").
    if (!words.some(ctx.isOwnerFamily)) tags.delete("suggestion");
  } else tags.delete("friend_tag");

  const namesOwner = words.some(ctx.isOwnerFamily);
  const captionWord = words.some((w) => ctx.captionWords.has(w));
  const aboutProduct = cueIn("about-product", record);
  // Aimed at the account: it is addressed or named, or the comment speaks of what the account
  // offers or posted (its words, or the caption's).
  const aboutCreator = addressesOwner || namesOwner || aboutProduct || captionWord;
  const { opensWith } = record;
  const facts: TargetFacts = {
    reply: parent !== undefined && !parentIsOwner,
    replyToOwner: parentIsOwner,
    replyOpensWithOwner:
      parent !== undefined && opensWith !== undefined && ctx.isOwnerFamily(opensWith),
    noWords: words.length === 0,
    fewWords: words.length <= 2,
    friendTag,
    opensWithMention: opensWith !== undefined,
    addressesOwner,
    namesOwner,
    aboutProduct,
    captionWord,
    namesSubject,
    personWords: aboutAPerson(record),
    featuresSomeone: ctx.subjectHandles.size > 0 || ctx.subjectNames.size > 0,
    secondPerson: cueIn("second-person", record),
    youAll: cueIn("you-all", record),
    question: asks,
    praise: tags.has("praise"),
    complaint: tags.has("complaint"),
    purchase: tags.has("purchase_intent"),
    suggestion: tags.has("suggestion"),
    toxic: tags.has("toxic"),
    negative: a.label === "negative",
    grief: ctx.grief,
  };
  return { tags, friendTag, addressesOwner, aboutCreator, facts };
}

function inThread(
  c: Comment,
  record: CommentRecord,
  a: CommentAnalysis,
  parent: Comment | undefined,
  ctx: PostContext,
  isOwner: (c: Comment) => boolean,
  model: TargetModel,
): CommentAnalysis {
  const { mentions, words } = record;
  if (isOwner(c)) {
    const parentIsOwner = parent !== undefined && isOwner(parent);
    const target: CommentTarget =
      parent && !parentIsOwner
        ? "commenter"
        : mentions.length > 0 && !mentions.some(ctx.isOwnerFamily)
          ? "commenter"
          : "creator";
    return {
      ...a,
      target,
      tags: order(
        new Set<Tag>(
          a.tags.includes("question") ? ["question", "creator_reply"] : ["creator_reply"],
        ),
      ),
    };
  }
  if (a.tags.includes("spam")) return asSpam(a);

  const { tags, friendTag, addressesOwner, aboutCreator, facts } = readInThread(
    record,
    a,
    parent,
    ctx,
    isOwner,
  );
  let { score, label } = a;
  const asks = facts.question;
  // Whom the comment is aimed at: a classifier over the facts above, trained on our labels of
  // comments under posts no evaluation reads and on the tune posts' (see model/README.md).
  let target = model.predict(facts);
  // Abuse that says "you" with friends tagged ("@sam @lee you're going down, losers") is aimed
  // at them, whatever it says of the product, unless it names the brand without opening on
  // the friend ("never buying trailco while you employ clowns @sam"). Labelled abuse is too
  // rare to learn this from, and counting it as a complaint to the creator is the costly error.
  if (friendTag && facts.toxic && facts.secondPerson)
    target = facts.opensWithMention || !facts.namesOwner ? "commenter" : "creator";
  // Replies hang under the first comment of a thread, so one that opens with the account's
  // handle answers the account's reply in that thread: it speaks to the account.
  if (facts.replyOpensWithOwner) target = "creator";

  // Under a giveaway post, tagging friends or saying one takes part is an entry.
  if (ctx.giveaway && !asks && (friendTag || takesPart(record))) {
    tags.add("giveaway_entry");
    tags.delete("friend_tag");
  }

  // Complaints count when they are aimed at the creator: criticism of a featured person or of
  // another commenter is reported as what it is.
  // A question or a suggestion about what the post features is still the creator's to answer
  // or take up; one to another commenter is not.
  if (target === "commenter") {
    tags.delete("question");
    tags.delete("suggestion");
  }
  // A question in a reply to another commenter ("@sam right?!", "@lee where did you get
  // them?") asks that commenter, unless it names the account.
  if (facts.reply && !addressesOwner) tags.delete("question");
  // An echo of the caption ("Master trainer?") or a complaint put as a question that asks for
  // nothing in particular ("where were you five years ago?") waits on no answer: not a question.
  if (tags.has("question") && asksForNothing(record, tags.has("complaint"), ctx.caption))
    tags.delete("question");
  const toCreator = target === "creator" || addressesOwner;
  // Under a post that mourns someone, sorrow ("no words", "tragic") is not a complaint; one
  // that speaks to the creator ("@brand should have…") still is.
  if (!toCreator || (ctx.grief && !aboutCreator)) {
    tags.delete("complaint");
  } else if (
    friendTag &&
    !addressesOwner &&
    !words.some(ctx.isOwnerFamily) &&
    tags.has("complaint") &&
    score > -FRIEND_NOTE_COMPLAINT &&
    !cueIn("complaint", record)
  ) {
    // A note to tagged friends that the model only leans against ("@sam you won't get these",
    // "@lee why u tag me in these") is banter; it counts when its words complain, when it
    // names the brand or when the reading is clear.
    tags.delete("complaint");
  } else if (
    label === "negative" &&
    // One word the model barely leans against ("CR7", a name chanted) says nothing yet.
    (score < -LONE_WORD_COMPLAINT || (words.length >= 2 && score < -0.15)) &&
    !ctx.grief &&
    !tags.has("question") &&
    !friendTag &&
    // Buying or having bought is no complaint unless it complains (see the tagger); wanting
    // it while put off by the price, the wait or the stock still is one.
    !(
      tags.has("purchase_intent") &&
      buyingWithoutComplaint(record, score) &&
      (cueIn("bought", record) || complaintThemes(record).length === 0)
    )
  ) {
    // Criticism of the creator's post or product is a complaint, in whatever words. A note to
    // tagged friends ("@sam you'd like this but she wouldn't") is banter with them: only its
    // own words of complaint count.
    tags.add("complaint");
    tags.delete("praise");
  }

  // Under a post that mourns someone, a tribute ("RIP legend 🙏", "gone too soon") expresses
  // grief, however warm its words: its feeling is sorrow. Prayers and tears alone are not
  // praise either.
  if (ctx.grief && label !== "negative") {
    const emojiOnly = onlyPictographsAnd(withoutMentions(c.text, ""), ".!");
    if (emojiOnly ? cueIn("mourning-emoji", record) : isMourning(record)) {
      label = "negative";
      score = -Math.max(0.4, Math.abs(score));
      if (emojiOnly) tags.delete("praise");
    }
  }

  // Praise is about the creator, its content or the people it features; kind words to another
  // commenter are conversation.
  if (target === "commenter") tags.delete("praise");
  // Read in its thread too, abuse is never engagement (a complaint, a question to answer).
  return { ...a, score, label, target, tags: abuseGated(order(tags)) };
}

function order(tags: Set<Tag>): Tag[] {
  return TAGS.filter((t) => tags.has(t));
}
