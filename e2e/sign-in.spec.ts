import { test, expect } from "@playwright/test";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { ROLES, type Role } from "../lib/auth/permissions";

const EXPECTED_NAV: Record<Role, string[]> = {
  reviewer: ["Queue", "Policies"],
  policy_owner: ["Queue", "Policies"],
  manager: ["Queue", "Escalations", "Policies", "Dashboard"],
  admin: ["Queue", "Escalations", "Policies", "Dashboard", "Admin"],
};

for (const role of ROLES) {
  test(`${role} signs in and sees the ${role} navigation`, async ({ page }) => {
    const user = DEMO_USERS[role];
    await page.goto("/queue");
    await expect(page).toHaveURL(/\/signin/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(EXPECTED_NAV[role]);
  });
}

test("a wrong password shows an error and gives no session", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(DEMO_USERS.admin.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong email or password" })).toBeVisible();
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/signin/);
});

test.describe("signed in as reviewer", () => {
  test.use({ storageState: "e2e/.auth/reviewer.json" });

  test("an admin URL shows a not-allowed page", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Users" })).toHaveCount(0);
  });

  test("the dashboard is not for reviewers either", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  });
});

test("sign out ends the session", async ({ browser }) => {
  // A context of its own: signing out must not invalidate the shared saved state.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel("Email").fill(DEMO_USERS.manager.email);
  await page.getByLabel("Password").fill(DEMO_USERS.manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin/);
  await context.close();
});

test("pages carry a nonce CSP that forbids framing, and nosniff", async ({ request }) => {
  const res = await request.get("/signin");
  const csp = res.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).not.toContain("unsafe-inline' 'strict");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
});
