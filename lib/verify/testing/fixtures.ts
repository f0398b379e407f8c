/** Builders of small OpenAI-format runs for the verifier's tests (the Sundry demo store's shapes). */
import { readFileSync } from "node:fs";
import { parseClauseLibrary } from "../policy/clauses";
import type { Clause, PolicyLike } from "../types";

export type Message = Record<string, unknown>;

/** An assistant turn calling one tool, and the tool's answer. */
export function toolTurn(id: string, name: string, result: unknown, args: unknown = {}): Message[] {
  return [
    { role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] },
    { role: "tool", tool_call_id: id, content: typeof result === "string" ? result : JSON.stringify(result) },
  ];
}

export function runOf(...turns: (Message | Message[])[]): Message[] {
  return [{ role: "system", content: "You are Sundry's support agent." }, ...turns.flat()];
}

export const sundryClauses: Clause[] = parseClauseLibrary(
  JSON.parse(readFileSync(new URL("../../../examples/sundry/clauses.json", import.meta.url), "utf8")),
);

export const sundryPolicy: PolicyLike = JSON.parse(readFileSync(new URL("../../../examples/sundry/policy.json", import.meta.url), "utf8"));

/** A delivered Sundry order, as get_order returns it. */
export function order(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    order_id: "SU-88421",
    customer_id: "cust_1042",
    status: "delivered",
    region: "US",
    category: "home",
    delivered_at: "2024-05-05",
    items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }],
    charges: [{ charge_id: "ch_9001", amount_cents: 6400 }],
    ...overrides,
  };
}

/** search_policy returning the named clauses' ids and text. */
export function policyLookup(id: string, ...clauseIds: string[]): Message[] {
  const found = clauseIds.map((c) => ({ clause_id: c, text: sundryClauses.find((k) => k.id === c)?.text ?? "" }));
  return toolTurn(id, "search_policy", { results: found });
}

export const NOW = "2024-05-15T12:00:00Z";
