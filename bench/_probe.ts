import { scoreComment } from "@commentlens/analysis";
for (const t of process.argv.slice(2)) { const r = scoreComment(t); console.log(r.label.padEnd(8), r.score.toFixed(2), JSON.stringify(r.probabilities), "|", t); }
