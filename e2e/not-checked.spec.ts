// Issue 24 end to end: a policy sentence nothing in code settles (not_checked) passes, so the item
// page shows it apart from the alarm that held the reply, beside its best-matching clause; and the
// managers' dashboard shows the share of such sentences per agent, alarming above their threshold.
import { expect, test } from "@playwright/test";
import { as } from "./dashboard-factories";
import { BEST_CLAUSE, createNotCheckedAgent, importReply, INVENTED_DATE_SENTENCE, NOT_CHECKED_SENTENCE, SUPPORTED_SENTENCE } from "./not-checked-factories";

test("a reviewer sees a not_checked sentence apart from the alarm, with its best clause beside it", async ({ browser, request }) => {
  const { key } = await createNotCheckedAgent(browser);
  const { heldIds } = await importReply(request, key, `${NOT_CHECKED_SENTENCE} ${INVENTED_DATE_SENTENCE}`);
  expect(heldIds).toHaveLength(1);
  const page = await (await as(browser, "reviewer")).newPage();
  await page.goto(`/queue/${heldIds[0]}`);
  await expect(page.getByRole("heading", { name: "Held reply" })).toBeVisible();

  // Held for the invented date only: one alarm, and the reason names nothing else.
  const alarms = page.getByRole("region", { name: /^Alarms/ });
  await expect(alarms.getByRole("heading")).toHaveText("Alarms (1)");
  await expect(alarms.getByRole("listitem")).toHaveCount(1);
  await expect(alarms).toContainText("invented");
  await expect(alarms).toContainText("Thursday");
  await expect(alarms).not.toContainText(NOT_CHECKED_SENTENCE);
  await expect(page.locator("header code")).toHaveText(["invented"]);

  // The not_checked sentence in its own section, beside the clause that comes closest.
  const notChecked = page.getByRole("region", { name: "Not checked (nothing in code settles these)" });
  await expect(notChecked).toBeVisible();
  await expect(notChecked).toContainText("passed: not an alarm, not why the reply was held");
  const sentence = notChecked.getByRole("listitem").filter({ hasText: NOT_CHECKED_SENTENCE });
  await expect(sentence).toContainText("not checked");
  const clause = sentence.getByTestId("not-checked-clause");
  await expect(clause).toContainText(`Best-matching clause ${BEST_CLAUSE.id} · `);
  await expect(clause.getByTestId("evidence-match")).toHaveText(BEST_CLAUSE.text);
  // Marked apart, not like the alarm: a dashed slate section, and in the reply a grey mark, not a red one.
  await expect(notChecked).toHaveCSS("border-style", "dashed");
  const mark = page.getByTestId("reply-text").locator("mark").filter({ hasText: "Gift wrapping" });
  const alarmMark = page.getByTestId("reply-text").locator("mark").filter({ hasText: "Thursday" });
  await expect(mark).toHaveAttribute("title", /^not checked:/);
  await expect(alarmMark).toHaveAttribute("title", /^invented:/);
  expect(await mark.evaluate((m) => getComputedStyle(m).backgroundColor)).not.toBe(await alarmMark.evaluate((m) => getComputedStyle(m).backgroundColor));
});

test("a manager sees the not-checked share per agent, sets a threshold below it, and sees the alarm", async ({ browser, request }) => {
  test.setTimeout(60_000); // an agent made in the browser, three saves and a reload
  const { name, key } = await createNotCheckedAgent(browser);
  // Two policy sentences checked for this agent, both passed: one not checked, one supported (50%).
  expect((await importReply(request, key, NOT_CHECKED_SENTENCE)).heldIds).toHaveLength(0);
  expect((await importReply(request, key, SUPPORTED_SENTENCE)).heldIds).toHaveLength(0);

  const page = await (await as(browser, "manager")).newPage();
  await page.goto("/dashboard?range=7d");
  const section = page.getByRole("region", { name: "Policy sentences not checked" });
  const form = section.getByRole("form", { name: "Not-checked alarm threshold" });
  const threshold = form.getByLabel(/Warn above this share/);
  const row = section.getByRole("table", { name: "Not-checked share per agent" }).getByRole("row").filter({ hasText: name });
  try {
    // At 100% nothing can be over: no warning, the agent's share shown unflagged.
    await threshold.fill("100");
    await form.getByRole("button", { name: "Save threshold" }).click();
    await expect(form.getByRole("status")).toContainText("above 100% of policy sentences");
    await expect(section).toContainText("Alarm above 100.0%");
    await expect(section.getByTestId("not-checked-alarm")).toBeHidden();
    await expect(row.getByRole("cell")).toHaveText([name, "2", "1", "50.0% (1 of 2)"]);

    // Below the agent's 50%: the warning names the agent and its row is flagged.
    await threshold.fill("40");
    await form.getByRole("button", { name: "Save threshold" }).click();
    await expect(form.getByRole("status")).toContainText("above 40% of policy sentences");
    const alarm = section.getByRole("alert").filter({ hasText: "Warning: too many policy sentences pass unchecked" });
    await expect(alarm).toBeVisible();
    await expect(alarm).toContainText(`${name}: 50.0% not checked, above 40.0%.`);
    await expect(row.getByRole("cell").nth(3)).toHaveText("⚠ 50.0% (1 of 2) over the threshold");

    // Out of range: refused with the reason, nothing changed.
    await threshold.evaluate((el: HTMLInputElement) => el.removeAttribute("max"));
    await threshold.fill("150");
    await form.getByRole("button", { name: "Save threshold" }).click();
    await expect(form.getByRole("alert")).toContainText("The threshold is a percentage from 0 to 100");
    await page.reload();
    await expect(section).toContainText("Alarm above 40.0%");
  } finally {
    // Leave the default for the other specs sharing this server.
    await page.goto("/dashboard?range=7d");
    await threshold.fill("20");
    await form.getByRole("button", { name: "Save threshold" }).click();
    await expect(form.getByRole("status")).toContainText("above 20% of policy sentences");
  }
});
