export * from "./rapidapi-comment.js";
