/** Every claim of one reply, as score-replies judges it: npx tsx bench/probe-reply.ts <dataset> <run> <index> */
import { readFileSync } from "node:fs";
import { judgeRunReplies } from "../lib/verify/judge-run-replies";
import { normalizeRun } from "../lib/run";
import { toolParameters } from "../lib/verify";
const [dataset, run, index] = process.argv.slice(2);
const line = readFileSync(new URL(`../../shared/datasets/${dataset}/runs.jsonl`, import.meta.url), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).find((r) => r.id === run);
const tools = toolParameters(JSON.parse(readFileSync(new URL(`../../shared/datasets/${dataset}/tools.json`, import.meta.url), "utf8")));
const judged = judgeRunReplies(normalizeRun(line.messages), { tools });
for (const j of judged.filter((j) => String(j.message_index) === index)) {
  console.log(`verdict ${j.verdict}${j.held ? " (held)" : ""}`);
  for (const c of j.claims) console.log(`- [${c.kind}:${c.verdict}] ${JSON.stringify(c.text).slice(0, 160)}\n    ${(c.reason ?? "").slice(0, 300)}`);
}
