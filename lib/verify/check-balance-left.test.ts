// The balance left on a method after this turn's charge to it (tau2 retail 20: gift card $86.00, $71.96 charged).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const user = { user_id: "ethan_garcia_1261", payment_methods: { paypal_3798357: { source: "paypal", id: "paypal_3798357" }, gift_card_4332117: { source: "gift_card", id: "gift_card_4332117", balance: 86.0 } } };
const order = (history: Record<string, unknown>[]) => ({ order_id: "#W9911714", status: "pending", payment_history: history });
const FIRST = { transaction_type: "payment", amount: 671.66, payment_method_id: "paypal_3798357" };
const run = (charge: boolean): Message[] => [
  ...toolTurn("c1", "get_user_details", user, { user_id: "ethan_garcia_1261" }),
  ...toolTurn("c2", "get_order_details", order([FIRST]), { order_id: "#W9911714" }),
  { role: "user", content: "Yes, charge the gift card." },
  ...toolTurn("c3", "modify_pending_order_items", { ...order(charge ? [FIRST, { transaction_type: "payment", amount: 71.96, payment_method_id: "gift_card_4332117" }] : [FIRST]), status: "pending (item modified)" }, { order_id: "#W9911714", payment_method_id: "gift_card_4332117" }),
];
const left = (reply: string, charged = true) => verifyReply(runOf(run(charged)), reply, { now: NOW }).claims.filter((c) => c.kind === "money" && c.text !== "$71.96").map((c) => c.verdict);

describe("balance left after this turn's charge", () => {
  it("the method's balance less the charge is grounded", () => {
    expect(left("The modification is done and $71.96 was charged to gift_card_4332117. That leaves $14.04 on the gift card.")).toEqual(["grounded"]);
  });

  it("another amount, or a balance left with no charge this turn, stays invented", () => {
    expect(left("The modification is done and $71.96 was charged to gift_card_4332117. That leaves $14.40 on the gift card.")).toEqual(["invented"]);
    expect(left("The modification is done. That leaves $14.04 on the gift card.", false)).toEqual(["invented"]);
  });
});

describe("the balance started from, beside what is left (tau2 retail 20 at 25, untuned probe batch I)", () => {
  const all = (reply: string) => verifyReply(runOf(run(true)), reply, { now: NOW }).claims.filter((c) => c.kind === "money").map((c) => `${c.text} ${c.verdict}`);
  it("reads what is left at 'remain' / 'left', not at the starting balance", () => {
    expect(all("$71.96 was charged to gift_card_4332117, so with the $86.00 balance you started with, about $14.04 should remain on it.")).toEqual(["$71.96 grounded", "$86.00 grounded", "$14.04 grounded"]);
    expect(all("Your gift card had a balance of $86.00; after the $71.96 charge, $14.04 remains on it.")).toEqual(["$86.00 grounded", "$71.96 grounded", "$14.04 grounded"]);
    expect(all("From the $86.00 gift card balance, $71.96 was taken, leaving $14.04.")).toEqual(["$86.00 grounded", "$71.96 grounded", "$14.04 grounded"]);
  });
  it("still catches what is left when it is not the balance less the charge", () => {
    expect(all("$71.96 was charged to gift_card_4332117, so with the $86.00 balance you started with, about $24.04 should remain on it.")).toContain("$24.04 invented");
    expect(all("$71.96 was charged to gift_card_4332117, so $86.00 should remain on the gift card.")).toContain("$86.00 contradicted");
    expect(all("After the $71.96 charge, your gift card balance is still $86.00.")).toContain("$86.00 contradicted");
  });
});

describe("balance left against the balance read after the charge (tau2 retail 21 at 26, fresh probe)", () => {
  const reread: Message[] = [...run(true), { role: "user", content: "What's left on my gift card?" }, ...toolTurn("c4", "get_user_details", { ...user, payment_methods: { ...user.payment_methods, gift_card_4332117: { source: "gift_card", id: "gift_card_4332117", balance: 14.04 } } }, { user_id: "ethan_garcia_1261" })];
  const verdict = (reply: string) => verifyReply(runOf(reread), reply, { now: NOW }).claims.filter((c) => c.kind === "money").map((c) => c.verdict);
  it("the balance read again is what is left; the charge told as what is left is contradicted", () => {
    expect(verdict("Your gift card now has $14.04 left.")).toEqual(["grounded"]);
    expect(verdict("Your gift card now has $71.96 left.")).toEqual(["contradicted"]);
  });
});
