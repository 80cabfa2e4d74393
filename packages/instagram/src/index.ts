export * from "./errors.js";
export * from "./http.js";
export * from "./provider.js";
export * from "./rapidapi-comment.js";
export * from "./rapidapi-provider.js";
