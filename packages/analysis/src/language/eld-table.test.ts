import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readModelJson } from "../model-files.js";
import { detectLanguage } from "./detect.js";

describe("the shipped eld n-gram table", () => {
  it("is the installed eld's own table, for its version", () => {
    const entry = fileURLToPath(import.meta.resolve("eld/extrasmall"));
    const src = path.dirname(path.dirname(entry));
    const installed = JSON.parse(
      readFileSync(path.join(path.dirname(src), "package.json"), "utf8"),
    ) as { version: string };
    const { ngramsData } = createRequire(import.meta.url)(
      path.join(src, "ngrams", "extrasmall.js"),
    ) as { ngramsData: unknown };
    const shipped = readModelJson<{ eld: string; ngrams: unknown }>("eld-ngrams-extrasmall.json");
    expect(shipped.eld).toBe(installed.version);
    expect(JSON.stringify(shipped.ngrams)).toBe(JSON.stringify(ngramsData));
  }, 30_000);

  it("tells a language the word lists leave to the n-grams", () => {
    expect(detectLanguage("Świetne zdjęcie, pozdrawiam serdecznie z Krakowa")).toBe("pl");
  });
});
