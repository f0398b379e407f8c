/**
 * Guard benchmark: synthetic runs with 10, 100 and 1,000 tool results (about 5 KB each, so up to
 * ~5 MB of evidence). For each size, in the same process and on the same strings:
 *   - ledger build time vs JSON.parse of every tool result (medians, ratio),
 *   - checkToolCall time per call (p50, p99) for a write call whose ids and amount are grounded,
 *   - memory retained by the ledger vs evidence size.
 * Run: npx tsx --expose-gc bench/guard-bench.ts   (prints a Markdown table for bench/RESULTS.md)
 */
import { readFileSync } from "node:fs";
import { buildLedger, checkToolCall, createGuard, createRunState } from "../lib/guard/index";
import { normalizeRun } from "../lib/run/normalize-run";

const root = new URL("../examples/sundry/", import.meta.url);
const guard = createGuard({ tools: JSON.parse(readFileSync(new URL("tools.json", root), "utf8")), policy: JSON.parse(readFileSync(new URL("policy.json", root), "utf8")) });
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = <T>(a: T[]) => a[Math.floor(rand() * a.length)];
const words = "parcel arrived damaged seller replacement courier depot scanned delayed weather customs cleared sorting facility out for delivery signed neighbour".split(" ");
const sentence = (n: number) => Array.from({ length: n }, () => pick(words)).join(" ");

/** One ~5 KB get_order result: nested items, charges, tracking events with prose. */
function orderResult(i: number) {
  const id = `SU-${String(10000 + i).padStart(5, "0")}`;
  return {
    order_id: id,
    customer_id: i % 7 === 0 ? "cust_2077" : "cust_1042",
    status: pick(["delivered", "shipped", "processing"]),
    seller: { seller_id: `sel_${100 + (i % 50)}`, name: "Potter & Co", rating: 4.7 },
    items: Array.from({ length: 4 }, (_, k) => ({ item_id: `it_${i}_${k}`, sku: `SKU-${(i * 13 + k) % 99999}`, title: sentence(4), qty: 1 + (k % 3), price_cents: 500 + ((i * 37 + k * 101) % 20000) })),
    charges: [{ charge_id: `ch_${i}_a`, amount_cents: 1900 + (i % 50) * 100, created_at: "2026-03-03T10:15:00Z" }],
    shipment: {
      tracking_number: `1Z999AA1${String(i).padStart(10, "0")}`,
      carrier: "UPS",
      events: Array.from({ length: 20 }, (_, k) => ({ at: `2026-03-${String(1 + (k % 28)).padStart(2, "0")}T0${k % 10}:00:00Z`, location: pick(["Leeds", "Derby", "Hull", "York"]), detail: sentence(18) })),
    },
    notes: `${sentence(40)} ref ${id}.`,
  };
}

function makeRun(n: number) {
  const messages: unknown[] = [{ role: "system", content: "You are Sundry's support agent." }, { role: "user", content: "My order SU-10003 arrived broken, I paid $21.00." }];
  for (let i = 0; i < n; i++) {
    messages.push({ role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: `SU-${10000 + i}` }) } }] });
    messages.push({ role: "tool", tool_call_id: `c${i}`, content: JSON.stringify(orderResult(i)) });
  }
  return messages;
}

const typedBytes = (l: object) => Object.values(l).reduce((s: number, v) => s + (ArrayBuffer.isView(v) ? v.byteLength : 0), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const now = () => Number(process.hrtime.bigint()) / 1e6;

const rows: string[] = [];
const perMB: number[] = [];
for (const n of [10, 100, 1000]) {
  const messages = makeRun(n);
  const run = normalizeRun(messages);
  const contents = run.entries.flatMap((e) => (e.role === "tool" ? [e.content] : []));
  const bytes = contents.reduce((s, c) => s + Buffer.byteLength(c), 0);
  const reps = n >= 1000 ? 11 : n >= 100 ? 31 : 201;
  // Warm both paths so the JIT has compiled them before anything is timed.
  for (let w = 0; w < 3; w++) {
    buildLedger(run, guard.policy);
    for (const c of contents) JSON.parse(c);
  }
  const ledgerT: number[] = [];
  const parseT: number[] = [];
  for (let r = 0; r < reps; r++) {
    // Alternate the order so neither side always runs on a freshly collected heap.
    const t0 = now();
    for (const c of contents) JSON.parse(c);
    const t1 = now();
    buildLedger(run, guard.policy);
    const t2 = now();
    parseT.push(t1 - t0);
    ledgerT.push(t2 - t1);
  }
  // Memory: heap growth after full collections, plus the ledger's typed arrays (held outside the
  // V8 heap, and freed by a concurrent sweeper, so counted exactly instead of sampled).
  const heapNow = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const mems: number[] = [];
  let ledger = buildLedger(run, guard.policy);
  for (let r = 0; r < 3; r++) {
    (ledger as unknown) = null;
    const before = heapNow();
    ledger = buildLedger(run, guard.policy);
    mems.push(heapNow() - before + typedBytes(ledger));
  }
  const retained = median(mems);
  const pb = heapNow();
  const parsed = contents.map((c) => JSON.parse(c));
  const parsedMem = heapNow() - pb;
  if (parsed.length !== contents.length) throw new Error("unreachable");

  const calls = [
    { id: "w1", name: "issue_refund", rawArguments: JSON.stringify({ order_id: "SU-10003", amount_cents: 2200 }) },
    { id: "w2", name: "start_return", rawArguments: JSON.stringify({ order_id: "SU-10003", item_ids: ["it_3_0", "it_3_1"], reason: "damaged" }) },
    { id: "w3", name: "message_seller", rawArguments: JSON.stringify({ order_id: "SU-10003", seller_id: "sel_103", body: "The buyer's teapot arrived broken." }) },
  ];
  for (const c of calls) {
    const v = checkToolCall({ guard, ledger, call: c, facts: { customerId: "cust_1042" } });
    if (v.decision !== "allow") throw new Error(`bench call ${c.name} was not allowed: ${v.message}`);
  }
  const checkT: number[] = [];
  const state = createRunState();
  for (let k = 0; k < 30000; k++) {
    const c = calls[k % calls.length];
    const t0 = process.hrtime.bigint();
    checkToolCall({ guard, ledger, call: c, facts: { customerId: "cust_1042" }, state });
    checkT.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const checkSteady = checkT.slice(3000);
  const lm = median(ledgerT);
  const pm = median(parseT);
  perMB.push(lm / (bytes / 1e6));
  rows.push(`| ${n} | ${(bytes / 1e6).toFixed(2)} MB | ${pm.toFixed(2)} ms | ${lm.toFixed(2)} ms | ${(lm / pm).toFixed(2)}x | ${pct(checkSteady, 0.5).toFixed(1)} µs | ${pct(checkSteady, 0.99).toFixed(1)} µs | ${(retained / 1e6).toFixed(2)} MB (${(retained / bytes).toFixed(2)}x) | ${(parsedMem / 1e6).toFixed(2)} MB | ${ledger.occCount} |`);
}

console.log(`node ${process.version}, gc ${(globalThis as { gc?: unknown }).gc ? "exposed" : "NOT exposed (memory figures unreliable)"}\n`);
console.log("| tool results | evidence | JSON.parse (median) | ledger build (median) | ratio | check p50 | check p99 | ledger memory (x evidence) | JSON.parse tree memory | occurrences |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
console.log(`\nledger build per MB of evidence: ${perMB.map((x) => `${x.toFixed(2)} ms`).join(" / ")} (10 / 100 / 1,000 results)`);
