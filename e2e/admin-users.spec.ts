import { test, expect } from "@playwright/test";

test.use({ storageState: "e2e/.auth/admin.json" });

test("an admin creates a user, changes the role, and a deactivated user loses access on the next request", async ({ page, browser }) => {
  const email = `casey.${Date.now()}@example.test`;
  await page.goto("/admin/users");
  const form = page.getByRole("form", { name: "Create user" });
  await form.getByLabel("Name").fill("Casey New");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption("reviewer");
  await form.getByLabel("Initial password").fill("casey-password-1");
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(form.getByRole("status")).toContainText(`Created ${email}`);
  const row = page.getByTestId(`user-${email}`);
  await expect(row).toContainText("Active");

  // The new user signs in, in a browser of their own.
  const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const them = await theirs.newPage();
  await them.goto("/signin");
  await them.getByLabel("Email").fill(email);
  await them.getByLabel("Password").fill("casey-password-1");
  await them.getByRole("button", { name: "Sign in" }).click();
  await expect(them.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Queue", "Policies"]);

  // Promoted to manager: their next page load shows the manager navigation.
  await row.getByLabel(`Role of ${email}`).selectOption("manager");
  await row.getByRole("button", { name: "Save role" }).click();
  await expect(row.getByRole("status")).toContainText("is now manager");
  await them.goto("/dashboard");
  await expect(them.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // Deactivated while signed in: the very next request sends them to sign-in.
  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row).toContainText("Deactivated");
  await them.goto("/queue");
  await expect(them).toHaveURL(/\/signin/);
  await theirs.close();

  // Every change is in the audit log.
  await page.goto("/admin/audit");
  const log = page.getByRole("table", { name: "Audit events" });
  await expect(log).toContainText("user.deactivate");
  await expect(log).toContainText("user.role_change");
  await expect(log).toContainText("user.create");
});

test("a duplicate email is refused with a clear message", async ({ page }) => {
  await page.goto("/admin/users");
  const form = page.getByRole("form", { name: "Create user" });
  await form.getByLabel("Name").fill("Dup");
  await form.getByLabel("Email").fill("reviewer@demo.groundcheck.test");
  await form.getByLabel("Initial password").fill("another-password-1");
  await form.getByRole("button", { name: "Create user" }).click();
  await expect(form.getByRole("alert")).toContainText("already exists");
});
