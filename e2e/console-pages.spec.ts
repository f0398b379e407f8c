// What a person notices on the console's pages: where the nav says they are, a page that fits a
// phone, why a page is refused, and the dashboard's month of history.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { as } from "./dashboard-factories";
import { parseCsv } from "../tests/server/parse-csv";

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a manager opening an escalation from Escalations sees Escalations highlighted in the nav, not Queue", async ({ browser }) => {
  const page = await (await as(browser, "manager")).newPage();
  await page.goto("/escalations");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Escalations" })).toHaveAttribute("aria-current", "page");
  const row = page.getByTestId("queue-row").first();
  await row.locator("a[href^='/queue/']").first().click();
  await expect(page).toHaveURL(/\/queue\/[^/?]+\?.*status=escalated/);
  await expect(nav.getByRole("link", { name: "Escalations" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Queue" })).not.toHaveAttribute("aria-current", "page");
});

test("at 390 px wide the dashboard, escalations and policies pages do not scroll sideways", async ({ browser }) => {
  const context = await as(browser, "manager");
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/dashboard", "/escalations", "/policies"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(await overflow(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

test("a reviewer following a dashboard link is told the page is for managers and admins, and which role they have", async ({ browser }) => {
  const page = await (await as(browser, "reviewer")).newPage();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.getByTestId("not-allowed-reason")).toHaveText(/^Only the manager or admin roles can open the dashboard\. You are signed in as reviewer\./);
});

test("the dashboard shows the demo's month: a hold rate on many days, decisions with a time to decision, a weekly accuracy trend", async ({ browser }) => {
  const page = await (await as(browser, "manager")).newPage();
  await page.goto("/dashboard?range=30d");
  const perDay = page.getByRole("region", { name: "Hold rate per day" });
  // The chart draws one dot per day with checks; the table view lists the same days.
  await expect(perDay.locator(".recharts-line-dots circle").nth(20)).toBeAttached();
  await perDay.getByText("Table view").click();
  expect(await page.getByRole("table", { name: "Hold rate per day" }).locator("tbody tr").count()).toBeGreaterThanOrEqual(28);
  const decided = await page.locator('dl[aria-label="Summary"] div', { hasText: "Time to decision p50" }).innerText();
  expect(decided).not.toContain("—");
  expect(Number(decided.match(/(\d+) decided/)?.[1])).toBeGreaterThan(50);
  // The month's reviewers sent some items back with a reason: a real share, not a row of zeros.
  const rejected = page.getByRole("table", { name: "Outcomes" }).getByRole("row").filter({ hasText: "Rejected and sent back" });
  expect(Number(await rejected.getByRole("cell").nth(1).innerText())).toBeGreaterThanOrEqual(5);
  await expect(rejected.getByRole("cell").nth(2)).not.toHaveText(/^(0(\.0+)?%|—)$/);

  await page.goto("/dashboard/accuracy?range=30d");
  const reviewers = page.getByRole("table", { name: "Reviewer accuracy" }).locator("tbody tr");
  expect(await reviewers.count()).toBeGreaterThanOrEqual(3);
  await page.getByRole("region", { name: "Team trend by week" }).getByText("Table view").click();
  expect(await page.getByRole("table", { name: "Team accuracy by week" }).locator("tbody tr").count()).toBeGreaterThanOrEqual(3);
});

test("the CSV export parses back with a ticket and customer per held item and no JSON in any cell", async ({ browser }) => {
  const page = await (await as(browser, "manager")).newPage();
  await page.goto("/dashboard?range=30d");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  const rows = parseCsv(readFileSync((await download.path())!, "utf8"));
  const [header, ...items] = rows;
  expect(header).toEqual(expect.arrayContaining(["ticket", "customer_id", "customer", "payload", "findings", "decisions"]));
  expect(items.length).toBeGreaterThan(50);
  const col = (n: string) => header.indexOf(n);
  for (const r of items) {
    expect(r[col("ticket")]).toMatch(/^SUN-\d+|\S/);
    for (const c of ["payload", "findings", "decisions"]) expect(r[col(c)]).not.toMatch(/^\s*[[{]/);
  }
  const edited = items.find((r) => r[col("status")] === "edited")!;
  expect(edited[col("decisions")]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d edit by [^ ]+@demo\.groundcheck\.test: /);
  expect(edited[col("customer")]).toMatch(/@example\.com>$/);
});
