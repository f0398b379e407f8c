// Clauses with drafted facts, made the way a policy owner makes them: by importing a policy document.
import { expect, type Browser } from "@playwright/test";

/** Imports `markdown` as the policy owner (in a context of its own) and returns the first draft's id. */
export async function importPolicyWithFacts(browser: Browser, heading: string, markdown: string): Promise<string> {
  const context = await browser.newContext({ storageState: "e2e/.auth/policy_owner.json" });
  const page = await context.newPage();
  await page.goto("/policies");
  const form = page.getByRole("form", { name: "Import a policy document" });
  await form.getByLabel("Policy text").fill(`## ${heading}\n\n${markdown}`);
  await form.getByRole("button", { name: "Import as drafts" }).click();
  // At least one new draft: text already in the library is not imported again.
  await expect(form.getByRole("status")).toContainText(/Created [1-9]\d* draft clause/);
  await context.close();
  return `${heading.toUpperCase().replace(/[^A-Z0-9]+/g, "-")}-1`;
}
