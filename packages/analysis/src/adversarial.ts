import { ANALYZE_MAX_COMMENT_LENGTH, type Comment } from "@commentlens/shared";

/**
 * Comments written to make a regular expression backtrack: runs of the characters patterns
 * repeat (mentions that end on a lone "@", emoji, punctuation and brackets, spaced letters,
 * long words, URL fragments, line breaks), each as long as Instagram allows (2,200
 * characters). A pattern with super-linear backtracking takes minutes to hours on one of
 * them; a linear one takes a millisecond.
 */

/** `start`, `unit` repeated, then `end`: `length` characters at most, none split. */
function run(unit: string, end = "", start = ""): (length: number) => string {
  return (length) => {
    const room = length - [...start].length - [...end].length;
    const units = [...unit];
    const body: string[] = [];
    while (body.length + units.length <= room) body.push(...units);
    return start + body.join("") + end;
  };
}

const RUNS: ReadonlyArray<readonly [name: string, text: (length: number) => string]> = [
  // Mentions, ending on a lone "@" so a "mentions only" pattern must fail at the very end.
  ["mentions ending on @", run("@a ", "@")],
  ["comma mentions ending on @", run("@a.b, ", "@")],
  ["tight mentions ending on @", run("@a", " @")],
  ["mentions ending on a letter", run(" @a ", "x")],
  // Emoji.
  ["emoji", run("😍")],
  ["emoji with skin tones", run("👍🏽")],
  ["emoji joined", run("👩‍👩‍👧")],
  ["thumbs up or down", run("👍 or ", "👎")],
  ["emoji and spaces", run("🔥 ", "x")],
  // Punctuation and brackets.
  ["exclamation marks", run("!", "a")],
  ["dots", run(".", "a")],
  ["dots and spaces", run(". ", "x")],
  ["question marks", run("?!", "a")],
  ["separators", run(",;:-–—", "a")],
  ["hyphens", run("-", ".com")],
  ["opening brackets", run("(")],
  ["brackets and bars", run("{|a", "{")],
  ["angle brackets", run("<")],
  ["quotes", run("“¤")],
  ["slashes", run("/", "¤/")],
  // Spaced letters and whitespace.
  ["spaced letters", run("a ", "!")],
  ["spaced word", run("w o w ")],
  ["laughter spaced", run("h a ")],
  ["line breaks", run("\n", "x")],
  ["line breaks and spaces", run("\n ", "n")],
  ["tabs", run("\t", "¤!")],
  ["spaces", run(" ", "a")],
  // Long words.
  ["one letter", run("a", "!")],
  ["capitals ending lower", run("A", "a")],
  ["stretched word", run("o", "w", "o")],
  ["hum", run("m", "x")],
  ["laughter", run("ha")],
  ["digits", run("0", "x", "$")],
  ["superscript digits", run("²", "x", "c.co")],
  ["letters and digits", run("a1")],
  // URL fragments.
  ["schemes", run("http://")],
  ["www", run("www.")],
  ["domains", run("a.com/")],
  ["paths", run("/a-b_c")],
  ["query strings", run("?a=1&")],
  // Phrases cue lists repeat.
  ["why and tabs", run("why\t", "\n")],
  ["go and breaks", run("go\n", "x")],
  ["pronouns", run("u s ", "ucu", " ")],
  ["targets", run("kau ", "n", " muka ")],
  ["hope words", run("hope i ")],
  ["please", run("please ")],
  ["what a", run("what a ")],
];

/**
 * One comment for each run, each by its own commenter. `length` is in characters; longer
 * than Instagram allows shows how the time grows with the length.
 */
export function adversarialComments(
  length = ANALYZE_MAX_COMMENT_LENGTH,
): Array<{ name: string; comment: Comment }> {
  return RUNS.map(([name, text], i) => ({
    name,
    comment: {
      id: `adversarial-${i}`,
      username: `attacker_${i}`,
      text: text(length),
      likes: i,
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      replyCount: 0,
      parentId: null,
      isFromOwner: false,
    },
  }));
}
