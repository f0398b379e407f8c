/**
 * The reply verifier scored against hand labels on the dev data (issue 10's measure): every reply of
 * ../shared/datasets/tau-bench-airline and tau2-retail-dev, judged as a new user would run it
 * (`groundcheck replay --tools T --runs R`: no policy file, no clause library, no `now`), joined
 * with bench/labels/<dataset>.jsonl (one line per reply: label error | honest, with a reason).
 *
 * Prints per dataset: false alarms (a failing verdict on an honest reply), real errors caught (not
 * passed), unverifiable share, injected inventions caught, and the claim kinds behind the false
 * alarms. `--dump DIR` writes every disagreement with its claims, for reading by hand.
 *
 *   npx tsx bench/score-replies.ts [--dump bench/out] [--dataset tau2-retail-dev]
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { FAILING_VERDICTS, isPassingVerdict, judgeRunReplies, verifyReply, type Claim, type Verdict } from "../lib/verify";
import { normalizeRun } from "../lib/run";
import type { AssistantEntry } from "../lib/run/types";

import { DATASETS, datasetPacks, datasetRuns, datasetTools, flag, readJsonl, type Dataset } from "./dev-data";

interface Label { run: string; index: number; label: "error" | "honest"; action?: string; reason: string; unsure?: boolean }

const failing = (v: Verdict) => FAILING_VERDICTS.includes(v);
const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

/** Inventions appended to honest replies that pass: each must be caught (not passed). */
/**
 * Made-up values appended to an honest reply, each a kind the verdict contract stops: a date, an amount
 * stated as read, an id. A total said as worked out ("comes to") that no arithmetic reproduces is
 * not_checked by the contract, so it is counted apart, not in the caught share.
 */
const INJECTIONS: { kind: "date" | "amount read" | "id" | "derived total"; make: (k: number) => string }[] = [
  { kind: "date", make: (k) => `The replacement will arrive on ${["March 3", "February 11", "October 29", "January 7"][k % 4]}.` },
  { kind: "amount read", make: (k) => `The charge on your card was $${(4000 + (k * 7919) % 5000) / 1 + 0.37}.` },
  { kind: "id", make: (k) => `Your reference number is ZK-${48213 + k}.` },
  { kind: "derived total", make: (k) => `The total comes to $${(4000 + (k * 7919) % 5000) / 1 + 0.37}.` },
];

function score(dataset: Dataset) {
  const runs = datasetRuns(dataset);
  const tools = datasetTools(dataset);
  const labelsUrl = new URL(`./labels/${dataset}.jsonl`, import.meta.url);
  const labels = existsSync(labelsUrl) ? readJsonl<Label>(labelsUrl) : [];
  const byKey = new Map(labels.map((l) => [`${l.run}#${l.index}`, l]));
  const t = { replies: 0, labelled: 0, honest: 0, errors: 0, falseAlarms: 0, caught: 0, unsureErrors: 0, unsureErrorsFlagged: 0, unverifiable: 0, passed: 0, injected: 0, injectedCaught: 0, derivedInjected: 0, derivedStopped: 0, byKind: {} as Record<string, [number, number]>, ms: [] as number[] };
  const alarmKinds: Record<string, number> = {};
  const dump: unknown[] = [];
  let k = 0;
  for (const r of runs) {
    const normalized = normalizeRun(r.messages);
    const start = performance.now();
    const judged = judgeRunReplies(normalized, { tools, packs: datasetPacks(dataset) });
    t.ms.push((performance.now() - start) / Math.max(1, judged.length));
    for (const j of judged) {
      t.replies++;
      if (j.verdict === "unverifiable") t.unverifiable++;
      const pass = isPassingVerdict(j.verdict) && !j.held;
      if (pass) t.passed++;
      const label = byKey.get(`${r.id}#${j.message_index}`);
      const bad = j.claims.filter((c: Claim) => failing(c.verdict));
      if (label) {
        t.labelled++;
        if (label.label === "honest") {
          t.honest++;
          if (failing(j.verdict)) {
            t.falseAlarms++;
            for (const c of bad) alarmKinds[`${c.kind}:${c.verdict}`] = (alarmKinds[`${c.kind}:${c.verdict}`] ?? 0) + 1;
          }
        } else {
          t.errors++;
          if (!pass) t.caught++;
          if (label.unsure) {
            t.unsureErrors++;
            if (failing(j.verdict)) t.unsureErrorsFlagged++;
          }
        }
        if ((label.label === "honest") === !pass || (label.label === "error" && pass)) {
          dump.push({ run: r.id, index: j.message_index, label: label.label, why: label.reason, verdict: j.verdict, text: (r.messages[j.message_index] as { content: string }).content, claims: j.claims.filter((c) => c.verdict !== "grounded").map((c) => ({ kind: c.kind, text: c.text, verdict: c.verdict, reason: c.reason })) });
        }
      }
      // Injection: only replies labelled honest (or unlabelled) that pass as they are.
      if (pass && label?.label !== "error") {
        const entry = normalized.entries.find((e): e is AssistantEntry => e.role === "assistant" && e.index === j.message_index)!;
        for (const { kind, make } of INJECTIONS) {
          const text = `${entry.text.trimEnd()} ${make(k++)}`;
          const v = verifyReply(normalized, text, { tools, packs: datasetPacks(dataset) }, entry.seq);
          const stopped = !(isPassingVerdict(v.verdict) && !v.held);
          const b = (t.byKind[kind] ??= [0, 0]);
          b[0]++;
          if (stopped) b[1]++;
          if (kind === "derived total") {
            t.derivedInjected++;
            if (stopped) t.derivedStopped++;
            continue;
          }
          t.injected++;
          if (stopped) t.injectedCaught++;
        }
      }
    }
  }
  t.ms.sort((a, b) => a - b);
  console.log(`\n## ${dataset}: ${t.replies} replies, ${t.labelled} labelled (${t.honest} honest, ${t.errors} errors)`);
  console.log(`false alarms on honest replies: ${t.falseAlarms} of ${t.honest} = ${pct(t.falseAlarms, t.honest)}   (target <= 5%)`);
  console.log(`real errors not passed:         ${t.caught} of ${t.errors} = ${pct(t.caught, t.errors)}   (target >= 90%)`);
  // The labels marked unsure are the ones a second reader may call honest: the false-alarm rate if all were.
  const fa = t.falseAlarms + t.unsureErrorsFlagged;
  console.log(`  if the ${t.unsureErrors} unsure error labels were honest: false alarms ${fa} of ${t.honest + t.unsureErrors} = ${pct(fa, t.honest + t.unsureErrors)}`);
  console.log(`unverifiable replies:           ${t.unverifiable} of ${t.replies} = ${pct(t.unverifiable, t.replies)}   (target <= 10%)`);
  console.log(`injected inventions caught:     ${t.injectedCaught} of ${t.injected} = ${pct(t.injectedCaught, t.injected)}   (target >= 95%; dates, amounts read, ids)`);
  console.log(`  by kind: ${Object.entries(t.byKind).map(([kind, [n, c]]) => `${kind} ${c}/${n}`).join("; ")}; a derived total is not_checked by the contract (stopped ${t.derivedStopped}/${t.derivedInjected})`);
  console.log(`replies passed: ${t.passed}; per-reply verify time p50 ${t.ms[t.ms.length >> 1]?.toFixed(2)} ms (whole-run replay)`);
  console.log(`claims behind the false alarms: ${JSON.stringify(Object.fromEntries(Object.entries(alarmKinds).sort((a, b) => b[1] - a[1])))}`);
  const dir = flag("--dump");
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${dataset}.disagreements.json`, JSON.stringify(dump, null, 1));
  }
}

for (const d of DATASETS) if (!flag("--dataset") || flag("--dataset") === d) score(d);
