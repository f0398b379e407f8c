// Test data for the policy, dashboard and answer-key specs, through the agent API with the demo
// agent's key: each call imports its own transcript under a ticket id nobody else uses.
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";
import { uniqueTicket } from "./review-factories";

type Message = Record<string, unknown>;
const REPLY_RUNS = readFileSync(new URL("../examples/sundry/reply-fixtures/runs.jsonl", import.meta.url), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { id: string; customer_id: string; messages: Message[] });

export const as = (browser: Browser, role: string) => browser.newContext({ storageState: `e2e/.auth/${role}.json` });

export async function importMessages(request: APIRequestContext, tag: string, customerId: string, messages: Message[]) {
  const ticket = uniqueTicket(tag);
  const res = await request.post("/api/v1/imports", {
    headers: { authorization: `Bearer ${E2E_DEMO_API_KEY}` },
    data: { idempotency_key: ticket, ticket: { id: ticket, subject: `e2e ${tag}` }, customer: { id: customerId, name: "Ana Ortiz" }, messages },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { run_id: string; held_item_ids: string[]; tool_calls: Record<string, number>; replies: Record<string, number> };
  return { ticket, ...body };
}

/**
 * Sundry's "reply-unsupported" run with its policy lookup and citation pointing at `clauseId`:
 * the reply says the clause refunds shipping for 90 days, which the clause does not say.
 */
export async function importUnsupportedReply(request: APIRequestContext, clauseId: string) {
  const base = REPLY_RUNS.find((r) => r.id === "reply-unsupported")!;
  const messages = JSON.parse(JSON.stringify(base.messages).replaceAll("RET-30", clauseId)) as Message[];
  return importMessages(request, "clause", base.customer_id, messages);
}
