// Test data for the not-checked spec: an agent of the test's own (so its share is exactly what the
// test made) and replies imported for it through the agent API, one fresh ticket each.
import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { createStrictSundryAgent } from "./agent-factories";
import { uniqueTicket } from "./review-factories";

/** A policy sentence no fact or clause settles: the verifier leaves it not_checked (it passes). */
export const NOT_CHECKED_SENTENCE = "Gift wrapping is free for all orders.";
/** The clause the verifier finds closest to it, as the Sundry library has it. */
export const BEST_CLAUSE = { id: "SHIP-FREE-50", text: "Orders of $50 or more ship free by standard shipping." };
/** A policy sentence the library supports (supported_uncited): counted, but checked. */
export const SUPPORTED_SENTENCE = "Most items can be returned within 30 days of delivery for a full refund of the item price.";
/** A date no tool result gives: invented, so the reply is held. */
export const INVENTED_DATE_SENTENCE = "Your replacement teapot arrives Thursday.";

const ORDER = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", region: "US", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }] };

/** A new agent with Sundry's tools and an API key; its name is unique, for finding its row on the dashboard. */
export async function createNotCheckedAgent(browser: Browser) {
  const name = `nc-agent-${Date.now()}`;
  return { name, key: await createStrictSundryAgent(browser, "not-checked", name) };
}

/** Imports a run that looked the order up and searched the policy, then replied `reply`. */
export async function importReply(request: APIRequestContext, key: string, reply: string) {
  const ticket = uniqueTicket("nc");
  const res = await request.post("/api/v1/imports", {
    headers: { authorization: `Bearer ${key}` },
    data: {
      idempotency_key: ticket,
      ticket: { id: ticket, subject: "e2e not checked" },
      customer: { id: "cust_1042", name: "Ana Ortiz" },
      messages: [
        { role: "user", content: "My teapot from order SU-88421 arrived. Can I return it?" },
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] },
        { role: "tool", tool_call_id: "call_1", content: JSON.stringify(ORDER) },
        { role: "assistant", content: null, tool_calls: [{ id: "call_2", type: "function", function: { name: "search_policy", arguments: '{"query":"returns"}' } }] },
        { role: "tool", tool_call_id: "call_2", content: JSON.stringify({ results: [{ clause_id: "RET-30" }] }) },
        { role: "assistant", content: reply },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { run_id: string; held_item_ids: string[] };
  return { ticket, heldIds: body.held_item_ids };
}
