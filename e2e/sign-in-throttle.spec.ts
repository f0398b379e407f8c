import { test, expect, type Page } from "@playwright/test";

// Issue 14: a person who keeps typing the wrong password is slowed down, and told so plainly.
async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  // Each attempt is one answer from the server: wait for it, not for a message that may be the last one's.
  await Promise.all([page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials")), page.getByRole("button", { name: "Sign in" }).click()]);
}

test("after five wrong passwords the sign-in form says to wait, even for the right one", async ({ page }) => {
  const email = `throttle-${Date.now()}@demo.groundcheck.test`;
  const message = page.locator("form").getByRole("alert");
  await page.goto("/signin");
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `wrong-${i}`);
    await expect(message).toHaveText("Wrong email or password, or the account is deactivated.");
  }
  await signIn(page, email, "any-password");
  await expect(message).toHaveText(/^Too many failed sign-ins\. Try again in \d+ seconds\.$/);
  await page.goto("/queue");
  await expect(page).toHaveURL(/\/signin/);
});
