// Issue 16 end to end: a reply saying a refund was issued while the refund call was held (never
// released) is held itself, and the reviewer sees "no such call ran" beside that sentence.
import { expect, test } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";
import { uniqueTicket } from "./review-factories";

const ORDER = {
  order_id: "SU-88421",
  customer_id: "cust_1042",
  status: "delivered",
  region: "US",
  items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }],
  charges: [{ charge_id: "ch_9001", amount_cents: 6400 }],
};
const SENTENCE = "Your refund of $64.00 for order SU-88421 has been issued.";

test("a reviewer opens the held 'refund issued' reply and sees that no such call ran, beside the sentence", async ({ browser, request }) => {
  const ticket = uniqueTicket("held-refund");
  const call = (id: string, name: string, args: object) => ({ role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
  const messages = [
    { role: "system", content: "You are Sundry's support agent." },
    { role: "user", content: "My teapot from SU-88421 arrived cracked. Please refund it." },
    call("call_1", "get_order", { order_id: "SU-88421" }),
    { role: "tool", tool_call_id: "call_1", content: JSON.stringify(ORDER) },
    call("call_2", "issue_refund", { order_id: "SU-88421", amount_cents: 6400 }),
    // What guardedDispatch hands the model for a held call: the refund has not run.
    {
      role: "tool",
      tool_call_id: "call_2",
      content: JSON.stringify({ tool_use_id: "call_2", is_error: true, code: "held_for_review", message: "issue_refund is waiting for a person's review and has not run.", retry: "do_not_retry" }),
    },
    { role: "assistant", content: SENTENCE },
  ];
  const res = await request.post("/api/v1/imports", {
    headers: { authorization: `Bearer ${E2E_DEMO_API_KEY}` },
    data: { idempotency_key: ticket, ticket: { id: ticket, subject: "e2e held refund" }, customer: { id: "cust_1042", name: "Ana Ortiz" }, messages },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { held_item_ids: held } = (await res.json()) as { held_item_ids: string[] };
  expect(held).toHaveLength(1);

  const page = await (await browser.newContext({ storageState: "e2e/.auth/reviewer.json" })).newPage();
  await page.goto(`/queue?q=${ticket}`);
  await expect(page.getByTestId("queue-row")).toHaveCount(1);
  await page.getByTestId("queue-row").first().getByRole("link", { name: ticket }).click();
  await expect(page.getByTestId("lease")).toContainText("You are reviewing");

  // The sentence is marked in the reply as not done.
  await expect(page.locator('mark[data-verdict="unperformed"]')).toContainText(SENTENCE.slice(0, 40));
  // Beside it, in its claim: "no such call ran", and the held call with its arguments.
  const claim = page.locator('li[data-testid^="claim-"]').filter({ hasText: SENTENCE });
  await expect(claim).toHaveCount(1);
  await expect(claim).toContainText("not done");
  await expect(claim.getByTestId("no-such-call")).toHaveText(/No such call ran in this run/);
  const evidence = claim.getByTestId("action-evidence");
  await expect(evidence).toHaveAttribute("data-status", "held");
  await expect(evidence).toContainText("issue_refund");
  await expect(evidence).toContainText("held for review, not released: it has not run");
  await expect(evidence.getByTestId("action-arguments")).toContainText('"amount_cents": 6400');
});
