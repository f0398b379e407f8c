// A balance said to cover more than it holds is contradicted (issue 10); covering part, not being
// enough, and a balance that does cover are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const run = () =>
  runOf(
    { role: "user", content: "Can my gift card pay for the change?" },
    ...toolTurn("u1", "get_user_details", { payment_methods: { gift_card_1: { source: "gift_card", amount: 224 } } }, { user_id: "u1" }),
    ...toolTurn("k1", "calculate", "234.0", { expression: "408 - 174" }),
  );
const wrong = (reply: string) => verifyReply(run(), reply).claims.filter((c) => c.verdict === "contradicted" && /more than the balance/.test(c.reason));

describe("a balance said to cover more than it holds", () => {
  it("contradicts the larger amount (tau-bench airline 22)", () => {
    const [c] = wrong("You can use your gift card with a balance of $224 to cover the remaining cost of $234 for the change.");
    expect(c?.text).toBe("$234");
    expect(c?.conflict?.stated).toBe("balance $224.00 < $234");
  });

  it("leaves part payment, a shortfall said, and a balance that covers alone", () => {
    expect(wrong("Your gift card with a balance of $224 can cover part of the $234.")).toHaveLength(0);
    expect(wrong("Your gift card balance of $224 is not enough to cover the $234.")).toHaveLength(0);
    expect(wrong("Your gift card with a balance of $234 will cover the $224 difference.")).toHaveLength(0);
  });
});
