import { readFileSync } from "node:fs";
const dataset = JSON.parse(readFileSync(`/work/main/packages/instagram/demo-data/dataset.json`, "utf8"));
const texts: string[] = dataset.posts.flatMap((p: any) => p.comments.map((c: any) => c.text));
const src = readFileSync("/work/main/packages/analysis/dist/report/build-report.js", "utf8");
const res: Record<string, RegExp> = {
  EMOJI: /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*/gu,
  HAS_EMOJI: /\p{Extended_Pictographic}/u,
  SAVED: /\b(sav(e|ed|ing)\b.{0,25}\b(this|it|for later|post|video|recipe|workout)|bookmark(ed|ing)?)\b|\bsalv(ei|o|ando|ado|a)\b|\bguard(é|ado|ando|o)\b|gespeichert|enregistr[ée]|\bsalvat[oa]\b/iu,
  COLLAB: /\bcollab|colabora|collabor|kooperation|parceria/iu,
  MENTIONS_ONLY: /^(\s*@[\w.]+[\s,]*)+$/u,
  TAGS_FRIENDS: /@[A-Za-z0-9._]{2,}/,
  PRICE: /\bprice|expensive|overpriced|pricey|\bcost|\$\s?\d|€\s?\d|\d\s?€|\bcaro\b|\bcara\b|\bcaros\b|precio|pre[cç]o|\bcher\b|\bch[eè]re|prix|teuer|preis|costoso|prezzo/iu,
};
const m = /const PROFESSIONAL = (\/.*\/iu);/.exec(src);
res.PROFESSIONAL = eval(m![1]);
for (const [name, re] of Object.entries(res)) {
  for (let k = 0; k < 2; k++) for (const t of texts) { re.lastIndex = 0; re.test(t); }
  const t0 = performance.now();
  for (let k = 0; k < 5; k++) for (const t of texts) { re.lastIndex = 0; re.test(t); }
  console.log(name.padEnd(15), (((performance.now() - t0) * 1000) / (texts.length * 5)).toFixed(3), "µs/text");
}
const t0 = performance.now();
for (let k = 0; k < 5; k++) for (const t of texts) t.toLowerCase();
console.log("lower".padEnd(15), (((performance.now() - t0) * 1000) / (texts.length * 5)).toFixed(3));
const t1 = performance.now();
for (let k = 0; k < 5; k++) for (const t of texts) t.localeCompare(t + "x");
console.log("localeCompare".padEnd(15), (((performance.now() - t1) * 1000) / (texts.length * 5)).toFixed(3));
console.log(texts.length, texts.reduce((a, t) => a + t.length, 0) / texts.length);
