export * from "./emoji.js";
export * from "./emoji-polarity.js";
export * from "./lexicon.js";
export * from "./negation.js";
export * from "./tokenize.js";
