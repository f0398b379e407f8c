/**
 * The cost of issue 11 on the check path: the same write calls on the same 100-result ledger, with
 * relations, inferred owners, the inferred customer and policy amounts on (the default) and with all
 * four switched off in the policy, interleaved in one process. Usage: npx tsx bench/inference-overhead.ts
 */
import { readFileSync } from "node:fs";
import { buildLedger, checkToolCall, createGuard } from "../lib/guard/index";
const root = new URL("../examples/sundry/", import.meta.url).pathname;
const tools = JSON.parse(readFileSync(root + "tools.json", "utf8"));
const pol = JSON.parse(readFileSync(root + "policy.json", "utf8"));
const on = createGuard({ tools, policy: pol });
const off = createGuard({ tools, policy: { ...pol, inference: { owners: false, customer: false, relations: false, policyAmounts: false } } });
const msgs: unknown[] = [{ role: "system", content: "x" }, { role: "user", content: "SU-10003 broke, I paid $21.00" }];
for (let i = 0; i < 100; i++) {
  msgs.push({ role: "assistant", content: null, tool_calls: [{ id: `c${i}`, type: "function", function: { name: "get_order", arguments: "{}" } }] });
  msgs.push({ role: "tool", tool_call_id: `c${i}`, content: JSON.stringify({ order_id: `SU-${10000 + i}`, customer_id: "cust_1042", items: Array.from({ length: 4 }, (_, k) => ({ item_id: `it_${i}_${k}`, price_cents: 500 + k })), charges: [{ amount_cents: 1900 + i * 100 }], notes: "x ".repeat(400) }) });
}
const calls = [
  { id: "w1", name: "issue_refund", rawArguments: JSON.stringify({ order_id: "SU-10003", amount_cents: 2200 }) },
  { id: "w2", name: "start_return", rawArguments: JSON.stringify({ order_id: "SU-10003", item_ids: ["it_3_0", "it_3_1"], reason: "damaged" }) },
];
const lOn = buildLedger(msgs, on.policy), lOff = buildLedger(msgs, off.policy);
const t = { on: [] as number[], off: [] as number[] };
for (let k = 0; k < 40000; k++) {
  const c = calls[k % 2];
  for (const [g, l, arr] of [[on, lOn, t.on], [off, lOff, t.off]] as const) {
    const t0 = process.hrtime.bigint();
    const v = checkToolCall({ guard: g, ledger: l, call: c, facts: { customerId: "cust_1042" } });
    arr.push(Number(process.hrtime.bigint() - t0) / 1000);
    if (v.decision !== "allow") throw new Error(v.message);
  }
}
const p50 = (a: number[]) => a.slice(4000).sort((x, y) => x - y)[Math.floor((a.length - 4000) / 2)];
console.log(`p50 inference on ${p50(t.on).toFixed(1)} µs, off ${p50(t.off).toFixed(1)} µs`);
