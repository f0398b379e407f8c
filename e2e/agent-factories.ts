// Agents of a test's own, made as an admin would: in the browser, with a key shown once.
import { readFileSync } from "node:fs";
import { expect, type Browser } from "@playwright/test";
import { STRICT_SUNDRY_POLICY } from "../examples/agents/sdk-scenario/sundry-conversations";

/**
 * An admin creates an agent with Sundry's tools and the stricter hold threshold (a refund summing
 * two charges waits for a person instead of running) and an API key for it; returns the key.
 * `name` defaults to the tag and the time, unique per call.
 */
export async function createStrictSundryAgent(browser: Browser, tag: string, name = `${tag}-${Date.now()}`) {
  const page = await (await browser.newContext({ storageState: "e2e/.auth/admin.json" })).newPage();
  await page.goto("/admin/agents");
  const form = page.getByRole("form", { name: "Create agent" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel(/Tool definitions/).fill(readFileSync("examples/sundry/tools.json", "utf8"));
  await form.getByLabel(/Policy/).fill(JSON.stringify(STRICT_SUNDRY_POLICY));
  await form.getByRole("button", { name: "Create agent" }).click();
  await expect(form.getByRole("status")).toContainText(`Created agent ${name}`);
  await page.getByRole("link", { name }).click();
  const keyForm = page.getByRole("form", { name: "Create API key" });
  await keyForm.getByLabel("Key name").fill(tag);
  await keyForm.getByRole("button", { name: "Create API key" }).click();
  const key = (await keyForm.getByTestId("one-time-secret").textContent())!.trim();
  expect(key).toMatch(/^gck_/);
  await page.context().close();
  return key;
}
