export * from "./analyses.js";
export * from "./analysis.js";
export * from "./errors.js";
export * from "./health.js";
export * from "./instagram.js";
export * from "./instagram-url.js";
export * from "./routes.js";
export * from "./plans.js";
