export * from "./sentiment-band.js";
