/**
 * Benchmark of verifyReply: a ~1 KB reply against 1, 2.5 and 5 MB of tool evidence (plus 10 MB
 * for the growth curve), with and without a budget, beside JSON.parse of the same evidence.
 *
 *   node --expose-gc --import tsx bench/verify-bench.ts [--iterations N]
 */
import { readFileSync } from "node:fs";
import { normalizeRun } from "../lib/run";
import { verifyReply, type Clause } from "../lib/verify";

const iterations = Number(process.argv[process.argv.indexOf("--iterations") + 1]) || 40;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** A run whose tool results total about `bytes`: four large search results after a warm-up call. */
function makeRun(bytes: number): unknown[] {
  const messages: unknown[] = [{ role: "system", content: "You are Sundry's support agent." }, { role: "user", content: "Where is my teapot? Order SU-88421." }];
  const per = Math.floor(bytes / 4);
  let n = 0;
  for (let call = 0; call < 4; call++) {
    const rows: string[] = [];
    let size = 2;
    while (size < per) {
      const row = JSON.stringify({
        order_id: `SU-${100000 + n}`,
        customer_id: `cust_${n % 997}`,
        status: n % 3 ? "delivered" : "in_transit",
        region: "US",
        category: "home",
        delivered_at: `2024-0${1 + (n % 4)}-${String(1 + (n % 28)).padStart(2, "0")}`,
        charges: [{ charge_id: `ch_${n}`, amount_cents: 1000 + (n % 9000) }],
        tracking_number: `1Z${String(n).padStart(8, "0")}AA`,
      });
      rows.push(row);
      size += row.length + 1;
      n++;
    }
    if (call === 3) rows.push(JSON.stringify({ order_id: "SU-88421", status: "delivered", region: "US", delivered_at: "2024-05-10", refund_rate: 0.9, charges: [{ amount_cents: 6400 }], estimated_replacement: "2024-05-16" }));
    const id = `call_${call}`;
    messages.push({ role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name: "search_orders", arguments: "{}" } }] });
    messages.push({ role: "tool", tool_call_id: id, content: `[${rows.join(",")}]` });
  }
  messages.push({ role: "assistant", content: null, tool_calls: [{ id: "call_p", type: "function", function: { name: "search_policy", arguments: "{}" } }] });
  messages.push({ role: "tool", tool_call_id: "call_p", content: JSON.stringify({ results: ["RET-30", "REF-TIMING"] }) });
  return messages;
}

const clauses: Clause[] = [
  { id: "RET-30", title: "Returns window", text: "Most items can be returned within 30 days of delivery for a full refund of the item price.", scope: { regions: ["US"], maxDaysSinceDelivery: 30 } },
  { id: "REF-TIMING", title: "When refunds arrive", text: "Card refunds appear within 5-10 business days after the refund is issued." },
];

const REPLY = [
  "Thanks for waiting. I found your order SU-88421 [tool:call_3], delivered on May 10, and the charge of $64.00 for the teapot.",
  "Because it arrived cracked, I have refunded $64.00 to your card; card refunds appear within 5-10 business days after the refund is issued [clause:REF-TIMING].",
  "You can also return any other item within 30 days of delivery for a full refund [clause:RET-30].",
  "The replacement teapot arrives Thursday, 2024-05-16, and I've noted 90% of the shipping fee as credit.",
  "Your other orders SU-100007 and SU-100123 show as delivered, tracking 1Z00000123AA; the parcel for SU-100012 is still in transit.",
  "For your records: the refund reference is the same as the charge, and the credit note shows the same $64.00 amount from order SU-88421.",
  "Our team checked the parcel history on 2024-05-10 and confirmed it was handed over in the US, so no customs fees apply to the replacement either.",
  "If anything else looks wrong, reply here and quote SU-88421 so we can pick it up straight away. Have a good week!",
].join(" ");

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

interface Timing {
  p50: number;
  p99: number;
  heapDeltaMB: number;
}

/**
 * Time several functions interleaved (one call of each per round, after two warm-up rounds), so
 * load from other processes on a shared machine hits them all alike and the ratios stay honest.
 */
function timeInterleaved(fns: (() => unknown)[]): Timing[] {
  for (let w = 0; w < 2; w++) fns.forEach((fn) => fn());
  const times = fns.map(() => [] as number[]);
  const heap = fns.map(() => 0);
  for (let i = 0; i < iterations; i++) {
    fns.forEach((fn, k) => {
      gc();
      const h0 = process.memoryUsage().heapUsed;
      const t0 = performance.now();
      fn();
      times[k].push(performance.now() - t0);
      heap[k] = Math.max(heap[k], process.memoryUsage().heapUsed - h0);
    });
  }
  return times.map((t, k) => ({ p50: percentile(t, 50), p99: percentile(t, 99), heapDeltaMB: heap[k] / 1e6 }));
}

const fmt = (x: number) => x.toFixed(2).padStart(7);
console.log(`reply: ${REPLY.length} chars; iterations: ${iterations}; node ${process.version}`);
console.log("evidence | mode                     |   p50 ms |   p99 ms | heap+ MB | JSON.parse p50 | ratio");
const growth: [number, number][] = [];
for (const mb of [1, 2.5, 5, 10]) {
  const messages = makeRun(mb * 1e6);
  const contents = messages.filter((m) => (m as { role: string }).role === "tool").map((m) => (m as { content: string }).content);
  const warm = normalizeRun(messages);
  const modes: [string, () => unknown][] = [
    ["no budget", () => verifyReply(messages, REPLY, { clauses, now: "2024-05-15" })],
    ["budget 64 KB, claim-aware", () => verifyReply(messages, REPLY, { clauses, now: "2024-05-15", budget: 65_536 })],
    ["budget 64 KB, head-first", () => verifyReply(messages, REPLY, { clauses, now: "2024-05-15", budget: 65_536, packer: "head-first" })],
    ["no budget, run reused", () => verifyReply(warm, REPLY, { clauses, now: "2024-05-15" })],
  ];
  const [parse, ...timed] = timeInterleaved([() => contents.map((c) => JSON.parse(c)), ...modes.map(([, fn]) => fn)]);
  const check = verifyReply(messages, REPLY, { clauses, now: "2024-05-15", budget: 65_536 });
  modes.forEach(([name], k) => {
    const r = timed[k];
    if (name === "no budget") growth.push([mb, r.p50]);
    console.log(`${String(mb).padStart(5)} MB | ${name.padEnd(24)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.heapDeltaMB)} | ${fmt(parse.p50)}        | ${(r.p50 / parse.p50).toFixed(2)}`);
  });
  const naive = verifyReply(messages, REPLY, { clauses, now: "2024-05-15", budget: 65_536, packer: "head-first" });
  console.log(`         64 KB budget, bytes ${check.telemetry.bytesBefore} -> ${check.telemetry.bytesAfter}: claim-aware ${check.verdict} ${JSON.stringify(check.telemetry.counts)}; head-first ${naive.verdict} ${JSON.stringify(naive.telemetry.counts)}`);
}
const [m0, t0] = growth[0];
console.log("growth (no budget, p50 per MB):", growth.map(([mb, t]) => `${mb} MB: ${(t / mb).toFixed(2)} ms/MB`).join(", "), `(x${(growth.at(-1)![1] / t0).toFixed(1)} time for x${growth.at(-1)![0] / m0} size)`);
console.log(`peak RSS: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);

// Issue 10: matching uncited policy sentences against a 50-clause library plus a system prompt
// adds at most 1 ms per reply. Same small run, with and without three uncited policy sentences.
{
  const library: Clause[] = Array.from({ length: 50 }, (_, i) => ({
    id: `POL-${i + 1}`,
    title: `Policy rule ${i + 1} for ${["returns", "refunds", "exchanges", "cancellations", "shipping"][i % 5]}`,
    text: `Orders in state ${["pending", "delivered", "processed"][i % 3]} can be ${["returned", "refunded", "exchanged", "cancelled", "shipped"][i % 5]} within ${10 + i} days of ${["delivery", "purchase"][i % 2]}. A fee of $${5 + i} applies per item. Gift cards cannot be refunded to a bank account.`,
  }));
  const prompt = readFileSync(new URL("../../shared/datasets/tau2-retail-dev/policy.md", import.meta.url), "utf8");
  const small = [{ role: "system", content: prompt }, { role: "user", content: "Can I return order SU-88421?" }, ...makeRun(2e4).slice(2)];
  const plain = "I found your order SU-88421 [tool:call_3], delivered on May 10, and the charge of $64.00 for the teapot.";
  const withPolicy = `${plain} An order can only be returned if its status is delivered. Refunds for cancelled orders take 5 to 7 business days. Gift cards can be refunded to your bank account.`;
  const [base, policy] = timeInterleaved([() => verifyReply(small, plain, { clauses: library }), () => verifyReply(small, withPolicy, { clauses: library })]);
  const sample = verifyReply(small, withPolicy, { clauses: library });
  console.log(`policy match, 50 clauses + the retail prompt: reply without policy sentences p50 ${base.p50.toFixed(3)} ms, with three ${policy.p50.toFixed(3)} ms: +${(policy.p50 - base.p50).toFixed(3)} ms per reply (${sample.claims.filter((c) => c.kind === "policy" || c.kind === "duration").map((c) => c.verdict).join(", ")})`);
  // The same pair back to back without the forced GC before each call: a server verifying replies
  // runs warm, and a full collection before every call makes the allocating path pay for the heap.
  const steady = (fn: () => unknown) => {
    for (let i = 0; i < 30; i++) fn();
    const t: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      fn();
      t.push(performance.now() - t0);
    }
    return percentile(t, 50);
  };
  const [warmBase, warmPolicy] = [steady(() => verifyReply(small, plain, { clauses: library })), steady(() => verifyReply(small, withPolicy, { clauses: library }))];
  console.log(`policy match, warm (no forced GC): without ${warmBase.toFixed(3)} ms, with three ${warmPolicy.toFixed(3)} ms: +${(warmPolicy - warmBase).toFixed(3)} ms per reply (target <= 1 ms)`);
}
