// Builders shared by the guard's tests: short OpenAI-format runs around Sundry's real fixture files.
import { readFileSync } from "node:fs";
import { createGuard, type Guard } from "./create-guard";

const sundry = new URL("../../examples/sundry/", import.meta.url);
export const sundryTools = JSON.parse(readFileSync(new URL("tools.json", sundry), "utf8"));
export const sundryPolicy = JSON.parse(readFileSync(new URL("policy.json", sundry), "utf8"));
export const sundryRuns: Array<{ id: string; customer_id: string; messages: unknown[] }> = readFileSync(new URL("runs.jsonl", sundry), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l));

export const sundryGuard = (policy: unknown = sundryPolicy): Guard => createGuard({ tools: sundryTools, policy });
export const sundryRun = (id: string) => sundryRuns.find((r) => r.id === id)!;

export const user = (content: string) => ({ role: "user", content });
export const say = (content: string) => ({ role: "assistant", content });
export const call = (id: string, name: string, args: unknown) => ({
  role: "assistant",
  content: null,
  tool_calls: [{ id, type: "function", function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) } }],
});
export const result = (id: string, content: unknown) => ({ role: "tool", tool_call_id: id, content: typeof content === "string" ? content : JSON.stringify(content) });

export const order = (id: string, customer: string, charges: number[]) => ({
  order_id: id,
  customer_id: customer,
  seller_id: "sel_311",
  items: [{ item_id: "it_5521", title: "Ceramic teapot" }],
  charges: charges.map((c, i) => ({ charge_id: `ch_${i + 1}`, amount_cents: c })),
});
