import { describe, expect, it } from "vitest";
import { parsePolicy } from "../policy/parse-policy";
import { extractActionClaims } from "./extract-action-claims";
import { actionToolOf } from "./infer-action-tools";
import { NOW, order, runOf, sundryPolicy, toolTurn, type Message } from "./test-helpers";
import type { Claim, PolicyLike } from "./types";
import { verifyReply } from "./verify-reply";

const opts = { policy: sundryPolicy, now: NOW };
const action = (claims: Claim[]) => claims.filter((c) => c.kind === "action");
const looked = () => toolTurn("call_1", "get_order", order());
/** The guard's answer in place of a result, as guardedDispatch appends it for a held call. */
const heldResult = (id: string) => ({ tool_use_id: id, is_error: true, code: "held_for_review", message: "issue_refund is waiting for a person's review and has not run.", retry: "do_not_retry" });

describe("action claims: a done action must match a write call that ran and succeeded", () => {
  it("done: a refund claimed after issue_refund ran is grounded, beside the call, its arguments and its result", () => {
    const run = runOf(looked(), toolTurn("call_2", "issue_refund", { ok: true, refund_id: "rf_0001", order_id: "SU-88421", amount_cents: 6400 }, { order_id: "SU-88421", amount_cents: 6400 }));
    const r = verifyReply(run, "I've refunded $64.00 for order SU-88421.", opts);
    const [a] = action(r.claims);
    expect(a.verdict).toBe("grounded");
    expect(a.value).toEqual({ type: "action", verb: "refund", entity: "SU-88421", cents: 6400 });
    expect(a.action).toMatchObject({ status: "ran", tool: "issue_refund", toolCallId: "call_2", arguments: { order_id: "SU-88421", amount_cents: 6400 } });
    expect(a.action?.result).toContain("rf_0001");
    expect(a.reason).toMatch(/issue_refund \(call_2/);
    expect(r.verdict).toBe("grounded");
  });

  it("a certificate sent to the customer's account is the certificate added to it (untuned probe, tau-bench airline 16); one never sent is not", () => {
    const sent = toolTurn("call_9", "send_certificate", "Certificate certificate_3221322 added to user ethan_martin_2396 with amount 150.", { user_id: "ethan_martin_2396", amount: 150 });
    const reply = "Done. Certificate certificate_3221322 for $150 has been added to your account (ethan_martin_2396).";
    expect(action(verifyReply(runOf(sent), reply).claims)[0]?.verdict).toBe("grounded");
    expect(action(verifyReply(runOf({ role: "user", content: "I want compensation, user ethan_martin_2396." }), "Done. A $150 certificate has been added to your account (ethan_martin_2396).").claims)[0]?.verdict).toBe("unperformed");
  });

  it("not done: a cancellation no call made is unperformed, and the reply is not sent", () => {
    const r = verifyReply(runOf(looked()), "I have cancelled order SU-88421 for you; the refund will go back to your original payment method.", opts);
    const [a] = action(r.claims);
    expect(a.verdict).toBe("unperformed");
    expect(a.action?.status).toBe("missing");
    expect(a.reason).toMatch(/^No such call ran in this run/);
    expect(r.verdict).toBe("unperformed");
  });

  it("money returned to a payment method is a refund, not a product return (probe, tau-bench airline 7)", () => {
    const res = { reservation_id: "M05KNL", flights: [{ flight_number: "HAT004" }, { flight_number: "HAT142" }], payment_history: [{ payment_id: "gift_card_8887175", amount: 2787 }, { payment_id: "gift_card_8887175", amount: -2544 }] };
    const reply = "All set: M05KNL now flies HAT004 and HAT142 on May 24, and $2,544 has been returned to gift card 8887175.";
    const changed = runOf(toolTurn("call_1", "get_reservation_details", res), toolTurn("call_2", "update_reservation_flights", res, { reservation_id: "M05KNL", cabin: "economy" }));
    const [a] = action(verifyReply(changed, reply, { now: NOW }).claims);
    expect(a.value).toMatchObject({ verb: "refund", entity: "M05KNL" });
    expect(a.verdict).toBe("grounded");
    // No write ran: the refund claimed is still unperformed.
    const [b] = action(verifyReply(runOf(toolTurn("call_1", "get_reservation_details", res)), reply, { now: NOW }).claims);
    expect(b.verdict).toBe("unperformed");
    // An item returned stays a return.
    expect(extractActionClaims("Your teapot from order SU-88421 has been returned.")[0]?.verb).toBe("return");
  });

  it("not done to that object: bags claimed added after a flight change only are unperformed; the flight change itself is grounded (tau-bench airline 3, 5)", () => {
    const res = { reservation_id: "ZFA04Y", flights: [{ flight_number: "HAT266" }], total_baggages: 1 };
    const run = runOf(toolTurn("call_1", "get_reservation_details", res), toolTurn("call_2", "update_reservation_flights", res, { reservation_id: "ZFA04Y", cabin: "economy" }));
    const r = verifyReply(run, "Your flight on reservation ZFA04Y has been changed to HAT266, and one checked bag has been added to your reservation.", { now: NOW });
    const [flight, bag] = action(r.claims);
    expect(flight.verdict).toBe("grounded");
    expect(bag.verdict).toBe("unperformed");
    const bags = runOf(toolTurn("call_1", "get_reservation_details", res), toolTurn("call_3", "update_reservation_baggages", { ...res, total_baggages: 2 }, { reservation_id: "ZFA04Y", total_baggages: 2 }));
    expect(action(verifyReply(bags, "One checked bag has been added to reservation ZFA04Y.", { now: NOW }).claims)[0].verdict).toBe("grounded");
  });

  it("not done on that entity: a refund that ran on another order does not ground a claim about this one", () => {
    const run = runOf(looked(), toolTurn("call_2", "issue_refund", { ok: true, refund_id: "rf_1", order_id: "SU-77310", amount_cents: 1900 }, { order_id: "SU-77310", amount_cents: 1900 }));
    const [a] = action(verifyReply(run, "I've refunded order SU-88421.", opts).claims);
    expect(a.verdict).toBe("unperformed");
    expect(a.reason).toMatch(/acted on something else/);
  });

  it("failed: a message to the seller whose tool returned an error is failed_action (the silent tool failure)", () => {
    const run = runOf(looked(), toolTurn("call_2", "message_seller", { error: "seller_unreachable", message: "The seller's inbox is closed." }, { order_id: "SU-88421", seller_id: "sel_12", body: "Warranty?" }));
    const r = verifyReply(run, "I've sent your question to the seller of order SU-88421.", opts);
    const [a] = action(r.claims);
    expect(a.verdict).toBe("failed_action");
    expect(a.value).toMatchObject({ verb: "send", recipient: "seller" });
    expect(a.action).toMatchObject({ status: "failed", tool: "message_seller" });
    expect(a.reason).toMatch(/returned an error: .*seller_unreachable/);
    expect(r.verdict).toBe("failed_action");
  });

  it("held and not released: a refund the guard holds has not run, so 'your refund has been issued' is unperformed", () => {
    const run = runOf(looked(), toolTurn("call_2", "issue_refund", heldResult("call_2"), { order_id: "SU-88421", amount_cents: 6400 }));
    const r = verifyReply(run, "Your refund of $64.00 for order SU-88421 has been issued.", opts);
    const [a] = action(r.claims);
    expect(a.verdict).toBe("unperformed");
    expect(a.action).toMatchObject({ status: "held", tool: "issue_refund", toolCallId: "call_2" });
    expect(a.reason).toMatch(/held for a person's review and has not run/);
  });

  it("held, then released and run: the later result under the same call id grounds the claim", () => {
    const run = runOf(looked(), toolTurn("call_2", "issue_refund", heldResult("call_2"), { order_id: "SU-88421", amount_cents: 6400 }), {
      role: "tool",
      tool_call_id: "call_2",
      content: JSON.stringify({ ok: true, refund_id: "rf_0002", order_id: "SU-88421", amount_cents: 6400 }),
    });
    const [a] = action(verifyReply(run, "Your refund of $64.00 for order SU-88421 has been issued.", opts).claims);
    expect(a.verdict).toBe("grounded");
  });

  it("refused by the guard: the call never ran, so the claim is unperformed and names the guard's code", () => {
    const refused = { tool_use_id: "call_2", is_error: true, code: "unknown_id", message: "SU-88412 did not appear in this run.", retry: "fix_and_retry" };
    const run = runOf(looked(), toolTurn("call_2", "issue_refund", refused, { order_id: "SU-88421", amount_cents: 6400 }));
    const [a] = action(verifyReply(run, "I've refunded $64.00 for order SU-88421.", opts).claims);
    expect(a.verdict).toBe("unperformed");
    expect(a.action).toMatchObject({ status: "missing", rejected: "unknown_id" });
  });

  it("amount mismatch: '$50.00' against a call of 6400 cents is contradicted, both amounts shown", () => {
    const run = runOf(looked(), toolTurn("call_2", "issue_refund", { ok: true, refund_id: "rf_1" }, { order_id: "SU-88421", amount_cents: 6400 }));
    const [a] = action(verifyReply(run, "I've refunded $50.00 for order SU-88421.", opts).claims);
    expect(a.verdict).toBe("contradicted");
    expect(a.conflict).toMatchObject({ claimed: "$50.00", stated: "$64.00" });
  });

  it("recipient mismatch: an email sent to one address is contradicted when the reply names another", () => {
    const policy: PolicyLike = { tools: { send_email: { writes: true } } };
    const run = runOf(toolTurn("call_1", "send_email", { ok: true }, { to: "ana@example.com", body: "Your label" }));
    const [a] = action(verifyReply(run, "I've emailed the label to ana.ortiz@example.com.", { now: NOW, policy }).claims);
    expect(a.verdict).toBe("contradicted");
    expect(a.conflict?.stated).toBe("ana@example.com");
  });

  it("future, conditional, negated and questions are not claims of a done action", () => {
    for (const text of [
      "I can cancel order SU-88421 for you.",
      "Once you confirm, I will refund $64.00 to your card.",
      "If the order has been cancelled, the refund goes back to your card.",
      "Would you like me to cancel order SU-88421?",
      "Has your order been cancelled?",
      "Order SU-88421 has not been refunded yet.",
      "This reservation has already been cancelled.",
      "I'll send your question to the seller.",
      "After the return is processed, you'll receive the refund.",
      // An edit to the draft the customer is asked to confirm, not to the order (tau2 retail 5).
      "This draft includes only the desk lamp exchange. The water bottle has been removed.",
      "I've removed the water bottle from the exchange draft.",
    ]) {
      expect(extractActionClaims(text), text).toEqual([]);
    }
  });

  it("the done forms real agents write are claims: first person, passive, 'on its way'", () => {
    const verbs = (t: string) => extractActionClaims(t).map((a) => a.verb);
    expect(verbs("I've gone ahead and cancelled your reservation.")).toEqual(["cancel"]);
    expect(verbs("Your reservation has been successfully updated.")).toEqual(["change"]);
    expect(verbs("The cancellation of your current reservation has been completed.")).toEqual(["cancel"]);
    expect(verbs("Your refund is on its way.")).toEqual(["refund"]);
    expect(verbs("I've processed the return for that item.")).toEqual(["return"]);
    expect(verbs("The certificate for $150 has been issued to your account.")).toEqual(["compensate"]);
    expect(verbs("Your reservation is now cancelled.")).toEqual(["cancel"]);
    // A list line reporting what was done, with no auxiliary (tau-bench airline 3).
    expect(verbs("Your reservation has been updated:\n- **Checked Bag:** 1 checked bag added (free for economy class as a silver member)")).toEqual(["change", "add"]);
    expect(verbs("- Travel insurance removed.")).toEqual(["remove"]);
    // A heading of what follows, and a line that is not a list item, are not claims.
    expect(verbs("- Bags added to the plan below would cost $50 each")).toEqual([]);
    expect(verbs("Please confirm the bag to be added")).toEqual([]);
  });

  it("a fee cue in an action sentence leaves the judging to the action claim", () => {
    const policy: PolicyLike = { tools: { get_reservation_details: { writes: false } } };
    const run = runOf(
      toolTurn("call_1", "get_reservation_details", { reservation_id: "ZFA04Y", total_baggages: 0 }, { reservation_id: "ZFA04Y" }),
      toolTurn("call_2", "update_reservation_baggages", { reservation_id: "ZFA04Y", total_baggages: 1 }, { reservation_id: "ZFA04Y", total_baggages: 1, nonfree_baggages: 0 }),
    );
    const r = verifyReply(run, "I've added one checked bag to reservation ZFA04Y at no charge.", { now: NOW, policy });
    expect(r.claims.filter((c) => c.kind === "policy")).toEqual([]);
    expect(action(r.claims)[0]).toMatchObject({ verdict: "grounded", action: { tool: "update_reservation_baggages" } });
  });

  it("which tool makes which claim true: inferred from the name, or declared in the policy", () => {
    expect(actionToolOf("cancel_reservation").verbs).toEqual(expect.arrayContaining(["cancel", "refund"]));
    expect(actionToolOf("message_seller").verbs).toContain("send");
    expect(actionToolOf("get_order").verbs).toEqual([]);
    const policy: PolicyLike = { tools: { zap: { writes: true, claims: ["cancel"] }, cancel_preview: { writes: false } } };
    expect(actionToolOf("zap", policy)).toEqual({ name: "zap", verbs: ["cancel"], source: "declared" });
    expect(actionToolOf("cancel_preview", policy).verbs).toEqual([]);
    const msgs: Message[] = runOf(toolTurn("call_1", "zap", { done: true }, { order_id: "SU-88421" }));
    expect(action(verifyReply(msgs, "I've cancelled order SU-88421.", { now: NOW, policy }).claims)[0].verdict).toBe("grounded");
    expect(action(verifyReply(msgs, "I've cancelled order SU-88421.", { now: NOW }).claims)[0].verdict).toBe("unperformed");
  });

  it("a policy declares a tool's claims; a claim outside the vocabulary is refused, not ignored", () => {
    expect(parsePolicy({ tools: { zap: { writes: true, claims: ["cancel", "refund"] } } }).tools.zap.claims).toEqual(["cancel", "refund"]);
    expect(() => parsePolicy({ tools: { zap: { claims: ["obliterate"] } } })).toThrow(/claims\[0\]: must be one of cancel/);
    expect(() => parsePolicy({ tools: { zap: { claims: "cancel" } } })).toThrow(/claims: must be an array/);
  });
});

describe("a failed write told as not done (negation, airline probe batch H task 15 at 22)", () => {
  const failed = () =>
    runOf(
      toolTurn("call_r", "get_reservation_details", { reservation_id: "ZFA04Y", cabin: "business", flights: [{ flight_number: "HAT290", date: "2024-05-20" }] }),
      toolTurn("call_u", "update_reservation_flights", "Error: not enough seats on flight HAT290", { reservation_id: "ZFA04Y", cabin: "economy", flights: [{ flight_number: "HAT290", date: "2024-05-20" }] }),
    );
  const failing = (reply: string) => action(verifyReply(failed(), reply).claims).filter((c) => c.verdict === "failed_action").map((c) => c.text);

  it("a sentence denying any change is no claim that one was made", () => {
    for (const reply of [
      "The downgrade didn't go through: there aren't enough economy seats on HAT290 (Denver → Las Vegas, May 20). Since the cabin has to be the same on every flight in a reservation, I can't move just the outbound flight to economy either. Nothing on your reservation has been changed.",
      "The update failed, so nothing was changed on ZFA04Y.",
      "We didn't change anything: reservation ZFA04Y is as it was.",
      "No changes have been made to reservation ZFA04Y.",
      "None of your flights have been changed.",
    ]) expect(failing(reply), reply).toEqual([]);
  });

  it("still holds a change told as done after the failed update, interjections and all", () => {
    expect(failing("Your reservation ZFA04Y has been changed to economy.")).toHaveLength(1);
    expect(failing("No problem, your reservation ZFA04Y has been changed to economy.")).toHaveLength(1);
    expect(failing("No worries — your flights have been updated to economy.")).toHaveLength(1);
  });
});
