// Insurance said to cover a reason the policy does not give it (probe, tau-bench airline 12).
import { describe, expect, it } from "vitest";
import { verifyReply } from "./verify-reply";
import { AIRLINE_POLICY } from "./airline-policy-fixture";

const covers = (reply: string) =>
  verifyReply([{ role: "system", content: AIRLINE_POLICY }, { role: "user", content: "I need to cancel 3FRNFB, change of plans." }], reply).claims.find((c) => c.verdict === "contradicted" && /insurance covers/.test(c.conflict?.why ?? ""));

describe("insurance and the reason to cancel", () => {
  it("is contradicted when the reply gives it a reason the policy does not", () => {
    const c = covers("Had you bought travel insurance, you could have cancelled for a change of plans and received a full refund, but 3FRNFB doesn't have it.");
    expect(c?.conflict?.why).toBe("insurance covers health or weather reasons, not change of plans");
    expect(covers("With travel insurance you can cancel for any reason and get a full refund.")).toBeDefined();
  });
  it("leaves the policy's reasons and the limit restated alone", () => {
    for (const reply of [
      "Travel insurance gives a full refund if you need to cancel for health or weather reasons.",
      "Travel insurance does not cover cancelling for a change of plans.",
      "Without insurance, a basic economy booking can't be cancelled for a change of plans.",
      "The reason for cancellation is a change of plan, and the reservation has travel insurance.",
    ]) expect(covers(reply), reply).toBeUndefined();
  });
});
