/**
 * What the command-line tools read a post with: the thread reader, the post-file reader and
 * the text helpers. Kept apart from `internal` (training, metrics, every reader) so a tool
 * starts by loading only what it runs.
 */

export type { CommentAnalysis } from "./analyze.js";
export * from "./post-file.js";
export { collapseSpaces, withoutAt, withoutByteOrderMark } from "./text/characters.js";
export { analyzeThread } from "./thread/analyze-thread.js";
export { type PostContext, readPost } from "./thread/post-context.js";
