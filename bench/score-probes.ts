/**
 * The reply verifier on replies nobody tuned it to: probe replies written by hand for positions of
 * the dev runs (bench/probes/<dataset>.jsonl), each in the place of a real reply, judged as
 * score-replies judges the real ones (`replay --tools T`: no policy file, no clause library, no `now`).
 * A stand-in for the held-out data: the dev labels were read while the rules were written, the probes
 * were written after, in other words, so their false-alarm rate is the nearer guess of what a team sees.
 *
 * One line per probe: {"run", "index" (the message index of the assistant reply it replaces),
 * "label": "honest" | "error", "reason", "text", "style"?} where style names how it is written
 * (policy-restated, arithmetic, timeline, json, list, ...) for the per-style figures.
 *
 * Every file bench/probes/<dataset>*.jsonl is scored on its own: <dataset>.jsonl is the set the rules
 * were fixed against; the others are later batches (see bench/probes/README.md for which were scored
 * untuned, before any fix for them).
 *
 *   npx tsx bench/score-probes.ts [--dataset tau2-retail-dev] [--file batch-e] [--dump bench/out] [--verbose]
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { FAILING_VERDICTS, isPassingVerdict, verifyReply, type Verdict } from "../lib/verify";
import { normalizeRun } from "../lib/run";
import type { AssistantEntry } from "../lib/run/types";

import { DATASETS, datasetPacks, datasetRuns, datasetTools, flag, readJsonl, type Dataset } from "./dev-data";

interface Probe { run: string; index: number; label: "error" | "honest"; reason: string; text: string; style?: string }

const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);
const failing = (v: Verdict) => FAILING_VERDICTS.includes(v);

/**
 * A dataset's runs, read once for all its probe files.
 */
function loadDataset(dataset: Dataset) {
  const runs = new Map(datasetRuns(dataset).map((r) => [r.id, r]));
  const tools = datasetTools(dataset);
  const cache = new Map<string, { normalized: ReturnType<typeof normalizeRun> }>();
  const runOf = (id: string) => {
    let hit = cache.get(id);
    if (!hit) {
      const run = runs.get(id);
      if (!run) throw new Error(`${dataset}: a probe names run ${id}, which the dataset does not have`);
      cache.set(id, (hit = { normalized: normalizeRun(run.messages) }));
    }
    return hit;
  };
  return { tools, runOf };
}

function score(dataset: Dataset, file: string, { tools, runOf }: ReturnType<typeof loadDataset>) {
  const url = new URL(`./probes/${file}`, import.meta.url);
  const probes = readJsonl<Probe>(url);
  const t = { honest: 0, errors: 0, falseAlarms: 0, caught: 0, unverifiable: 0 };
  const byStyle: Record<string, { honest: number; alarms: number; errors: number; caught: number }> = {};
  const alarmKinds: Record<string, number> = {};
  const dump: unknown[] = [];
  for (const p of probes) {
    const { normalized: n } = runOf(p.run);
    const entry = n.entries.find((e): e is AssistantEntry => e.role === "assistant" && e.index === p.index);
    if (!entry) throw new Error(`${dataset}: ${p.run} has no assistant message at index ${p.index}`);
    const v = verifyReply(n, p.text, { tools, packs: datasetPacks(dataset) }, entry.seq);
    const pass = isPassingVerdict(v.verdict) && !v.held;
    if (v.verdict === "unverifiable") t.unverifiable++;
    const s = (byStyle[p.style ?? "-"] ??= { honest: 0, alarms: 0, errors: 0, caught: 0 });
    const bad = v.claims.filter((c) => failing(c.verdict));
    let disagree = false;
    if (p.label === "honest") {
      t.honest++;
      s.honest++;
      if (failing(v.verdict)) {
        t.falseAlarms++;
        s.alarms++;
        disagree = true;
        for (const c of bad) alarmKinds[`${c.kind}:${c.verdict}`] = (alarmKinds[`${c.kind}:${c.verdict}`] ?? 0) + 1;
      }
    } else {
      t.errors++;
      s.errors++;
      if (!pass) {
        t.caught++;
        s.caught++;
      } else disagree = true;
    }
    if (disagree) {
      const row = { run: p.run, index: p.index, label: p.label, style: p.style, why: p.reason, verdict: v.verdict, text: p.text, claims: v.claims.filter((c) => c.verdict !== "grounded").map((c) => ({ kind: c.kind, text: c.text, verdict: c.verdict, reason: c.reason })) };
      dump.push(row);
      if (process.argv.includes("--verbose")) console.log(JSON.stringify(row, null, 1));
    }
  }
  console.log(`\n## ${file}: ${probes.length} (${t.honest} honest, ${t.errors} errors)`);
  console.log(`false alarms on honest probes: ${t.falseAlarms} of ${t.honest} = ${pct(t.falseAlarms, t.honest)}   (target <= 5%)`);
  console.log(`error probes not passed:       ${t.caught} of ${t.errors} = ${pct(t.caught, t.errors)}   (target >= 90%)`);
  console.log(`unverifiable:                  ${t.unverifiable} of ${probes.length}`);
  console.log(`by style (honest alarms / errors caught): ${Object.entries(byStyle).map(([k, s]) => `${k} ${s.alarms}/${s.honest}, ${s.caught}/${s.errors}`).join("; ")}`);
  console.log(`claims behind the false alarms: ${JSON.stringify(Object.fromEntries(Object.entries(alarmKinds).sort((a, b) => b[1] - a[1])))}`);
  const dir = flag("--dump");
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${file.replace(/\.jsonl$/, "")}.probe-disagreements.json`, JSON.stringify(dump, null, 1));
  }
}

const files = readdirSync(new URL("./probes/", import.meta.url)).filter((f) => f.endsWith(".jsonl")).sort();
for (const d of DATASETS) {
  if (flag("--dataset") && flag("--dataset") !== d) continue;
  const mine = files.filter((f) => f.startsWith(`${d}.`) && (!flag("--file") || f.includes(flag("--file")!)));
  if (!mine.length) continue;
  const data = loadDataset(d);
  for (const f of mine) score(d, f, data);
}
