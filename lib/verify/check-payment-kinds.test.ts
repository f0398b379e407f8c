// A payment method named as the customer's that the profile does not have (untuned probe, tau2 retail batch K task-23 #18).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const profile = (methods: Record<string, unknown>) => ({ user_id: "sofia_hernandez_5364", name: { first_name: "Sofia", last_name: "Hernandez" }, payment_methods: methods, orders: ["#W3947049"] });
const visa = { credit_card_7901829: { source: "credit_card", id: "credit_card_7901829", brand: "visa", last_four: "7312" } };
const paypal = { paypal_3650980: { source: "paypal", id: "paypal_3650980" } };
const runWith = (methods: Record<string, unknown>): Message[] => [{ role: "user", content: "I'm Sofia Hernandez, zip 68148." }, ...toolTurn("c1", "get_user_details", profile(methods), { user_id: "sofia_hernandez_5364" })];
const failing = (methods: Record<string, unknown>, reply: string) => verifyReply(runOf(runWith(methods)), reply, { now: NOW }).claims.filter((c) => c.reason?.startsWith("The payment method does not match")).map((c) => c.text);

describe("a payment method the profile lacks, named as the customer's", () => {
  it("the real sentence and paraphrases are contradicted", () => {
    expect(failing(visa, "All refunds will go to the PayPal account on file. Each order can only be exchanged or modified once.")).toEqual(["All refunds will go to the PayPal account on file."]);
    expect(failing(visa, "The $138.74 will be refunded to your PayPal.")).toHaveLength(1);
    expect(failing(visa, "I'll put the difference on your gift card.")).toHaveLength(1);
    expect(failing(visa, "The refund goes back to your Mastercard within 5-7 business days.")).toHaveLength(1);
  });

  it("a method the profile has, a question, a supposition, a denial and a general rule pass", () => {
    expect(failing(paypal, "All refunds will go to the PayPal account on file.")).toEqual([]);
    expect(failing(visa, "All refunds will go to your Visa ending 7312.")).toEqual([]);
    expect(failing(visa, "All refunds will go to the credit card on file.")).toEqual([]);
    expect(failing(visa, "Would you like the refund on your PayPal?")).toEqual([]);
    expect(failing(visa, "If you add a gift card to your account, refunds to your gift card are immediate.")).toEqual([]);
    expect(failing(visa, "I don't see a PayPal account on your profile, so it will go to your Visa.")).toEqual([]);
    expect(failing(visa, "Refunds go to the original payment method or an existing gift card.")).toEqual([]);
  });

  it("nothing is read before the profile is, and a certificate the run added is the customer's", () => {
    expect(verifyReply(runOf({ role: "user", content: "Hi" }), "All refunds will go to the PayPal account on file.", { now: NOW }).claims.filter((c) => c.verdict === "contradicted")).toEqual([]);
    const added: Message[] = [...runWith(visa), ...toolTurn("c2", "send_certificate", "Certificate certificate_3221322 added to user sofia_hernandez_5364 with amount 150.", { user_id: "sofia_hernandez_5364", amount: 150 })];
    expect(verifyReply(runOf(added), "You can use your certificate on the next booking.", { now: NOW }).claims.filter((c) => c.verdict === "contradicted")).toEqual([]);
  });
});
