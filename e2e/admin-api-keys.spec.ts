import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";

test.use({ storageState: "e2e/.auth/admin.json" });

const tools = readFileSync("examples/sundry/tools.json", "utf8");

test("an admin creates an agent and a key shown once; the key works until it is revoked", async ({ page, request }) => {
  const name = `e2e-agent-${Date.now()}`;
  await page.goto("/admin/agents");
  const form = page.getByRole("form", { name: "Create agent" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel(/Tool definitions/).fill(tools);
  await form.getByRole("button", { name: "Create agent" }).click();
  await expect(form.getByRole("status")).toContainText(`Created agent ${name}`);
  await page.getByRole("link", { name }).click();

  // What the guard will check, inferred from the schemas.
  await expect(page.getByRole("table", { name: "Tool roles" })).toContainText("issue_refund");

  const keyForm = page.getByRole("form", { name: "Create API key" });
  await keyForm.getByLabel("Key name").fill("ci");
  await keyForm.getByRole("button", { name: "Create API key" }).click();
  const key = (await keyForm.getByTestId("one-time-secret").textContent())!.trim();
  expect(key).toMatch(/^gck_[0-9a-f]{10}_/);

  const start = () =>
    request.post("/api/v1/runs", {
      headers: { authorization: `Bearer ${key}` },
      data: { idempotency_key: `e2e-${Date.now()}-${Math.random()}`, ticket: { id: `T-${Date.now()}-${Math.random()}` }, customer: { id: "cust_e2e" } },
    });
  expect((await start()).status()).toBe(201);

  // After a reload the key is no longer shown anywhere, only its prefix; last use is recorded.
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
  const row = page.getByTestId("key-ci");
  await expect(row).toContainText(key.slice(0, 14));
  await expect(row).not.toContainText("—");

  await row.getByRole("button", { name: "Revoke ci" }).click();
  await expect(row).toContainText("Revoked");
  const refused = await start();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.code).toBe("unauthenticated");
});

test("an admin pasting broken tool JSON gets a clear error and nothing is created", async ({ page }) => {
  await page.goto("/admin/agents");
  const form = page.getByRole("form", { name: "Create agent" });
  await form.getByLabel("Name").fill(`broken-${Date.now()}`);
  await form.getByLabel(/Tool definitions/).fill("[{ not json");
  await form.getByRole("button", { name: "Create agent" }).click();
  await expect(form.getByRole("alert")).toContainText("Tools is not valid JSON");
});
