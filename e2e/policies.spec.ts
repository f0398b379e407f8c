// A policy owner maintains the clause library; renaming keeps old citations resolving.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { importUnsupportedReply } from "./dashboard-factories";

test.use({ storageState: "e2e/.auth/policy_owner.json" });

test("a policy owner renames a clause, and an older reply citing the old id still shows the clause", async ({ page, request, browser }) => {
  const oldId = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const newId = `${oldId}-B`;
  await page.goto("/policies");
  const create = page.getByRole("form", { name: "Create clause" });
  await create.getByLabel("Clause id").fill(oldId.toLowerCase());
  await create.getByLabel("Title").fill("Returns window (e2e)");
  await create.getByLabel("Text").fill("Most items can be returned within 30 days of delivery for a full refund of the item price.");
  await create.getByLabel("Regions (comma-separated)").fill("US, CA");
  await create.getByRole("button", { name: "Create clause" }).click();
  await expect(create.getByRole("status")).toContainText(`Created ${oldId} (version 1)`);
  await expect(page.getByTestId(`clause-${oldId}`)).toContainText("In force");

  // A reply checked against it, citing it for something it does not say: held, low support.
  const { held_item_ids } = await importUnsupportedReply(request, oldId);
  expect(held_item_ids).toHaveLength(1);

  await page.getByRole("link", { name: oldId, exact: true }).click();
  await expect(page.getByTestId("citation-count")).toContainText("1 reply (1 with low support)");

  // Ids are validated with clear errors: taken by another clause (the demo's RET-30), bad format.
  const rename = page.getByRole("form", { name: "Rename clause" });
  await rename.getByLabel("New clause id").fill("ret-30");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename.getByRole("alert")).toContainText("RET-30 is already the id of clause RET-30");
  await rename.getByLabel("New clause id").fill("30 days");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename.getByRole("alert")).toContainText("A clause id is letters and digits");

  await rename.getByLabel("New clause id").fill(newId);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page).toHaveURL(new RegExp(`/policies/${newId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(newId);

  // The older reply cited the old id: it is still listed, and the old id still opens the clause.
  const low = page.getByRole("table", { name: "Held replies citing this clause with low support" });
  await expect(low).toContainText(oldId);
  await expect(low).toContainText("within 90 days");
  await page.goto(`/policies/${oldId}`);
  await expect(page.getByRole("note")).toContainText(`${oldId} is an old id of this clause; it was renamed to ${newId}`);
  await expect(page.getByTestId("clause-text")).toContainText("returned within 30 days of delivery");

  // The export for the CLI carries the new id with the old one as an alias.
  await page.goto("/policies");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Export as JSON/ }).click()]);
  const library = JSON.parse(readFileSync((await download.path())!, "utf8")) as { id: string; aliases?: string[] }[];
  expect(library.find((c) => c.id === newId)).toMatchObject({ aliases: [oldId] });

  // Every change is audited with who made it (the audit log is for managers and admins).
  const manager = await (await browser.newContext({ storageState: "e2e/.auth/manager.json" })).newPage();
  await manager.goto("/admin/audit");
  const log = manager.getByRole("table", { name: "Audit events" });
  await expect(log).toContainText("clause.rename");
  await expect(log).toContainText("clause.create");
});
