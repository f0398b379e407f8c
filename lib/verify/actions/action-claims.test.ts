/**
 * Actions the reply says were done, against the run's write calls (issue 24, finding 4; issue 16).
 * Which tool makes which claim true is declared in the policy or read from the tool's own name, so a
 * new domain needs no list; a call that errored, was held or was refused did not happen.
 */
import { describe, expect, it } from "vitest";
import { order, sundryPolicy, toolTurn } from "../testing/fixtures";
import { check, claimOf, claimsOf, hasClaim, runOf } from "../testing/verdicts";
import { stopsReply } from "../verify-reply";

const read = toolTurn("call_1", "get_order", order());
const cancelled = (orderId = "SU-88421") => toolTurn("call_2", "cancel_pending_order", { status: "cancelled" }, { order_id: orderId });
const actionOf = (r: ReturnType<typeof check>, text: string) => claimOf(r, text, "action");

describe("which tool makes a claim true", () => {
  it("a tool named cancel_pending_order cancels: grounded, naming the call and its result", () => {
    const a = actionOf(check(runOf(read, cancelled()), "I've cancelled your order SU-88421."), "I've cancelled");
    expect(a.verdict).toBe("grounded");
    expect(a.reason).toBe('Done by cancel_pending_order (call_2, message 3); its result: {"status":"cancelled"}');
    expect(a.action).toMatchObject({ status: "ran", tool: "cancel_pending_order", toolCallId: "call_2" });
  });

  it("a read (get_order) makes no action true", () => {
    const a = actionOf(check(runOf(read), "I've cancelled your order SU-88421."), "I've cancelled");
    expect(a.verdict).toBe("unperformed");
    expect(a.reason).toContain("no call of a tool that can cancel ran in this run");
  });

  it("a cancel of another order does not cancel this one", () => {
    const a = actionOf(check(runOf(read, cancelled("SU-99990")), "I've cancelled your order SU-88421."), "I've cancelled");
    expect(a.verdict).toBe("unperformed");
    expect(a.reason).toContain("acted on something else");
  });

  it("a dispatcher's call is read as the tool it ran", () => {
    const via = toolTurn("call_2", "call_tool", { ok: true }, { tool_name: "cancel_pending_order", arguments: JSON.stringify({ order_id: "SU-88421" }) });
    const a = actionOf(check(runOf(read, via), "I've cancelled your order SU-88421."), "I've cancelled");
    expect(a.verdict).toBe("grounded");
    expect(a.reason).toContain("cancel_pending_order");
  });

  it("a tool's declared claims replace the ones its name suggests", () => {
    const update = toolTurn("call_2", "update_order", { ok: true }, { order_id: "SU-88421" });
    expect(actionOf(check(runOf(read, update), "I've refunded your order SU-88421."), "I've refunded").verdict).toBe("grounded");
    const declared = { tools: { update_order: { writes: true, claims: ["change"] } } };
    expect(actionOf(check(runOf(read, update), "I've refunded your order SU-88421.", { policy: declared }), "I've refunded").verdict).toBe("unperformed");
  });

  it("a verb the agent's tool names bring ('I've rescheduled' against reschedule_pickup)", () => {
    const a = actionOf(check(runOf(toolTurn("call_2", "reschedule_pickup", { ok: true }, { pickup_id: "PK-88123" })), "I've rescheduled pickup PK-88123."), "rescheduled");
    expect(a.verdict).toBe("grounded");
  });

  // Bug: "rebooked" is in the English core as a change, and the core wins over the tool's own word
  // (actionLexicon sets a tool's participles only when the core lacks them), so rebook_trip, whose
  // verb is "rebook", never makes "I've rebooked" true. types.ts names this very pair as the case the
  // tool vocabulary is for. The reason also shows the stem: "a tool that can chang".
  it.fails("'I've rebooked TRIP-8812' after rebook_trip ran on it is grounded", () => {
    const rebook = toolTurn("call_2", "rebook_trip", { trip_id: "TRIP-8812", ok: true }, { trip_id: "TRIP-8812" });
    expect(actionOf(check(runOf(rebook), "I've rebooked TRIP-8812 for you."), "rebooked").verdict).toBe("grounded");
  });

  // Bug: start_return (Sundry's return tool, writes: true in examples/sundry/policy.json) is read as
  // doing "start" only: its lead word names no action of the core and "return" is not among the
  // object words that still name one, so a return said in any other words than "started" is
  // unperformed though the call ran.
  it.fails("'I've processed the return for SU-88421' after start_return ran is grounded", () => {
    const ret = toolTurn("call_2", "start_return", { return_id: "ret_1" }, { order_id: "SU-88421" });
    expect(actionOf(check(runOf(read, ret), "I've processed the return for SU-88421.", { policy: sundryPolicy }), "processed").verdict).toBe("grounded");
  });

  it("'I've started the return' after start_return ran is grounded today", () => {
    const ret = toolTurn("call_2", "start_return", { return_id: "ret_1" }, { order_id: "SU-88421" });
    expect(actionOf(check(runOf(read, ret), "I've started the return for SU-88421.", { policy: sundryPolicy }), "started").verdict).toBe("grounded");
  });
});

describe("what became of the call", () => {
  const refund = (result: unknown) => toolTurn("call_2", "issue_refund", result, { order_id: "SU-88421", amount_cents: 6400 });
  const opts = { policy: sundryPolicy };
  const said = "Your refund for SU-88421 has been issued.";

  it("an error object is failed_action, quoting the error", () => {
    const r = check(runOf(read, refund({ error: "card declined" })), said, opts);
    const a = actionOf(r, "has been issued");
    expect(a.verdict).toBe("failed_action");
    expect(a.reason).toContain("card declined");
    expect(a.action?.status).toBe("failed");
    expect(r.verdict).toBe("failed_action");
  });

  it("a call the guard refused (seed 000's unknown_tool) never ran: unperformed, naming the guard's code", () => {
    const refused = toolTurn("call_2", "cancel_order", { tool_use_id: "tu_11", is_error: true, code: "unknown_tool", message: "No tool named cancel_order." }, { order_id: "SU-88421" });
    const a = actionOf(check(runOf(read, refused), "I've cancelled your order SU-88421.", opts), "I've cancelled");
    expect(a.verdict).toBe("unperformed");
    expect(a.reason).toContain("refused by the guard (unknown_tool)");
    expect(a.action).toMatchObject({ status: "missing", rejected: "unknown_tool" });
  });

  it("a held call released later answers under its id: the latest result counts", () => {
    const held = [...refund({ is_error: true, code: "held_for_review" }), { role: "tool", tool_call_id: "call_2", content: JSON.stringify({ refund_id: "rf_9" }) }];
    const a = actionOf(check(runOf(read, held), said, opts), "has been issued");
    expect(a.verdict).toBe("grounded");
    expect(a.reason).toContain("rf_9");
  });

  it("a call asked for with no result before the reply did not happen", () => {
    const asked = { role: "assistant", content: null, tool_calls: [{ id: "call_2", type: "function", function: { name: "issue_refund", arguments: JSON.stringify({ order_id: "SU-88421", amount_cents: 6400 }) } }] };
    const a = actionOf(check(runOf(read, asked), said, opts), "has been issued");
    expect(a.verdict).toBe("unperformed");
    expect(a.reason).toContain("no result came back");
  });

  it("with the capture marked incomplete, a missing call is unverifiable", () => {
    const a = actionOf(check(runOf(read), said, { ...opts, captureIncomplete: true }), "has been issued");
    expect(a.verdict).toBe("unverifiable");
    expect(a.reason).toMatch(/incomplete/);
  });
});

describe("what the claim names against the call", () => {
  const seller = toolTurn("call_2", "message_seller", { ok: true }, { order_id: "SU-88421", body: "hi", to: "seller@shop.com" });

  it("the email the call went to is grounded; another is contradicted, with both", () => {
    expect(actionOf(check(runOf(read, seller), "I've emailed the seller at seller@shop.com about SU-88421.", { policy: sundryPolicy }), "emailed").verdict).toBe("grounded");
    const a = actionOf(check(runOf(read, seller), "I've emailed the seller at other@shop.com about SU-88421.", { policy: sundryPolicy }), "emailed");
    expect(a.verdict).toBe("contradicted");
    expect(a.conflict).toMatchObject({ claimed: "other@shop.com", stated: "seller@shop.com" });
  });

  it("each action of a sentence is its own claim: a cancel that ran and an email that did not", () => {
    const r = check(runOf(read, cancelled()), "I've cancelled your order SU-88421 and I've emailed the seller.", { policy: { tools: { message_seller: { writes: true } } } });
    expect(claimsOf(r, "I've cancelled", "action").map((c) => c.verdict).sort()).toEqual(["grounded", "unperformed"]);
    expect(stopsReply(r)).toBe(true);
  });

  // Bug: a second verb sharing the first one's subject ("I've cancelled ... and emailed the seller")
  // is no claim (ACTIVE needs "I"/"we" before each verb), so the email no call sent passes unseen.
  it.fails("'I've cancelled your order SU-88421 and emailed the seller' with no message call is stopped", () => {
    const r = check(runOf(read, cancelled()), "I've cancelled your order SU-88421 and emailed the seller.", { policy: { tools: { message_seller: { writes: true } } } });
    expect(stopsReply(r)).toBe(true);
  });
});

describe("switches", () => {
  it("actionClaims: false reads no action claims (baselines only)", () => {
    const r = check(runOf(read), "I've cancelled your order SU-88421.", { actionClaims: false });
    expect(hasClaim(r, "action")).toBe(false);
    expect(r.verdict).toBe("grounded");
  });

  it("disabledChecks switches a check off by id", () => {
    const r = check(runOf(read), "I've cancelled your order SU-88421.", { disabledChecks: ["action-claims"] });
    expect(hasClaim(r, "action")).toBe(false);
    expect(claimOf(check(runOf(read), "Your order SU-77777 is fine.", { disabledChecks: ["value-in-evidence"] }), "SU-77777").verdict).toBe("not_checked");
  });
});
