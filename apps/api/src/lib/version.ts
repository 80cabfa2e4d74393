import { readFileSync } from "node:fs";

/** The release version, from the API package's manifest (same from src/ and dist/). */
export const version: string = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;
