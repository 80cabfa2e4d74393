export * from "./apify-provider.js";
export * from "./errors.js";
export * from "./graph-provider.js";
export * from "./http.js";
export * from "./import/parse-comment-file.js";
export * from "./provider.js";
export * from "./rapidapi-comment.js";
export * from "./rapidapi-provider.js";
