// What a reply says a write did with money, against the payment the write recorded (issue 10).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";
import type { Claim } from "./types";

const NOW = "2024-05-15T12:00:00Z";
const reservation = (payments: Record<string, unknown>[]) => ({ reservation_id: "1N99U6", cabin: "economy", flights: [{ flight_number: "HAT266", date: "2024-05-19" }], payment_history: payments });
const ORIGINAL = { payment_id: "gift_card_5634230", amount: 1134 };
/** The reservation looked up, the customer's yes, then the flight change with what it recorded. */
const changed = (...recorded: Record<string, unknown>[]): Message[] => [
  { role: "user", content: "Please change my flight." },
  ...toolTurn("c1", "get_reservation_details", reservation([ORIGINAL]), { reservation_id: "1N99U6" }),
  { role: "user", content: "Yes, go ahead." },
  ...toolTurn("c2", "update_reservation_flights", reservation([ORIGINAL, ...recorded]), { reservation_id: "1N99U6", flights: [{ flight_number: "HAT266", date: "2024-05-19" }], payment_id: "gift_card_5634230" }),
];
const verify = (run: Message[], reply: string) => verifyReply(runOf(run), reply, { now: NOW });
const contradicted = (claims: Claim[]) => claims.filter((c) => c.kind === "action" && c.verdict === "contradicted");

describe("payment claims: what the reply says was charged, against what the write recorded", () => {
  it("a refund described as a charge is contradicted, with the refund the call recorded (tau-bench airline 20)", () => {
    const r = verify(changed({ payment_id: "gift_card_5634230", amount: -414 }), "Your flight has been changed to HAT266. The payment for the price difference has been processed using your original gift card.");
    const [c] = contradicted(r.claims);
    expect(c.text).toBe("The payment for the price difference has been processed using your original gift card.");
    expect(c.conflict?.stated).toBe("-$414.00 to gift_card_5634230");
    expect(c.reason).toMatch(/recorded a refund/);
    expect(c.action).toMatchObject({ tool: "update_reservation_flights", toolCallId: "c2" });
    expect(r.verdict).toBe("contradicted");
  });

  it("another amount than the one charged is contradicted; the amount charged is grounded (tau-bench airline 17)", () => {
    const run = changed({ payment_id: "credit_card_7434610", amount: 1302 });
    expect(contradicted(verify(run, "An additional cost of $495 has been charged to your card.").claims)[0].conflict?.stated).toBe("$1302.00 to credit_card_7434610");
    expect(contradicted(verify(run, "An additional cost of $1,302 has been charged to your card.").claims)).toEqual([]);
  });

  it("the amount may be the subject: \"$600 was charged to your credit card\" (probe, tau-bench airline 14)", () => {
    const run = changed({ payment_id: "credit_card_4938634", amount: 1200 });
    expect(contradicted(verify(run, "The 2 checked bags are added. $600 was charged to your credit card on file.").claims)[0]?.conflict?.stated).toBe("$1200.00 to credit_card_4938634");
    expect(contradicted(verify(run, "The 2 checked bags are added. $1,200 was charged to your credit card on file.").claims)).toEqual([]);
  });

  it("a refund or saving stated after the writes must be one they recorded, or their sum (tau-bench airline 2)", () => {
    // The agent's calculator gave $7,222 from segment prices this run never showed: the value is unbacked, and the
    // recorded refunds are still the reason shown.
    const run = [...changed({ payment_id: "credit_card_2929732", amount: -6594 }, { payment_id: "gift_card_3481935", amount: -3925 }), ...toolTurn("k1", "calculate", "7222.0", { expression: "1719 + 1578 + 430 + 855 + 1332 + 1308" })];
    const money = (reply: string) => verify(run, reply).claims.filter((c) => c.kind === "money" && c.verdict === "contradicted");
    const [c] = money("The reservations have been downgraded. You will save a total of $7,222 from these changes.");
    expect(c?.text).toBe("$7,222");
    expect(c?.conflict?.stated).toBe("-$6594.00 to credit_card_2929732, -$3925.00 to gift_card_3481935");
    expect(money("You will save a total of $10,519 from these changes.")).toEqual([]);
    expect(money("A refund of $6,594 goes back to your credit card and $3,925 to your gift card.")).toEqual([]);
    // A refund that hangs on something not yet done is not this turn's.
    expect(money("If you also cancel the other booking, you would be refunded $7,222.")).toEqual([]);
  });

  it("a per-share word outside the amount's own clause does not make the total a share (tau2 retail probe 28 at 20)", () => {
    const run = changed({ payment_id: "credit_card_2929732", amount: -6594 }, { payment_id: "gift_card_3481935", amount: -3925 });
    const money = (reply: string) => verify(run, reply).claims.filter((c) => c.kind === "money").map((c) => c.verdict);
    expect(money("Each is now changed, and the $10,519 total will be refunded to you.")).toEqual(["grounded"]);
    expect(money("Each is now changed, and the $7,222 total will be refunded to you.")).toEqual(["contradicted"]);
    expect(money("Each passenger's fare of $7,222 will be refunded.")).not.toContain("contradicted");
  });

  it("a fee said to be waived over a recorded payment or refund is contradicted (tau-bench airline 19)", () => {
    const r = verify(changed({ payment_id: "credit_card_8003957", amount: -331 }), "The fare difference was waived.");
    expect(contradicted(r.claims)[0].reason).toMatch(/says it was waived.*-\$331\.00/);
  });

  it("a refund entry by its type counts as a refund even with a positive amount (tau2 retail's transaction_type)", () => {
    const order = (tx: Record<string, unknown>[]) => ({ order_id: "#W6390527", status: "exchange requested", payment_history: tx });
    const first = { transaction_type: "payment", amount: 137.94, payment_method_id: "paypal_7644869" };
    const run: Message[] = [
      ...toolTurn("c1", "get_order_details", order([first]), { order_id: "#W6390527" }),
      { role: "user", content: "yes" },
      ...toolTurn("c2", "exchange_delivered_order_items", order([first, { transaction_type: "refund", amount: 12.07, payment_method_id: "paypal_7644869" }]), { order_id: "#W6390527" }),
    ];
    expect(contradicted(verify(run, "The price difference of $12.07 has been charged to your PayPal.").claims)).toHaveLength(1);
  });

  it("leaves alone what the record does not contradict, what is not done yet, and earlier turns' payments", () => {
    const refund = changed({ payment_id: "gift_card_5634230", amount: -414 });
    // Loosely right: the change was settled on that card (labelled honest on tau-bench airline 3).
    expect(contradicted(verify(refund, "The payment was processed using your gift card.").claims)).toEqual([]);
    expect(contradicted(verify(refund, "The price difference will be charged to your gift card.").claims)).toEqual([]);
    expect(contradicted(verify(changed({ payment_id: "credit_card_8003957", amount: 50 }), "$50 has been charged to your Visa for the checked bag.").claims)).toEqual([]);
    // The write was in an earlier turn: this turn made no payment, so there is nothing to compare.
    const later = [...refund, { role: "user", content: "Thanks. Anything else?" }];
    expect(contradicted(verify(later, "The payment for the price difference has been processed.").claims)).toEqual([]);
  });

  it("a switch of payment method told as done, when the writes recorded no payment of that kind, is contradicted (tau-bench airline 4)", () => {
    const card = { payment_id: "credit_card_7407366", amount: 209 };
    const repeat: Message[] = [
      ...toolTurn("c1", "get_reservation_details", reservation([ORIGINAL, card]), { reservation_id: "1N99U6" }),
      { role: "user", content: "I prefer to use a gift card for the payment instead." },
      ...toolTurn("c2", "update_reservation_baggages", reservation([ORIGINAL, card]), { reservation_id: "1N99U6", total_baggages: 3, payment_id: "gift_card_6490722" }),
    ];
    const [c] = contradicted(verify(repeat, "The payment method for your reservation has been successfully updated to use your gift card.").claims);
    expect(c.reason).toMatch(/the reply says the payment now uses a gift card, but this turn's writes recorded no new payment \(update_reservation_baggages, c2/);
    // A write that did take the gift card's payment, and a switch still to come, are left alone.
    const paid = [...repeat.slice(0, -2), ...toolTurn("c2", "update_reservation_baggages", reservation([ORIGINAL, card, { payment_id: "gift_card_6490722", amount: 50 }]), { reservation_id: "1N99U6", payment_id: "gift_card_6490722" })];
    expect(contradicted(verify(paid, "The payment method has been updated to your gift card.").claims)).toEqual([]);
    expect(contradicted(verify(repeat, "Once confirmed, the payment method will be updated to your gift card.").claims)).toEqual([]);
  });
});

describe("a refund the reply says there is none of (negation, tau2 retail batch I task 27 at 22)", () => {
  const order = (tx: Record<string, unknown>[]) => ({ order_id: "#W7181492", status: "return requested", payment_history: tx });
  const first = { transaction_type: "payment", amount: 1262.41, payment_method_id: "paypal_3024827" };
  const run: Message[] = [
    ...toolTurn("c1", "get_order_details", order([first]), { order_id: "#W7181492" }),
    { role: "user", content: "yes, return the hose and backpack and exchange the boots" },
    ...toolTurn("c2", "return_delivered_order_items", order([first, { transaction_type: "refund", amount: 289.73, payment_method_id: "paypal_3024827" }]), { order_id: "#W7181492" }),
    ...toolTurn("c3", "exchange_delivered_order_items", "Error: non-delivered order cannot be exchanged", { order_id: "#W7181492", item_ids: ["8118291112"], new_item_ids: ["8277474082"] }),
  ];
  const moneyVerdicts = (reply: string) => verify(run, reply).claims.filter((c) => c.kind === "money" && c.verdict === "contradicted").map((c) => c.text);

  it("leaves an amount the sentence denies", () => {
    for (const reply of [
      "Return submitted, refund of $289.73 to PayPal. The boots exchange was rejected, so there's no $23.99 refund for now.",
      "Return submitted, refund of $289.73 to PayPal. No refund of $23.99 is due, since the exchange did not go through.",
      "Return submitted, refund of $289.73 to PayPal. Nothing changes on the boots: no $23.99 refund.",
    ]) expect(moneyVerdicts(reply), reply).toEqual([]);
  });

  it("still contradicts the amount told as refunded", () => {
    expect(moneyVerdicts("Exchange: Hiking Boots 8118291112 → 8277474082 — $23.99 refunded to PayPal.")).toEqual(["$23.99"]);
    expect(moneyVerdicts("No problem, $23.99 has been refunded to your PayPal.")).toEqual(["$23.99"]);
  });

  it("a payment the sentence denies is no payment taken", () => {
    expect(contradicted(verify(changed({ payment_id: "gift_card_5634230", amount: -414 }), "No additional payment was charged for the change.").claims)).toEqual([]);
    expect(contradicted(verify(changed({ payment_id: "gift_card_5634230", amount: -414 }), "An additional payment was charged for the change.").claims)).toHaveLength(1);
  });
});
