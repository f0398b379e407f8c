// The review console end to end: each test imports its own run through the agent API (a ticket id
// of its own) and works through it as the role that would, in the real production build.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { firstToolResult, heldItemStatus, importSundryRun, lastCallArgs } from "./review-factories";

const as = (browser: Browser, role: string) => browser.newContext({ storageState: `e2e/.auth/${role}.json` });

/** Opens the item page and waits until it is live (the lease claimed by the client). */
async function openItem(page: Page, id: string, query = "") {
  await page.goto(`/queue/${id}${query}`);
  await expect(page.getByTestId("lease")).toBeVisible();
}

test("a reviewer filters to unknown_id, sees SU-88421 in the source with the swapped digits marked, escalates; a manager sees it", async ({ browser, request }) => {
  const { ticket, heldIds } = await importSundryRun(request, "transposed-id");
  const reviewer = await (await as(browser, "reviewer")).newPage();
  await reviewer.goto("/queue");
  await reviewer.getByLabel("Reason").selectOption("unknown_id");
  await expect(reviewer).toHaveURL(/reason=unknown_id/);
  await reviewer.getByLabel("Search", { exact: true }).fill(ticket);
  await reviewer.getByRole("button", { name: "Search" }).click();
  await expect(reviewer).toHaveURL(new RegExp(`q=${ticket}`));
  const rows = reviewer.getByTestId("queue-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("SU-88412 vs SU-88421");
  await rows.first().getByRole("link", { name: ticket }).click();

  await expect(reviewer.getByTestId("lease")).toContainText("You are reviewing");
  const finding = reviewer.getByTestId("finding-order_id");
  await expect(finding.getByTestId("near-miss")).toContainText("two digits swapped");
  const passages = finding.getByTestId("evidence-passage");
  // In the tool result (and the customer's message) the seen id is highlighted, the swapped digits marked.
  const toolPassage = finding.getByTestId("evidence-source").filter({ hasText: "Tool result · get_order" }).getByTestId("evidence-passage");
  await expect(toolPassage.getByTestId("evidence-match")).toHaveText("SU-88421");
  await expect(toolPassage.getByTestId("diff-chars")).toHaveText("21");
  await expect(passages).toHaveCount(2);
  await expect(finding.getByTestId("near-miss").getByTestId("diff-chars")).toHaveText(["12", "21"]);

  await reviewer.getByRole("button", { name: /Escalate/ }).first().click();
  await reviewer.getByLabel("Reason for the manager (required)").fill("Refund names SU-88412; the customer's order is SU-88421.");
  await reviewer.getByRole("button", { name: "Escalate to a manager" }).click();
  await expect(reviewer.getByRole("status")).toContainText("Escalated to a manager");
  expect(await heldItemStatus(request, heldIds[0])).toBe("escalated");

  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto(`/escalations?q=${ticket}`);
  const escalated = manager.getByTestId("queue-row");
  await expect(escalated).toHaveCount(1);
  await expect(escalated).toContainText("Escalated");
  await escalated.getByRole("link", { name: ticket }).click();
  await expect(manager.getByRole("region", { name: "Decision", exact: true })).toBeVisible();
  await expect(manager.getByText("Refund names SU-88412; the customer's order is SU-88421.")).toBeVisible();
});

test("a reviewer approves an item with the keyboard alone", async ({ browser, request }) => {
  const { ticket, heldIds } = await importSundryRun(request, "wrong-customer");
  const page = await (await as(browser, "reviewer")).newPage();
  await page.goto(`/queue?q=${ticket}`);
  await expect(page.getByTestId("queue-row")).toHaveCount(1);
  // "?" opens the shortcuts (and shows the page is live); Escape closes them. On a loaded machine the
  // first press can land before the page has hydrated and is lost, so press again as a person would.
  await expect(async () => {
    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/queue/${heldIds[0]}`));
  await expect(page.getByTestId("lease")).toContainText("You are reviewing");
  await expect(page.getByTestId("owner-compare")).toContainText("cust_2077");
  // Approving over a finding asks why: "a" lands in the reason, Enter sends it.
  await page.keyboard.press("a");
  await expect(page.getByLabel(/Why approve over the finding/)).toBeFocused();
  await page.keyboard.type("Checked with Ana: the order is her brother's.");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Approved");
  expect(await heldItemStatus(request, heldIds[0])).toBe("approved");
});

test("an amount edited to a seen charge re-checks to allowed and is approved; an unseen amount stays blocked", async ({ browser, request }) => {
  const { heldIds } = await importSundryRun(request, "transposed-id", { tag: "amount", edit: lastCallArgs({ order_id: "SU-88421", amount_cents: 7100 }) });
  const page = await (await as(browser, "reviewer")).newPage();
  await openItem(page, heldIds[0]);
  await expect(page.getByTestId("finding-amount_cents")).toBeVisible();
  await page.keyboard.press("e");
  const form = page.getByRole("form", { name: "Edit" });
  await form.getByLabel(/amount_cents/).fill("7000");
  await form.getByLabel("Your note (required)").fill("Customer paid less");
  await form.getByRole("button", { name: "Re-check" }).click();
  await expect(form.getByTestId("recheck")).toContainText("cannot be approved");
  await expect(form.getByTestId("recheck")).toContainText("amount_unmatched");
  await expect(form.getByRole("button", { name: "Approve edited version" })).toBeDisabled();

  await form.getByLabel(/amount_cents/).fill("6400");
  await expect(form.getByTestId("recheck")).toBeHidden(); // a changed edit must be re-checked again
  await form.getByRole("button", { name: "Re-check" }).click();
  await expect(form.getByTestId("recheck")).toContainText("can be approved");
  await form.getByRole("button", { name: "Approve edited version" }).click();
  await expect(page.getByRole("status")).toContainText("Edited version approved");
  expect(await heldItemStatus(request, heldIds[0])).toBe("edited");
});

test("two people decide the same item at once: exactly one succeeds, the other is told", async ({ browser, request }) => {
  const { heldIds } = await importSundryRun(request, "transposed-id", { tag: "race" });
  const one = await (await as(browser, "reviewer")).newPage();
  const two = await (await as(browser, "manager")).newPage();
  await openItem(one, heldIds[0]);
  await two.goto(`/queue/${heldIds[0]}`);
  await expect(two.getByTestId("lease")).toContainText("Riley Reviewer is reviewing");
  for (const p of [one, two]) {
    await p.getByRole("button", { name: /Approve/ }).first().click();
    await p.getByLabel(/Why approve over the finding/).fill("The customer confirmed this order.");
  }
  await Promise.all([one, two].map((p) => p.getByRole("button", { name: "Confirm approve" }).click()));
  const outcome = async (p: Page) => {
    await expect(p.getByRole("region", { name: "Decision", exact: true }).locator("[role=status], [role=alert]")).toBeVisible();
    return (await p.getByRole("region", { name: "Decision", exact: true }).getByRole("status").count()) === 1 ? "ok" : "refused";
  };
  expect([await outcome(one), await outcome(two)].sort()).toEqual(["ok", "refused"]);
  await expect(two.getByRole("region", { name: "Decision", exact: true }).getByRole("alert")).toContainText("not recorded");
  expect(await heldItemStatus(request, heldIds[0])).toBe("approved");
});

test("a tool result carrying HTML renders as inert text", async ({ browser, request }) => {
  const payload = `<script>window.__gcPwned = 1</script><img src=x onerror="window.__gcPwned = 2; alert(1)">`;
  const { heldIds } = await importSundryRun(request, "transposed-id", {
    tag: "html",
    edit: firstToolResult((c) => c.replace('"Ceramic teapot"', JSON.stringify(`Ceramic teapot ${payload}`))),
  });
  const page = await (await as(browser, "reviewer")).newPage();
  let dialogs = 0;
  page.on("dialog", (d) => {
    dialogs++;
    void d.dismiss();
  });
  await openItem(page, heldIds[0]);
  await page.getByText(/Whole conversation/).click();
  const conversation = page.getByTestId("conversation");
  await expect(conversation).toContainText('<script>window.__gcPwned = 1</script>');
  await expect(conversation).toContainText('<img src=x onerror=');
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __gcPwned?: number }).__gcPwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});

test("a policy owner sees the evidence but no decision controls", async ({ browser, request }) => {
  const { heldIds } = await importSundryRun(request, "transposed-id", { tag: "policy" });
  const page = await (await as(browser, "policy_owner")).newPage();
  await page.goto(`/queue/${heldIds[0]}`);
  await expect(page.getByTestId("finding-order_id")).toBeVisible();
  await expect(page.getByTestId("read-only")).toContainText("can look at held items but not decide");
  await expect(page.getByRole("button", { name: /Approve|Escalate|Edit|Reject/ })).toHaveCount(0);
  await page.keyboard.press("a");
  await expect(page.getByRole("button", { name: "Confirm approve" })).toHaveCount(0);
  await page.goto("/queue");
  await expect(page.getByRole("button", { name: /Next item/ })).toHaveCount(0);
  expect(await heldItemStatus(request, heldIds[0])).toBe("pending");
});

test("a manager reassigns an escalation, and decides it; the reviewer cannot", async ({ browser, request }) => {
  const { ticket, heldIds } = await importSundryRun(request, "wrong-customer", { tag: "mgr" });
  const reviewer = await (await as(browser, "reviewer")).newPage();
  await openItem(reviewer, heldIds[0]);
  await reviewer.keyboard.press("x");
  await reviewer.getByLabel("Reason for the manager (required)").fill("Order belongs to cust_2077.");
  await reviewer.getByRole("button", { name: "Escalate to a manager" }).click();
  await expect(reviewer.getByRole("status")).toContainText("Escalated");
  await reviewer.goto(`/queue/${heldIds[0]}?status=escalated`);
  await expect(reviewer.getByTestId("read-only")).toContainText("a manager decides this item");

  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto(`/escalations?q=${ticket}`);
  await expect(manager.getByTestId("queue-row")).toContainText("Order belongs to cust_2077.");
  await manager.getByTestId("queue-row").getByRole("link", { name: ticket }).click();
  await expect(manager.getByTestId("lease")).toContainText("You are reviewing");
  const reassign = manager.getByRole("form", { name: "Reassign" });
  await reassign.getByLabel("Assigned to").selectOption({ label: "Alex Admin" });
  await reassign.getByRole("button", { name: "Reassign" }).click();
  await expect(reassign.getByRole("status")).toContainText("Assigned to Alex Admin");
  await expect(manager.locator("main header")).toContainText("Assigned to Alex Admin");
  // Approving over a finding asks why (the decision table): "a" lands in the reason, Enter sends it.
  await manager.keyboard.press("a");
  await expect(manager.getByLabel(/Why approve over the finding/)).toBeFocused();
  await manager.keyboard.type("Checked the order myself.");
  await manager.keyboard.press("Enter");
  await expect(manager.getByRole("region", { name: "Decision", exact: true }).getByRole("status")).toContainText("Approved");
  expect(await heldItemStatus(request, heldIds[0])).toBe("approved");
});

test("the queue shows who picked up an item without a reload", async ({ browser, request }) => {
  const { ticket, heldIds } = await importSundryRun(request, "transposed-id");
  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto(`/queue?q=${ticket}`);
  const row = manager.getByTestId("queue-row").first();
  await expect(row).not.toContainText("reviewing");

  const reviewer = await (await as(browser, "reviewer")).newPage();
  await openItem(reviewer, heldIds[0]);
  await expect(reviewer.getByTestId("lease")).toContainText("You are reviewing");

  // The queue refreshes itself on a timer and whenever its tab becomes visible again; the
  // visibility path stands in for waiting out the timer.
  await manager.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(row).toContainText("reviewing: Riley Reviewer");
});
