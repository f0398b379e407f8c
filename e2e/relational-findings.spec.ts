// Ids that do not fit the call (issue 11): a reviewer opens a held not_in_entity item and sees the
// order the call names, with its items listed and the offending id marked as not among them.
import { expect, test } from "@playwright/test";
import { importSundryRun } from "./review-factories";

test("a reviewer opens a held not_in_entity return and sees the order's items with the offending id marked", async ({ browser, request }) => {
  // good-return, changed: the agent also looked up the customer's other order, then returned that order's
  // vase against the teapot order.
  const { heldIds } = await importSundryRun(request, "good-return", {
    tag: "not-in-entity",
    edit: (messages) => {
      const other = { order_id: "SU-77310", customer_id: "cust_1042", status: "delivered", seller_id: "sel_204", items: [{ item_id: "it_7788", title: "Glass vase", price_cents: 1900 }], charges: [{ charge_id: "ch_7001", amount_cents: 1900 }] };
      messages.splice(
        4,
        0,
        { role: "assistant", content: null, tool_calls: [{ id: "call_x", type: "function", function: { name: "get_order", arguments: JSON.stringify({ order_id: "SU-77310" }) } }] },
        { role: "tool", tool_call_id: "call_x", content: JSON.stringify(other) },
      );
      const ret = messages[6] as { tool_calls: { function: { arguments: string } }[] };
      ret.tool_calls[0].function.arguments = JSON.stringify({ order_id: "SU-88421", item_ids: ["it_7788"], reason: "damaged" });
    },
  });
  const page = await (await browser.newContext({ storageState: "e2e/.auth/reviewer.json" })).newPage();
  await page.goto(`/queue/${heldIds[0]}`);
  await expect(page.getByTestId("lease")).toBeVisible();
  await expect(page.getByText("not_in_entity").first()).toBeVisible();

  const finding = page.getByTestId("finding-item_ids[0]");
  await expect(finding).toContainText("not in this record");
  const record = finding.getByTestId("entity-record");
  await expect(record).toContainText("order SU-88421 as the run last saw it: its items");
  await expect(record.getByTestId("entity-child")).toHaveText(["it_5521"]);
  await expect(record.getByTestId("entity-offending")).toContainText("it_7788");
  await expect(record.getByTestId("entity-offending")).toContainText("not in this order");
  // The order record itself, with the order id it was read under highlighted.
  await expect(record.getByTestId("evidence-source").first()).toContainText("Tool result · get_order");
  await expect(record.getByTestId("evidence-match").first()).toHaveText("SU-88421");
  // And where the offending id was seen instead: the other order.
  await expect(finding.getByTestId("evidence-source").last().getByTestId("evidence-match")).toHaveText("it_7788");
  await expect(page.getByText(/item it_7788 \(item_ids\[0\]\) is not in order SU-88421; its items: it_5521\./)).toBeVisible();
});
