import { PostBuilder } from "./engine.js";

/** A small potter's post: twelve comments, each written by hand. */
export function potteryPost(): PostBuilder {
  const b = new PostBuilder({
    key: "pottery-first-glaze",
    title: "First glaze firing in the new kiln",
    niche: "crafts",
    language: "en",
    sample: true,
    owner: {
      username: "june.kilnworks",
      fullName: "June | small-batch ceramics",
      isVerified: false,
    },
    caption:
      "First glaze firing in the new kiln 🔥 A speckled celadon I've been testing for months. Not perfect, but I'm so happy with it.",
    mediaType: "photo",
    takenAt: "2026-10-30T20:10:00.000Z",
    likeCount: 412,
    viewCount: null,
    band: "overwhelmingly positive",
    nicheEmoji: ["🤍", "🔥"],
    likeScale: 0.8,
    languages: [["en", 1]],
  });
  b.top(b.lit("that speckled glaze 😍", "en", "positive", ["praise"]), {
    afterHours: 0.3,
    likes: 6,
  });
  b.top(b.lit("the blue pooling at the bottom is so pretty", "en", "positive", ["praise"]), {
    afterHours: 0.9,
    likes: 4,
  });
  const glaze = b.top(b.lit("what glaze is this?? 🙏", "en", "neutral", ["question"]), {
    afterHours: 1.4,
    likes: 3,
  });
  const ans = b.ownerReply(
    glaze,
    "it's my own mix, a speckled celadon over an iron slip! recipe going up in my next post 🤍",
    5,
  );
  b.reply(glaze, b.lit("omg can't wait", "en", "positive", ["reply_to_creator"]), {
    user: glaze.username,
    after: ans,
    likes: 1,
  });
  const sell = b.top(
    b.lit("do you sell these? I'd buy the tall one in a heartbeat", "en", "neutral", [
      "question",
      "purchase_intent",
    ]),
    { afterHours: 2.2, likes: 7 },
  );
  b.reply(sell, b.lit("same, take my money", "en", "positive", ["purchase_intent"]), { likes: 2 });
  b.top(b.lit("new kiln era 🔥", "en", "positive", ["praise"]), { afterHours: 3, likes: 2 });
  b.top(b.lit("c'est magnifique, la couleur !!", "fr", "positive", ["praise"]), {
    afterHours: 5.5,
    likes: 1,
  });
  b.top(
    b.lit("need a mug like this for my morning coffee", "en", "positive", ["purchase_intent"]),
    {
      afterHours: 9,
      likes: 2,
    },
  );
  b.top(
    b.lit(
      "ooh if the crawling on the left one bugs you, try a thinner coat. fixed it for me",
      "en",
      "neutral",
      ["suggestion"],
    ),
    { afterHours: 13, likes: 1 },
  );
  b.top(b.lit("🤍🤍", "und", "positive", ["praise"]), { afterHours: 20, likes: 0 });
  b.fact(
    "missed-sale",
    "{n} question about buying ('do you sell these?') has no answer from June: a missed sale, with a second buyer agreeing underneath.",
    [sell],
    { type: "unanswered" },
  );
  b.fact("glaze-answered", "{n} question, about the glaze, was answered.", [glaze], {
    type: "answered",
  });
  b.standardFacts();
  return b;
}
