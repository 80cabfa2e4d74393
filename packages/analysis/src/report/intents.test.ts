import { describe, expect, it } from "vitest";
import { readComment } from "../record/comment-record.js";
import { complaintThemes } from "./intents.js";

describe("complaintThemes", () => {
  it.each([
    "way too expensive for what it is",
    "el precio subió otra vez",
    "está muy cara para lo que es",
    "qué caras las zapatillas",
  ])("price: %s", (text) => {
    expect(complaintThemes(readComment(text))).toContain("the price");
  });

  it.each([
    "me deja la cara blanca, no lo recomiendo",
    "se me irritó la cara",
    "cara pakainya gimana kak?",
  ])("not price: %s", (text) => {
    expect(complaintThemes(readComment(text))).not.toContain("the price");
  });
});
