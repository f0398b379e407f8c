// The method a refund went to, named in a restatement of the refund rule (probes tau-bench airline
// task1-trial1 at 20, task15-trial0 at 28): "The $169 goes back to gift card 2200803 within 5 to 7
// business days" restates "The refund will go to original payment methods in 5 to 7 business days".
import { describe, expect, it } from "vitest";
import { AIRLINE_POLICY } from "./airline-policy-fixture";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const reservation = (history: Record<string, unknown>[]) => ({ reservation_id: "Z7GOZK", user_id: "u1", status: history.length > 1 ? "cancelled" : undefined, cabin: "economy", payment_history: history });
const PAID = { payment_id: "gift_card_2200803", amount: 169 };
const run: Message[] = [
  { role: "system", content: AIRLINE_POLICY },
  ...toolTurn("c1", "get_reservation_details", reservation([PAID]), { reservation_id: "Z7GOZK" }),
  { role: "user", content: "Yes, cancel it." },
  ...toolTurn("c2", "cancel_reservation", reservation([PAID, { payment_id: "gift_card_2200803", amount: -169 }]), { reservation_id: "Z7GOZK" }),
];
const policyVerdict = (reply: string) => verifyReply(run, reply).claims.find((c) => c.kind === "policy")?.verdict;

describe("a refund rule told with the method the refund went to", () => {
  it("is the policy's 'original payment methods': supported, however the method is written", () => {
    expect(policyVerdict("Z7GOZK is cancelled. The $169 goes back to gift card 2200803 within 5 to 7 business days.")).toBe("supported_uncited");
    expect(policyVerdict("Z7GOZK is cancelled. The $169 will be refunded to gift_card_2200803 within 5 to 7 business days.")).toBe("supported_uncited");
    expect(policyVerdict("Z7GOZK is cancelled. The $169 goes back to gift card 2200803, and it should show up within 5 to 7 business days.")).toBe("supported_uncited");
  });
  it("a method no refund went to is not the original one: it still fails", () => {
    expect(policyVerdict("Z7GOZK is cancelled. The $169 goes back to gift card 9100448 within 5 to 7 business days.")).toBe("invented");
  });
});
