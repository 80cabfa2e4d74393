import { hasCue } from "../cues/cues.js";
import { letterDigitRuns, sentencesOf } from "../text/characters.js";
import { withoutMentions } from "../text/mentions.js";

const QUESTION_MARKS = ["?", "？", "؟"];

/**
 * Whether every question in a comment only sends words of the post back with a question mark
 * ("Master trainer?" under a caption that names a master trainer): incredulity or a jab, not
 * a request for anything the account could answer. A question that opens like one ("where
 * is…", "can I…") or says anything the caption does not is a question.
 */
export function onlyEchoesPost(text: string, caption: string): boolean {
  const post = caption.toLowerCase();
  if (post.trim() === "") return false;
  let echoed = false;
  for (const sentence of sentencesOf(withoutMentions(text))) {
    if (!QUESTION_MARKS.some((m) => sentence.includes(m))) continue;
    const words = letterDigitRuns(sentence.toLowerCase());
    if (words.length === 0) continue;
    if (hasCue("question-opening", sentence) || hasCue("info-request", sentence)) return false;
    if (!words.every((w) => post.includes(w))) return false;
    echoed = true;
  }
  return echoed;
}
