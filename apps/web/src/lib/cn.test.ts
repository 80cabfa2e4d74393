import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class of the same custom scale win", () => {
    expect(cn("rounded-control shadow-raised", "rounded-card")).toBe("shadow-raised rounded-card");
  });

  it("keeps a font size and a colour that share the text- prefix", () => {
    expect(cn("text-sm text-muted-foreground", "text-foreground")).toBe("text-sm text-foreground");
  });

  it("drops falsy values", () => {
    expect(cn("px-4", false, undefined, null, "py-2")).toBe("px-4 py-2");
  });
});
