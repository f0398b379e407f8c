/**
 * What Groundcheck adds to a tool call in an SDK agent: the AI SDK adapter's wrapped execute
 * (record the conversation the SDK hands it, check, run, record the result) against the same
 * tool's own execute, interleaved in one process, with 10 and 100 tool results already in the run.
 * Local mode (embedded engines) always; remote mode (the agent API on loopback, one connection at
 * a time) when --remote URL --key gck_… are given.
 *   npx tsx bench/sdk-bench.ts [--remote http://127.0.0.1:3211 --key gck_…] [--sessions 200]
 */
import { readFileSync } from "node:fs";
import { jsonSchema, tool, type ModelMessage, type ToolExecutionOptions, type ToolSet } from "ai";
import { buildLedger, checkToolCall, createGuard } from "../lib/guard/index";
import { fromAiSdkMessages } from "../lib/sdk/core/convert-messages";
import { groundcheck, type AiSdkGroundcheckOptions } from "../lib/sdk/ai-sdk";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const root = new URL("../examples/sundry/", import.meta.url);
const tools = JSON.parse(readFileSync(new URL("tools.json", root), "utf8"));
const policy = JSON.parse(readFileSync(new URL("policy.json", root), "utf8"));
const guard = createGuard({ tools, policy });
const CUSTOMER = "cust_1042";
const CALLS_PER_SESSION = 5;

const order = (i: number) => ({ order_id: `SU-${10000 + i}`, customer_id: CUSTOMER, status: "delivered", items: Array.from({ length: 3 }, (_, k) => ({ item_id: `it_${i}_${k}`, title: `Item ${i}.${k}`, price_cents: 500 + k })), charges: [{ charge_id: `ch_${i}`, amount_cents: 1900 + i * 100 }], shipment: { tracking_number: `1Z${i}`, carrier: "UPS" } });

/** The conversation as the AI SDK hands it to execute: a user message, then `n` get_order calls and their results. */
function history(n: number): ModelMessage[] {
  const m: ModelMessage[] = [{ role: "user", content: "Several of my orders arrived broken; please refund them." }];
  for (let i = 0; i < n; i++) {
    m.push({ role: "assistant", content: [{ type: "tool-call", toolCallId: `h${i}`, toolName: "get_order", input: { order_id: order(i).order_id } }] });
    m.push({ role: "tool", content: [{ type: "tool-result", toolCallId: `h${i}`, toolName: "get_order", output: { type: "json", value: order(i) } }] });
  }
  return m;
}

function sundryTools(): ToolSet {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const schema = (name: string) => jsonSchema<any>(tools.find((t: { function: { name: string } }) => t.function.name === name).function.parameters);
  return {
    get_order: tool({ inputSchema: schema("get_order"), execute: async (a: { order_id: string }) => order(Number(a.order_id.slice(3)) - 10000) }),
    issue_refund: tool({ inputSchema: schema("issue_refund"), execute: async (a: { order_id: string; amount_cents: number }) => ({ ok: true, refund_id: `rf_${a.order_id}`, amount_cents: a.amount_cents }) }),
  };
}
type Exec = (input: unknown, o: ToolExecutionOptions<unknown>) => Promise<unknown>;

const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(a.length * p))];

async function measure(label: string, n: number, sessions: number, options: (s: number) => AiSdkGroundcheckOptions, unit: "µs" | "ms") {
  const messages = history(n);
  const raw = sundryTools();
  const base: number[] = [];
  const guarded: number[] = [];
  for (let s = 0; s < sessions; s++) {
    const gc = groundcheck(options(s));
    const wrapped = gc.tools(sundryTools());
    // Untimed: the first call records the conversation so far (n results), as the SDK's first execute would.
    await (wrapped.get_order.execute as Exec)({ order_id: order(0).order_id }, { toolCallId: `s${s}w`, messages, context: undefined });
    for (let k = 0; k < CALLS_PER_SESSION; k++) {
      const i = (s * CALLS_PER_SESSION + k) % n;
      const input = { order_id: order(i).order_id, amount_cents: order(i).charges[0].amount_cents };
      const opts = { toolCallId: `s${s}c${k}`, messages, context: undefined };
      let t0 = process.hrtime.bigint();
      await (raw.issue_refund.execute as Exec)(input, opts);
      base.push(Number(process.hrtime.bigint() - t0) / 1000);
      t0 = process.hrtime.bigint();
      const out = (await (wrapped.issue_refund.execute as Exec)(input, opts)) as { refund_id?: string; code?: string };
      guarded.push(Number(process.hrtime.bigint() - t0) / 1000);
      if (!out.refund_id) throw new Error(`${label}: the refund was not allowed: ${JSON.stringify(out)}`);
    }
  }
  // Drop the first tenth (warm-up), then per-call figures.
  const warm = Math.floor(base.length / 10);
  const b = base.slice(warm);
  const g = guarded.slice(warm);
  const scale = unit === "ms" ? 1000 : 1;
  const f = (x: number) => (x / scale).toFixed(unit === "ms" ? 2 : 1);
  console.log(`${label.padEnd(7)} ${String(n).padStart(3)} results  without ${f(pct(b, 0.5))} / ${f(pct(b, 0.99))} ${unit}   with Groundcheck ${f(pct(g, 0.5))} / ${f(pct(g, 0.99))} ${unit}   added p50 ${f(pct(g, 0.5) - pct(b, 0.5))} ${unit}, p99 ${f(pct(g, 0.99) - pct(b, 0.99))} ${unit}   (${g.length} calls)`);
}

/** For scale on a shared machine: the guard's own check on the same run, in the same process. */
function guardAlone(n: number) {
  const ledger = buildLedger(fromAiSdkMessages(history(n), { calls: new Set(), results: new Set() }), guard.policy);
  const t: number[] = [];
  for (let k = 0; k < 2000; k++) {
    const i = k % n;
    const t0 = process.hrtime.bigint();
    checkToolCall({ guard, ledger, call: { id: `g${k}`, name: "issue_refund", rawArguments: { order_id: order(i).order_id, amount_cents: order(i).charges[0].amount_cents } }, facts: { customerId: CUSTOMER } });
    t.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const w = t.slice(200);
  console.log(`guard   ${String(n).padStart(3)} results  checkToolCall alone ${pct(w, 0.5).toFixed(1)} / ${pct(w, 0.99).toFixed(1)} µs`);
}

const sessions = Number(arg("sessions") ?? 200);
console.log("p50 / p99 per tool call (wrapped execute vs the tool's own execute, interleaved)");
for (const n of [10, 100]) {
  guardAlone(n);
  await measure("local", n, sessions, () => ({ mode: "local", guard, customerId: CUSTOMER }), "µs");
}
const url = arg("remote");
const key = arg("key");
if (url && key) {
  // For scale: the server's health route, one connection, in the same run (the machine's load shows here first).
  const health: number[] = [];
  for (let k = 0; k < 60; k++) {
    const t0 = process.hrtime.bigint();
    await (await fetch(`${url}/api/health`)).text();
    health.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  console.log(`health          GET /api/health ${pct(health.slice(10), 0.5).toFixed(2)} / ${pct(health.slice(10), 0.99).toFixed(2)} ms (a tool call costs two requests: the check, then the call and its result appended)`);
  const stamp = Date.now().toString(36);
  for (const n of [10, 100]) {
    await measure("remote", n, Math.max(20, Math.floor(sessions / 4)), (s) => {
      const t = `BENCH-${stamp}-${n}-${s}`;
      return { mode: "remote", baseUrl: url, apiKey: key, run: { idempotency_key: t, ticket: { id: t }, customer: { id: CUSTOMER } } };
    }, "ms");
  }
}
