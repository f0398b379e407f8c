/**
 * Verdicts over the tau-bench airline agents' final replies (../shared/datasets/tau-bench-airline).
 *
 * Fair configuration: the runs carry no citations and there is no clause library or policy lookup
 * tool (the airline policy sits in the system message, which is not a tool result), so every
 * policy statement is uncited and comes back invented by construction. Those are reported apart;
 * the value claims (dates, money, percentages, ids) are the measure of the extractor. The
 * reference date is the one the policy gives the agent (2024-05-15 15:00 EST); the customer's own
 * words count as evidence; no budget.
 *
 *   npx tsx bench/tau-replies.ts [--all] [--sample N] [--budget N]
 */
import { readFileSync } from "node:fs";
import { judgeRunReplies, verifyReply, type Claim, type Verdict } from "../lib/verify";
import { normalizeRun } from "../lib/run";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const dir = new URL("../../shared/datasets/tau-bench-airline/", import.meta.url);
const runs = readFileSync(new URL("runs.jsonl", dir), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { id: string; messages: unknown[] });
const options = { now: "2024-05-15T20:00:00Z", budget: Number(flag("--budget") ?? 0) };

type Row = { run: string; messageIndex: number; verdict: Verdict; claims: Claim[] };
const rows: Row[] = [];
for (const r of runs) {
  if (args.includes("--all")) {
    for (const j of judgeRunReplies(r.messages, options)) rows.push({ run: r.id, messageIndex: j.message_index, verdict: j.verdict, claims: j.claims });
    continue;
  }
  const run = normalizeRun(r.messages);
  const last = [...run.entries].reverse().find((e) => e.role === "assistant" && e.text.trim() !== "");
  if (!last || last.role !== "assistant") continue;
  const v = verifyReply(run, last.text, options, last.seq);
  rows.push({ run: r.id, messageIndex: last.index, verdict: v.verdict, claims: v.claims });
}

const tally = <K extends string>(keys: K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const verdicts: Verdict[] = ["grounded", "invented", "unverifiable", "cited_unsupported"];
const perReply = tally(verdicts);
const perReplyValues = tally(verdicts);
const perKind: Record<string, Record<Verdict, number>> = {};
for (const row of rows) {
  perReply[row.verdict]++;
  const values = row.claims.filter((c) => c.kind !== "policy");
  const worst = values.some((c) => c.verdict === "invented") ? "invented" : values.some((c) => c.verdict === "unverifiable") ? "unverifiable" : "grounded";
  perReplyValues[worst]++;
  for (const c of row.claims) (perKind[c.kind] ??= tally(verdicts))[c.verdict]++;
}
console.log(`replies judged: ${rows.length} (${args.includes("--all") ? "every customer-facing reply" : "final reply of each run"})`);
console.log("reply verdicts, all claims:        ", JSON.stringify(perReply));
console.log("reply verdicts, value claims only: ", JSON.stringify(perReplyValues));
console.log("claims by kind:");
for (const [k, v] of Object.entries(perKind)) console.log(`  ${k.padEnd(11)} ${JSON.stringify(v)}`);

const sample = Number(flag("--sample") ?? 0);
if (sample > 0) {
  console.log(`\ninvented value claims (first ${sample}):`);
  let n = 0;
  for (const row of rows) {
    for (const c of row.claims) {
      if (c.kind === "policy" || c.verdict !== "invented" || n++ >= sample) continue;
      console.log(`- ${row.run} m${row.messageIndex} ${c.kind} ${JSON.stringify(c.text)}: ${c.reason}`);
    }
  }
}
