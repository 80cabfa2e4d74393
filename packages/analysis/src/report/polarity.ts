import { has, type Row } from "./rows.js";

// A question ("can I freeze it? 🙂") is asking, not praising or criticising, unless tagged so.
export const isPositive = (r: Row) =>
  has(r, "praise") || (r.analysis.label === "positive" && !has(r, "question"));
export const isNegative = (r: Row) =>
  has(r, "complaint") || (r.analysis.label === "negative" && !has(r, "question"));
