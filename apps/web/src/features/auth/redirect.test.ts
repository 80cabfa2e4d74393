import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps paths on this site, query included", () => {
    expect(safeRedirect("/how-it-works")).toBe("/how-it-works");
    expect(safeRedirect("/app?analysis_id=7")).toBe("/app?analysis_id=7");
  });

  it.each([
    null,
    "",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "app",
    "/\t/evil.example",
  ])("sends %j to /app instead", (value) => {
    expect(safeRedirect(value)).toBe("/app");
  });
});
