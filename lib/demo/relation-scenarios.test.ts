import { describe, expect, it } from "vitest";
import { replayRun } from "../guard/replay-run";
import { sundryGuard } from "../guard/test-fixtures";
import { toolResultMessage } from "../client/guarded-dispatch";
import { buildScenarios } from "./demo-scenarios";
import { assistantToolCall } from "./play-scenario";
import { createSundryBackend } from "./sundry-backend";
import { buildSundryStore } from "./sundry-store";

// The transcript each ticket imports (as playImport builds it), judged by the guard with Sundry's policy.
function verdictsOf(kind: string) {
  const store = buildSundryStore({ today: "2026-03-10" });
  const s = buildScenarios(store).find((x) => x.kind === kind && ["not_in_entity", "wrong_customer", "policy_amount"].includes(x.kind) && x.ticket >= "SUN-1067")!;
  const backend = createSundryBackend(store);
  const messages: unknown[] = [{ role: "system", content: s.system ?? "You are Sundry's support agent." }];
  let n = 0;
  for (const step of s.steps) {
    if ("user" in step) messages.push({ role: "user", content: step.user });
    else if ("call" in step) {
      const id = `call_${++n}`;
      const result = (backend.tools as Record<string, (a: Record<string, unknown>) => unknown>)[step.call](step.args);
      messages.push(assistantToolCall("openai", id, step.call, step.args), toolResultMessage("openai", id, JSON.stringify(result), false));
    }
  }
  return replayRun(sundryGuard(), messages, { customerId: s.customer.id }).verdicts.filter((v) => v.tool !== "get_order");
}

describe("Sundry demo tickets for issue 11", () => {
  it("an item from the customer's other order is held as not_in_entity", () => {
    expect(verdictsOf("not_in_entity").map((v) => v.verdict.code)).toEqual(["not_in_entity"]);
  });
  it("an order looked up for the wrong buyer is wrong_customer", () => {
    expect(verdictsOf("wrong_customer").map((v) => v.verdict.code)).toEqual(["wrong_customer"]);
  });
  it("a goodwill credit: a rate the policy never states is refused, the policy's per-item rate passes with its formula", () => {
    const [wrong, right] = verdictsOf("policy_amount");
    expect(wrong.verdict.code).toBe("amount_unmatched");
    expect(wrong.verdict.message).toContain("Amounts the policy sets: $2.50 per item (system prompt, message 0)");
    expect(right.verdict.decision).toBe("allow");
    const f = right.verdict.findings.find((x) => x.path === "amount_cents")!;
    expect(f.status).toBe("matched_policy");
    expect(f.derivation!.formula).toMatch(/^\$2\.50 per item (× \d+ items = |\(× 1\))/);
  });
});
