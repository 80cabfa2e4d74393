import { readFileSync } from "node:fs";

/** Recorded-shape answers of the Instagram data services, kept in the package (see its README). */
const FIXTURE_DIR = new URL("../../test-fixtures/", import.meta.url);

/** The text of one fixture file, byte for byte as a service would send it. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(name, FIXTURE_DIR), "utf8");
}
