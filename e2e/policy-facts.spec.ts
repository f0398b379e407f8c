// A clause's facts beside their sentences: drafted at import, confirmed by a policy owner, read-only for others.
import { expect, test } from "@playwright/test";
import { importPolicyWithFacts } from "./policy-facts-factories";

// The tag makes each test's text its own: an import skips text already in the library.
const policy = (tag: string) => `- A booking can be cancelled within 24 hours of booking. Each reservation can have at most five passengers. Desk code ${tag}.`;
const WINDOW = "window: at most 24 hours since booking";
const LIMIT = "limit: at most 5 passengers";

test.use({ storageState: "e2e/.auth/policy_owner.json" });

test("a policy owner sees an imported clause's drafted facts beside their sentences and confirms one", async ({ page, browser }) => {
  const tag = `Cancel ${Date.now().toString(36).toUpperCase()}`;
  const id = await importPolicyWithFacts(browser, tag, policy(tag));
  await page.goto("/policies");
  await expect(page.getByTestId(`clause-${id}`)).toContainText("2 (2 drafts)");

  await page.getByRole("link", { name: id, exact: true }).click();
  const sentence = page.getByTestId("fact-sentence").filter({ hasText: "within 24 hours of booking" });
  await expect(sentence.locator("mark")).toHaveText("A booking can be cancelled within 24 hours of booking.");
  const fact = sentence.getByTestId("fact").filter({ hasText: WINDOW });
  await expect(fact).toContainText("draft");
  const limit = page.getByTestId("fact-sentence").filter({ hasText: "at most five passengers" }).getByTestId("fact");
  await expect(limit).toContainText(LIMIT);
  await expect(limit).toContainText("draft");

  await fact.getByRole("button", { name: `Confirm ${WINDOW}` }).click();
  await expect(fact).toContainText("confirmed");
  await expect(fact.getByRole("button", { name: /^Confirm/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("fact").filter({ hasText: WINDOW })).toContainText("confirmed");
  await expect(page.getByTestId("fact").filter({ hasText: LIMIT })).toContainText("draft");
  // The confirmation is a version of its own: the version before it still shows the draft.
  await expect(page.getByRole("link", { name: "Version 2", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Version 1", exact: true }).click();
  await expect(page.getByTestId("fact").filter({ hasText: WINDOW })).toContainText("draft");
  await expect(page.getByRole("button", { name: /^Confirm/ })).toHaveCount(0);
});

test("a reviewer sees the facts read-only: no Confirm, Edit, Delete or Add", async ({ browser }) => {
  const tag = `Cancel ${Date.now().toString(36).toUpperCase()}`;
  const id = await importPolicyWithFacts(browser, tag, policy(tag));
  const page = await (await browser.newContext({ storageState: "e2e/.auth/reviewer.json" })).newPage();
  await page.goto(`/policies/${id}`);
  const fact = page.getByTestId("fact").filter({ hasText: WINDOW });
  await expect(fact).toContainText("draft");
  await expect(page.getByRole("button", { name: /^(Confirm|Edit|Delete|Add fact)/ })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Add fact" })).toHaveCount(0);
});

test("a policy owner edits, adds and deletes facts; a page left open since is refused, not applied", async ({ page, context, browser }) => {
  const tag = `Cancel ${Date.now().toString(36).toUpperCase()}`;
  const id = await importPolicyWithFacts(browser, tag, policy(tag));
  await page.goto(`/policies/${id}`);

  await page.getByRole("button", { name: `Edit ${LIMIT}` }).click();
  const edit = page.getByRole("form", { name: "Edit fact" });
  await edit.getByLabel("At most").fill("6");
  await edit.getByRole("button", { name: "Save and confirm" }).click();
  const limit = page.getByTestId("fact").filter({ hasText: "limit: at most 6 passengers" });
  await expect(limit).toContainText("confirmed");

  const add = page.getByRole("form", { name: "Add fact" });
  await add.getByLabel("Kind").selectOption({ label: "Amount" });
  await add.getByLabel("Read from").selectOption({ label: "A booking can be cancelled within 24 hours of booking." });
  await add.getByLabel("Amount", { exact: true }).fill("25");
  await add.getByLabel("Per (optional)").fill("booking");
  await add.getByRole("button", { name: "Add fact" }).click();
  const sentence = page.getByTestId("fact-sentence").filter({ hasText: "within 24 hours of booking" });
  await expect(sentence.getByTestId("fact").filter({ hasText: "amount: $25 per booking" })).toContainText("confirmed");

  // A second tab opened now, then the first one deletes the window: the second tab's confirm is stale.
  const other = await context.newPage();
  await other.goto(`/policies/${id}`);
  await page.getByRole("button", { name: `Delete ${WINDOW}` }).click();
  await expect(page.getByTestId("fact").filter({ hasText: WINDOW })).toHaveCount(0);
  await other.getByRole("button", { name: `Confirm ${WINDOW}` }).click();
  await expect(other.getByRole("alert").filter({ hasText: "was changed by someone else" })).toContainText("Reload to see its facts");
  await other.reload();
  await expect(other.getByTestId("fact").filter({ hasText: WINDOW })).toHaveCount(0);
  await expect(other.getByTestId("fact")).toHaveCount(2);
});
