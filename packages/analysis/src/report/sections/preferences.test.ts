import { describe, expect, it } from "vitest";
import { contextOf, ids, say } from "../test-helpers.js";
import { contentPreferences } from "./preferences.js";

describe("content preferences", () => {
  const plain = [
    say("nice", { label: "positive", likes: 0 }),
    say("ok", { label: "neutral", likes: 0 }),
    say("first", { label: "neutral", likes: 0 }),
    say("hello from Lisbon", { label: "neutral", likes: 0 }),
  ];

  it("names the warm topics whose comments earn clearly more likes than the post's, with the comparison", () => {
    const unreal = say("that crust is unreal", { label: "positive", likes: 10 });
    const shatters = say("crust shatters perfectly", { label: "positive", likes: 8 });
    const said = [
      unreal,
      shatters,
      say("the crumb is so open", { label: "positive", likes: 1 }),
      say("crumb like a cloud", { label: "positive", likes: 1 }),
      ...plain,
    ];
    const prefs = contentPreferences(contextOf(said));
    expect(prefs.map((p) => p.text)).toEqual([
      "Comments about “crust” get 9.0 likes on average (the post's comments get 2.5) and are 100% positive",
    ]);
    expect(prefs[0]?.evidence).toEqual(ids(unreal, shatters));
  });

  it("leaves out cold topics however liked, and topics liked thanks to one comment", () => {
    const said = [
      say("queue was long", { label: "negative", likes: 30 }),
      say("queue around the block again", { label: "negative", likes: 20 }),
      say("that crust is unreal", { label: "positive", likes: 40 }),
      say("crust shatters perfectly", { label: "positive", likes: 0 }),
      ...plain,
    ];
    expect(contentPreferences(contextOf(said))).toEqual([]);
  });

  it("counts warm comments instead when the post hides likes", () => {
    const said = [
      say("that crust is unreal", { label: "positive", likes: null }),
      say("crust shatters perfectly", { label: "positive", likes: null }),
      say("best crust in town", { label: "positive", likes: null }),
    ];
    expect(contentPreferences(contextOf(said)).map((p) => p.text)).toEqual([
      "“crust” comes up in 3 warm comments (likes are hidden on this post)",
    ]);
  });

  it("counts and shows only the warm comments of a warm topic", () => {
    const burnt = say("crust was burnt black today", { label: "negative", likes: null });
    const warm = [
      say("that crust is unreal", { label: "positive", likes: null }),
      say("crust shatters perfectly", { label: "positive", likes: null }),
      say("best crust in town", { label: "positive", likes: null }),
    ];
    const [pref] = contentPreferences(contextOf([burnt, ...warm]));
    expect(pref?.text).toBe("“crust” comes up in 3 warm comments (likes are hidden on this post)");
    expect(pref?.evidence).not.toContain(burnt.comment.id);
  });

  it("wants a warm topic to be more than a handful of a big post's comments", () => {
    const said = [
      say("that crust is unreal", { label: "positive", likes: null }),
      say("crust shatters perfectly", { label: "positive", likes: null }),
      say("best crust in town", { label: "positive", likes: null }),
      ...Array.from({ length: 400 }, () => say("🔥", { label: "positive", likes: null })),
    ];
    expect(contentPreferences(contextOf(said))).toEqual([]);
  });
});
