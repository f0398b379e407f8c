// A payment method offered for a change the policy's change rule does not allow is contradicted
// (issue 10); the rule stated, compensation, and new bookings are left alone.
import { describe, expect, it } from "vitest";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy

The current time is 2024-05-15 15:00:00 EST.

## Book flight
- Payment: each reservation can use at most one travel certificate, at most one credit card, and at most three gift cards.

## Modify flight
- Payment: If the flights are changed, the user needs to provide one gift card or credit card for payment or refund method. The agent should ask for the payment or refund method instead.`;

const offered = (reply: string, prompt = PROMPT) =>
  verifyReply([{ role: "system", content: prompt }, { role: "user", content: "My gift card is short. What else can I use?" }], reply).claims.find((c) => c.verdict === "contradicted" && /to pay for a change/.test(c.reason));

describe("a payment method the change rule does not allow", () => {
  it("contradicts a certificate offered for the price difference, line by line, with the rule beside it (tau-bench airline 23, 3)", () => {
    const c = offered("The gift card is not enough to cover the price difference of $159.\n\n1. **Certificate:** $150\n2. **Gift Card:** $200\n\nPlease let me know which one you'd like to use.");
    expect(c?.text).toBe("1. **Certificate:** $150");
    expect(c?.conflict?.stated).toContain("one gift card or credit card");
    expect(offered("Let's try using the certificate for $150 and the remaining balance from the gift card to cover the price difference.")).toBeDefined();
  });

  it("contradicts a method offered in a question, and reads the customer's words for what the payment is for (tau-bench airline 20)", () => {
    expect(offered("You have a gift card and a certificate available. Would you like to use one of these for the payment difference?")).toBeDefined();
    const asked = (reply: string, customer: string) =>
      verifyReply([{ role: "system", content: PROMPT }, { role: "user", content: customer }], reply).claims.find((c) => c.verdict === "contradicted" && /to pay for a change/.test(c.reason));
    expect(asked("Let's try using the certificate for $150 and the remaining balance from the gift card.", "I want to change the flight to the 24th. What can I pay the price difference with?")).toBeDefined();
    // Split into new reservations: a new booking may use a certificate.
    expect(asked("To split the booking into three separate reservations, we can use the $500 certificate for the first.", "Can we split this into three reservations? I want to upgrade.")).toBeUndefined();
    // A change call this turn (failed on the gift card's balance) is the context when the words give none, and one
    // sentence of a paragraph that ends in another question is read on its own; "an issue with" is no compensation.
    const failedChange = [
      { role: "system", content: PROMPT },
      { role: "user", content: "Let's use the Gift Card with the $200 balance, please." },
      { role: "assistant", content: null, tool_calls: [{ id: "u1", type: "function", function: { name: "update_reservation_flights", arguments: JSON.stringify({ reservation_id: "HXDUBJ", cabin: "business", payment_id: "gift_card_1646646" }) } }] },
      { role: "tool", tool_call_id: "u1", content: "Error: gift card balance is not enough" },
    ];
    const reply = "It seems there was an issue with the gift card balance. Let's try using the certificate for $150 and the remaining balance from the gift card with $200. Would you like to proceed with this combination?";
    const found = verifyReply(failedChange, reply).claims.find((c) => c.verdict === "contradicted" && /to pay for a change/.test(c.reason));
    expect(found?.text).toBe("Let's try using the certificate for $150 and the remaining balance from the gift card with $200.");
    // The customer's words alone do not make a plain question an offer.
    expect(offered("Do you have a certificate or a gift card you'd like to check?")).toBeUndefined();
  });

  it("leaves the rule stated, compensation and a new booking alone", () => {
    expect(offered("It seems that the certificate cannot be used for this update; the price difference needs a gift card or credit card.")).toBeUndefined();
    expect(offered("It seems that the gift cards and certificates are not sufficient or eligible for this upgrade.")).toBeUndefined();
    expect(offered("After changing your flight, I can issue a $50 certificate as a gesture for the delay. The price difference goes on your gift card.")).toBeUndefined();
    expect(offered("For the new booking, you can use the $500 certificate and pay the rest by credit card.")).toBeUndefined();
  });

  it("reads a negation in the method's own clause as the rule stated, not an offer (probe, tau-bench airline 3)", () => {
    // After a change that failed on the gift card's balance: the change is the context, whatever the words say.
    const afterFailedChange = (reply: string) =>
      verifyReply(
        [
          { role: "system", content: PROMPT },
          { role: "user", content: "Could you please use Gift Card 6276644?" },
          { role: "assistant", content: null, tool_calls: [{ id: "u1", type: "function", function: { name: "update_reservation_flights", arguments: JSON.stringify({ reservation_id: "OBUT9V", cabin: "business", payment_id: "gift_card_6276644" }) } }] },
          { role: "tool", tool_call_id: "u1", content: "Error: gift card balance is not enough" },
        ],
        reply,
      ).claims.find((c) => c.verdict === "contradicted" && /to pay for a change/.test(c.reason));
    expect(afterFailedChange("I wasn't able to use those: both gift cards came back with an insufficient balance, and the system doesn't accept a certificate for changing an existing reservation. Would you like to use the Mastercard?")).toBeUndefined();
    // The negation belongs to another clause: the certificate is still offered for the change.
    expect(afterFailedChange("Since the gift card doesn't cover it, we can use the certificate for the rest.")).toBeDefined();
  });

  it("needs the policy's change rule: without one nothing is added", () => {
    expect(offered("You can use the certificate for the price difference.", PROMPT.replace(/- Payment: If the flights[^\n]*/, ""))).toBeUndefined();
  });
});
