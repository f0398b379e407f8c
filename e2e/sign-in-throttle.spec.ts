import { test, expect } from "@playwright/test";

// Issue 14: a person who keeps typing the wrong password is slowed down, and told so plainly.
test("after five wrong passwords the sign-in form says to wait, even for the right one", async ({ page }) => {
  const email = `throttle-${Date.now()}@demo.groundcheck.test`;
  await page.goto("/signin");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(`wrong-${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong email or password, or the account is deactivated.");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await page.getByLabel("Password").fill("any-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/);
  await page.goto("/queue");
  await expect(page).toHaveURL(/\/signin/);
});
