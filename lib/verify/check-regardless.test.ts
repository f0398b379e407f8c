// A tier given as the reason for what the policy says holds regardless of it (probe, tau-bench airline 12).
import { describe, expect, it } from "vitest";
import { verifyReply } from "./verify-reply";
import { AIRLINE_POLICY } from "./airline-policy-fixture";

const regardless = (reply: string) =>
  verifyReply([{ role: "system", content: AIRLINE_POLICY }, { role: "user", content: "I need to cancel 3FRNFB, change of plans." }], reply).claims.find((c) => c.verdict === "contradicted" && /regardless/.test(c.reason));

describe("membership as the reason to cancel", () => {
  it("is contradicted where the policy's cancellation rules hold regardless of membership", () => {
    const c = regardless("Since you're a gold member, I can cancel 3FRNFB even though it's basic economy. Shall I go ahead?");
    expect(c?.conflict?.stated).toBe("The rules are strict regardless of the membership status.");
  });
  it("leaves the rule restated, and a tier's own allowance, alone", () => {
    for (const reply of [
      "Even as a gold member, 3FRNFB can't be cancelled for a change of plans: it is basic economy without insurance.",
      "As a gold member, you get 3 free checked bags for each economy passenger.",
      "Since you're a gold member and your flight was cancelled by the airline, I can offer a $100 certificate.",
    ]) expect(regardless(reply), reply).toBeUndefined();
  });
});
