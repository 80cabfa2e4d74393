import { describe, expect, it } from "vitest";
import { contextOf, ids, postBy, say } from "../../test-helpers.js";
import { engagementStrategy } from "./engagement.js";

describe("engagement strategy", () => {
  it("pins the most liked clear praise and asks for a way to buy once 3 people want to", () => {
    const pin = say("this bakery saved my mornings", {
      label: "positive",
      tags: ["praise"],
      likes: 15,
    });
    const items = engagementStrategy(
      contextOf(
        [
          say("the line is too long", { label: "negative", likes: 40 }),
          pin,
          say("do you sell gift cards?", { tags: ["question", "purchase_intent"] }),
          say("buying a box for my mum", { label: "positive", tags: ["purchase_intent"] }),
          say("need this for my office", { label: "positive", tags: ["purchase_intent"] }),
        ],
        { post: postBy("bakery") },
      ),
    );
    expect(items.map((i) => i?.text)).toEqual([
      "Pin the most liked praise (15 likes), a top-level comment that sets the tone for newcomers: “this bakery saved my mornings”",
      "Put a clear way to buy in the caption or bio: 3 people want to buy or ask how",
    ]);
    expect(items[0]?.evidence).toEqual(ids(pin));
  });

  it("never pins a reply in an argument, mockery, a jeer, abuse, a question or praise with a reservation", () => {
    const parent = say("best bakery in town", { label: "positive", tags: ["praise"], likes: 1 });
    const items = engagementStrategy(
      contextOf([
        parent,
        say("@fan1 wow, so true, best bakery ever 🙃", {
          label: "negative",
          likes: 90,
          replyTo: parent,
          target: "commenter",
        }),
        say("amazing bread, you idiots", {
          label: "positive",
          tags: ["praise", "toxic"],
          likes: 70,
        }),
        say("love it! open sundays?", {
          label: "positive",
          tags: ["praise", "question"],
          likes: 50,
        }),
        say("great bread but I wish you opened earlier", {
          label: "positive",
          tags: ["praise"],
          likes: 40,
        }),
        say("Beautiful photo! The photographer should be tagged though", {
          label: "positive",
          tags: ["praise"],
          likes: 30,
        }),
        say("best loaves in town, the other bakery sucks", {
          label: "positive",
          tags: ["praise"],
          likes: 25,
        }),
        say("finally real bread, not like those clowns down the road 🤡", {
          label: "positive",
          tags: ["praise"],
          likes: 20,
        }),
      ]),
    );
    expect(items[0]?.evidence).toEqual(ids(parent));
  });

  it("never pins a note to a tagged friend, a hesitant reading or a positive comment that is not praise", () => {
    const clear = say("the sourdough is the best thing on this street", {
      label: "positive",
      tags: ["praise"],
      likes: 1,
    });
    const items = engagementStrategy(
      contextOf([
        say("@sam we have to go here saturday, looks amazing", {
          label: "positive",
          tags: ["praise", "friend_tag"],
          likes: 30,
        }),
        say("these are the smallest loaves I have ever seen", {
          label: "positive",
          score: 0.15,
          tags: ["praise"],
          likes: 20,
        }),
        say("picked some up on friday morning", { label: "positive", likes: 10 }),
        clear,
      ]),
    );
    expect(items[0]?.evidence).toEqual(ids(clear));
  });

  it("never pins words written to another account, a jab at the critics or thanks for a like", () => {
    const clear = say("the rye loaf is worth the queue", {
      label: "positive",
      tags: ["praise"],
      likes: 1,
    });
    const items = engagementStrategy(
      contextOf([
        say("Hubby!! 💕 @ana.bakes", { label: "positive", tags: ["praise"], likes: 40 }),
        say("@ana.bakes so proud of you, gorgeous bread", {
          label: "positive",
          tags: ["praise"],
          likes: 30,
        }),
        say("can't wait to hear from all the haters now, legend", {
          label: "positive",
          tags: ["praise"],
          likes: 25,
        }),
        say("thanks for the like on my last post!", {
          label: "positive",
          tags: ["praise"],
          likes: 20,
        }),
        clear,
      ]),
    );
    expect(items[0]?.evidence).toEqual(ids(clear));
  });

  it("never pins praise that names the account the complaints are about", () => {
    const complaint = (by: string) =>
      say("please credit the photographer @lens.lou", {
        by,
        label: "negative",
        tags: ["complaint"],
        likes: 30,
      });
    const clear = say("what a shot, framed like a painting", {
      label: "positive",
      tags: ["praise"],
      likes: 4,
    });
    const items = engagementStrategy(
      contextOf([
        complaint("ana"),
        complaint("ben"),
        complaint("cai"),
        say("great photo. shame @lens.lou didn't take it... oh wait", {
          label: "positive",
          tags: ["praise"],
          likes: 25,
        }),
        clear,
      ]),
    );
    expect(items[0]?.evidence).toEqual(ids(clear));
  });
  it("asks the unanswered buyers to be sent the link when the caption already says where to buy", () => {
    const shoppers = [
      say("where do I order a box?", { tags: ["question", "purchase_intent"] }),
      say("can you ship these to Lyon?", { tags: ["question", "purchase_intent"] }),
      say("how much for a dozen?", { tags: ["question", "purchase_intent"] }),
    ];
    const post = {
      ...postBy("bakery"),
      caption: "Croissant boxes are back! Order at bakery-shop.com/boxes.",
    };
    const items = engagementStrategy(
      contextOf(
        [...shoppers, say("need these", { label: "positive", tags: ["purchase_intent"] })],
        {
          post,
        },
      ),
    );
    expect(items[1]?.text).toBe(
      "Reply with the link to the 3 people still asking how to buy: the caption says “bakery-shop.com/boxes”, but they missed it or it did not work for them",
    );
    expect(items[1]?.evidence).toEqual(ids(...shoppers));
  });

  it("gives no buying advice when the caption says where to buy and few still ask", () => {
    const post = {
      ...postBy("bakery"),
      caption: "New rye loaf. Get yours at the link in our bio.",
    };
    const items = engagementStrategy(
      contextOf(
        [
          say("want one", { label: "positive", tags: ["purchase_intent"] }),
          say("buying two tomorrow", { label: "positive", tags: ["purchase_intent"] }),
          say("need this", { label: "positive", tags: ["purchase_intent"] }),
          say("where can I get it?", { tags: ["question", "purchase_intent"] }),
        ],
        { post },
      ),
    );
    expect(items[1]).toBeUndefined();
  });

  it("gives no buying advice for a handful of shoppers under a post hundreds comment on", () => {
    const crowd = Array.from({ length: 400 }, (_, i) =>
      say(`congrats on ten years ${i}`, { label: "positive" }),
    );
    const buyers = Array.from({ length: 3 }, () =>
      say("want that poster", { label: "positive", tags: ["purchase_intent"] }),
    );
    const post = postBy("bakery");
    expect(engagementStrategy(contextOf([...crowd, ...buyers], { post }))[1]).toBeUndefined();
    expect(
      engagementStrategy(contextOf([...crowd.slice(0, 100), ...buyers], { post }))[1]?.text,
    ).toBe("Put a clear way to buy in the caption or bio: 3 people want to buy or ask how");
    // An imported file holds no caption, so the advice does not claim the caption lacks one.
    expect(engagementStrategy(contextOf([...crowd.slice(0, 100), ...buyers]))[1]?.text).toBe(
      "Make sure the caption or bio says where to buy: 3 people want to buy or ask how",
    );
  });

  it("suggests no way to buy for one or two shoppers, and no pin without liked praise", () => {
    const items = engagementStrategy(
      contextOf([
        say("nice", { label: "positive", tags: ["praise"], likes: 0 }),
        say("where can I buy this?", { tags: ["question", "purchase_intent"] }),
        say("want one", { label: "positive", tags: ["purchase_intent"] }),
      ]),
    );
    expect(items.filter(Boolean)).toEqual([]);
  });
});
