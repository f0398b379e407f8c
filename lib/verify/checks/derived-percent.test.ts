/**
 * Percentages the agent worked out: a ratio of two amounts, or what is left of a rate the run gave.
 * Found: grounded with the arithmetic; otherwise a percentage no evidence gives stays invented.
 */
import { describe, expect, it } from "vitest";
import { order, sundryClauses, toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const items = runOf(toolTurn("call_1", "get_order", { order_id: "SU-88421", items: [{ item_id: "it_1", price: 3000 }, { item_id: "it_2", price: 1000 }] }));

describe("ratios and remainders", () => {
  it("$3,000 of $4,000 is 75%: grounded with the ratio", () => {
    const c = claimOf(check(items, "The first item is $3,000 of the $4,000 total, so 75% of it."), "75%", "percent");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("3000 / 4000 = 75%");
  });

  it("70% of the same is invented", () => {
    expect(claimOf(check(items, "The first item is $3,000 of the $4,000 total, so 70% of it."), "70%", "percent").verdict).toBe("invented");
  });

  it("what is left after RET-FEE-15's 15% is 85%", () => {
    const c = claimOf(check(runOf(toolTurn("call_1", "get_order", order())), "After the restocking fee you get 85% back.", { clauses: sundryClauses }), "85%", "percent");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("100% − 15% = 85%");
  });
});
