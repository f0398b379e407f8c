/**
 * A value the agent already gave in an earlier reply of the run is no new invention: that reply was
 * checked when it was sent. Not checked, pointing at where it was first said; the agent's own words
 * are still never evidence (a new value stays invented).
 */
import { describe, expect, it } from "vitest";
import { order, toolTurn } from "../testing/fixtures";
import { check, claimOf, customer, runOf } from "../testing/verdicts";

const run = runOf(customer("hi"), toolTurn("call_1", "get_order", order()), { role: "assistant", content: "Your refund would be $22.50." }, customer("ok"));

describe("values said again", () => {
  it("the same amount said again is not checked, naming the earlier reply", () => {
    const r = check(run, "So the $22.50 would still be refunded.");
    const c = claimOf(r, "$22.50", "money");
    expect(c.verdict).toBe("not_checked");
    expect(c.reason).toContain("reply at message 4");
    expect(r.verdict).toBe("not_checked");
  });

  it("another amount is invented: the earlier reply is not evidence for it", () => {
    expect(claimOf(check(run, "So the $23.50 would still be refunded."), "$23.50", "money").verdict).toBe("invented");
  });

  it("the first time a value is said, it is invented", () => {
    const first = runOf(customer("hi"), toolTurn("call_1", "get_order", order()));
    expect(claimOf(check(first, "Your refund would be $22.50."), "$22.50", "money").verdict).toBe("invented");
  });
});
