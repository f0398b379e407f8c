// Money an exchange or a return settles outside the payment list (tau2 retail): the refunds stated
// after such writes are read against the price difference and the returned items' prices.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";
import { pendingMoney } from "./read-pending-money";

const NOW = "2024-05-15T12:00:00Z";
const paid = (amount: number) => [{ transaction_type: "payment", amount, payment_method_id: "paypal_3024827" }];
const order = (id: string, status: string, items: [string, number][], extra: Record<string, unknown> = {}) => ({
  order_id: id, status, items: items.map(([item_id, price]) => ({ item_id, price })), payment_history: paid(items.reduce((a, [, p]) => a + p, 0)), ...extra,
});
const SKATE = order("#W3792453", "delivered", [["4293355847", 200.8]]);
const HOSE = order("#W7181492", "delivered", [["5753502325", 96.35], ["9851293632", 193.38], ["3778705663", 473.48]]);
const HELMET = order("#W3947049", "delivered", [["3358616356", 197.33]]);
const returned = (o: ReturnType<typeof order>, ids: string[]) => ({ ...o, status: "return requested", return_items: ids, return_payment_method_id: "paypal_3024827" });
const exchanged = (o: ReturnType<typeof order>, diff: number) => ({ ...o, status: "exchange requested", exchange_price_difference: diff, exchange_payment_method_id: "paypal_3024827" });

/** Both orders read, the customer's yes, then the writes. */
const run = (...writes: [string, unknown][]): Message[] => [
  ...toolTurn("r1", "get_order_details", SKATE, { order_id: "#W3792453" }),
  ...toolTurn("r2", "get_order_details", HOSE, { order_id: "#W7181492" }),
  { role: "user", content: "Yes, please proceed." },
  ...writes.flatMap(([name, result], i) => toolTurn(`w${i}`, name, result, { order_id: (result as { order_id: string }).order_id })),
];
const money = (r: ReturnType<typeof verifyReply>) => r.claims.filter((c) => c.kind === "money");

describe("pending money: an exchange's price difference and a return's items", () => {
  it("reads the price difference and the returned items' prices from a write's result", () => {
    expect(pendingMoney(exchanged(HELMET, -0.6))).toEqual([{ cents: -60, method: "paypal_3024827", key: "exchange_price_difference|paypal_3024827|-60" }]);
    expect(pendingMoney(returned(HOSE, ["5753502325", "9851293632"]))[0].cents).toBe(-28973);
    // An id that is not one of the record's items: no amount is made up.
    expect(pendingMoney(returned(HOSE, ["5753502325", "1111111111"]))).toEqual([]);
  });

  it("the total of returns stated alone is the record's; another total is contradicted (tau2 retail 28)", () => {
    const r = run(["return_delivered_order_items", returned(SKATE, ["4293355847"])], ["return_delivered_order_items", returned(HOSE, ["5753502325", "9851293632"])]);
    const ok = money(verifyReply(runOf(r), "Your returns are submitted. The $490.53 goes back to PayPal.", { now: NOW }));
    expect(ok.map((c) => c.verdict)).toEqual(["grounded"]);
    const bad = money(verifyReply(runOf(r), "Your returns are submitted. The $490.35 goes back to PayPal.", { now: NOW }));
    expect(bad.map((c) => c.verdict)).toEqual(["contradicted"]);
  });

  it("each exchange's refund stated beside another write's refund is not contradicted by it (tau2 retail 23)", () => {
    const r: Message[] = [
      ...toolTurn("r0", "get_order_details", HELMET, { order_id: "#W3947049" }),
      ...run(["exchange_delivered_order_items", exchanged(HELMET, -0.6)], ["modify_pending_order_items", { ...SKATE, status: "pending (item modified)", payment_history: [...paid(200.8), { transaction_type: "refund", amount: 20.7, payment_method_id: "paypal_3024827" }] }]),
    ];
    const claims = money(verifyReply(runOf(r), "- Helmet: exchange requested, $0.60 refund\n- Skateboard: modified, $20.70 refund", { now: NOW }));
    expect(claims.map((c) => c.verdict)).toEqual(["grounded", "grounded"]);
  });

  it("a charge told as a refund is contradicted (tau2 retail 7)", () => {
    const r = run(["exchange_delivered_order_items", exchanged(SKATE, 5.08)]);
    const [c] = money(verifyReply(runOf(r), "The exchange is submitted, and since it's cheaper you'll get $5.08 refunded to your PayPal.", { now: NOW }));
    expect(c.verdict).toBe("contradicted");
    expect(c.reason).toMatch(/recorded it as a charge/);
    expect(money(verifyReply(runOf(r), "The exchange is submitted; $5.08 is charged to your PayPal.", { now: NOW })).map((x) => x.verdict)).not.toContain("contradicted");
  });

  it("money the customer is told to get back is a refund too: 'you'll get $5.08 back' over a charge is contradicted", () => {
    const charged = run(["exchange_delivered_order_items", exchanged(SKATE, 5.08)]);
    expect(money(verifyReply(runOf(charged), "Your exchange is submitted — you'll get $5.08 back on your PayPal since the new skate is cheaper.", { now: NOW })).map((x) => x.verdict)).toEqual(["contradicted"]);
    const refunded = run(["exchange_delivered_order_items", exchanged(SKATE, -5.08)]);
    expect(money(verifyReply(runOf(refunded), "Your exchange is submitted — you'll get $5.08 back on your PayPal since the new skate is cheaper.", { now: NOW })).map((x) => x.verdict)).not.toContain("contradicted");
  });

  it("one return's refund, stated alone, is its items' prices (tau2 retail 2 at 20, fresh probe)", () => {
    const r = run(["return_delivered_order_items", returned(HOSE, ["5753502325", "9851293632"])]);
    expect(money(verifyReply(runOf(r), "The refund of $289.73 goes back to your PayPal.", { now: NOW })).map((c) => c.verdict)).toEqual(["grounded"]);
    expect(money(verifyReply(runOf(r), "The refund of $289.37 goes back to your PayPal.", { now: NOW })).map((c) => c.verdict)).toEqual(["contradicted"]);
  });
});

