/**
 * Issue 24's verdict contract, finding by finding: a reply is stopped only by findings code can
 * stand behind, and each finding has a twin reply that must go out. What is asserted is what the
 * product shows: the claim's verdict, the reply's verdict, and a reason that names its source.
 */
import { describe, expect, it } from "vitest";
import { order, sundryClauses, sundryPolicy, toolTurn } from "./testing/fixtures";
import { check, claimOf, customer, hasClaim, policyRun, runOf } from "./testing/verdicts";
import { isPassingVerdict, VERDICTS } from "./types";
import { stopsReply } from "./verify-reply";

const orderRun = (overrides: Record<string, unknown> = {}) => runOf(customer("Where is my order SU-88421?"), toolTurn("call_1", "get_order", order(overrides)));

describe("1. a value no evidence gives is invented; on cut or incomplete evidence, unverifiable", () => {
  it("an order id the run never saw is invented, and the reason names the near id the run did see", () => {
    const r = check(orderRun(), "Your order SU-88412 was delivered on May 5.");
    const id = claimOf(r, "SU-88412", "identifier");
    expect(id.verdict).toBe("invented");
    expect(id.reason).toContain("SU-88421");
    expect(r.verdict).toBe("invented");
    expect(stopsReply(r)).toBe(true);
  });

  it("the same id and date, as the order record gives them, are grounded in the get_order result", () => {
    const r = check(orderRun(), "Your order SU-88421 was delivered on May 5.");
    expect(claimOf(r, "SU-88421").verdict).toBe("grounded");
    const date = claimOf(r, "May 5", "date");
    expect(date.verdict).toBe("grounded");
    expect(date.reason).toContain("get_order");
    expect(date.support[0]).toMatchObject({ source: "tool", toolCallId: "call_1" });
    expect(r.verdict).toBe("grounded");
    expect(stopsReply(r)).toBe(false);
  });

  it("an amount, a date, a time, a duration and a percentage the run never gave are each invented", () => {
    const r = check(orderRun(), "We refunded $41.50 on May 9 at 4:15 pm, it takes 12 days, and you saved 35%.");
    for (const [text, kind] of [["$41.50", "money"], ["May 9", "date"], ["4:15 pm", "time"], ["12 days", "duration"], ["35%", "percent"]] as const) {
      expect(claimOf(r, text, kind).verdict, text).toBe("invented");
    }
  });

  it("a value missing from a capture marked incomplete is unverifiable, not invented", () => {
    const r = check(orderRun(), "Your order SU-77777 was delivered.", { captureIncomplete: true });
    const id = claimOf(r, "SU-77777");
    expect(id.verdict).toBe("unverifiable");
    expect(id.reason).toMatch(/incomplete/);
    expect(r.verdict).toBe("unverifiable");
  });
});

describe("2. a value or state the record it names disagrees with is contradicted", () => {
  const reread = runOf(customer("Status of SU-88421?"), toolTurn("call_1", "get_order", order({ status: "pending" })), toolTurn("call_2", "get_order", order({ status: "delivered" })));

  it("a status the latest read no longer gives is contradicted, naming the latest record", () => {
    const r = check(reread, "Order SU-88421 is still pending.");
    const state = claimOf(r, "SU-88421 is still pending", "status");
    expect(state.verdict).toBe("contradicted");
    expect(state.reason).toContain('"delivered"');
    expect(state.conflict).toMatchObject({ claimed: "pending", stated: "delivered" });
    expect(r.verdict).toBe("contradicted");
  });

  it("the status the latest read gives is grounded", () => {
    const r = check(reread, "Order SU-88421 is delivered.");
    expect(claimOf(r, "SU-88421 is delivered", "status").verdict).toBe("grounded");
    expect(r.verdict).toBe("grounded");
  });

  it("'booked within the last 24 hours' of a record created two weeks before the run's clock is contradicted", () => {
    const run = runOf(toolTurn("call_1", "get_order", order({ created_at: "2024-05-01T09:00:00Z" })));
    const r = check(run, "SU-88421 was booked within the last 24 hours.");
    const window = claimOf(r, "24 hours", "duration");
    expect(window.verdict).toBe("contradicted");
    expect(window.reason).toContain("created_at");
    expect(window.reason).toContain("2024-05-01");
  });

  it("the same words of a record created four hours before the run's clock stand", () => {
    const run = runOf(toolTurn("call_1", "get_order", order({ created_at: "2024-05-15T08:00:00Z" })));
    const r = check(run, "SU-88421 was booked within the last 24 hours.");
    expect(isPassingVerdict(claimOf(r, "24 hours", "duration").verdict)).toBe(true);
    expect(r.claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });
});

describe("3. arithmetic the reply shows must hold; a derived amount is searched", () => {
  const items = runOf(customer("What do I owe?"), toolTurn("call_1", "get_order", { order_id: "SU-88421", items: [{ item_id: "it_1", price: 152 }, { item_id: "it_2", price: 103 }] }));

  it("'$152 + $103 = $265' is contradicted with the true sum", () => {
    const r = check(items, "Your items cost $152 + $103 = $265.");
    const sum = claimOf(r, "$265", "money");
    expect(sum.verdict).toBe("contradicted");
    expect(sum.reason).toContain("$255.00");
    expect(r.verdict).toBe("contradicted");
  });

  it("'$152 + $103 = $255' is grounded as the agent's arithmetic, with the formula", () => {
    const r = check(items, "Your items cost $152 + $103 = $255.");
    const sum = claimOf(r, "$255", "money");
    expect(sum.verdict).toBe("grounded");
    expect(sum.derivation?.formula).toBe("$152.00 + $103.00 = $255.00");
  });

  it("a slip of one digit over the two amounts the sentence names is contradicted", () => {
    const r = check(items, "The teapot is $152 and the cups are $103, which comes to $256.");
    const total = claimOf(r, "$256", "money");
    expect(total.verdict).toBe("contradicted");
    expect(total.reason).toContain("$255.00");
  });

  it("a total the words say was worked out, that no arithmetic reproduces, is not checked", () => {
    const r = check(items, "Your order total is $999.");
    expect(claimOf(r, "$999").verdict).toBe("not_checked");
    expect(stopsReply(r)).toBe(false);
  });

  it("the same amount with no word of working out is invented", () => {
    const r = check(items, "You will be charged $999.");
    expect(claimOf(r, "$999").verdict).toBe("invented");
  });
});

describe("4. an action claimed with no successful write", () => {
  const before = [customer("Please refund SU-88421"), toolTurn("call_1", "get_order", order())];
  const refund = (result: unknown, args: Record<string, unknown> = { order_id: "SU-88421", amount_cents: 6400 }) => toolTurn("call_2", "issue_refund", result, args);
  const opts = { policy: sundryPolicy };

  it("'I've cancelled your order' with no cancel call is unperformed", () => {
    const r = check(runOf(...before), "I've cancelled your order SU-88421.", opts);
    const act = claimOf(r, "I've cancelled", "action");
    expect(act.verdict).toBe("unperformed");
    expect(act.reason).toMatch(/No such call ran/);
    expect(r.verdict).toBe("unperformed");
  });

  it("a refund the run's issue_refund call made is grounded, naming the call", () => {
    const r = check(runOf(...before, refund({ refund_id: "rf_1", status: "succeeded" })), "I've refunded $64.00 for order SU-88421.", opts);
    const act = claimOf(r, "I've refunded", "action");
    expect(act.verdict).toBe("grounded");
    expect(act.reason).toContain("issue_refund (call_2");
    expect(r.verdict).toBe("grounded");
  });

  it("a call whose result is an error is failed_action", () => {
    const r = check(runOf(...before, refund("Error: payment processor unavailable")), "I've refunded $64.00 for order SU-88421.", opts);
    const act = claimOf(r, "I've refunded", "action");
    expect(act.verdict).toBe("failed_action");
    expect(act.reason).toContain("payment processor unavailable");
  });

  it("an amount other than the call's is contradicted, with both amounts", () => {
    const r = check(runOf(...before, refund({ refund_id: "rf_1" })), "I've refunded $50.00 for order SU-88421.", opts);
    const act = claimOf(r, "I've refunded", "action");
    expect(act.verdict).toBe("contradicted");
    expect(act.conflict).toMatchObject({ claimed: "$50.00", stated: "$64.00" });
  });

  it("a call the guard holds for review has not run: unperformed", () => {
    const r = check(runOf(...before, refund({ is_error: true, code: "held_for_review", message: "held" })), "I've refunded $64.00 for order SU-88421.", opts);
    const act = claimOf(r, "I've refunded", "action");
    expect(act.verdict).toBe("unperformed");
    expect(act.reason).toMatch(/held for a person's review/);
  });

  it("an offer to act is no claim that it was done", () => {
    const r = check(runOf(...before), "I can refund your order SU-88421 if you like.", opts);
    expect(hasClaim(r, "action")).toBe(false);
    expect(r.verdict).toBe("grounded");
  });
});

describe("5. a sentence that contradicts a policy fact", () => {
  const opts = { clauses: sundryClauses, policy: sundryPolicy };

  it("another window for what RET-30 speaks to is contradicted, and the reason quotes the clause", () => {
    const r = check(orderRun(), "Items can be returned within 60 days of delivery for a full refund.", opts);
    const rule = claimOf(r, "Items can be returned", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("clause RET-30");
    expect(rule.reason).toContain("30 days");
    expect(claimOf(r, "60 days", "duration").verdict).toBe("contradicted");
  });

  it("the window RET-30 states passes, pointing at RET-30", () => {
    const r = check(orderRun(), "Items can be returned within 30 days of delivery for a full refund.", opts);
    const rule = claimOf(r, "Items can be returned", "policy");
    expect(rule.verdict).toBe("supported_uncited");
    expect(rule.passage?.clauseId).toBe("RET-30");
    expect(stopsReply(r)).toBe(false);
  });

  it("a limit stated otherwise is contradicted", () => {
    const run = policyRun("## Payment\nEach reservation can use at most one travel certificate, at most one credit card, and at most three gift cards.", customer("hi"));
    const r = check(run, "You can use up to two travel certificates on this reservation.");
    const rule = claimOf(r, "travel certificates", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("system prompt");
  });

  it("an action offered on a record whose status the fact excludes is contradicted", () => {
    const run = policyRun("## Cancellation\nAn order can only be cancelled if its status is 'pending'.", customer("hi"), toolTurn("call_1", "get_order", { order_id: "W1234567", status: "delivered" }));
    const r = check(run, "Order W1234567 can be cancelled.");
    const rule = claimOf(r, "can be cancelled", "policy");
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain('"delivered"');
  });

  it("the same offer on a pending record is not contradicted", () => {
    const run = policyRun("## Cancellation\nAn order can only be cancelled if its status is 'pending'.", customer("hi"), toolTurn("call_1", "get_order", { order_id: "W1234567", status: "pending" }));
    const r = check(run, "Order W1234567 can be cancelled.");
    expect(isPassingVerdict(claimOf(r, "can be cancelled", "policy").verdict)).toBe(true);
    expect(stopsReply(r)).toBe(false);
  });
});

describe("not checked: it passes, is counted, and carries the closest passage", () => {
  it("a policy sentence nothing settles is not_checked with the closest clause beside it", () => {
    const r = check(orderRun(), "Gift wrapping is free for all orders.", { clauses: sundryClauses });
    const rule = claimOf(r, "Gift wrapping", "policy");
    expect(rule.verdict).toBe("not_checked");
    expect(rule.passage?.source).toBe("clause");
    expect(rule.reason).toMatch(/closest passage is clause/);
    expect(r.verdict).toBe("not_checked");
    expect(stopsReply(r)).toBe(false);
    expect(r.telemetry.policySentences).toBe(1);
    expect(r.telemetry.policyNotChecked).toBe(1);
  });

  it("a rule with no policy at all in the run is not_checked, never invented", () => {
    const r = check(orderRun(), "Returns are only allowed for unused items.");
    const rule = claimOf(r, "Returns are only allowed", "policy");
    expect(rule.verdict).toBe("not_checked");
    expect(rule.reason).toMatch(/no policy/);
  });

  it("a value a question asks about is not checked", () => {
    const r = check(orderRun(), "Would you like the replacement delivered on May 20?");
    expect(claimOf(r, "May 20", "date").verdict).toBe("not_checked");
  });

  it("the agent's own process ('give me two minutes') is not checked", () => {
    const r = check(orderRun(), "Give me two minutes while I check.");
    const wait = claimOf(r, "two minutes", "duration");
    expect(wait.verdict).toBe("not_checked");
    expect(wait.reason).toMatch(/agent's own process/);
  });

  it("a date under a condition is not checked", () => {
    const r = check(orderRun(), "If you meant May 6, that order was never placed.");
    expect(claimOf(r, "May 6", "date").verdict).toBe("not_checked");
  });

  it("the same date stated as a fact is invented", () => {
    const r = check(orderRun(), "Your replacement will arrive on May 6.");
    expect(claimOf(r, "May 6", "date").verdict).toBe("invented");
  });
});

describe("talk about the policy is no policy claim at all", () => {
  const opts = { clauses: sundryClauses };
  for (const talk of ["I don't have the authority to make exceptions.", "This is a strict policy to protect your privacy.", "I'm sorry, but I can't make an exception to the policy."]) {
    it(JSON.stringify(talk), () => {
      const r = check(orderRun(), talk, opts);
      expect(hasClaim(r, "policy")).toBe(false);
      expect(r.verdict).toBe("grounded");
    });
  }

  // Bug: "eligibility" is a rule cue, and isPolicyTalk gives way to any rule cue, so the contract's own
  // example of talk is read as a policy sentence (not_checked, counted in policyNotChecked).
  it.fails('"Let me review the cancellation eligibility" is talk, not a policy sentence', () => {
    const r = check(orderRun(), "Let me review the cancellation eligibility.", opts);
    expect(hasClaim(r, "policy")).toBe(false);
    expect(r.telemetry.policySentences).toBe(0);
  });

  it("a rule stated beside the talk is still a claim", () => {
    const r = check(orderRun(), "Orders of $75 or more ship free by standard shipping.", opts);
    expect(claimOf(r, "ship free", "policy").verdict).toBe("contradicted");
  });
});

describe("the reply's verdict is its worst claim", () => {
  it("VERDICTS is ordered mildest first, and an invented value outranks a contradiction", () => {
    expect(VERDICTS.indexOf("invented")).toBeGreaterThan(VERDICTS.indexOf("contradicted"));
    const run = runOf(toolTurn("call_1", "get_order", order({ status: "pending" })), toolTurn("call_2", "get_order", order({ status: "delivered" })));
    const r = check(run, "Order SU-88421 is pending, and SU-77777 too.");
    expect(claimOf(r, "SU-88421 is pending", "status").verdict).toBe("contradicted");
    expect(claimOf(r, "SU-77777").verdict).toBe("invented");
    expect(r.verdict).toBe("invented");
  });

  it("a reply with no claims is grounded and goes out", () => {
    const r = check(orderRun(), "Thanks for reaching out, happy to help!");
    expect(r.claims).toEqual([]);
    expect(r.verdict).toBe("grounded");
    expect(stopsReply(r)).toBe(false);
  });
});
