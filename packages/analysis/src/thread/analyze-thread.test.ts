import type { Comment } from "@commentlens/shared";
import { describe, expect, it } from "vitest";
import { analyzeThread, type ThreadPost } from "./analyze-thread.js";

let seq = 0;
function c(text: string, extra: Partial<Comment> = {}): Comment {
  seq++;
  return {
    id: `c${seq}`,
    username: `fan${seq}`,
    text,
    likes: 0,
    timestamp: new Date(Date.UTC(2026, 0, 1, 12, seq)).toISOString(),
    replyCount: 0,
    parentId: null,
    isFromOwner: false,
    ...extra,
  };
}

function read(comments: Comment[], post: ThreadPost = { caption: "", owner: "trailco" }) {
  const out = analyzeThread({ comments, post });
  return new Map(comments.map((x, i) => [x.text, out[i]]));
}

describe("analyzeThread", () => {
  it("reads a word or two of verdict shown to a friend as a verdict on the post", () => {
    const r = read([c("@mila_r so clean 🔥"), c("Ugly @jonas.k"), c("@sam_p thoughts?")]);
    expect(r.get("@mila_r so clean 🔥")).toMatchObject({ target: "creator" });
    expect(r.get("@mila_r so clean 🔥")?.tags).toContain("praise");
    expect(r.get("Ugly @jonas.k")).toMatchObject({ target: "creator" });
    expect(r.get("Ugly @jonas.k")?.tags).toContain("complaint");
    // Asking a tagged friend what they think of the post: a friend tag, no question to answer.
    expect(r.get("@sam_p thoughts?")?.tags).toEqual(["friend_tag"]);
  });

  it("keeps banter with tagged friends out of the complaints unless its words complain", () => {
    const r = read([
      c("@mila_r you will never get these before me, forget it"),
      c("@jonas.k not a fan of these colours at all"),
      c("@mila_r trailco really messed up this launch, no stock anywhere"),
    ]);
    expect(r.get("@mila_r you will never get these before me, forget it")?.tags).not.toContain(
      "complaint",
    );
    expect(r.get("@jonas.k not a fan of these colours at all")?.tags).toContain("complaint");
    // It names the brand: said to a friend, but about the creator.
    expect(
      r.get("@mila_r trailco really messed up this launch, no stock anywhere")?.tags,
    ).toContain("complaint");
  });

  it("aims abuse that says 'you' with friends tagged at the friends, not the creator", () => {
    const r = read([
      c("these shoes won't save you, losers @lee.w @kim_o"),
      c("never buying trailco shoes again while you hire clowns, idiots @ana_m"),
    ]);
    expect(r.get("these shoes won't save you, losers @lee.w @kim_o")).toMatchObject({
      target: "commenter",
    });
    expect(r.get("these shoes won't save you, losers @lee.w @kim_o")?.tags).not.toContain(
      "complaint",
    );
    // It names the brand and does not open on the friend: the brand is the one spoken to.
    expect(
      r.get("never buying trailco shoes again while you hire clowns, idiots @ana_m")?.target,
    ).toBe("creator");
  });

  it("reads every top-level comment of an account that posts spam as spam, but not its replies or abuse", () => {
    const ad = c("Best sneakers, lower prices at www.kickzdeals.example 🔥", {
      username: "kickz_bot",
    });
    const bot = [
      ad,
      c("Gorgeous", { username: "kickz_bot" }),
      c("Fancy that!", { username: "kickz_bot" }),
      c("@mila_r they restock on fridays", { username: "kickz_bot", parentId: "x1" }),
      c("you are such an idiot", { username: "kickz_bot" }),
    ];
    const r = read([
      ...bot,
      c("Gorgeous colours, love them"),
      c("We're an upcoming clothing brand, check us out 💛"),
    ]);
    expect(r.get(ad.text)?.tags).toEqual(["spam"]);
    expect(r.get("Gorgeous")?.tags).toEqual(["spam"]);
    expect(r.get("Fancy that!")?.tags).toEqual(["spam"]);
    // Spam for who wrote it, not for its words: the words keep their feeling.
    expect(r.get("Gorgeous")?.label).toBe("positive");
    expect(r.get("@mila_r they restock on fridays")?.tags).not.toContain("spam");
    expect(r.get("you are such an idiot")?.tags).toContain("toxic");
    // Another account's praise is the audience speaking.
    expect(r.get("Gorgeous colours, love them")?.tags).toContain("praise");
    expect(r.get("We're an upcoming clothing brand, check us out 💛")?.tags).toEqual(["spam"]);
  });

  it("reads a commenter naming their own account as self-promotion, keeping what the words feel", () => {
    const r = read([
      c("Awesome!! #danasbakes", { username: "danasbakes" }),
      c("fresh menu every friday, follow me @dana.bakes 🍰", { username: "dana_bakes" }),
      c("Gorgeous", { username: "dana_bakes" }),
      // Replying in one's own thread starts with one's own handle: conversation.
      c("@mila.runs also the app crashed twice", { username: "mila.runs", parentId: "x9" }),
      // A handle this short is a word or a friend's name as often as a signature.
      c("love this #jo", { username: "jo" }),
      c("love this #danasbakes"),
    ]);
    expect(r.get("Awesome!! #danasbakes")).toMatchObject({ tags: ["spam"], target: "other" });
    expect(r.get("Awesome!! #danasbakes")?.label).toBe("positive");
    expect(r.get("fresh menu every friday, follow me @dana.bakes 🍰")?.tags).toEqual(["spam"]);
    // The same account's other top-level comments are its promotion too.
    expect(r.get("Gorgeous")?.tags).toEqual(["spam"]);
    expect(r.get("@mila.runs also the app crashed twice")?.tags).not.toContain("spam");
    expect(r.get("love this #jo")?.tags).toContain("praise");
    // Someone else's hashtag of the account is a fan's, not an advert.
    expect(r.get("love this #danasbakes")?.tags).toContain("praise");
  });

  it("reads a top-level link to somewhere else as an advert, not a link shared or answered", () => {
    const r = read([
      c("https://deals.example.net/?tid=PROMO22"),
      c("Love the colours! Read our review at www.gearblog.example"),
      // Shared with a friend, given in an answer, or the account's own site: no advert.
      c("@sam more like this https://deals.example.net/p/1"),
      c("they restock on fridays www.gearblog.example", { parentId: "x1" }),
      c("is the green one still on www.trailco.com/shop?"),
    ]);
    for (const advert of [
      "https://deals.example.net/?tid=PROMO22",
      "Love the colours! Read our review at www.gearblog.example",
    ]) {
      // An advert has no feeling of its own and asks nothing: its "?" belongs to the link.
      expect(r.get(advert), advert).toMatchObject({ tags: ["spam"], label: "neutral" });
    }
    expect(r.get("@sam more like this https://deals.example.net/p/1")?.tags).not.toContain("spam");
    expect(r.get("they restock on fridays www.gearblog.example")?.tags).not.toContain("spam");
    expect(r.get("is the green one still on www.trailco.com/shop?")?.tags).toContain("question");
  });

  it("reads a purchase made as no complaint unless its words complain", () => {
    const r = read([
      c("just ordered the zoom 4"),
      c("ordered a pair yesterday"),
      c("bought them and they ripped in a week"),
    ]);
    expect(r.get("just ordered the zoom 4")?.tags).toEqual(["purchase_intent"]);
    expect(r.get("ordered a pair yesterday")?.tags).toEqual(["purchase_intent"]);
    expect(r.get("bought them and they ripped in a week")?.tags).toContain("complaint");
  });

  it("never counts abuse as engagement, whatever it asks, praises or wants", () => {
    const abuse = [
      "when are you going to fire this idiot?",
      "nice try, you clown",
      "you should make a bigger size for fat losers like you",
      "where can I buy one for my moron of a brother?",
    ];
    const r = read([...abuse.map((t) => c(t)), c("where can I buy the blue one?")]);
    for (const text of abuse) {
      const tags = r.get(text)?.tags ?? [];
      expect(tags, text).toContain("toxic");
      for (const engagement of ["question", "praise", "complaint", "suggestion", "purchase_intent"])
        expect(tags, `${text}: ${engagement}`).not.toContain(engagement);
    }
    // A plain question beside them still asks.
    expect(r.get("where can I buy the blue one?")?.tags).toContain("question");
  });

  it("calls friend tags friend tags on a post without a giveaway", () => {
    const r = read([c("@mila_r @jonas.k"), c("@mila_r look at these 😍"), c("love the colours")], {
      caption: "The autumn drop is here.",
      owner: "trailco",
    });
    expect(r.get("@mila_r @jonas.k")?.tags).toEqual(["friend_tag"]);
    expect(r.get("@mila_r @jonas.k")?.target).toBe("none");
    expect(r.get("@mila_r look at these 😍")?.tags).toContain("friend_tag");
    expect(r.get("@mila_r look at these 😍")?.tags).not.toContain("giveaway_entry");
  });

  it("takes a question put to a tagged friend as the friend's to answer, not the creator's", () => {
    const r = read([
      c("@mila_r are these the trail ones?"),
      c("@trailco @mila_r are these the trail ones?"),
    ]);
    expect(r.get("@mila_r are these the trail ones?")?.tags).toEqual(["friend_tag"]);
    expect(r.get("@trailco @mila_r are these the trail ones?")?.tags).toContain("question");
    // Under a giveaway, it is still a question rather than an entry.
    const g = read([c("@mila_r is this legit?")], {
      caption: "GIVEAWAY 🎁 Tag two friends to win a pair!",
      owner: "trailco",
    });
    expect(g.get("@mila_r is this legit?")?.tags).not.toContain("giveaway_entry");
  });

  it("does not read a gloomy note to tagged friends as a complaint to the creator", () => {
    const note = "@mila_r you would like this but she wouldn't";
    const r = read([c(note), c("you would like this but she wouldn't @trailco")]);
    expect(r.get(note)?.label).toBe("negative");
    expect(r.get(note)?.tags).toEqual(["friend_tag"]);
    // Said to the creator, the same words are criticism.
    expect(r.get("you would like this but she wouldn't @trailco")?.tags).toContain("complaint");
  });

  it("reads tags and 'done' as giveaway entries only under a giveaway", () => {
    const caption = "GIVEAWAY 🎁 Tag two friends to win a pair!";
    const r = read([c("@mila_r @jonas.k"), c("done ✅"), c("Participo! @lucia")], {
      caption,
      owner: "trailco",
    });
    for (const text of ["@mila_r @jonas.k", "done ✅", "Participo! @lucia"]) {
      expect(r.get(text)?.tags).toContain("giveaway_entry");
      expect(r.get(text)?.tags).not.toContain("friend_tag");
    }
    const es = read([c("@ana @luis")], { caption: "¡SORTEO! Etiqueta a dos amigos", owner: "x" });
    expect(es.get("@ana @luis")?.tags).toContain("giveaway_entry");
  });

  it("does not take 'tag a friend' or 'a win' in a caption for a giveaway", () => {
    for (const caption of [
      "Tag a friend who needs this Monday motivation.",
      "She plays for more than a win this week.",
    ]) {
      const r = read([c("@mila_r @jonas.k")], { caption, owner: "trailco" });
      expect(r.get("@mila_r @jonas.k")?.tags).toEqual(["friend_tag"]);
    }
  });

  it("knows the owner's comments from the post, even when the source did not mark them", () => {
    const q = c("when do these restock?");
    const answer = c("@fan next Friday!", { username: "TrailCo", parentId: q.id });
    const r = read([q, answer]);
    expect(r.get("@fan next Friday!")?.tags).toEqual(["creator_reply"]);
    expect(r.get("@fan next Friday!")?.target).toBe("commenter");
    expect(r.get("when do these restock?")?.tags).toContain("question");
    expect(r.get("when do these restock?")?.target).toBe("creator");
  });

  it("asks the creator nothing in an echo of the caption or in venting put as a question", () => {
    const post = { caption: "Meet our new head baker and her rye sourdough", owner: "bakehouse" };
    const echo = c("head baker?");
    const venting = c("this bread is awful and stale. what is even the point of this bakery?");
    const refund = c("the rye loaf was stale and awful, how much is a refund?");
    const r = read([echo, venting, refund], post);
    expect(r.get(echo.text)?.tags).not.toContain("question");
    expect(r.get(venting.text)?.tags).toEqual(["complaint"]);
    // A complaint that asks for something in particular still waits on an answer.
    expect(r.get(refund.text)?.tags).toEqual(expect.arrayContaining(["question", "complaint"]));
  });

  it("reads a reply against its parent: an argument between commenters is not for the creator", () => {
    const top = c("the sole looks cheap");
    const reply = c("@fan1 you have no idea what you are talking about", { parentId: top.id });
    const defence = c("@fan1 are you serious? they are the best runners I own", {
      parentId: top.id,
    });
    const r = read([top, reply, defence]);
    expect(r.get("the sole looks cheap")?.target).toBe("creator");
    const back = r.get("@fan1 you have no idea what you are talking about");
    expect(back?.target).toBe("commenter");
    expect(back?.tags).not.toContain("complaint");
    // Defending the product to another commenter: its "are you serious?" asks the creator
    // nothing, and it complains of nothing.
    const defended = r.get("@fan1 are you serious? they are the best runners I own");
    expect(defended?.tags).not.toContain("question");
    expect(defended?.tags).not.toContain("complaint");
  });

  it("reads advice to a tagged friend as no suggestion for the creator, unless it names the brand", () => {
    const r = read([
      c("@sam these would be perfect for you 😂"),
      c("@sam hopefully trailco will make a wide version"),
    ]);
    expect(r.get("@sam these would be perfect for you 😂")?.tags).not.toContain("suggestion");
    expect(r.get("@sam hopefully trailco will make a wide version")?.tags).toContain("suggestion");
  });

  it("reads a reply that opens with the owner's handle as spoken to the creator", () => {
    const q = c("where can I buy these?");
    const answer = c("@fan sold out for now, sorry!", { username: "trailco", parentId: q.id });
    const back = c("@trailco why make so few of them? this is a joke", { parentId: q.id });
    const r = read([q, answer, back]);
    expect(r.get(back.text)?.target).toBe("creator");
    expect(r.get(back.text)?.tags).toContain("complaint");
  });

  it("tells criticism of a featured athlete from a complaint about the brand", () => {
    const post = { caption: "Ready for Sunday with @mara.sprint", owner: "trailco" };
    const r = read(
      [c("@mara.sprint she looked slow today, overrated"), c("these shoes fall apart")],
      post,
    );
    const athlete = r.get("@mara.sprint she looked slow today, overrated");
    expect(athlete?.target).toBe("subject");
    expect(athlete?.tags).not.toContain("complaint");
    expect(r.get("these shoes fall apart")?.tags).toContain("complaint");
  });

  it("knows a person the commenters tag by the name in their handle, with no caption", () => {
    const tagging = ["@dax.rhymes king", "@dax.rhymes legend", "@dax.rhymes 🔥", "@dax.rhymes yes"];
    const r = read([
      ...tagging.map((t) => c(t)),
      c("rhymes fell off, sad to see"),
      c("daxrhymes is overrated"),
    ]);
    expect(r.get("rhymes fell off, sad to see")?.target).toBe("subject");
    expect(r.get("daxrhymes is overrated")?.target).toBe("subject");
  });

  it("knows a name the commenters write that begins a tagged person's run-together handle", () => {
    const tagging = [
      "@marasprint queen",
      "@marasprint 🔥",
      "@marasprint legend",
      "@marasprint yes",
    ];
    const naming = ["Mara is back!", "So happy for Mara", "Mara did it again", "Go Mara"];
    const r = read([
      ...tagging.map((t) => c(t)),
      ...naming.map((t) => c(t)),
      c("Doubters gonna doubt, Mara back"),
      c("Mara looks great but trailco ruined these shoes"),
      c("Will Mara's hat be available online?"),
    ]);
    expect(r.get("Doubters gonna doubt, Mara back")?.target).toBe("subject");
    expect(r.get("Doubters gonna doubt, Mara back")?.tags).not.toContain("complaint");
    // Naming the brand, or asking for what the person wears, makes it the creator's.
    const brand = r.get("Mara looks great but trailco ruined these shoes");
    expect(brand?.target).toBe("creator");
    expect(brand?.tags).toContain("complaint");
    expect(r.get("Will Mara's hat be available online?")?.target).toBe("creator");
  });

  it("knows a tagged person by the other name commenters write after the one in the handle", () => {
    const r = read(
      [
        c("Lena Okafor is unreal"),
        c("lena okafor forever"),
        c("Okafor the best"),
        c("Okafor inspired me to start"),
        c("Go Okafor"),
        c("I don't like Okafor"),
        c("Lena Back at it, love these shoes"),
        c("Back pain after two runs in these"),
        c("back pain too"),
      ],
      { caption: "Morning miles with @lena.sprints", owner: "trailco" },
    );
    expect(r.get("I don't like Okafor")?.target).toBe("subject");
    expect(r.get("I don't like Okafor")?.tags).not.toContain("complaint");
    // A function word after the name ("Lena Back") is no name.
    expect(r.get("Back pain after two runs in these")?.target).toBe("creator");
  });

  it("reads prayers and tears under a post that mourns someone as grief", () => {
    const post = {
      caption: "Rest in peace, coach. Our condolences to the family.",
      owner: "trailco",
    };
    const r = read(
      [c("🙏🙏"), c("💔"), c("legend forever"), c("RIP coach, a true legend, gone too soon 🙏")],
      post,
    );
    expect(r.get("🙏🙏")?.label).toBe("negative");
    expect(r.get("💔")?.label).toBe("negative");
    // A worded tribute is sorrow too, and still praises the one mourned.
    expect(r.get("RIP coach, a true legend, gone too soon 🙏")?.label).toBe("negative");
    expect(r.get("legend forever")?.label).not.toBe("negative");
    // Celebrating the life with a black heart is warm; a black heart with sorrow is grief.
    const hearts = read([c("Coach forever 🖤"), c("gone too soon 🖤")], post);
    expect(hearts.get("Coach forever 🖤")?.label).not.toBe("negative");
    expect(hearts.get("gone too soon 🖤")?.label).toBe("negative");
    const words = read(
      [c("tragic, no words"), c("@trailco you should have honoured him sooner")],
      post,
    );
    expect(words.get("tragic, no words")?.tags).not.toContain("complaint");
    expect(words.get("@trailco you should have honoured him sooner")?.target).toBe("creator");
    const elsewhere = read([c("🙏🙏")], { caption: "New colours out now", owner: "trailco" });
    expect(elsewhere.get("🙏🙏")?.label).not.toBe("negative");
  });

  it("reads what is said under a post that mourns someone as about the one mourned", () => {
    const r = read(
      [c("good riddance honestly, so fake"), c("@trailco shame on you for this post")],
      {
        caption: "Rest in peace, Mo Diallo. Our condolences to the family.",
        owner: "trailco",
      },
    );
    expect(r.get("good riddance honestly, so fake")?.target).toBe("subject");
    expect(r.get("@trailco shame on you for this post")?.target).toBe("creator");
  });

  it("knows a mourning post from its comments when the caption is unknown", () => {
    const mourning = [
      "RIP coach 💔",
      "gone too soon",
      "fly high 🕊",
      "💔💔",
      "🙏🙏",
      "thank you for everything",
      "legend",
      "can't believe it 😢",
      "so sad",
      "what a player he was",
    ].map((t) => c(t));
    const r = read(mourning, { caption: "", owner: "trailco" });
    expect(r.get("🙏🙏")?.label).toBe("negative");
    // A few "let it rip" under a launch do not make it a mourning post.
    const launch = ["let it rip 🔥", "rip it!", "need these", "fire", "so clean", "sick", "wow"];
    const l = read(
      [...launch, "🙏🙏", "love it", "cop"].map((t) => c(t)),
      {
        caption: "",
        owner: "trailco",
      },
    );
    expect(l.get("🙏🙏")?.label).not.toBe("negative");
  });

  it("keeps spam out of the sentiment and aims it elsewhere", () => {
    const r = read([c("follow me for free followers 💰💰")]);
    expect(r.get("follow me for free followers 💰💰")).toMatchObject({
      label: "neutral",
      target: "other",
      tags: ["spam"],
    });
  });

  it("reads slang praise and wanting as positive", () => {
    const r = read([c("these are sick 🔥"), c("need these"), c("so clean"), c("efsane olmuş")]);
    for (const text of ["these are sick 🔥", "need these", "so clean", "efsane olmuş"])
      expect(r.get(text)?.label).toBe("positive");
    expect(r.get("need these")?.tags).toContain("purchase_intent");
  });
});
