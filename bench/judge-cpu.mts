/**
 * CPU time to judge every reply of every dev run (both shared datasets), 7 repetitions, median and
 * minimum: the whole-run replay score-replies does, without the scoring. Point it at another
 * checkout to compare engines in the same minute (a worktree at the base commit):
 *
 *   npx tsx bench/judge-cpu.mts [/path/to/checkout]
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? ".");
const { judgeRunReplies } = await import(path.join(root, "lib/verify/judge-run-replies.ts"));
const { normalizeRun } = await import(path.join(root, "lib/run/index.ts"));
const out: string[] = [];
for (const ds of ["tau-bench-airline", "tau2-retail-dev"]) {
  const file = new URL(`../../shared/datasets/${ds}/runs.jsonl`, import.meta.url);
  const runs = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const times: number[] = [];
  for (let rep = 0; rep < 7; rep++) {
    const t0 = process.cpuUsage();
    for (const r of runs) judgeRunReplies(normalizeRun(r.messages), {});
    const d = process.cpuUsage(t0);
    times.push((d.user + d.system) / 1000);
  }
  times.sort((a, b) => a - b);
  out.push(`${ds}: CPU median ${times[3].toFixed(0)} ms for all runs (min ${times[0].toFixed(0)})`);
}
console.log(`${root}: ${out.join("; ")}`);
