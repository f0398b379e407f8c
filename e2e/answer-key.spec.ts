// The answer key: a manager mixes known items into the queue; a reviewer works through them without
// being able to tell them from real ones; the accuracy table counts exactly what the reviewer did.
import { expect, test, type Page, type Response } from "@playwright/test";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { as } from "./dashboard-factories";
import { importSundryRun, nextInSeries } from "./review-factories";

const MARKER = /answer.?key|known.?item|known-wrong|known-right|AnswerKey/i;

/** "3 of 4 · …" in a cell → [3, 4]; "none decided" → [0, 0]. */
async function counts(page: Page, column: number): Promise<[number, number]> {
  const row = page.getByRole("table", { name: "Reviewer accuracy" }).getByRole("row").filter({ hasText: DEMO_USERS.reviewer.name });
  if ((await row.count()) === 0) return [0, 0];
  const text = await row.getByRole("cell").nth(column).innerText();
  const m = text.match(/(\d+) of (\d+)/);
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

/** What a reviewer sees of a queue row, without the parts that differ between any two items. */
const normalise = (s: string) => s.replace(/c[a-z0-9]{20,}/g, "ID").replace(/\d+\s*(s|sec|min|m|h|d)\b( ago)?/g, "T").replace(/\d{4}-\d\d-\d\d[ T][\d:.]+Z?/g, "T");

async function decide(page: Page, id: string, action: "approve" | "escalate") {
  await page.goto(`/queue/${id}`);
  await expect(page.getByTestId("lease")).toContainText("You are reviewing");
  if (action === "approve") {
    await page.keyboard.press("a");
    await page.getByLabel(/Why approve over the finding/).fill("Looks right to me.");
    await page.getByRole("button", { name: "Confirm approve" }).click();
    await expect(page.getByRole("status")).toContainText("Approved");
  } else {
    await page.getByRole("button", { name: /Escalate/ }).first().click();
    await page.getByLabel("Reason for the manager (required)").fill("The id does not match the customer's order.");
    await page.getByRole("button", { name: "Escalate to a manager" }).click();
    await expect(page.getByRole("status")).toContainText("Escalated to a manager");
  }
}

test("a reviewer works through a queue holding known items, cannot tell them apart, and the manager's accuracy table counts them", async ({ browser, request }) => {
  const wrong = await importSundryRun(request, "transposed-id", { tag: "akw" });
  const right = await importSundryRun(request, "wrong-customer", { tag: "akr" });

  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto("/dashboard/accuracy");
  const [caughtBefore, wrongBefore] = await counts(manager, 1);
  const [flaggedBefore, rightBefore] = await counts(manager, 2);
  const rate = manager.getByRole("form", { name: "Mix rate" });
  const setRate = async (value: string, shown: string) => {
    await rate.getByLabel(/Share of the pending queue/).fill(value);
    await rate.getByRole("button", { name: "Save rate" }).click();
    await expect(rate.getByRole("status")).toContainText(`about ${shown} of the pending queue`);
  };
  // Mixing paused while the known items are staged, so the test controls when they go in.
  await setRate("0", "0.0%");
  const importForm = manager.getByRole("form", { name: "Import answer key" });
  await importForm.getByLabel(/A set as JSON/).fill(JSON.stringify([{ heldItemId: wrong.heldIds[0], expected: "wrong" }, { heldItemId: right.heldIds[0], expected: "right" }]));
  await importForm.getByRole("button", { name: "Import set" }).click();
  await expect(importForm.getByRole("status")).toContainText("Imported 2 known items; 0 mixed into the queue now.");

  // The reviewer: every response the browser receives is checked for anything that gives a known item away.
  const context = await as(browser, "reviewer");
  const seen: string[] = [];
  context.on("response", async (r: Response) => {
    const type = r.headers()["content-type"] ?? "";
    if (/html|json|text\/x-component|javascript/.test(type) && r.url().startsWith("http://127.0.0.1")) seen.push(await r.text().catch(() => ""));
  });
  const reviewer = await context.newPage();
  const plan = [[wrong.ticket, "escalate"], [right.ticket, "approve"]] as const;
  /** Opens the one queue row for ticket `t`, records what it shows, and decides the item. */
  const work = async (t: string, action: "approve" | "escalate") => {
    await reviewer.goto(`/queue?q=${t}`);
    const rows = reviewer.getByTestId("queue-row");
    await expect(rows).toHaveCount(1);
    const text = normalise((await rows.first().innerText()).replaceAll(t, "TICKET"));
    const id = (await rows.first().locator("a[href^='/queue/']").first().getAttribute("href"))?.split("/").pop() ?? "";
    expect(id).not.toBe("");
    await decide(reviewer, id, action);
    expect(await reviewer.content()).not.toMatch(MARKER);
    return text;
  };
  // The real items first: a known copy never waits in the queue beside its own source.
  const realRows = [];
  for (const [ticket, action] of plan) realRows.push(await work(ticket, action));

  // Now the manager lets known items in: the newest go first, each on a ticket of its own, next
  // in its source's series, reading exactly like the real item did.
  await setRate("0.5", "50.0%");
  const mix = manager.getByRole("form", { name: "Mix now" });
  await mix.getByRole("button", { name: "Top up the queue now" }).click();
  await expect(mix.getByRole("status")).toContainText("mixed into the queue");
  for (const [i, [ticket, action]] of plan.entries()) expect(await work(nextInSeries(ticket), action)).toBe(realRows[i]);
  for (const body of seen) expect(body).not.toMatch(MARKER);
  await context.close();

  // The manager sees exactly what the reviewer did with the two known items.
  await manager.reload();
  expect(await counts(manager, 1)).toEqual([caughtBefore + 1, wrongBefore + 1]);
  expect(await counts(manager, 2)).toEqual([flaggedBefore, rightBefore + 1]);
  const team = manager.getByRole("table", { name: "Reviewer accuracy" }).getByRole("row").filter({ hasText: "Team total" });
  await expect(team).toContainText("95% CI");
});
