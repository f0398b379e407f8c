import { test as setup, expect } from "@playwright/test";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { ROLES } from "../lib/auth/permissions";

// Sign in once per role through the real form and keep the session, so other tests start signed in.
for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page }) => {
    const user = DEMO_USERS[role];
    await page.goto("/signin");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("current-user")).toContainText(user.name);
    await page.context().storageState({ path: `e2e/.auth/${role}.json` });
  });
}
