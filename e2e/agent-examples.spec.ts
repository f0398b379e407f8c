// The example agent loops run green against the production server: each is a child process that
// talks to the API with the demo agent's key, and its printed RESULT is checked here.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";
import { runExample } from "./example-process";

const run = promisify(execFile);

test.describe("example agent loops", () => {
  test.setTimeout(90_000);

  test("the OpenAI loop: cancel_order and SU-88412 are rejected, the model corrects itself, one refund runs", async ({ baseURL }) => {
    const result = await runExample("examples/agents/openai-loop.ts", baseURL!);
    expect(result.ok).toBe(true);
    expect(result.calls.map((c: { name: string; code: string; outcome: string }) => `${c.name}:${c.code}:${c.outcome}`)).toEqual([
      "cancel_order:unknown_tool:rejected",
      "get_order:ok:ran",
      "issue_refund:unknown_id:rejected",
      "issue_refund:ok:ran",
    ]);
    expect(result.reply).toMatchObject({ outcome: "send", verdict: "grounded" });
    expect(result.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }]);
  });

  test("the Anthropic loop: a $50.00 refund is rejected, the Thursday reply is held and never sent", async ({ baseURL, request }) => {
    const result = await runExample("examples/agents/anthropic-loop.ts", baseURL!);
    expect(result.ok).toBe(true);
    expect(result.calls.map((c: { code: string; outcome: string }) => `${c.code}:${c.outcome}`)).toEqual(["ok:ran", "amount_unmatched:rejected", "ok:ran"]);
    expect(result.replies[0]).toMatchObject({ outcome: "held", verdict: "invented", reason: "timed_out" });
    expect(result.replies[1]).toMatchObject({ outcome: "send", verdict: "grounded" });
    expect(result.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-77310", amount_cents: 1900 } }]);

    // The held draft waits for a person, and cannot be released before one decides.
    const id = result.replies[0].held_item_id;
    const headers = { authorization: `Bearer ${E2E_DEMO_API_KEY}` };
    const state = await request.get(`/api/v1/held-items/${id}`, { headers });
    expect(await state.json()).toMatchObject({ status: "pending", decided: false, kind: "reply" });
    const release = await request.post(`/api/v1/held-items/${id}/release`, { headers, data: {} });
    expect(release.status()).toBe(409);
  });

  test("an example stops with a non-zero exit when the API refuses it", async ({ baseURL }) => {
    const failed = await run("npx", ["tsx", "examples/agents/openai-loop.ts"], {
      env: { ...process.env, GROUNDCHECK_URL: baseURL, GROUNDCHECK_API_KEY: `gck_0000000000_${"x".repeat(32)}` },
      timeout: 60_000,
    }).then(
      () => null,
      (err: { code?: number; stdout?: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('"ok":false');
  });
});
