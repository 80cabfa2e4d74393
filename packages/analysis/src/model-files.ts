import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The shipped model directory. Source (src/x.ts) and build (dist/x.js) sit at the same depth
 * under the package, so one relative path serves both.
 */
export const MODEL_DIR = fileURLToPath(new URL("../model/", import.meta.url));

export function modelPath(name: string): string {
  return MODEL_DIR + name;
}

export function readModelJson<T>(name: string): T {
  return JSON.parse(readFileSync(modelPath(name), "utf8")) as T;
}
