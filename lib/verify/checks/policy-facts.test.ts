/**
 * Sentences that contradict a policy fact (issue 24, finding 5). Facts are drafted from the policy
 * text (or confirmed in the clause library); only a fact the sentence clearly speaks to can
 * contradict it, and the reason quotes the passage and says the fact was drafted.
 */
import { describe, expect, it } from "vitest";
import { order, sundryClauses, toolTurn } from "../testing/fixtures";
import type { Clause } from "../types";
import { check, claimOf, customer, policyRun, runOf } from "../testing/verdicts";
import { stopsReply } from "../verify-reply";

const POLICY = `# Policy
## Cancellation
All reservations can be cancelled within 24 hours of booking.
An order can only be cancelled if its status is 'pending'.
## Payment
The payment for a new reservation can only be made with a gift card or a credit card.
Each reservation can use at most one travel certificate, at most one credit card, and at most three gift cards.
## Baggage
Each checked bag costs $50 per bag.
## Refunds
Refunds cannot be issued to a gift card.`;

const withOrder = (status: string) => policyRun(POLICY, customer("hi"), toolTurn("call_1", "get_order", { order_id: "W1234567", status }));
const prompt = withOrder("delivered");

describe("a number for what a fact speaks to", () => {
  it("another window is contradicted, on the sentence and on its number", () => {
    const r = check(prompt, "Reservations can be cancelled within 48 hours of booking.");
    const rule = claimOf(r, "Reservations can be cancelled", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("24 hours of booking (a drafted fact)");
    expect(rule.passage?.text).toBe("All reservations can be cancelled within 24 hours of booking.");
    expect(rule.fact).toMatchObject({ kind: "duration", max: 24, unit: "hour" });
    expect(claimOf(r, "48 hours", "duration").verdict).toBe("contradicted");
  });

  it("the same window in other units (a day for 24 hours) is no contradiction", () => {
    const r = check(prompt, "Reservations can be cancelled within a day of booking.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });

  it("another fee is contradicted; the policy's fee is grounded in the system prompt", () => {
    const wrong = claimOf(check(prompt, "Each checked bag costs $35 per bag."), "$35", "money");
    expect(wrong.verdict).toBe("contradicted");
    expect(wrong.reason).toContain("$50.00 per bag");
    const right = claimOf(check(prompt, "Each checked bag costs $50 per bag."), "$50", "money");
    expect(right.verdict).toBe("grounded");
    expect(right.reason).toContain("system prompt");
  });

  it("another rate than the clause's is contradicted, quoting REF-PARTIAL", () => {
    const run = runOf(toolTurn("call_1", "get_order", order()));
    const r = check(run, "For minor cosmetic damage, Sundry may refund up to 50% of the item price.", { clauses: sundryClauses });
    const rate = claimOf(r, "50%", "percent");
    expect(rate.verdict).toBe("contradicted");
    expect(rate.reason).toContain("clause REF-PARTIAL says 20%");
  });

  it("a confirmed clause fact says so in the reason (no 'drafted')", () => {
    const clauses: Clause[] = [{ id: "BAG-1", title: "Bag fee", text: "A checked bag costs $50.", facts: [{ kind: "amount", cents: 5000, per: "bag", about: "checked bag fee", confirmed: true }] }];
    const c = claimOf(check(runOf(customer("hi")), "A checked bag fee is $35 per bag.", { clauses }), "$35", "money");
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toContain("clause BAG-1 says $50.00 per bag:");
    expect(c.reason).not.toContain("drafted");
  });

  it("a clause fact quotes the sentence its span points at, not the clause's first", () => {
    const text = "Bags are weighed at the counter. A checked bag costs $50.";
    const at = text.indexOf("A checked");
    const clauses: Clause[] = [{ id: "BAG-2", title: "Bags", text, facts: [{ kind: "amount", cents: 5000, per: "bag", about: "checked bag fee", span: [at, text.length], confirmed: true }] }];
    const c = claimOf(check(runOf(customer("hi")), "A checked bag fee is $35 per bag.", { clauses }), "$35", "money");
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toContain('("A checked bag costs $50.")');
  });

  // REP-DMG's window is for reporting damage ("when reported within 30 days of delivery"); an
  // estimate of when the replacement arrives shares its words (replac-, arriv-) but is a time from
  // now, not a window: it does not speak to the fact.
  it("an arrival estimate is not contradicted by the window for reporting damage", () => {
    const run = runOf(toolTurn("call_1", "get_order", order()));
    const r = check(run, "Your replacement should arrive in about 3 days.", { clauses: sundryClauses });
    expect(claimOf(r, "3 days", "duration").verdict).not.toBe("contradicted");
  });
});

describe("a limit stated otherwise", () => {
  it("two travel certificates against at most one is contradicted", () => {
    const rule = claimOf(check(prompt, "You can use up to two travel certificates on this reservation."), "travel certificates", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("2 as the limit of travel certificates");
  });

  it("three gift cards is the limit itself: it stands", () => {
    const r = check(prompt, "You can use up to three gift cards on this reservation.");
    expect(claimOf(r, "gift cards", "policy").verdict).toBe("supported_uncited");
    expect(stopsReply(r)).toBe(false);
  });

  it("'gift cards' is not 'credit card': one credit card is no breach of the gift-card limit", () => {
    const r = check(prompt, "You can use up to one credit card on this reservation.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });
});

describe("kinds allowed and forbidden", () => {
  it("a refund offered to a gift card, which the policy forbids, is contradicted", () => {
    const rule = claimOf(check(prompt, "Your refund can be issued to a gift card."), "gift card", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("which it forbids");
  });

  it("a refund offered to a credit card is no contradiction", () => {
    const r = check(prompt, "The refund can be issued to your credit card.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });

  // Bug: kinds and statuses are only checked on sentences extracted as policy claims; an offer with no
  // rule cue ("You can pay ... with a voucher") is none, so policy-facts never sees it. The check's
  // own doc gives this example as a contradiction.
  it.fails('"You can pay for the new reservation with a voucher" where only gift card or credit card is allowed is contradicted', () => {
    const r = check(prompt, "You can pay for the new reservation with a voucher.");
    expect(r.claims.some((c) => c.verdict === "contradicted" && c.reason.includes("voucher"))).toBe(true);
  });
});

describe("an action offered on a record whose status the fact excludes", () => {
  it("'Order W1234567 can be cancelled' while it is delivered is contradicted, naming the status and its message", () => {
    const rule = claimOf(check(withOrder("delivered"), "Order W1234567 can be cancelled."), "can be cancelled", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain('whose status is "delivered" (message 3)');
    expect(rule.fact).toMatchObject({ kind: "statuses", statuses: ["pending"] });
  });

  it("the same while it is pending stands", () => {
    const r = check(withOrder("pending"), "Order W1234567 can be cancelled.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });

  it("a refusal to cancel a delivered order is no offer", () => {
    const r = check(withOrder("delivered"), "Order W1234567 cannot be cancelled because it has been delivered.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });

  // Bug: the same as the voucher case: "I can cancel order W1234567 for you." states no rule, so it is
  // no policy claim and statusFinding (policy-facts.ts) never runs for it, though its doc names
  // "I can cancel #W1" while #W1 is delivered as the case it catches. Adding "since it is eligible"
  // (a rule cue) makes the same offer contradicted.
  it.fails('"I can cancel order W1234567 for you." while it is delivered is contradicted', () => {
    const r = check(withOrder("delivered"), "I can cancel order W1234567 for you.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(true);
    expect(stopsReply(r)).toBe(true);
  });

  it("with a rule cue in the sentence, the same offer is contradicted today", () => {
    const r = check(withOrder("delivered"), "I can cancel order W1234567 for you since it is eligible.");
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(true);
  });
});
