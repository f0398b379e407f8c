/**
 * The reply verifier on the blind sets nobody tuned it to (issue 24's measure for a new team):
 * - unseen domains, bench/unseen/<domain>/: runs written in a domain nobody here worked in, every
 *   run reply labelled (labels.jsonl), and alternative replies at positions of the runs (probes.jsonl);
 * - reworded policies, bench/reworded/<dataset>/: probes at positions of the dev runs, judged with
 *   the system prompt's policy replaced by another wording of the same rules (policy.md).
 * Judged as a new user runs it (`groundcheck replay --tools T`: no policy file, no clause library,
 * no pack, no `now`). Prints, per set: false alarms on honest replies, errors not passed, by agent,
 * style and error kind, and the checks behind the alarms. `--dump DIR` writes every disagreement.
 * Uses only the verifier's public API, so an older checkout can be scored with the same script.
 *
 *   npx tsx bench/score-sets.ts [--set telecom|banking|telecom-2|banking-2|reworded] [--dump bench/out] [--disable check-id,check-id]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as verify from "../lib/verify";
import { normalizeRun } from "../lib/run";
import type { AssistantEntry } from "../lib/run/types";

const { FAILING_VERDICTS, isPassingVerdict, verifyReply, toolParameters } = verify;

interface Labelled { run: string; index: number; label: "honest" | "error"; reason: string; style?: string; agent?: string; error_kind?: string; text?: string; unsure?: boolean }
interface RunLine { id: string; messages: { role: string; content?: unknown }[] }

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const here = new URL("./", import.meta.url);
const shared = new URL("../../shared/datasets/", import.meta.url);
const readJsonl = <T>(url: URL): T[] => (existsSync(url) ? readFileSync(url, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as T) : []);
const pct = (n: number, d: number) => (d === 0 ? "n/a" : `${((100 * n) / d).toFixed(1)}%`);

interface SetDef {
  name: string;
  runs: URL;
  tools: URL;
  labels?: URL;
  probes: URL;
  /** Replaces the policy inside each run's system prompt. */
  policy?: { original: string; replacement: string };
}

const unseen = (name: string, tools: URL): SetDef => ({ name, runs: new URL(`unseen/${name}/runs.jsonl`, here), tools, labels: new URL(`unseen/${name}/labels.jsonl`, here), probes: new URL(`unseen/${name}/probes.jsonl`, here) });
const SETS: SetDef[] = [
  unseen("telecom", new URL("tau2-unseen-domains/telecom/tools.json", shared)),
  unseen("banking", new URL("unseen/banking/tools.json", here)),
  // Second sets, written later by other helpers, in other agents' manner.
  unseen("telecom-2", new URL("tau2-unseen-domains/telecom/tools.json", shared)),
  unseen("banking-2", new URL("unseen/banking-2/tools.json", here)),
  ...(["tau-bench-airline", "tau2-retail-dev"] as const).map((ds) => ({
    name: `reworded-${ds}`,
    runs: new URL(`${ds}/runs.jsonl`, shared),
    tools: new URL(`${ds}/tools.json`, shared),
    probes: new URL(`reworded/${ds}/probes.jsonl`, here),
    policy: { original: readFileSync(new URL(`${ds}/policy.md`, shared), "utf8").trim(), replacement: readFileSync(new URL(`reworded/${ds}/policy.md`, here), "utf8").trim() },
  })),
];

function withPolicy(run: RunLine, policy: SetDef["policy"]): RunLine {
  if (!policy) return run;
  const messages = run.messages.map((m) => {
    if (m.role !== "system" || typeof m.content !== "string") return m;
    const content = m.content.includes(policy.original) ? m.content.replace(policy.original, policy.replacement) : policy.replacement;
    return { ...m, content };
  });
  return { ...run, messages };
}

const failing = (v: string) => (FAILING_VERDICTS as readonly string[]).includes(v);
type Tally = { honest: number; alarms: number; errors: number; caught: number };
const tally = (): Tally => ({ honest: 0, alarms: 0, errors: 0, caught: 0 });

function score(set: SetDef) {
  const tools = toolParameters(JSON.parse(readFileSync(set.tools, "utf8")));
  const runs = new Map(readJsonl<RunLine>(set.runs).map((r) => [r.id, withPolicy(r, set.policy)]));
  const disabled = flag("--disable")?.split(",") ?? [];
  const options = { tools, ...(disabled.length ? { disabledChecks: disabled } : {}) };
  const normalized = new Map<string, ReturnType<typeof normalizeRun>>();
  const runOf = (id: string) => {
    if (!normalized.has(id)) {
      const r = runs.get(id);
      if (!r) throw new Error(`${set.name}: no run ${id}`);
      normalized.set(id, normalizeRun(r.messages));
    }
    return normalized.get(id)!;
  };
  const rows: { source: "label" | "probe"; l: Labelled; verdict: string; pass: boolean; claims: verify.Claim[]; text: string }[] = [];
  for (const l of set.labels ? readJsonl<Labelled>(set.labels) : []) {
    const n = runOf(l.run);
    const entry = n.entries.find((e): e is AssistantEntry => e.role === "assistant" && e.index === l.index);
    if (!entry) throw new Error(`${set.name}: ${l.run} has no assistant message ${l.index}`);
    const v = verifyReply(n, entry.text, options, entry.seq);
    rows.push({ source: "label", l, verdict: v.verdict, pass: isPassingVerdict(v.verdict) && !v.held, claims: v.claims, text: entry.text });
  }
  for (const p of readJsonl<Labelled>(set.probes)) {
    const n = runOf(p.run);
    const entry = n.entries.find((e): e is AssistantEntry => e.role === "assistant" && e.index === p.index);
    if (!entry) throw new Error(`${set.name}: ${p.run} has no assistant message ${p.index}`);
    const v = verifyReply(n, p.text!, options, entry.seq);
    rows.push({ source: "probe", l: p, verdict: v.verdict, pass: isPassingVerdict(v.verdict) && !v.held, claims: v.claims, text: p.text! });
  }
  const all = tally();
  const by: Record<string, Record<string, Tally>> = { source: {}, agent: {}, style: {}, error_kind: {} };
  const behind: Record<string, number> = {};
  const dump: unknown[] = [];
  for (const r of rows) {
    const groups: [string, string][] = [["source", r.source], ["agent", r.l.agent ?? "-"], ["style", r.l.style ?? "-"], ["error_kind", r.l.error_kind ?? "-"]];
    const add = (f: (t: Tally) => void) => {
      f(all);
      for (const [g, k] of groups) f((by[g][k] ??= tally()));
    };
    if (r.l.label === "honest") {
      const alarm = failing(r.verdict);
      add((t) => {
        t.honest++;
        if (alarm) t.alarms++;
      });
      if (alarm) for (const c of r.claims.filter((c) => failing(c.verdict))) behind[`${(c as { check?: string }).check ?? c.kind}:${c.verdict}`] = (behind[`${(c as { check?: string }).check ?? c.kind}:${c.verdict}`] ?? 0) + 1;
      if (alarm) dump.push(row(r));
    } else {
      add((t) => {
        t.errors++;
        if (!r.pass) t.caught++;
      });
      if (r.pass) dump.push(row(r));
    }
  }
  console.log(`\n## ${set.name}: ${rows.length} replies (${all.honest} honest, ${all.errors} errors)`);
  console.log(`false alarms on honest replies: ${all.alarms} of ${all.honest} = ${pct(all.alarms, all.honest)}   (target <= 5%)`);
  console.log(`errors not passed:              ${all.caught} of ${all.errors} = ${pct(all.caught, all.errors)}   (target >= 80% pooled)`);
  for (const g of ["source", "agent", "style", "error_kind"]) {
    const entries = Object.entries(by[g]).filter(([k]) => k !== "-");
    if (entries.length) console.log(`by ${g}: ${entries.map(([k, t]) => `${k} ${t.alarms}/${t.honest}, ${t.caught}/${t.errors}`).join("; ")}`);
  }
  console.log(`checks behind the false alarms: ${JSON.stringify(Object.fromEntries(Object.entries(behind).sort((a, b) => b[1] - a[1])))}`);
  const dir = flag("--dump");
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${set.name}.disagreements.json`, JSON.stringify(dump, null, 1));
  }
  return { all, rows: rows.length };
}

function row(r: { source: string; l: Labelled; verdict: string; claims: verify.Claim[]; text: string }) {
  return { source: r.source, run: r.l.run, index: r.l.index, label: r.l.label, kind: r.l.error_kind, style: r.l.style, why: r.l.reason, verdict: r.verdict, text: r.text, claims: r.claims.filter((c) => c.verdict !== "grounded").map((c) => ({ kind: c.kind, check: (c as { check?: string }).check, text: c.text, verdict: c.verdict, reason: c.reason })) };
}

const pooled = tally();
for (const s of SETS) {
  // --set NAME: one set; --set reworded: both reworded sets.
  const want = flag("--set");
  if ((want && s.name !== want && !(want === "reworded" && s.name.startsWith("reworded-"))) || !existsSync(s.runs) || !existsSync(s.probes)) continue;
  const { all } = score(s);
  pooled.honest += all.honest;
  pooled.alarms += all.alarms;
  pooled.errors += all.errors;
  pooled.caught += all.caught;
}
console.log(`\n## pooled: false alarms ${pooled.alarms}/${pooled.honest} = ${pct(pooled.alarms, pooled.honest)}; errors not passed ${pooled.caught}/${pooled.errors} = ${pct(pooled.caught, pooled.errors)}`);
