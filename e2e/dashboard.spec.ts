// The managers' dashboard: numbers that match the data the test itself sends, and exports that parse.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { importMessages } from "./dashboard-factories";

test.use({ storageState: "e2e/.auth/manager.json" });

async function summary(page: Page, label: string) {
  const text = await page.locator('dl[aria-label="Summary"]').locator("div", { hasText: label }).first().locator("dd").first().innerText();
  return Number(text.replace(/[^0-9.]/g, ""));
}

test("a manager sees hold rates, held-by-tool and invented tools matching the data the test created, and exports parse", async ({ page, request }) => {
  const tool = `cancel_order_${Date.now().toString(36)}`;
  await page.goto("/dashboard?range=7d");
  const checkedBefore = await summary(page, "Checked");
  const heldBefore = await summary(page, "Held");

  // One run asking for a tool that does not exist: one check, held (an import holds every reject).
  const run = await importMessages(request, "dash", "cust_1042", [
    { role: "user", content: "Please cancel my order SU-88421." },
    { role: "assistant", content: null, tool_calls: [{ id: "tu_1", type: "function", function: { name: tool, arguments: '{"order_id": "SU-88421"}' } }] },
  ]);
  expect(run.held_item_ids).toHaveLength(1);

  await page.reload();
  expect(await summary(page, "Checked")).toBe(checkedBefore + 1);
  expect(await summary(page, "Held")).toBe(heldBefore + 1);

  const invented = page.getByRole("table", { name: "Invented tool names" });
  const row = invented.getByRole("row").filter({ hasText: tool });
  await expect(row.getByRole("cell")).toHaveText([tool, "1", "1", new Date().toISOString().slice(0, 10)]);

  await page.getByRole("region", { name: "Held by tool" }).getByText("Table view").click();
  const byTool = page.getByRole("table", { name: "Hold rate by tool" }).getByRole("row").filter({ hasText: tool });
  await expect(byTool.getByRole("cell")).toHaveText([tool, "1", "1", "100.0%"]);

  const byReason = page.getByRole("table", { name: "Hold rate by reason code" });
  await expect(byReason).toContainText("unknown_tool");

  // Hold rate per day: today's row in the table view has the same figures as the summary.
  await page.getByRole("region", { name: "Hold rate per day" }).getByText("Table view").click();
  const today = page.getByRole("table", { name: "Hold rate per day" }).getByRole("row").filter({ hasText: new Date().toISOString().slice(0, 10) });
  await expect(today.getByRole("cell").nth(2)).not.toHaveText("0");

  // Evidence health is shown with its thresholds.
  await expect(page.getByRole("region", { name: "Evidence health" })).toContainText("alarm above 20.0%");

  // Exports: CSV and JSONL, both parse, both hold the item this test created.
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download CSV" }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^held-items-.*\.csv$/);
  const csvText = readFileSync((await csv.path())!, "utf8");
  expect(csvText.split("\n")[0]).toBe("id,created_at,ticket,customer_id,customer,kind,tool,status,reason_codes,payload,findings,decisions,decided_at");
  const csvRow = csvText.split("\n").find((l) => l.startsWith(`${run.held_item_ids[0]},`));
  expect(csvRow).toContain(`,write,${tool},pending,unknown_tool,`);

  const [jsonl] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download JSONL" }).click()]);
  const items = readFileSync((await jsonl.path())!, "utf8").trim().split("\n").map((l) => JSON.parse(l) as { id: string; tool: string; reason_codes: string[]; findings: unknown[] });
  const mine = items.find((i) => i.id === run.held_item_ids[0]);
  expect(mine).toMatchObject({ tool, reason_codes: ["unknown_tool"], status: "pending", decisions: [] });
  expect(items.length).toBe(await summary(page, "Held"));
});

test("a reviewer and a policy owner are refused the dashboard, the accuracy page and the exports", async ({ browser }) => {
  for (const role of ["reviewer", "policy_owner"]) {
    const ctx = await browser.newContext({ storageState: `e2e/.auth/${role}.json` });
    const page = await ctx.newPage();
    for (const path of ["/dashboard", "/dashboard/accuracy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    }
    const res = await ctx.request.get("/api/exports/held-items?format=csv");
    expect(res.status()).toBe(403);
    await ctx.close();
  }
});
