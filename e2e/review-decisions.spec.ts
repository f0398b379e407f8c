// The decisions of issue 13 as the people who take them, in the production build: a reviewer
// rejects a held refund and the agent loop hears why; a manager rejects an escalated cancel_order;
// approving over a finding with no reason is refused; a held reply is fixed by citing the clause
// it should quote; a @mention reaches the mentioned person's notifications.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createStrictSundryAgent } from "./agent-factories";
import { startExample } from "./example-process";
import { finalReply, heldItemState, heldItemStatus, importSundryRun } from "./review-factories";

const as = (browser: Browser, role: string) => browser.newContext({ storageState: `e2e/.auth/${role}.json` });
const decisionPanel = (page: Page) => page.getByRole("region", { name: "Decision", exact: true });

/** Opens the item page and waits until it is live (the lease claimed by the client). */
async function openItem(page: Page, id: string) {
  await page.goto(`/queue/${id}`);
  await expect(page.getByTestId("lease")).toContainText("You are reviewing");
}

test("a reviewer rejects a held refund with a reason; the example agent loop receives it as the tool result and refunds the one charge instead", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const reason = "Only one of the two $19.00 charges is a duplicate: refund $19.00, not both.";
  const apiKey = await createStrictSundryAgent(browser, "rejected-refund");
  const example = startExample("examples/agents/rejected-refund-loop.ts", baseURL!, { GROUNDCHECK_API_KEY: apiKey, GROUNDCHECK_WAIT_MS: "120000" }, 170_000);
  const [, ticket] = await example.line(/for ticket (\S+)/);
  await example.line(/HELD (\S+)/);

  // The reviewer finds the held $38.00 refund by its ticket, as in any queue.
  const reviewer = await (await as(browser, "reviewer")).newPage();
  await reviewer.goto(`/queue?q=${ticket}`);
  const rows = reviewer.getByTestId("queue-row");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("link", { name: ticket }).click();
  await expect(reviewer.getByTestId("lease")).toContainText("You are reviewing");
  await expect(reviewer.getByRole("heading", { name: "Held call issue_refund" })).toBeVisible();
  await reviewer.keyboard.press("r");
  const form = reviewer.getByRole("form", { name: "Reject" });
  await expect(form).toContainText("issue_refund will not run.");
  await form.getByLabel(/What was wrong/).fill(reason);
  await form.getByRole("button", { name: "Reject and send back" }).click();
  await expect(decisionPanel(reviewer).getByRole("status")).toContainText("Rejected and sent back: the agent receives your reason");
  await expect(reviewer.getByTestId("history-reject")).toContainText(`Riley Reviewer rejected and sent back`);
  await expect(reviewer.getByTestId("history-reject")).toContainText(reason);

  // The loop was waiting on that call: the reason came back as its tool result, and the model acted on it.
  const result = await example.result;
  expect(result.ok, JSON.stringify(result)).toBe(true);
  expect(result.calls.map((c: { name: string; code: string; outcome: string }) => `${c.name}:${c.code}:${c.outcome}`)).toEqual(["get_order:ok:ran", "issue_refund:ungrounded_args:rejected", "issue_refund:ok:ran"]);
  expect(result.calls[1].by).toBe("reviewer");
  expect(result.rejection).toMatchObject({ code: "rejected_by_reviewer", what_was_wrong: reason, what_to_do_instead: expect.stringContaining("Do not call issue_refund again with these arguments") });
  expect(result.rejection.message).toContain(`What was wrong: ${reason}`);
  expect(result.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-77310", amount_cents: 1900 } }]);
  expect(result.reply).toMatchObject({ outcome: "send", verdict: "grounded" });

  // A lead lists what was sent back.
  await reviewer.goto("/queue");
  await reviewer.getByLabel("Status").selectOption({ label: "Rejected" });
  await expect(reviewer).toHaveURL(/status=rejected/);
  await reviewer.getByLabel("Search", { exact: true }).fill(ticket);
  await reviewer.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Rejected");
});

test("a manager rejects an escalated cancel_order with what to do instead; the agent is told both", async ({ browser, request }) => {
  const { ticket, heldIds } = await importSundryRun(request, "cancel-order", { tag: "cancel" });
  const reviewer = await (await as(browser, "reviewer")).newPage();
  await openItem(reviewer, heldIds[0]);
  await expect(reviewer.getByRole("heading", { name: "Held call cancel_order" })).toBeVisible();
  await reviewer.keyboard.press("x");
  await reviewer.getByLabel("Reason for the manager (required)").fill("The customer wants SU-88421 cancelled; we have no cancel tool.");
  await reviewer.getByRole("button", { name: "Escalate to a manager" }).click();
  await expect(decisionPanel(reviewer).getByRole("status")).toContainText("Escalated to a manager");

  const wrong = "There is no cancel_order tool, and SU-88421 has shipped: it cannot be cancelled (CANCEL-SHIPPED).";
  const instead = "Offer a return after delivery, or hand it to a person with escalate_to_human.";
  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto(`/escalations?q=${ticket}`);
  await expect(manager.getByTestId("queue-row")).toContainText("we have no cancel tool");
  await manager.getByTestId("queue-row").getByRole("link", { name: ticket }).click();
  await expect(manager.getByTestId("lease")).toContainText("You are reviewing");
  await decisionPanel(manager).getByRole("button", { name: /Reject/ }).click();
  const form = manager.getByRole("form", { name: "Reject" });
  await expect(form).toContainText("cancel_order will not run.");
  await form.getByLabel(/What was wrong/).fill(wrong);
  await form.getByLabel("What the agent should do instead (optional)").fill(instead);
  await form.getByRole("button", { name: "Reject and send back" }).click();
  await expect(decisionPanel(manager).getByRole("status")).toContainText("Rejected and sent back");
  await expect(manager.locator("main header")).toContainText("Rejected");
  await expect(manager.getByTestId("history-escalate")).toContainText("Riley Reviewer escalated");
  await expect(manager.getByTestId("history-reject")).toContainText("Morgan Manager rejected and sent back");
  await expect(manager.getByTestId("history-reject")).toContainText(`instead: ${instead}`);

  // What the agent's long-poll now returns, and no longer in the escalations list.
  const state = await heldItemState(request, heldIds[0]);
  expect(state).toMatchObject({ status: "rejected", rejection: { code: "rejected_by_reviewer", what_was_wrong: wrong, what_to_do_instead: instead } });
  await manager.goto(`/escalations?q=${ticket}`);
  await expect(manager.getByTestId("queue-row")).toHaveCount(0);
});

test("approving over a finding without a reason is refused with a message saying so; the item stays held", async ({ browser, request }) => {
  const { heldIds } = await importSundryRun(request, "wrong-customer", { tag: "noreason" });
  const page = await (await as(browser, "reviewer")).newPage();
  await openItem(page, heldIds[0]);
  await expect(page.getByTestId("owner-compare")).toContainText("cust_2077");

  // With the mouse: Approve, then Confirm with the reason left empty.
  await decisionPanel(page).getByRole("button", { name: /Approve/ }).click();
  const form = page.getByRole("form", { name: "Approve" });
  await expect(form.getByLabel(/Why approve over the finding/)).toBeFocused();
  await expect(form).toContainText("It was held for: Another customer's record.");
  await form.getByRole("button", { name: "Confirm approve" }).click();
  const refusal = decisionPanel(page).getByRole("alert");
  await expect(refusal).toContainText("Approving over a finding (Another customer's record) needs a reason: say why it may go out as it is.");
  await expect(decisionPanel(page)).not.toContainText("wrong_customer");
  await expect(decisionPanel(page).getByRole("status")).toHaveCount(0);
  await expect(page.locator("main header")).toContainText("Pending");

  // With the keyboard: a, then Enter in the empty reason.
  await page.reload();
  await expect(page.getByTestId("lease")).toContainText("You are reviewing");
  await page.keyboard.press("a");
  await expect(page.getByLabel(/Why approve over the finding/)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(decisionPanel(page).getByRole("alert")).toContainText("needs a reason");
  expect(await heldItemStatus(request, heldIds[0])).toBe("pending");
});

test("a reviewer fixes a held uncited reply by citing the clause it should quote, and approves it", async ({ browser, request }) => {
  const { heldIds } = await importSundryRun(request, "transposed-id", { tag: "cite", edit: finalReply("Most items can be returned within 60 days of delivery for a full refund of the item price.") });
  const kinds = await Promise.all(heldIds.map(async (id) => ({ id, kind: (await heldItemState(request, id)).kind })));
  const replyId = kinds.find((k) => k.kind === "reply")!.id;
  const page = await (await as(browser, "reviewer")).newPage();
  await openItem(page, replyId);
  await expect(page.getByRole("heading", { name: "Held reply" })).toBeVisible();

  // The claim is shown against the clause that contradicts it, not as "no source".
  const conflict = page.locator('li[data-testid^="claim-"]').filter({ hasText: "contradicted" }).getByTestId("contradiction").first();
  // Another spec may have added a clause with RET-30's words to the shared e2e library; either names the 30 days.
  await expect(conflict.getByTestId("contradiction-policy")).toContainText(/Clause [A-Z0-9-]+/);
  await expect(conflict.getByTestId("contradiction-policy")).toContainText("within 30 days of delivery");

  await page.keyboard.press("e");
  const form = page.getByRole("form", { name: "Edit" });
  await form.getByLabel("Reply text").fill("Most items can be returned within 30 days of delivery for a full refund of the item price.");
  await form.getByLabel("Cite a clause in force").selectOption({ label: "RET-30: Returns window" });
  await expect(form.getByLabel("Reply text")).toHaveValue("Most items can be returned within 30 days of delivery for a full refund of the item price. [clause:RET-30]");
  await form.getByLabel("Your note (required)").fill("The window is 30 days: quoted RET-30 and cited it.");
  await form.getByRole("button", { name: "Re-check" }).click();
  const recheck = form.getByTestId("recheck");
  await expect(recheck).toContainText("this edit can be approved");
  await expect(recheck.getByTestId("retrieved-by-reviewer")).toHaveText("Counted as retrieved by Riley Reviewer: RET-30 (Returns window).");
  await form.getByRole("button", { name: "Approve edited version" }).click();
  await expect(decisionPanel(page).getByRole("status")).toContainText("Edited version approved");
  await expect(page.getByTestId("history-edit")).toContainText("cited RET-30 (retrieved by Riley Reviewer, not by the run)");
  expect(await heldItemStatus(request, replyId)).toBe("edited");
});

test("a @mention in an item's comment appears in the mentioned manager's notifications and leads back to the item", async ({ browser, request }) => {
  const { ticket, heldIds } = await importSundryRun(request, "wrong-customer", { tag: "mention" });
  const words = `Is ${ticket} her brother's order? Please check before anyone refunds it.`;
  const reviewer = await (await as(browser, "reviewer")).newPage();
  await openItem(reviewer, heldIds[0]);
  const thread = reviewer.getByRole("form", { name: "Add a comment" });
  await thread.getByLabel("Mention", { exact: true }).selectOption({ label: "Morgan Manager (@manager)" });
  await thread.getByLabel(/^Comment/).pressSequentially(words);
  await expect(thread.getByLabel(/^Comment/)).toHaveValue(`@manager ${words}`);
  await thread.getByRole("button", { name: "Post comment" }).click();
  const comment = reviewer.getByTestId("comment").filter({ hasText: words });
  await expect(comment).toContainText("mentions Morgan Manager");
  await expect(comment.locator("mark")).toHaveText("@manager");

  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto("/notifications?kind=mentioned");
  const note = manager.getByTestId("notification").filter({ hasText: ticket });
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("Mentioned you");
  await expect(note).toContainText("Riley Reviewer mentioned you on");
  await expect(note).toContainText("unread");
  await note.getByRole("link").click();
  await expect(manager).toHaveURL(new RegExp(`/queue/${heldIds[0]}`));
  await expect(manager.getByTestId("comment").filter({ hasText: words })).toContainText("Riley Reviewer");
});
