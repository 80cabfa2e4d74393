import type { Comment } from "@commentlens/shared";
import { normaliseForCues } from "../cues/cue-data.js";
import { type CueReadable, cueIn, cuePattern, cueWord } from "../cues/cues.js";
import { type CommentRecord, readComments } from "../record/comment-record.js";
import {
  capitalisedRuns,
  isAsciiWordChar,
  isNumeral,
  letterDigitRuns,
  spaceSeparated,
} from "../text/characters.js";
import { handleKey, handleParts, mentionsIn, withoutMentions } from "../text/mentions.js";
import { ENGLISH_STOPWORDS, SHORT_ANYWHERE } from "../text/stopwords.js";

/** What the comment section as a whole says about the post, read before single comments. */
export interface PostContext {
  /** The owner's handle, lower case, without "@"; "" when unknown. */
  owner: string;
  /** The caption as written ("" when unknown). */
  caption: string;
  /** Handles of the owner's own family of accounts ("lumi" beside "lumikitchen"). */
  isOwnerFamily: (handle: string) => boolean;
  /** Handles and names of people or things featured in the post (lower case). */
  subjectHandles: Set<string>;
  subjectNames: Set<string>;
  /**
   * The featured handle a featured name was found in ("ilse" and "varga" → "ilsevarga"), so
   * the report names one person once, whichever way a comment calls them.
   */
  handleOfName: ReadonlyMap<string, string>;
  /**
   * What the caption speaks of: its words of three letters or more that are no stopword, no
   * part of the owner's handle and no featured name ("pegasus", "recipe", "tour"). A comment
   * that uses one speaks of the post, whatever kind of account it is.
   */
  captionWords: Set<string>;
  /** The post runs a giveaway: entries are giveaway entries, not friend tags. */
  giveaway: boolean;
  /** The post mourns someone: prayers and hearts under it are grief. */
  grief: boolean;
  /**
   * Where the caption says to buy ("lumi.shop/mugs", "link in bio", "shop now"), as written;
   * null when it says nowhere.
   */
  buyPath: string | null;
}

/**
 * A comment that mourns: a condolence or a tribute in sorrow, not praise of the post. A
 * tribute that celebrates the life without a word or emoji of sorrow ("Legend forever 🖤")
 * is warm, not mourning.
 */
export function isMourning(comment: CueReadable): boolean {
  if (speaksOfSorrow(comment)) return true;
  return cueIn("mourning-emoji", comment) && !cueIn("celebrates-life", comment);
}

/** Words or emoji of sorrow ("rest in peace", "gone too soon", 💔): mourning in any post. */
function speaksOfSorrow(comment: CueReadable): boolean {
  return (
    cueIn("mourning", comment) || cueIn("mourning-words", comment) || cueIn("sorrow-emoji", comment)
  );
}

/**
 * Saying one takes part ("done", "I'm in", ✅). Tagging friends alone is not enough to call a
 * post a giveaway: launches are full of tags too.
 */
export const takesPart = (comment: CueReadable) => cueIn("takes-part", comment);

/** Words that show a comment speaks of a person ("legend", "so proud of", 🐐). */
export const speaksOfPerson = (comment: CueReadable) =>
  cueIn("person-words", comment) || cueIn("proud-of", comment);

/** A model number or a roman numeral right after a name: a product ("Serum 2", "Volume III"). */
function opensWithModelNumber(after: string): boolean {
  const rest = after.trimStart();
  const first = rest.charCodeAt(0);
  if (first >= 48 && first <= 57) return true;
  let i = 0;
  while ("IVX".includes(rest[i] ?? "-")) i++;
  return i > 0 && !isAsciiWordChar(rest.charCodeAt(i));
}

/** "Kobe's" before another word: the name is someone's. */
function opensWithPossessive(after: string): boolean {
  return (
    (after.startsWith("'s") || after.startsWith("’s")) && !isAsciiWordChar(after.charCodeAt(2))
  );
}

/** A name without a possessive ending ("Kobe's" → "kobe", "James'" → "james"). */
function withoutPossessive(word: string): string {
  if (word.endsWith("'s") || word.endsWith("’s")) return word.slice(0, -2);
  return word.endsWith("'") || word.endsWith("’") ? word.slice(0, -1) : word;
}

/**
 * The account a comment speaks to by name: one it opens with ("@sam are you going?"), or one
 * it ends with after speaking to someone ("where did you get that paint @inkwell?"). A
 * mention in the middle, or at the end of a question about them ("is that @rory?"), names
 * who it is about, not whom it asks. A key (see `handleKey`), or undefined.
 */
export function addressee(record: CommentRecord): string | undefined {
  if (record.opensWith) return record.opensWith;
  if (record.endsWith && cueIn("second-person", record) && !cueIn("you-all", record))
    return record.endsWith;
  return undefined;
}

/** Common capitalised words that are not names (cue group `not-a-name`: sentence openers, pronouns). */
const isNotAName = (word: string) => cueWord("not-a-name", word);

/**
 * Reads the post: its owner, the people it features (handles in the caption other than the
 * owner's, names written in the caption, and handles many different commenters bring up),
 * whether it runs a giveaway (the caption says so, or most top-level comments are entries)
 * and whether it mourns someone.
 */
export function readPost(
  comments: readonly Comment[],
  caption: string,
  ownerHandle: string | undefined,
  /** The comments already read (see `readComments`), in the same order, when the caller has them. */
  records?: readonly CommentRecord[],
): PostContext {
  const owner = handleKey(ownerHandle ?? "");
  // "lumikitchen" → family root "lumi": sibling accounts of a brand share its first word.
  const root = owner.length >= 4 ? owner.slice(0, Math.max(4, Math.ceil(owner.length / 2))) : "";
  const isOwnerFamily = (h: string) =>
    h === owner || (root !== "" && (h.startsWith(root) || (h.length >= 4 && owner.startsWith(h))));

  // The parts of the owner's handle ("kitchen" of "lumikitchen") name the account, not a person.
  const notName = (word: string) => isNotAName(word) || owner.includes(word);

  const read = records ?? readComments(comments.map((c) => c.text));
  // The caption read once, as cues read a comment.
  const captionCues = { text: caption, cueText: normaliseForCues(caption) };
  const subjectHandles = new Set<string>();
  for (const h of mentionsIn(caption)) if (!isOwnerFamily(h)) subjectHandles.add(h);
  const subjectNames = new Set<string>();
  // Two capitalised words in a caption name a person as often as a product or a place
  // ("Jason Day", "Cloud Milk", "Punta Cometa"): they count once a comment that speaks of a
  // person uses them.
  const captionNames = new Set<string>();
  // A person's name in the caption: first and last name ("Ben Fero"), or a name with a
  // possessive ("Kobe's"). A capitalised word before a number is a product ("Metcon 1").
  for (const run of capitalisedRuns(caption)) {
    const parts = spaceSeparated(run.text.toLowerCase());
    const possessive = opensWithPossessive(run.after);
    if (opensWithModelNumber(run.after)) continue;
    if (parts.length < 2 && !possessive) continue;
    if (parts.length >= 2 && run.opensSentence && parts.some((p) => notName(p))) continue;
    for (const part of parts)
      if (part.length >= 3 && !notName(part)) (possessive ? subjectNames : captionNames).add(part);
  }

  // Handles that many different commenters mention are what the post is about (an athlete
  // tagged by fans), not friends: friends differ from one commenter to the next.
  const byHandle = new Map<string, Set<string>>();
  let topLevel = 0;
  let entries = 0;
  let mourning = 0;
  for (const [i, c] of comments.entries()) {
    if (c.isFromOwner) continue;
    const record = read[i] as CommentRecord;
    if (c.parentId === null) {
      topLevel++;
      if (takesPart(record)) entries++;
    }
    if (speaksOfSorrow(record)) mourning++;
    for (const h of record.mentions) {
      noteWho(byHandle, h, c.username.toLowerCase());
    }
  }
  const commenters = new Set(comments.map((c) => c.username.toLowerCase()));
  // Names many commenters write with a capital inside a sentence ("so proud of Mara"), and
  // the caption's names that a comment speaking of a person uses.
  const byName = new Map<string, Set<string>>();
  for (const [i, c] of comments.entries()) {
    if (c.isFromOwner) continue;
    // Product names are written with capitals too: a name counts where the comment speaks of
    // a person ("so proud of Mara", "congrats Rory").
    const record = read[i] as CommentRecord;
    if (!speaksOfPerson(record)) continue;
    for (const w of record.words) if (captionNames.has(w)) subjectNames.add(w);
    for (const run of record.capitalised) {
      if (run.opensSentence) continue;
      const first = (spaceSeparated(run.text)[0] as string).toLowerCase();
      if (first.length < 3 || isNotAName(first) || isOwnerFamily(first)) continue;
      noteWho(byName, first, c.username.toLowerCase());
    }
  }
  // A caption that itself speaks of a person ("Rest in peace, Mo Diallo", "Congrats to…")
  // names one.
  if (speaksOfPerson(captionCues) || cueIn("mourning", captionCues))
    for (const name of captionNames) subjectNames.add(name);
  const popular = Math.max(3, Math.ceil(commenters.size * 0.01));
  for (const [h, who] of byHandle) {
    if (who.size >= popular && !isOwnerFamily(h) && !commenters.has(h)) subjectHandles.add(h);
  }

  for (const [name, who] of byName) if (who.size >= popular) subjectNames.add(name);
  // The featured people's handles name them too ("ben.fero": "fero", "benfero"), whether the
  // caption tags them or the commenters do.
  const handleOfName = new Map<string, string>();
  const nameIn = (name: string, handle: string) => {
    if (!handleOfName.has(name)) handleOfName.set(name, handle);
  };
  for (const h of subjectHandles) {
    const parts = handleParts(h);
    for (const part of parts) if (part.length >= 4 && !isOwnerFamily(part)) nameIn(part, h);
    const joined = parts.join("");
    if (joined.length >= 4 && !isOwnerFamily(joined)) nameIn(joined, h);
  }
  for (const [name, h] of namesInHandles(comments, read, subjectHandles, isOwnerFamily, popular))
    nameIn(name, h);
  // Only names known to be a person's lead to their other name: a caption's capitalised words
  // are as often a product ("Magnolia Print Pack").
  for (const [name, h] of surnamesOf(comments, read, handleOfName, isOwnerFamily, popular))
    nameIn(name, h);
  for (const name of handleOfName.keys()) subjectNames.add(name);

  const captionSays = (group: string) => cueIn(group, captionCues);
  const giveaway =
    captionSays("giveaway-caption") ||
    (captionSays("tag-friends-call") && captionSays("prize")) ||
    (topLevel >= 20 && entries / topLevel > 0.5);
  // Without a caption (an imported file), the comments tell: under a death a third of them
  // or more say "RIP", "gone too soon" or 💔; elsewhere a few do ("let it rip").
  const grief =
    captionSays("mourning") || (comments.length >= 10 && mourning / comments.length >= 0.3);
  // Shown as the caption writes it.
  const buyPath =
    (cuePattern("buy-link")?.exec(caption) ??
      cuePattern("buy-phrase")?.exec(caption))?.[0].trim() ?? null;
  const captionWords = new Set<string>();
  for (const word of letterDigitRuns(withoutMentions(caption).toLowerCase())) {
    if (word.length < 3 || isNumeral(word)) continue;
    if (ENGLISH_STOPWORDS.has(word) || SHORT_ANYWHERE.has(word)) continue;
    if (notName(word) || isOwnerFamily(word) || subjectNames.has(word)) continue;
    captionWords.add(word);
  }
  return {
    owner,
    caption,
    isOwnerFamily,
    subjectHandles,
    subjectNames,
    handleOfName,
    captionWords,
    giveaway,
    grief,
    buyPath,
  };
}

/**
 * A featured person known by one name ("Mara", from the handle) is often called by the other
 * ("Sprint is unreal"): a capitalised word written right after a known name ("Mara Sprint"),
 * not a function word ("Mara Back"), names that person too when enough different commenters
 * write it on its own.
 */
function surnamesOf(
  comments: readonly Comment[],
  read: readonly CommentRecord[],
  names: ReadonlyMap<string, string>,
  isOwnerFamily: (h: string) => boolean,
  popular: number,
): [string, string][] {
  if (names.size === 0) return [];
  // Each candidate with the handle of the name it followed.
  const candidates = new Map<string, string>();
  for (const [i, c] of comments.entries()) {
    if (c.isFromOwner) continue;
    for (const run of (read[i] as CommentRecord).capitalised) {
      const parts = spaceSeparated(run.text.toLowerCase());
      for (let i = 1; i < parts.length; i++) {
        const word = withoutPossessive(parts[i] as string);
        const handle = names.get(parts[i - 1] as string);
        if (handle === undefined || names.has(word)) continue;
        if (
          word.length >= 4 &&
          !isNotAName(word) &&
          !ENGLISH_STOPWORDS.has(word) &&
          !isOwnerFamily(word) &&
          !candidates.has(word)
        )
          candidates.set(word, handle);
      }
    }
  }
  if (candidates.size === 0) return [];
  const byWord = new Map<string, Set<string>>();
  for (const [i, c] of comments.entries()) {
    if (c.isFromOwner) continue;
    for (const w of (read[i] as CommentRecord).words) {
      if (!candidates.has(w)) continue;
      noteWho(byWord, w, c.username.toLowerCase());
    }
  }
  return [...byWord]
    .filter(([, who]) => who.size >= popular)
    .map(([word]) => [word, candidates.get(word) as string]);
}

/**
 * A featured person's handle often runs their name together ("marasprint"): capitalised words
 * that begin or end it ("Mara", "Sprint") name that person when enough different commenters
 * write them, at the start of a sentence too ("Mara did it again").
 */
function namesInHandles(
  comments: readonly Comment[],
  read: readonly CommentRecord[],
  subjectHandles: ReadonlySet<string>,
  isOwnerFamily: (h: string) => boolean,
  popular: number,
): [string, string][] {
  const joined = [...subjectHandles]
    .map((h) => ({ h, j: handleParts(h).join("") }))
    .filter(({ j }) => j.length >= 6);
  if (joined.length === 0) return [];
  // Each word with the first handle it begins or ends.
  const handleOf = new Map<string, string>();
  const byWord = new Map<string, Set<string>>();
  for (const [i, c] of comments.entries()) {
    if (c.isFromOwner) continue;
    for (const run of (read[i] as CommentRecord).capitalised) {
      for (const raw of spaceSeparated(run.text.toLowerCase())) {
        const word = withoutPossessive(raw);
        if (word.length < 3 || isNotAName(word) || isOwnerFamily(word)) continue;
        const found = joined.find(
          ({ j }) => j !== word && (j.startsWith(word) || j.endsWith(word)),
        );
        if (!found) continue;
        if (!handleOf.has(word)) handleOf.set(word, found.h);
        noteWho(byWord, word, c.username.toLowerCase());
      }
    }
  }
  return [...byWord]
    .filter(([, who]) => who.size >= popular)
    .map(([word]) => [word, handleOf.get(word) as string]);
}

/** Notes that `who` wrote `key`, in a map of the different people who wrote each key. */
function noteWho(map: Map<string, Set<string>>, key: string, who: string): void {
  const people = map.get(key);
  if (people) people.add(who);
  else map.set(key, new Set([who]));
}
