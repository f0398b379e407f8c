/**
 * A weekday written beside a date must be that date's (the calendar is the source). The weekday adds
 * no claim when it agrees; the date itself is still checked against the evidence.
 */
import { describe, expect, it } from "vitest";
import { order, toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const run = runOf(toolTurn("call_1", "get_order", order({ delivered_at: "2024-05-05" })));

describe("weekdays beside dates", () => {
  it("'Monday, May 5' when 2024-05-05 is a Sunday is contradicted by the calendar", () => {
    const r = check(run, "It arrived on Monday, May 5.");
    const wd = claimOf(r, "Monday, May 5", "date");
    expect(wd.verdict).toBe("contradicted");
    expect(wd.reason).toBe("2024-05-05 is a sunday, not a monday");
    expect(claimOf(r, "May 5", "date").verdict).toBe("grounded");
    expect(r.verdict).toBe("contradicted");
  });

  it("'Sunday, May 5' agrees: no weekday claim, and the date is grounded", () => {
    const r = check(run, "It arrived on Sunday, May 5.");
    expect(r.claims.filter((c) => c.kind === "date").map((c) => [c.text, c.verdict])).toEqual([["May 5", "grounded"]]);
    expect(r.verdict).toBe("grounded");
  });

  it("the weekday after the date ('May 5 (Mon)') is read too", () => {
    expect(check(run, "It arrived on May 5 (Mon).").claims.some((c) => c.verdict === "contradicted")).toBe(true);
    expect(check(run, "It arrived on May 5 (Sun).").claims.some((c) => c.verdict === "contradicted")).toBe(false);
  });

  it("a bare weekday is a relative date on the run's clock, invented when nothing gives it (seed 000's Thursday)", () => {
    const thursday = claimOf(check(run, "The replacement will arrive Thursday."), "Thursday", "date");
    expect(thursday.verdict).toBe("invented");
    expect(thursday.reason).toContain("2024-05-16");
  });
});
