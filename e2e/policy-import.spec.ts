// A policy owner imports a Markdown policy: drafts to review, rename and publish; other roles cannot.
import { expect, test } from "@playwright/test";

test.use({ storageState: "e2e/.auth/policy_owner.json" });

test("a policy owner imports a policy file as drafts, renames one and publishes it", async ({ page }) => {
  const tag = Date.now().toString(36).toUpperCase();
  const markdown = [
    "# Sundry pet policy",
    "",
    `## Pets ${tag}`,
    "",
    "- Pets travel in a carrier. The carrier counts as one item.",
    "- Pet food cannot be returned once opened.",
    "",
    "Service animals are always welcome.",
  ].join("\n");
  await page.goto("/policies");
  const form = page.getByRole("form", { name: "Import a policy document" });
  await form.getByLabel("Markdown file").setInputFiles({ name: "pets.md", mimeType: "text/markdown", buffer: Buffer.from(markdown) });
  // The file is read into the text box: what is sent is what the owner sees.
  await expect(form.getByLabel("Policy text")).toHaveValue(markdown);
  await form.getByRole("button", { name: "Import as drafts" }).click();
  await expect(form.getByRole("status")).toContainText("Created 3 draft clauses.");
  await expect(page.getByTestId("drafts-waiting")).toContainText("wait for review");
  const first = `PETS-${tag}-1`;
  await expect(page.getByTestId(`clause-${first}`)).toContainText("Draft: not used until published");
  await expect(page.getByTestId(`clause-PETS-${tag}-3`)).toContainText(`Pets ${tag}: Service animals are always welcome.`);

  await page.getByRole("link", { name: first, exact: true }).click();
  await expect(page.getByTestId("draft-note")).toContainText(`imported from pets.md § Sundry pet policy › Pets ${tag} (lines 5-5)`);
  await expect(page.getByTestId("clause-text")).toHaveText("Pets travel in a carrier. The carrier counts as one item.");

  const renamed = `PET-CARRIER-${tag}`;
  const rename = page.getByRole("form", { name: "Rename clause" });
  await rename.getByLabel("New clause id").fill(renamed);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page).toHaveURL(new RegExp(`/policies/${renamed}$`));
  const publish = page.getByRole("form", { name: "Publish clause" });
  await publish.getByRole("button", { name: `Publish ${renamed}` }).click();
  // Published: the draft note and the publish form are gone, the clause is in force.
  await expect(page.getByTestId("draft-note")).toHaveCount(0);
  await expect(publish).toHaveCount(0);
  await expect(page.getByTestId("clause-state")).toHaveText("In force");

  await page.goto("/policies");
  await expect(page.getByTestId(`clause-${renamed}`)).toContainText("In force");
  await expect(page.getByTestId(`clause-PETS-${tag}-2`)).toContainText("Draft");
});

test("a reviewer sees the library but no import form", async ({ browser }) => {
  const page = await (await browser.newContext({ storageState: "e2e/.auth/reviewer.json" })).newPage();
  await page.goto("/policies");
  await expect(page.getByRole("heading", { name: "Policy clauses" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Import a policy document" })).toHaveCount(0);
});
