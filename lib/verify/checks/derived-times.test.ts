/**
 * Dates and lengths of time the agent worked out from the run: a deadline that is a record's date
 * plus a window the policy sets, a length between the record's time and the run's clock. Found:
 * grounded with the arithmetic; not found under a cue: not checked; a plain date stays invented.
 */
import { describe, expect, it } from "vitest";
import { order, sundryClauses, toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const delivered = runOf(toolTurn("call_1", "get_order", order({ delivered_at: "2024-05-05" })));
const opts = { clauses: sundryClauses };

describe("deadlines", () => {
  it("'return it by June 4' is delivery (May 5) + RET-30's 30 days: grounded with the arithmetic", () => {
    const c = claimOf(check(delivered, "You can return it by June 4.", opts), "June 4", "date");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("2024-05-05");
    expect(c.reason).toContain("+ 30 days (policy) = 2024-06-04");
  });

  it("'return it by June 9' is no window of the policy: not checked", () => {
    expect(claimOf(check(delivered, "You can return it by June 9.", opts), "June 9", "date").verdict).toBe("not_checked");
  });

  it("'it arrives on June 4' is no deadline: a date worked out is only one said as a deadline", () => {
    expect(claimOf(check(delivered, "Your replacement arrives on June 4.", opts), "June 4", "date").verdict).toBe("invented");
  });
});

describe("lengths of time since a record's date", () => {
  it("'delivered 10 days ago' on the run's clock (May 15) is grounded from delivered_at", () => {
    const c = claimOf(check(delivered, "SU-88421 was delivered 10 days ago."), "10 days", "duration");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("delivered_at");
  });

  it("'delivered 3 days ago' is not reproduced: not checked", () => {
    expect(claimOf(check(delivered, "SU-88421 was delivered 3 days ago."), "3 days", "duration").verdict).toBe("not_checked");
  });
});
