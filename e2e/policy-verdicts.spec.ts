// Issue 10 end to end: the Sundry demo's reply with no citation markers, opened on the item page —
// the RET-30 sentence with its suggested citation, the agent's own total with its formula and both
// tool results, the 60-day window beside RET-30's 30 days. And a JSON reply read as its message.
import { expect, test } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";
import { buildScenarios } from "../lib/demo/demo-scenarios";
import { buildSundryStore } from "../lib/demo/sundry-store";
import { uniqueTicket } from "./review-factories";

test.use({ storageState: "e2e/.auth/reviewer.json" });

test("the demo's uncited policy reply shows a suggested citation, a derived total's formula and a contradiction side by side", async ({ page }) => {
  // The demo's tickets are built the same way the seed builds them (order ids do not depend on the day).
  const demo = buildScenarios(buildSundryStore({ today: new Date().toISOString().slice(0, 10) })).find((s) => s.kind === "policy_judgement")!;
  await page.goto(`/queue?q=${demo.ticket}`);
  await page.getByTestId("queue-row").filter({ hasText: demo.ticket }).first().getByRole("link", { name: demo.ticket }).click();
  await expect(page.getByRole("heading", { name: "Held reply" })).toBeVisible();

  // Supported, uncited: RET-30 is offered as the citation, its sentence shown.
  const supported = page.locator('li[data-testid^="claim-"]').filter({ hasText: "supported by policy, uncited" }).filter({ hasText: "Most items can be returned within 30 days" }).first();
  await expect(supported.getByTestId("suggested-citation")).toContainText("[clause:RET-30]");
  await expect(supported.getByTestId("suggested-passage")).toContainText("Most items can be returned within 30 days of delivery");

  // Derived: the formula, and each operand's tool result.
  const derived = page.getByTestId("derivation");
  await expect(derived.getByTestId("derivation-formula")).toHaveText(/^\$\d+\.\d\d \+ \$\d+\.\d\d = \$\d+\.\d\d$/);
  await expect(derived.getByTestId("derivation-operand")).toHaveCount(2);
  await expect(derived.getByTestId("derivation-operand").first()).toContainText("Tool result · get_order");

  // Contradicted: the reply's words and the policy's words, side by side, and why.
  const conflict = page.locator('li[data-testid^="claim-"]').filter({ hasText: "contradicted" }).getByTestId("contradiction").first();
  await expect(conflict.getByTestId("contradiction-reply")).toContainText("we refund it within 60 days of delivery");
  await expect(conflict.getByTestId("contradiction-policy")).toContainText("Clause RET-30");
  await expect(conflict.getByTestId("contradiction-policy")).toContainText("within 30 days of delivery");
  await expect(conflict).toContainText("Why: the reply gives 60 days; the policy says 30 days");
});

test("a JSON reply's claims are highlighted in its message text, not in the raw JSON", async ({ page, request }) => {
  const ticket = uniqueTicket("json-reply");
  const order = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }] };
  const message = "Here is what I found:\n1. Order SU-88421 was charged $64.00.\n2. I can refund $71.00 today.";
  const res = await request.post("/api/v1/imports", {
    headers: { authorization: `Bearer ${E2E_DEMO_API_KEY}` },
    data: {
      idempotency_key: ticket,
      ticket: { id: ticket, subject: "e2e JSON reply" },
      customer: { id: "cust_1042", name: "Ana Ruiz" },
      messages: [
        { role: "system", content: "You are Sundry's support agent. Answer as JSON: {\"message\": \"...\"}." },
        { role: "user", content: "What did I pay for SU-88421?" },
        { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] },
        { role: "tool", tool_call_id: "call_1", content: JSON.stringify(order) },
        { role: "assistant", content: JSON.stringify({ message }) },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { held_item_ids: held } = (await res.json()) as { held_item_ids: string[] };
  expect(held).toHaveLength(1);
  await page.goto(`/queue/${held[0]}`);
  await expect(page.getByTestId("json-reply-note")).toContainText('its "message" field');
  const text = page.getByTestId("reply-text");
  // The decoded message with its line breaks, no JSON quoting or \n escapes.
  await expect(text).toContainText("Here is what I found:");
  await expect(text).not.toContainText('{"message"');
  await expect(text).not.toContainText("\\n");
  await expect(text.locator('mark[data-verdict="invented"]').filter({ hasText: "$71.00" })).toHaveCount(1);
  await expect(text.locator('mark[data-verdict="grounded"]').filter({ hasText: "$64.00" })).toHaveCount(1);
});
