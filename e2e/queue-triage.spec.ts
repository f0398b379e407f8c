// The queue as a support lead runs the day on it: search that finds people and words, bulk work
// that reports what it could not do, and a phone-width layout.
import { expect, test, type Browser } from "@playwright/test";
import { heldItemStatus, importSundryRun } from "./review-factories";

const as = (browser: Browser, role: string) => browser.newContext({ storageState: `e2e/.auth/${role}.json` });
const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test("a reviewer bulk-approves 20 filtered items; the one another reviewer decided meanwhile is reported, not overwritten", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const word = unique("crate");
  const made: { ticket: string; id: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const r = await importSundryRun(request, "transposed-id", { tag: `bulk${i}`, subject: `Broken ${word} delivery` });
    made.push({ ticket: r.ticket, id: r.heldIds[0] });
  }
  await importSundryRun(request, "transposed-id", { tag: "bulk-other", subject: "Something else entirely" });

  const reviewer = await (await as(browser, "reviewer")).newPage();
  await reviewer.goto(`/queue?size=50`);
  await reviewer.getByLabel("Search", { exact: true }).fill(word);
  await reviewer.getByRole("button", { name: "Search" }).click();
  await expect(reviewer).toHaveURL(new RegExp(`q=${word}`));
  await expect(reviewer.getByTestId("queue-row")).toHaveCount(20);
  // Shift-click selects a range; the header box takes the rest of the page.
  await reviewer.getByRole("checkbox", { name: `Select ${made[0].ticket}` }).check();
  await reviewer.getByRole("checkbox", { name: `Select ${made[4].ticket}` }).click({ modifiers: ["Shift"] });
  await expect(reviewer.getByTestId("selected-count")).toHaveText("5 selected");
  await reviewer.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await expect(reviewer.getByTestId("selected-count")).toHaveText("20 selected");

  // Meanwhile a manager takes one of them in their own queue, and approves it.
  const other = made[11];
  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto(`/queue?q=${other.ticket}`);
  await manager.getByRole("checkbox", { name: `Select ${other.ticket}` }).check();
  await manager.getByLabel("Note for every selected item (required)").fill("Checked the order myself.");
  await manager.getByRole("button", { name: "Approve 1" }).click();
  await expect(manager.getByRole("status").filter({ hasText: "1 approved" })).toBeVisible();

  await reviewer.getByLabel("Note for every selected item (required)").fill("The refund matches the customer's order.");
  await reviewer.getByRole("button", { name: "Approve 20" }).click();
  const result = reviewer.getByRole("status").filter({ hasText: "19 approved, 1 not" });
  await expect(result).toBeVisible();
  await expect(reviewer.getByTestId("bulk-failure")).toHaveCount(1);
  await expect(reviewer.getByTestId("bulk-failure")).toContainText(other.ticket);
  await expect(reviewer.getByTestId("bulk-failure")).toContainText("approved");
  for (const m of made) expect(await heldItemStatus(request, m.id)).toBe("approved");
  await expect(reviewer.getByTestId("queue-row")).toHaveCount(0);
});

test("a reviewer rejects a selection and sends it back with one note; the one escalated meanwhile is reported; the rejected ones are listed under Rejected", async ({ browser, request }) => {
  const word = unique("kettle");
  const made: { ticket: string; id: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await importSundryRun(request, "wrong-customer", { tag: `rej${i}`, subject: `Dented ${word}` });
    made.push({ ticket: r.ticket, id: r.heldIds[0] });
  }
  const reviewer = await (await as(browser, "reviewer")).newPage();
  await reviewer.goto(`/queue?q=${word}`);
  await expect(reviewer.getByTestId("queue-row")).toHaveCount(3);
  await reviewer.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await expect(reviewer.getByTestId("selected-count")).toHaveText("3 selected");

  // Meanwhile another person escalates one of them from its own page.
  const manager = await (await as(browser, "manager")).newPage();
  await manager.goto(`/queue/${made[1].id}`);
  await expect(manager.getByTestId("lease")).toContainText("You are reviewing");
  await manager.keyboard.press("x");
  await manager.getByLabel("Reason for the manager (required)").fill("Which of her orders is it?");
  await manager.getByRole("button", { name: "Escalate to a manager" }).click();
  await expect(manager.getByRole("status").filter({ hasText: "Escalated" })).toBeVisible();
  await manager.close();

  const note = "These orders belong to another customer: ask which of her own orders she means.";
  await reviewer.getByLabel("Note for every selected item (required)").fill(note);
  await expect(reviewer.getByText("each agent receives this note as what was wrong")).toBeVisible();
  await reviewer.getByRole("button", { name: "Reject and send back 3" }).click();
  await expect(reviewer.getByRole("status").filter({ hasText: "2 rejected and sent back, 1 not" })).toBeVisible();
  await expect(reviewer.getByTestId("bulk-failure")).toHaveCount(1);
  await expect(reviewer.getByTestId("bulk-failure")).toContainText(made[1].ticket);
  await expect(reviewer.getByTestId("bulk-failure")).toContainText("escalated");
  expect([await heldItemStatus(request, made[0].id), await heldItemStatus(request, made[1].id), await heldItemStatus(request, made[2].id)]).toEqual(["rejected", "escalated", "rejected"]);

  await reviewer.getByLabel("Status").selectOption({ label: "Rejected" });
  await expect(reviewer).toHaveURL(/status=rejected/);
  const rows = reviewer.getByTestId("queue-row");
  await expect(rows).toHaveCount(2);
  for (const m of [made[0], made[2]]) await expect(rows.filter({ hasText: m.ticket })).toContainText("Rejected");
});

test("search finds an item by the customer's name and by a word of the conversation", async ({ browser, request }) => {
  const word = unique("samovar");
  const surname = `Quinlan${Date.now().toString(36)}`;
  const { ticket } = await importSundryRun(request, "transposed-id", {
    tag: "search",
    customer: { id: unique("cust_zq_"), name: `Zelda ${surname}`, email: `zelda@${surname}.example` },
    edit: (m) => {
      (m[1] as { content: string }).content = `My ${word} from order SU-88421 arrived broken. I'd like my money back.`;
    },
  });
  const page = await (await as(browser, "reviewer")).newPage();
  for (const q of [`Zelda ${surname}`, word]) {
    await page.goto("/queue");
    await page.getByLabel("Search", { exact: true }).fill(q);
    await page.keyboard.press("Enter");
    const rows = page.getByTestId("queue-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(ticket);
    await expect(rows.first()).toContainText(`Zelda ${surname}`);
    await expect(rows.first()).toContainText("SU-88412 vs SU-88421");
  }
  // Saved under a name, the view comes back from the menu.
  await page.getByRole("button", { name: "Save view…" }).click();
  await page.getByLabel("View name").fill(`Samovar ${surname}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved as" })).toBeVisible();
  await page.goto("/queue");
  await page.getByLabel("Saved view").selectOption({ label: `Samovar ${surname}` });
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.getByTestId("queue-row")).toHaveCount(1);
});

test("the queue at 390 px wide has no horizontal scroll", async ({ browser, request }) => {
  await importSundryRun(request, "wrong-customer", { tag: "narrow" });
  const context = await as(browser, "manager");
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/queue");
  await expect(page.getByTestId("queue-row").first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
    widest: [...document.querySelectorAll("main *")].map((el) => el.getBoundingClientRect().right).reduce((a, b) => Math.max(a, b), 0),
  }));
  expect(widths.view).toBe(390);
  expect(widths.widest).toBeLessThanOrEqual(390);
  expect(widths.page).toBeLessThanOrEqual(390);
});
