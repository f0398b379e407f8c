// Where the reply says a refund goes, against where this turn's writes sent it (tau2 retail probes 11, 14, 15).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const order = (id: string, method: string, items: [string, number][], extra: Record<string, unknown> = {}) => ({
  order_id: id, status: "delivered", items: items.map(([item_id, price]) => ({ item_id, price })), payment_history: [{ transaction_type: "payment", amount: items.reduce((a, [, p]) => a + p, 0), payment_method_id: method }], ...extra,
});
const KEYBOARD = order("#W5490111", "credit_card_3124723", [["1421289881", 268.77]]);
const MOUSE = order("#W7387996", "paypal_9497703", [["5796612084", 158.89]]);
const returned = (o: ReturnType<typeof order>, method: string) => ({ ...o, status: "return requested", return_items: o.items.map((i) => i.item_id), return_payment_method_id: method });
const run: Message[] = [
  ...toolTurn("c1", "get_order_details", KEYBOARD, { order_id: "#W5490111" }),
  ...toolTurn("c2", "get_order_details", MOUSE, { order_id: "#W7387996" }),
  { role: "user", content: "Yes, return both." },
  ...toolTurn("c3", "return_delivered_order_items", returned(KEYBOARD, "credit_card_3124723"), { order_id: "#W5490111" }),
  ...toolTurn("c4", "return_delivered_order_items", returned(MOUSE, "paypal_9497703"), { order_id: "#W7387996" }),
];
const failing = (reply: string) => verifyReply(runOf(run), reply, { now: NOW }).claims.filter((c) => c.verdict === "contradicted").map((c) => c.text);

describe("refund destination", () => {
  it("each refund where the record sent it passes", () => {
    expect(failing("Both returns are in: the keyboard is refunded to the Visa ending in 7285 and the mouse to PayPal.")).toEqual([]);
    expect(failing("The $158.89 for the mouse goes back to PayPal.")).toEqual([]);
    expect(failing("Both refunds go to the original payment methods: the Visa ending in 7285 and PayPal.")).toEqual([]);
  });

  it("all refunds, an amount, or their total sent to a kind the record did not use is contradicted", () => {
    expect(failing("Both returns are submitted, and both refunds will go to your PayPal account.")).toHaveLength(1);
    expect(failing("The $268.77 for the keyboard goes back to PayPal.")).toEqual(["$268.77"]);
    expect(failing("Both returns are in, and the $427.66 goes to your PayPal account.")).toEqual(["$427.66"]);
    expect(failing("Your refund has been sent to your gift card.")).toHaveLength(1);
  });

  it("a method named by its id is read by its kind", () => {
    expect(failing("Your refund of $158.89 went to paypal_9497703.")).toEqual([]);
    expect(failing("Your refund of $268.77 went to credit_card_3124723.")).toEqual([]);
    expect(failing("Your refund of $158.89 went to credit_card_3124723.")).toEqual(["$158.89"]);
  });

  it("options and conditions are no destination", () => {
    expect(failing("Refunds can go to the original payment method or an existing gift card.")).toEqual([]);
    expect(failing("If you prefer, the refund could go to a gift card instead.")).toEqual([]);
  });
});
