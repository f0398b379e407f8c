/**
 * A slip of one digit (or two swapped) over the two amounts a sentence names is arithmetic code can
 * stand behind (issue 24, finding 3). Only the sentence's own amounts are operands: an amount one
 * digit away from a sum of amounts elsewhere in the run is left alone.
 */
import { describe, expect, it } from "vitest";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const items = runOf(toolTurn("call_1", "get_order", { order_id: "SU-88421", items: [{ item_id: "it_1", price: 152 }, { item_id: "it_2", price: 103 }] }));

describe("the amounts a sentence names", () => {
  for (const [reply, result, truth] of [
    ["The teapot is $152 and the cups are $103, so the total is $265.", "$265", "$255.00"],
    ["The teapot is $152 and the cups are $103, which comes to $256.", "$256", "$255.00"],
    ["The teapot is $152 and the cups are $103, a difference of $59.", "$59", "$49.00"],
    ["The teapot is $152 and the cups are $103, so the total is $225.", "$225", "$255.00"],
  ] as const) {
    it(`${JSON.stringify(reply)}: contradicted, naming ${truth}`, () => {
      const c = claimOf(check(items, reply), result, "money");
      expect(c.verdict).toBe("contradicted");
      expect(c.reason).toContain(truth);
      expect(c.reason).toMatch(/one digit off/);
    });
  }

  it("the right total and the right difference stand, with their formula", () => {
    const total = claimOf(check(items, "The teapot is $152 and the cups are $103, so the total is $255."), "$255", "money");
    expect(total.verdict).toBe("grounded");
    expect(total.derivation?.formula).toBe("$152.00 + $103.00 = $255.00");
    const diff = claimOf(check(items, "The teapot is $152 and the cups are $103, a difference of $49."), "$49", "money");
    expect(diff.verdict).toBe("grounded");
    expect(diff.derivation?.formula).toBe("$152.00 − $103.00 = $49.00");
  });

  it("an amount far from any sum of the sentence's amounts is no slip: not checked under a cue", () => {
    const c = claimOf(check(items, "The teapot is $152 and the cups are $103, so the total is $999."), "$999", "money");
    expect(c.verdict).toBe("not_checked");
  });

  it("an estimate is no slip", () => {
    const c = claimOf(check(items, "The teapot is $152 and the cups are $103, so the total is about $265."), "$265", "money");
    expect(c.verdict).not.toBe("contradicted");
  });
});
