// temp: train in memory, score dev files
import { readFileSync } from "node:fs";
import { DENSE, LABELS, type ModelFile, SentimentModel, quantise, trainSentiment, scoreLabels } from "@commentlens/analysis";
import { loadTraining, TRAIN_OPTIONS, PLAIN_QUESTION_NEGATIVE } from "../packages/analysis/scripts/lib.ts";
const over = JSON.parse(process.argv[2] ?? "{}");
const fover = JSON.parse(process.argv[3] ?? "{}");
const opts = { ...TRAIN_OPTIONS, ...over, features: { ...TRAIN_OPTIONS.features, ...fover } };
const { examples } = loadTraining(Number(process.env.EMOJI_W ?? 0));
const trained = trainSentiment(examples, opts);
const { q, scale } = quantise(trained.hashed);
const dense: ModelFile["dense"] = {};
DENSE.forEach((name, k) => { dense[name] = [0, 1, 2].map((c) => trained.dense[k * 3 + c]) as [number, number, number]; });
const model = new SentimentModel({ format: 1, classes: [...LABELS], features: opts.features, hashed: { file: "", scale, sha256: "", bytes: q.length }, dense, classBias: [0, 0, 0], plainQuestionNegative: Number(process.env.QF ?? PLAIN_QUESTION_NEGATIVE), training: {} }, q);
const read = (f: string) => readFileSync(`/work/shared/eval/${f}`, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const score = (rows: any[]) => scoreLabels(rows.map((r) => r.label), rows.map((r) => model.score(r.text).label));
const emo = score(read("emoji-dev.jsonl"));
const tw = score(read("tweeteval-val.jsonl"));
const um = read("umsab-val.jsonl");
const langs = [...new Set(um.map((r) => r.lang))].sort();
const per = langs.map((l) => score(um.filter((r) => r.lang === l)).macroF1);
const mean = per.reduce((a, b) => a + b, 0) / per.length;
const cd = score(read("comments-dev.jsonl"));
console.log(JSON.stringify({ ...over, ...fover }), `emojiF1 ${emo.macroF1.toFixed(4)} (acc ${emo.accuracy.toFixed(3)}) twR ${tw.macroRecall.toFixed(4)} umsab ${mean.toFixed(4)} cdevAcc ${cd.accuracy.toFixed(3)}`, langs.map((l, i) => `${l}:${per[i].toFixed(3)}`).join(" "));
{
  const dir = "/work/main/packages/instagram/demo-data/";
  const dataset = JSON.parse(readFileSync(dir + "dataset.json", "utf8"));
  const facts = JSON.parse(readFileSync(dir + "facts.json", "utf8"));
  const text = new Map<string, string>();
  for (const p of dataset.posts) for (const c of p.comments) text.set(c.id, c.text);
  const out: string[] = [];
  for (const p of facts.posts) for (const f of p.facts) {
    if (!["happy-tears", "nostalgia-tears", "sad-emoji-negative", "sarcasm", "did-it", "defenders"].includes(f.id)) continue;
    const c = { p: 0, u: 0, n: 0 };
    for (const id of f.commentIds) { const l = model.score(text.get(id)!).label; if (l === "positive") c.p++; else if (l === "neutral") c.u++; else c.n++; }
    out.push(`${f.id}:${c.p}/${c.u}/${c.n}`);
  }
  const labels = JSON.parse(readFileSync(dir + "labels.json", "utf8"));
  const demo = (Object.values(labels.posts) as any[]).flat().filter(([id, lang, s]: any) => lang !== "owner" && text.has(id) && s !== "excluded");
  const ds = scoreLabels(demo.map((r: any) => r[2]), demo.map((r: any) => model.score(text.get(r[0])!).label));
  console.log("   demo", `acc ${ds.accuracy.toFixed(3)} F1 ${ds.macroF1.toFixed(3)}`, out.join(" "));
}
