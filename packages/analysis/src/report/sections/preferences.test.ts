import { describe, expect, it } from "vitest";
import { contextOf, ids, say } from "../test-helpers.js";
import { contentPreferences } from "./preferences.js";

describe("content preferences", () => {
  const unreal = say("that crust is unreal", { label: "positive", likes: 10 });
  const shatters = say("crust shatters perfectly", { label: "positive", likes: 4 });
  const warm = [
    unreal,
    shatters,
    say("the crumb is so open", { label: "positive", likes: 1 }),
    say("crumb like a cloud", { label: "positive", likes: 1 }),
    say("queue was long", { label: "negative", likes: 30 }),
    say("queue around the block again", { label: "negative", likes: 20 }),
  ];

  it("ranks warm topics by the likes their comments earn, leaving cold ones out", () => {
    const prefs = contentPreferences(contextOf(warm));
    expect(prefs.map((p) => p.text)).toEqual([
      "Comments about “crust” get 7.0 likes on average and are 100% positive",
      "Comments about “crumb” get 1.0 likes on average and are 100% positive",
    ]);
    expect(prefs[0]?.evidence).toEqual(ids(unreal, shatters));
  });

  it("counts warm comments instead when the post hides likes", () => {
    const said = [
      say("that crust is unreal", { label: "positive", likes: null }),
      say("crust shatters perfectly", { label: "positive", likes: null }),
    ];
    expect(contentPreferences(contextOf(said)).map((p) => p.text)).toEqual([
      "“crust” comes up in 2 warm comments (likes are hidden on this post)",
    ]);
  });
});
