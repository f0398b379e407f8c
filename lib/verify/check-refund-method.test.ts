// Where the policy lets a refund go, applied to what a reply offers (tau2 retail probes: a PayPal
// refund for an order paid by Visa, cancellation refunds put on a gift card, another order's method).
import { describe, expect, it } from "vitest";
import { RETAIL_POLICY, retailRun } from "./retail-test-helpers";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const order = (id: string, status: string, method: string) => ({ order_id: id, status, items: [{ item_id: "1421289881", price: 268.77 }], payment_history: [{ transaction_type: "payment", amount: 268.77, payment_method_id: method }] });
const VISA_ORDER = order("#W5490111", "delivered", "credit_card_3124723");
const PAYPAL_ORDER = order("#W7387996", "delivered", "paypal_9497703");
const returns = retailRun(
  [{ role: "user", content: "I want to return items from my orders." }],
  toolTurn("c1", "get_order_details", VISA_ORDER, { order_id: "#W5490111" }),
  toolTurn("c2", "get_order_details", PAYPAL_ORDER, { order_id: "#W7387996" }),
);
const cancels = retailRun(
  [{ role: "user", content: "Please cancel my pending orders, no longer needed." }],
  toolTurn("c1", "get_order_details", order("#W5199551", "pending", "paypal_5364164"), { order_id: "#W5199551" }),
  toolTurn("c2", "get_order_details", order("#W8665881", "pending", "paypal_5364164"), { order_id: "#W8665881" }),
);
const verdicts = (run: Message[], reply: string) => verifyReply(run, reply, { now: "2024-05-15" }).claims.filter((c) => c.kind === "policy").map((c) => c.verdict);

describe("refund method", () => {
  it("a refund offered to a method that neither paid the order nor is an allowed gift card is contradicted", () => {
    expect(verdicts(returns, "I can send the refund for the #W5490111 items to your PayPal account if that's easier.")).toEqual(["contradicted"]);
    expect(verdicts(returns, "As you asked, the refund for #W5490111 goes to your PayPal and the refund for #W7387996 goes to your Visa.")).toEqual(["contradicted"]);
    expect(verdicts(returns, "Since PayPal is on your account, I can send the refunds for both orders to PayPal.")).toEqual(["contradicted"]);
  });

  it("a cancellation's refund goes to the original method only: a gift card is not an alternative there", () => {
    expect(verdicts(cancels, "For the cancellations, I can put the refunds on your gift card instead of PayPal so you get them instantly.")).toEqual(["contradicted"]);
    expect(verdicts(cancels, "Once cancelled, both refunds go back to your PayPal.")).not.toContain("contradicted");
  });

  it("another order's method, or a new gift card, is never the original", () => {
    const early = retailRun([{ role: "user", content: "Need to return both my orders. Refund each to the other order's payment method." }]);
    expect(verdicts(early, "Sure, I can route each order's refund to the other order's payment method.")).toEqual(["contradicted"]);
    expect(verdicts(returns, "For the return of #W7387996, I can load the refund onto a new gift card.")).toEqual(["contradicted"]);
  });

  it("each order's own method, an existing gift card for a return, and a list shared out pass", () => {
    const ok = (reply: string) => expect(verdicts(returns, reply)).not.toContain("contradicted");
    ok("#W5490111 would refund to the Visa and #W7387996 to PayPal.");
    ok("Both returns are submitted, and the refunds will go to your Visa and PayPal.");
    ok("For the return of #W7387996, I can refund it to your PayPal or to an existing gift card.");
    ok("The refund for #W5490111 can't go to PayPal; it has to go to the Visa or an existing gift card.");
  });

  // Probe batch K, retail-task-14 #13: the order a method goes with may come after it ("to PayPal for #W7387996").
  it("an order named right after the method is that method's order", () => {
    const ok = (reply: string) => expect(verdicts(returns, reply)).not.toContain("contradicted");
    ok("Refunds would go to the Visa for #W5490111 and to PayPal for #W7387996.");
    ok("The refunds go back to your Visa ending 7285 for #W5490111, and to your PayPal account for order #W7387996.");
    ok("Once returned, the money goes to the Visa for the #W5490111 items and to PayPal for the #W7387996 mouse.");
    ok("The refund for #W5490111 goes to the Visa, for #W7387996 to PayPal.");
  });

  it("a method named for an order it did not pay is still contradicted, before or after the order", () => {
    expect(verdicts(returns, "Refunds would go to PayPal for #W5490111 and to the Visa for #W7387996.")).toEqual(["contradicted"]);
    expect(verdicts(returns, "Refunds would go to the Visa for #W5490111 and to the Visa for #W7387996.")).toEqual(["contradicted"]);
    expect(verdicts(returns, "For #W7387996 the refund goes to your Visa.")).toEqual(["contradicted"]);
    const [c] = verifyReply(returns, "As you asked, the refund for #W5490111 goes to your PayPal and the refund for #W7387996 goes to your Visa.", { now: "2024-05-15" }).claims.filter((x) => x.kind === "policy");
    expect(c.reason).toMatch(/sends a refund to PayPal/);
  });

  it("a price difference goes where the customer says: left alone", () => {
    expect(verdicts(returns, "For the exchange on #W5490111, the price difference refund can go to your PayPal.")).not.toContain("contradicted");
  });

  it("a denial or a restatement of the rule is supported", () => {
    expect(verdicts(returns, "A refund for #W7387996 to an Amex isn't allowed, since that order was not paid with Amex.")).toEqual(["supported_uncited"]);
    const early = retailRun([{ role: "user", content: "I want to return my orders." }]);
    expect(verdicts(early, "That means refunds can go to PayPal only for orders originally paid with PayPal.")).toEqual(["supported_uncited"]);
  });

  it("a policy that says nothing of where refunds go adds nothing", () => {
    const bare = retailRun([{ role: "user", content: "Return it." }], toolTurn("c1", "get_order_details", VISA_ORDER, { order_id: "#W5490111" })).map((m, i) => (i === 0 ? { ...m, content: RETAIL_POLICY.replace(/The refund must[^\n]*\n/, "").replace(/, and the total will be refunded[^\n]*/, ".") } : m));
    expect(verdicts(bare, "I can send the refund for #W5490111 to your PayPal.")).not.toContain("contradicted");
  });
});
