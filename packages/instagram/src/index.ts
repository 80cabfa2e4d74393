export * from "./provider.js";
export * from "./rapidapi-comment.js";
