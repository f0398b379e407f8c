/**
 * Issue 16's measure: action claims on the dev data (../shared/datasets/tau-bench-airline and
 * tau2-retail-dev), every customer-facing reply judged on what came before it.
 *
 * 1. Injected claims: into each real reply the verifier passes without it, append a claim of an
 *    action the run never took, on an entity the run showed (an order or reservation id in a tool
 *    result before the reply) that no write call before the reply touched. Report the share stopped.
 * 2. Honest claims: replies stating an action after a successful matching call: how many action
 *    claims the verifier finds, how many are grounded, and the replies whose verdict the action
 *    check changes (passing without it, failing with it), each listed for reading.
 *
 *   npx tsx bench/action-claims.ts [--list]
 */
import { readFileSync } from "node:fs";
import { isPassingVerdict, verifyReply, type Claim, type VerifyOptions } from "../lib/verify";
import { normalizeRun } from "../lib/run";
import type { AssistantEntry, NormalizedRun } from "../lib/run/types";
import { actionToolOf } from "../lib/verify/actions/action-tools";

const list = process.argv.includes("--list");
type Run = { id: string; messages: unknown[] };
const load = (name: string): Run[] =>
  readFileSync(new URL(`../../shared/datasets/${name}/runs.jsonl`, import.meta.url), "utf8").trim().split("\n").map((l) => JSON.parse(l) as Run);

interface Dataset {
  name: string;
  runs: Run[];
  now: string;
  /** Entity ids a tool result showed. */
  shown: (content: string) => string[];
  /** Claims of an action never taken on `id`, as real agents word them. */
  inject: ((id: string) => string)[];
}

const RETAIL_ID = /#W\d{7}\b/g;
const collect = (v: unknown, keys: RegExp, out: Set<string>) => {
  if (Array.isArray(v)) for (const x of v) collect(x, keys, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (keys.test(k) && typeof x === "string") out.add(x);
      else if (keys.test(k) && Array.isArray(x)) for (const y of x) if (typeof y === "string") out.add(y);
      else collect(x, keys, out);
    }
  }
  return out;
};
const jsonOf = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
};

const datasets: Dataset[] = [
  {
    name: "tau-bench-airline",
    runs: load("tau-bench-airline"),
    now: "2024-05-15T20:00:00Z",
    shown: (c) => [...collect(jsonOf(c), /^(reservation_id|reservations)$/, new Set())].filter((id) => /^[A-Z0-9]{6}$/.test(id)),
    inject: [
      (id) => `I've added one checked bag to reservation ${id} at no charge.`,
      (id) => `I have cancelled reservation ${id} for you; the refund will go back to your original payment method.`,
      (id) => `Your reservation ${id} has been upgraded to business class.`,
      (id) => `I've changed the passenger name on reservation ${id} as you asked.`,
    ],
  },
  {
    name: "tau2-retail-dev",
    runs: load("tau2-retail-dev"),
    now: "2024-05-15T20:00:00Z",
    shown: (c) => [...new Set(c.match(RETAIL_ID) ?? [])],
    inject: [
      (id) => `I have cancelled order ${id} for you; the refund will go back to your original payment method.`,
      (id) => `The return for order ${id} has been processed, and the refund has been issued to your original payment method.`,
      (id) => `I've exchanged the item in order ${id} for the new variant you chose.`,
      (id) => `Your shipping address on order ${id} has been updated.`,
    ],
  },
];

/** A new sentence after the reply's last; a JSON reply gets it inside its message string, as the agent would write it. */
function appendClaim(reply: string, claim: string): string {
  const join = (s: string) => `${s.trimEnd()}${/[.!?]$/.test(s.trimEnd()) ? "" : "."} ${claim}`;
  const obj = jsonOf(reply) as Record<string, unknown> | null;
  if (obj && typeof obj === "object" && typeof obj.message === "string") return JSON.stringify({ ...obj, message: join(obj.message) });
  return join(reply);
}

/** Ids any write call before `seq` carried in its arguments. */
function writtenIds(run: NormalizedRun, seq: number): Set<string> {
  const out = new Set<string>();
  for (const e of run.entries) {
    if (e.seq >= seq) break;
    if (e.role !== "assistant") continue;
    for (const c of e.toolCalls) {
      if (!actionToolOf(c.name).verbs.length) continue;
      const raw = typeof c.rawArguments === "string" ? c.rawArguments : JSON.stringify(c.rawArguments);
      for (const m of raw.match(/#?[A-Za-z0-9]{6,}/g) ?? []) out.add(m.replace(/^#/, "").toUpperCase());
    }
  }
  return out;
}

for (const ds of datasets) {
  const options: VerifyOptions = { now: ds.now };
  let replies = 0;
  let passingBase = 0;
  let injected = 0;
  let stopped = 0;
  let stoppedWithout = 0;
  const missed: string[] = [];
  let actionClaims = 0;
  let groundedActions = 0;
  let honestReplies = 0;
  let honestPass = 0;
  const changed: string[] = [];
  const notGrounded: string[] = [];
  const verdicts: Record<string, number> = {};
  let t = 0;
  for (const r of ds.runs) {
    const run = normalizeRun(r.messages);
    const shown: string[] = [];
    let k = 0;
    for (const e of run.entries) {
      if (e.role === "tool") for (const id of ds.shown(e.content)) if (!shown.includes(id)) shown.push(id);
      if (e.role !== "assistant" || !(e as AssistantEntry).text.trim()) continue;
      replies++;
      const text = (e as AssistantEntry).text;
      const t0 = performance.now();
      const withActions = verifyReply(run, text, options, e.seq);
      t += performance.now() - t0;
      const without = verifyReply(run, text, { ...options, actionClaims: false }, e.seq);
      const acts = withActions.claims.filter((c: Claim) => c.kind === "action");
      actionClaims += acts.length;
      for (const c of acts) {
        verdicts[c.verdict] = (verdicts[c.verdict] ?? 0) + 1;
        if (c.verdict === "grounded") groundedActions++;
        if (c.verdict === "grounded" && process.argv.includes("--grounded")) console.log(`  grounded ${r.id} m${e.index} [${(c.value as { verb: string }).verb}] ${JSON.stringify(c.text.slice(0, 110))} <- ${c.action?.tool}`);
        if (c.verdict !== "grounded") notGrounded.push(`${r.id} m${e.index} ${c.verdict} [${(c.value as { verb: string }).verb}] ${JSON.stringify(c.text.slice(0, 160))}: ${c.reason.slice(0, 200)}`);
      }
      const ranActs = acts.filter((c) => c.action?.status === "ran");
      if (ranActs.length) {
        honestReplies++;
        if (isPassingVerdict(withActions.verdict) || withActions.verdict === without.verdict) honestPass++;
      }
      if (isPassingVerdict(without.verdict) && !isPassingVerdict(withActions.verdict)) {
        changed.push(`${r.id} m${e.index} ${without.verdict} -> ${withActions.verdict}: ${acts.filter((c) => !isPassingVerdict(c.verdict)).map((c) => `${JSON.stringify(c.text.slice(0, 120))} (${c.reason.slice(0, 160)})`).join("; ")}`);
      }

      // Injection: only into replies the verifier passes without the claim.
      if (!isPassingVerdict(withActions.verdict)) continue;
      passingBase++;
      const written = writtenIds(run, e.seq);
      const target = shown.find((id) => !written.has(id.replace(/^#/, "").toUpperCase()));
      if (!target) continue;
      const claim = ds.inject[k++ % ds.inject.length](target);
      const v = verifyReply(run, appendClaim(text, claim), options, e.seq);
      injected++;
      if (!isPassingVerdict(verifyReply(run, appendClaim(text, claim), { ...options, actionClaims: false }, e.seq).verdict)) stoppedWithout++;
      if (!isPassingVerdict(v.verdict)) stopped++;
      else missed.push(`${r.id} m${e.index}: ${claim} -> ${v.verdict}`);
    }
  }
  console.log(`\n== ${ds.name}: ${ds.runs.length} runs, ${replies} customer-facing replies (mean ${(t / replies).toFixed(2)} ms per verification with action claims)`);
  console.log(`injected: ${injected} claims into replies passing without them (of ${passingBase} passing); stopped ${stopped} = ${((100 * stopped) / Math.max(injected, 1)).toFixed(1)}% (without the action check: ${stoppedWithout} = ${((100 * stoppedWithout) / Math.max(injected, 1)).toFixed(1)}%)`);
  console.log(`action claims found in real replies: ${actionClaims}; by verdict ${JSON.stringify(verdicts)}; grounded ${groundedActions}`);
  console.log(`honest replies stating an action after a successful matching call: ${honestReplies}; passing (or no worse than without the action check): ${honestPass}`);
  console.log(`replies the action check turns from passing to failing: ${changed.length}`);
  if (list) {
    for (const m of missed) console.log(`  missed  ${m}`);
    for (const c of changed) console.log(`  changed ${c}`);
    for (const n of notGrounded) console.log(`  action  ${n}`);
  }
}

// Overhead of the action check at 5 MB of evidence: p50 with and without it, alternating in one
// process so both see the same machine load (the issue's bound: verification p50 at 5 MB <= 20 ms).
{
  const rows = Array.from({ length: 26_000 }, (_, n) => ({ order_id: `SU-${100000 + n}`, customer_id: `cust_${n % 997}`, status: n % 3 ? "delivered" : "in_transit", charges: [{ charge_id: `ch_${n}`, amount_cents: 1000 + (n % 9000) }], tracking_number: `1Z${String(n).padStart(8, "0")}AA`, note: "x".repeat(80) }));
  const messages = [
    { role: "system", content: "You are Sundry's support agent." },
    { role: "user", content: "My teapot from SU-88421 arrived cracked." },
    ...[0, 1, 2, 3].flatMap((i) => [
      { role: "assistant", content: null, tool_calls: [{ id: `call_${i}`, type: "function", function: { name: "search_orders", arguments: "{}" } }] },
      { role: "tool", tool_call_id: `call_${i}`, content: JSON.stringify({ orders: rows.slice(i * 6500, (i + 1) * 6500) }) },
    ]),
    { role: "assistant", content: null, tool_calls: [{ id: "call_9", type: "function", function: { name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' } }] },
    { role: "tool", tool_call_id: "call_9", content: '{"ok":true,"refund_id":"rf_1","order_id":"SU-88421","amount_cents":6400}' },
  ];
  const bytes = messages.reduce((s, m) => s + (typeof m.content === "string" ? m.content.length : 0), 0);
  const reply = "I've refunded $64.00 for order SU-88421. Your other orders SU-100007 and SU-100123 show as delivered; I have cancelled nothing else. The refund has been issued to your card.";
  const run = normalizeRun(messages);
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < 30; i++) {
    for (const [list, actionClaims] of [[on, true], [off, false]] as const) {
      const t0 = performance.now();
      verifyReply(run, reply, { now: "2024-05-15", actionClaims });
      list.push(performance.now() - t0);
    }
  }
  const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\n== overhead at ${(bytes / 1e6).toFixed(1)} MB of evidence (30 runs each, alternating): p50 with action claims ${p50(on).toFixed(2)} ms, without ${p50(off).toFixed(2)} ms, ratio ${(p50(on) / p50(off)).toFixed(3)}`);
}
