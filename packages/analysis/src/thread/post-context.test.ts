import { describe, expect, it } from "vitest";
import { readPost } from "./post-context.js";

const buyPath = (caption: string) => readPost([], caption, "trailco").buyPath;

describe("where the caption says to buy", () => {
  it.each([
    ["The Ridge 2 drops tomorrow at trailco.com/ridge.", "trailco.com/ridge"],
    ["New colours. Get yours at the link in our bio.", "the link in our bio"],
    ["Available now on TrailCo.com", "TrailCo.com"],
    ["Shop now, while sizes last", "Shop now"],
    ["Nuevos colores: el link en la bio", "el link en la bio"],
    ["Cores novas, link na bio", "link na bio"],
  ])("%s → %s", (caption, path) => {
    expect(buyPath(caption)).toBe(path);
  });

  it.each([
    "Ten years of trail running. Thank you all.",
    "Finished the climb.Shop talk later",
    "Hardest session of the week: 6x800 m",
  ])("says nowhere: %s", (caption) => {
    expect(buyPath(caption)).toBeNull();
  });
});
