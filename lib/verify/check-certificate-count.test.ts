// More certificates applied to one booking than the policy allows are contradicted (issue 10);
// one certificate, separate reservations, the limit stated and balances listed are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
## Book flight
- Payment: each reservation can use at most one travel certificate, at most one credit card, and at most three gift cards. The remaining amount of a travel certificate is not refundable.`;
const run = (prompt = PROMPT) =>
  runOf(
    { role: "system", content: prompt },
    { role: "user", content: "Use my certificates and gift cards, then the MasterCard." },
    ...toolTurn("u1", "get_user_details", { payment_methods: { certificate_1: { source: "certificate", amount: 500 }, certificate_2: { source: "certificate", amount: 250 }, gift_card_1: { source: "gift_card", amount: 198 } } }, { user_id: "u1" }),
  );
const wrong = (reply: string, messages = run()) => verifyReply(messages, reply).claims.find((c) => c.verdict === "contradicted" && /allows at most one/.test(c.reason));

describe("more certificates on one booking than the policy allows", () => {
  it("contradicts a payment plan with two certificates, with the limit beside it (tau-bench airline 8)", () => {
    const c = wrong("Here is the payment distribution for the new booking:\n1. Certificate 1: $500\n2. Certificate 2: $250\n3. Gift Card: $198\n4. Remaining balance to be charged on MasterCard.");
    expect(c?.reason).toContain("applies 2 travel certificates to one booking");
    expect(c?.conflict?.stated).toContain("at most one travel certificate");
  });

  it("leaves one certificate, separate reservations, the limit stated and a list of balances alone", () => {
    expect(wrong("Payment distribution: Certificate 1: $500, Gift Card: $198, and the rest on your MasterCard.")).toBeUndefined();
    expect(wrong("We can make separate reservations: use Certificate 1 ($500) on the first and Certificate 2 ($250) on the second.")).toBeUndefined();
    expect(wrong("Only one certificate can be used per reservation, so I will use Certificate 1 ($500) and not Certificate 2 ($250).")).toBeUndefined();
    expect(wrong("Here are the balances on your profile:\n- Certificate 1: $500\n- Certificate 2: $250\nWhich would you like to use?")).toBeUndefined();
  });

  it("needs the policy's limit", () => {
    expect(wrong("Payment distribution:\n- Certificate 1: $500\n- Certificate 2: $250", run("# Policy\nBe polite."))).toBeUndefined();
  });
});
