/**
 * An uncited sentence stating a rule: a passage it restates supports it (supported_uncited, with the
 * passage as its suggested citation); anything else is not checked, carrying the closest passage. It
 * is never invented: that word is kept for values.
 */
import { describe, expect, it } from "vitest";
import { order, sundryClauses, toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, policyRun, runOf } from "../testing/verdicts";
import { stopsReply } from "../verify-reply";

const run = runOf(customer("Can I return it?"), toolTurn("call_1", "get_order", order()));

describe("against a clause library", () => {
  it("a restatement of RET-30 is supported_uncited and suggests RET-30", () => {
    const r = check(run, "Most items can be returned within 30 days of delivery for a full refund of the item price.", { clauses: sundryClauses });
    const rule = claimOf(r, "Most items", "policy");
    expect(rule.verdict).toBe("supported_uncited");
    expect(rule.reason).toContain("restates clause RET-30");
    expect(rule.support[0]).toMatchObject({ source: "clause", clauseId: "RET-30" });
  });

  it("a rule no clause settles is not checked and passes, with the closest clause", () => {
    const r = check(run, "Gift wrapping is free for all orders.", { clauses: sundryClauses });
    const rule = claimOf(r, "Gift wrapping", "policy");
    expect(rule.verdict).toBe("not_checked");
    expect(rule.passage?.clauseId).toBe("SHIP-FREE-50");
    expect(stopsReply(r)).toBe(false);
  });

  it("an uncited rule is never invented, even when nothing in the policy is near it", () => {
    const r = check(run, "Pets are not allowed in the store.", { clauses: sundryClauses });
    expect(claimOf(r, "Pets are not allowed", "policy").verdict).toBe("not_checked");
    expect(r.verdict).toBe("not_checked");
  });
});

describe("against the policy in the system prompt", () => {
  const prompt = policyRun("# Airline policy\n## Cancellation\nAll reservations can be cancelled within 24 hours of booking.", customer("Can I cancel?"));

  it("a restatement is supported by the prompt, naming the system prompt as its source", () => {
    const rule = claimOf(check(prompt, "Reservations can be cancelled within 24 hours of booking."), "Reservations can be cancelled", "policy");
    expect(rule.verdict).toBe("supported_uncited");
    expect(rule.reason).toContain("the policy in the system prompt (message 0)");
    expect(rule.support[0]).toMatchObject({ source: "prompt", messageIndex: 0 });
  });

  it("a rule the prompt does not settle is not checked with the prompt's closest sentence", () => {
    const rule = claimOf(check(prompt, "Reservations cancelled after 24 hours are not refundable."), "not refundable", "policy");
    expect(rule.verdict).toBe("not_checked");
    expect(rule.passage?.source).toBe("prompt");
  });
});

it("telemetry counts the policy sentences and those that passed not checked", () => {
  const r = check(run, "Most items can be returned within 30 days of delivery for a full refund of the item price. Gift wrapping is free for all orders.", { clauses: sundryClauses });
  expect(r.telemetry.policySentences).toBe(2);
  expect(r.telemetry.policyNotChecked).toBe(1);
});
