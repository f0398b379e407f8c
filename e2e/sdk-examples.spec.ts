// The SDK examples against the production server (remote mode): the Sundry incidents through the
// real Vercel AI SDK and OpenAI Agents SDK loops. An admin creates the agent (Sundry's tools, the
// stricter hold threshold) and its key in the browser; while the example waits on the held $38.00
// refund, a reviewer edits it to $19.00 in the console and approves; the example then runs the
// refund with exactly $19.00. The Thursday reply is held and never sent.
import { expect, test, type Browser } from "@playwright/test";
import { createStrictSundryAgent } from "./agent-factories";
import { startExample } from "./example-process";
import { EDIT_NOTE } from "../examples/agents/sdk-scenario/sundry-conversations";

const as = (browser: Browser, role: string) => browser.newContext({ storageState: `e2e/.auth/${role}.json` });
let apiKey = "";

test.describe("SDK examples in front of the server", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(180_000);

  test.beforeAll(async ({ browser }) => {
    apiKey = await createStrictSundryAgent(browser, "sdk-examples");
  });

  for (const sdk of ["ai-sdk", "openai-agents"]) {
    test(`${sdk}: rejections come back as tool results, a reviewer edits the held refund to $19.00 and it runs with exactly that; the Thursday reply is never sent`, async ({ browser, baseURL, request }) => {
      const example = startExample(`examples/agents/${sdk}/main.ts`, baseURL!, { GROUNDCHECK_API_KEY: apiKey, GROUNDCHECK_WAIT_MS: "120000" }, 170_000);
      const [, heldId] = await example.line(/HELD (\S+)/);

      // A person decides in the browser, as for any held call.
      const page = await (await as(browser, "reviewer")).newPage();
      await page.goto(`/queue/${heldId}`);
      await expect(page.getByTestId("lease")).toBeVisible();
      await page.keyboard.press("e");
      const form = page.getByRole("form", { name: "Edit" });
      await form.getByLabel(/amount_cents/).fill("1900");
      await form.getByLabel("Your note (required)").fill(EDIT_NOTE);
      await form.getByRole("button", { name: "Re-check" }).click();
      await expect(form.getByTestId("recheck")).toContainText("can be approved");
      await form.getByRole("button", { name: "Approve edited version" }).click();
      await expect(page.getByRole("status")).toContainText("Edited version approved");

      const result = await example.result;
      expect(result.ok, JSON.stringify(result)).toBe(true);
      const [teapot, tote] = result.reports as { calls: { name: string; code: string; outcome: string }[]; reply: { outcome: string; verdict: string; held_item_id: string | null; text: string | null }; effects: unknown[] }[];
      expect(teapot.calls.map((c) => `${c.name}:${c.code}:${c.outcome}`)).toEqual(["cancel_order:unknown_tool:rejected", "get_order:ok:ran", "issue_refund:unknown_id:rejected", "issue_refund:ok:ran"]);
      expect(teapot.reply).toMatchObject({ outcome: "send", verdict: "grounded" });
      expect(teapot.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }]);
      expect(tote.calls.map((c) => `${c.name}:${c.code}:${c.outcome}`)).toEqual(["get_order:ok:ran", "issue_refund:amount_unmatched:rejected", "issue_refund:ok:released"]);
      expect(tote.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-77310", amount_cents: 1900 } }]);
      expect(tote.reply).toMatchObject({ outcome: "held", verdict: "invented", text: null });

      // The held reply waits for a person and cannot be released before one decides.
      const headers = { authorization: `Bearer ${apiKey}` };
      expect(await (await request.get(`/api/v1/held-items/${tote.reply.held_item_id}`, { headers })).json()).toMatchObject({ status: "pending", decided: false, kind: "reply" });
      expect((await request.post(`/api/v1/held-items/${tote.reply.held_item_id}/release`, { headers, data: {} })).status()).toBe(409);
      // The refund's held item was released once, with the reviewer's amount.
      expect(await (await request.get(`/api/v1/held-items/${heldId}`, { headers })).json()).toMatchObject({ status: "released" });
    });
  }
});
