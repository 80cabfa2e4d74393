import { beforeAll, describe, expect, it } from "vitest";
import { analyzeComment } from "../analyze.js";

const tagsOf = (text: string, isFromOwner = false) => analyzeComment(text, { isFromOwner }).tags;

// The first comment loads the model, the language lists and the toxicity lexicon.
beforeAll(() => analyzeComment("warm up"), 60_000);

describe("tags", () => {
  it.each([
    "what shade is this?",
    "¿de dónde es esa chaqueta?",
    "Qual o nome desse batom?",
    "C'est où ?",
    "Welche Kamera benutzt du",
    "recipe please",
    "這雙鞋哪裡買",
    "このシューズはいくらですか",
    "any chance these come in wide sizes",
  ])("question: %s", (text) => {
    expect(tagsOf(text)).toContain("question");
  });

  it("does not read exclamations or rhetorical questions as questions", () => {
    expect(tagsOf("¡Qué bonito quedó!")).not.toContain("question");
    expect(tagsOf("who else is obsessed with this??")).not.toContain("question");
    expect(tagsOf("what a view!")).not.toContain("question");
    expect(tagsOf("What. A . Shot.")).not.toContain("question");
    expect(tagsOf("what.a.swing.")).not.toContain("question");
    expect(tagsOf("where. is. my. order.")).toContain("question");
    expect(tagsOf("so where are the doubters now??")).not.toContain("question");
    expect(tagsOf("how did they sell out in one minute?")).not.toContain("question");
    expect(tagsOf("are you serious?")).not.toContain("question");
    expect(tagsOf("where are the laces from?")).toContain("question");
    expect(tagsOf("how on earth is that a lunge? 🤔")).not.toContain("question");
    expect(tagsOf("when he lands his knees cave in 😂")).not.toContain("question");
    expect(tagsOf("when does the blue one drop")).toContain("question");
    // Praise, hype, taunts and reactions with a question mark.
    expect(tagsOf("how can anyone hate on these? 🔥")).not.toContain("question");
    expect(tagsOf("is there a stronger word for WANT?!?")).not.toContain("question");
    expect(tagsOf("oh so now you're on his side?")).not.toContain("question");
    expect(tagsOf("what are thooooose")).not.toContain("question");
    expect(tagsOf("who thinks he wins sunday?")).not.toContain("question");
    expect(tagsOf("is there anything this woman can't do?")).not.toContain("question");
    expect(tagsOf("Who would've thought? Incredible.")).not.toContain("question");
    expect(tagsOf("wassup?")).not.toContain("question");
    expect(tagsOf("Who dat?!")).not.toContain("question");
    expect(tagsOf("where are all the angry rival fans crying now? 🤔")).not.toContain("question");
    expect(tagsOf("what kind of cruel tease is this?")).not.toContain("question");
    expect(tagsOf("what kind of sorcery is this??")).not.toContain("question");
    expect(tagsOf("what kind of laces are these?")).toContain("question");
    expect(tagsOf("who dat guy in the blue?")).toContain("question");
    expect(tagsOf("is this colour... for real?")).not.toContain("question");
    expect(tagsOf("how is this not fire?")).not.toContain("question");
    expect(tagsOf("why would you do this to my wallet?!")).not.toContain("question");
    expect(tagsOf("how are these not in stock yet?")).toContain("question");
    expect(tagsOf("are these waterproof... really need to know?")).toContain("question");
    expect(tagsOf("what's up with the sizing on these?")).toContain("question");
    expect(tagsOf("Really?")).not.toContain("question");
    expect(tagsOf("Really? Where can I buy them?")).toContain("question");
    expect(tagsOf("what are those laces made of?")).toContain("question");
  });

  it.each([
    "You look amazing girl!!",
    "Que pele perfeita 😍",
    "Magnifique ce maquillage",
    "Wunderschön, die Farbe steht dir",
    "Bellissima, complimenti!",
    "🔥🔥🔥",
  ])("praise: %s", (text) => {
    expect(tagsOf(text)).toContain("praise");
  });

  it.each([
    "my order arrived broken and customer service never replies",
    "Pedí hace dos semanas y nada que llega 😡",
    "Produto chegou quebrado, ninguém me responde",
    "Déçue, la qualité n'est plus la même",
    "Viel zu teuer und die Qualität ist schlecht",
    "Servizio clienti pessimo",
    "refreshed all morning, had them in my cart and still couldn't check out",
    "typical scalpers, every single drop",
    "bu fiyata berbat bir kalite",
  ])("complaint: %s", (text) => {
    const tags = tagsOf(text);
    expect(tags).toContain("complaint");
    expect(tags).not.toContain("praise");
  });

  it("reads a thumbs down as a complaint, a thumbs-up-or-down poll as none", () => {
    expect(tagsOf("👎👎")).toContain("complaint");
    expect(tagsOf("👍 or 👎?")).not.toContain("complaint");
    expect(tagsOf("👍🏼 o 👎🏼")).not.toContain("complaint");
    expect(tagsOf("👎🏻 / 👍🏻")).not.toContain("complaint");
  });

  it("does not call sympathy a complaint", () => {
    expect(tagsOf("so sorry for your loss, rest in peace 🕊️")).not.toContain("complaint");
  });

  it.each([
    "you should do a tutorial on this",
    "part 2 please!!",
    "Deberías hacer un video explicando los pasos",
    "Faz um tutorial passo a passo",
    "Tu devrais faire une vidéo sur ta routine",
    "Mach bitte mal ein Video dazu",
    "Dovresti fare un tutorial",
    "a vegan version would make my week",
  ])("suggestion: %s", (text) => {
    expect(tagsOf(text)).toContain("suggestion");
  });

  it("reads 'yes please' as agreement, 'black sesame please' as a suggestion", () => {
    expect(tagsOf("Yes pls.")).not.toContain("suggestion");
    expect(tagsOf("oh yes please!!")).not.toContain("suggestion");
    expect(tagsOf("black sesame please")).toContain("suggestion");
  });

  it("reads 'do these…?' as a question, 'do more…' as a suggestion", () => {
    expect(tagsOf("Do these run small?")).not.toContain("suggestion");
    expect(tagsOf("do more colours please")).toContain("suggestion");
  });

  it.each([
    "how much is it?",
    "take my money 💸",
    "Cuánto cuesta?",
    "Onde compra?",
    "Combien ça coûte ?",
    "Wo kann man das kaufen?",
    "Quanto costa?",
    "just ordered mine!",
  ])("purchase_intent: %s", (text) => {
    expect(tagsOf(text)).toContain("purchase_intent");
  });

  it("does not count wanting what cannot be bought as purchase intent", () => {
    expect(tagsOf("need that sponsor deal when I turn pro")).not.toContain("purchase_intent");
    expect(tagsOf("need that energy on mondays")).not.toContain("purchase_intent");
    expect(tagsOf("need that jacket in navy")).toContain("purchase_intent");
  });

  it("does not count a regretted purchase as purchase intent", () => {
    expect(tagsOf("Comprei e não gostei, a cor é diferente da foto")).toEqual(["complaint"]);
  });

  it("reads a purchase made as no complaint unless it complains", () => {
    // However the model leans on the slang, having bought is buying.
    expect(tagsOf("just ordered the all blacks")).toEqual(["purchase_intent"]);
    expect(tagsOf("bought it and hated it")).toContain("complaint");
  });

  it.each([
    "Follow me for daily motivation 💯",
    "Nice pic! check my profile",
    "DM us to collab 💕",
    "Earn $500 daily from home with crypto 💸",
    "Sígueme y te sigo",
    "Folgt mir für mehr Tipps",
  ])("spam, and nothing else: %s", (text) => {
    expect(tagsOf(text)).toEqual(["spam"]);
  });

  it.each(["@lucas.a @emma.w", "@lucas.a look 👀", "😍 @emma.w"])(
    "friend tag (mostly mentions): %s",
    (text) => {
      expect(tagsOf(text)).toContain("friend_tag");
    },
  );

  it("leaves giveaway entries to the post: a comment alone is never one", () => {
    for (const text of ["Done ✅ @sarah.k @mike_92", "Participo! @lucia", "@lucas.a @emma.w"])
      expect(tagsOf(text)).not.toContain("giveaway_entry");
  });

  it("reads slang praise as praise", () => {
    expect(tagsOf("these are sick")).toContain("praise");
    expect(tagsOf("so clean 🔥")).toContain("praise");
    // Crying faces around a stretched "hot" are swooning, not sorrow.
    expect(tagsOf("🥵😭😭 hottttt")).toContain("praise");
    expect(tagsOf("🥵😭😭 hottttt")).not.toContain("complaint");
  });

  it.each([
    "black sesame please, so underrated",
    "an off-peak option for the midday classes pls 🙂",
    "a student discount would keep me here",
    "un tarif étudiant svp",
    "una versión sin gluten sería ideal",
  ])("suggestion (a request): %s", (text) => {
    expect(tagsOf(text)).toContain("suggestion");
  });

  it("reads a request for information as a question, not a suggestion", () => {
    expect(tagsOf("link please")).not.toContain("suggestion");
    expect(tagsOf("recipe pls")).not.toContain("suggestion");
  });

  it.each([
    "take my money",
    "ok I'm buying two",
    "instant buy",
    "me lo compro ya",
    "vou comprar",
    "just take all my money please 😫😫",
    "ugh I'm probably gonna have to buy these",
    "no choice but to buy them now",
    "this brand is trying to make me broke",
    "might have to grab a pair",
    "this month has been so bad for my wallet lol",
    "rip my bank account 😩",
    "wouldn't mind a pair of these!",
  ])("purchase intent, not a complaint or a suggestion: %s", (text) => {
    const tags = tagsOf(text);
    expect(tags).toContain("purchase_intent");
    expect(tags).not.toContain("complaint");
    expect(tags).not.toContain("suggestion");
  });

  it.each([
    "gotta get this off my chest: worst fit ever",
    "going to get these banned from the club",
    "wouldn't mind them being cheaper",
  ])("no purchase intent in a phrase that only looks like buying: %s", (text) => {
    expect(tagsOf(text)).not.toContain("purchase_intent");
  });

  it.each([
    "not a fan of the new logo",
    "ugliest kit they have ever made",
    "couldn't pay me to wear that",
    "credit the photographer!",
    "$250 is ridiculous for socks",
  ])("complaint in the words people use for a look or a price: %s", (text) => {
    expect(tagsOf(text)).toContain("complaint");
  });

  it.each([
    "mi pedido lleva 25 días y nadie responde",
    "hice un pedido en septiembre y todavía nada",
    "pedi faz um mês e ainda não chegou",
  ])("complaint about an order: %s", (text) => {
    expect(tagsOf(text)).toContain("complaint");
  });

  it.each([
    "Quer mais seguidores? Link na bio 🚀",
    "I recovered my hacked account thanks to @recover.help.desk 🙏",
    "made $3,850 this week trading with @fx.mentor",
    "Mahu followers aktif? Whatsapp kami sekarang",
    "500 likes RM 5 sahaja, singgah dulu ya",
    "Jasa tambah followers termurah, cek ig kami",
    "harga kawan je untuk 1k followers",
    "Good day! We are ready to cooperate with your brand, write to us",
    "NEED A CUSTOM LOGO FOR YOUR BRAND? ✨ dm us",
    "We're a new streetwear label 💛 CHECK US OUT",
    "✅ cheapest prices on all trainers at www.solesdeals.example",
    "{this|Nice} shot!!",
    "Never pay resale again! The best checkout tool for limited drops, bit.ly/example",
    "your|Great} pic:)",
    "Trending now: the mirror challenge! Just try this app, search it in the Play Store",
    "Kami cari wakil jualan, kerja dari rumah. PM saya ya",
    "Follow us for the best running content 🏃",
    "Mau kerja part time dari HP? Cek profil kami",
    "Cari penghasilan tambahan? Info di bio",
    "Earn up to $900 daily from your phone, DM me to learn",
    "Jawatan kosong kerja online, sila whatsapp kami untuk info",
    "nice one, flw me pls",
  ])("spam: %s", (text) => {
    expect(tagsOf(text)).toEqual(["spam"]);
  });

  it.each([
    "I like free shipping, ordering now",
    "kami suka sepatu ini, harga berapa?",
    "lots of likes on this one haha",
    "@jay.r check the link in bio, we need these",
    "I need a new logo for my running club lol",
    "@jay.r damn these are legit",
    "this coach is legit, six weeks in and loving it",
    "lower prices on the app please",
    "love it {so much}",
    "resellers bought everything again, do something about the bots",
    "is the training app on the app store yet?",
    "get the app, the guided runs are great",
  ])("not spam: %s", (text) => {
    expect(tagsOf(text)).not.toContain("spam");
  });

  it("marks creator replies only when told the author owns the post", () => {
    expect(tagsOf("Thank you so much!! 💕", true)).toEqual(["creator_reply"]);
    expect(tagsOf("Which country are you in?", true)).toEqual(["question", "creator_reply"]);
    expect(tagsOf("Thank you so much!! 💕")).not.toContain("creator_reply");
    expect(tagsOf("Link is in my bio!", true)).toEqual(["creator_reply"]);
  });
});
