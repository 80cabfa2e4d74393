/**
 * The whole engine, for evaluation, benchmarks and training: the public entry and the
 * per-comment readers, the sentiment model and its training, metrics and the post-file reader.
 */

export * from "./adversarial.js";
export * from "./analyze.js";
export { buildEveryCueGroup, cueFileNames, withoutCueFiles } from "./cues/cues.js";
export * from "./index.js";
export * from "./language/detect.js";
export * from "./language/scripts.js";
export * from "./metrics.js";
export { MODEL_DIR } from "./model-files.js";
export * from "./post-file.js";
export { type CommentRecord, readComment, readComments } from "./record/comment-record.js";
export { buildReport, EVIDENCE_LIMIT, type ReportInput } from "./report/build-report.js";
export * from "./sentiment/emoji-table.js";
export * from "./sentiment/features.js";
export * from "./sentiment/model.js";
export * from "./sentiment/train.js";
export * from "./sentiment-band.js";
export * from "./tags/tagger.js";
export * from "./text/index.js";
export * from "./thread/analyze-thread.js";
export { isToxic } from "./toxicity/toxicity.js";
