/**
 * Amounts the agent worked out (issue 24, finding 3): an amount no evidence states is searched as
 * sums, differences and products over the amounts the reply and the records give (bounded). Found:
 * grounded, with the formula in the reason and the derivation. Not found: not_checked when the words
 * say it was worked out, invented otherwise.
 */
import { describe, expect, it } from "vitest";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const items = runOf(toolTurn("call_1", "get_order", { order_id: "SU-88421", items: [{ item_id: "it_1", price: 152 }, { item_id: "it_2", price: 103 }] }));

describe("found: grounded with the formula", () => {
  const found: [string, string, string][] = [
    ["Your order total is $255.", "$255", "$152.00 + $103.00 = $255.00"],
    ["You saved $49 by choosing the cups.", "$49", "$152.00 − $103.00 = $49.00"],
    ["Three cups cost $309.", "$309", "$103.00 × 3 cups = $309.00"],
    ["- Teapot $152\n- Cups $103\nTotal: $255", "$255", "$152.00 + $103.00 = $255.00"],
  ];
  for (const [reply, text, formula] of found) {
    it(`${JSON.stringify(reply)} → ${formula}`, () => {
      const c = claimOf(check(items, reply), text, "money");
      expect(c.verdict).toBe("grounded");
      expect(c.derivation?.formula).toBe(formula);
      expect(c.reason).toContain(formula);
      // Each operand points at the tool result that holds it: the console shows it beside the formula.
      expect(c.derivation?.operands.every((o) => o.support?.source === "tool" && o.support.toolName === "get_order")).toBe(true);
    });
  }

  it("the operands are the order's items when the reply does not show them", () => {
    const c = claimOf(check(items, "Your order total is $255."), "$255", "money");
    expect(c.reason).toContain("get_order SU-88421");
  });
});

describe("not found", () => {
  for (const reply of ["Your order total is $999.", "The difference is $999.", "That leaves $999.", "Both items together come to $999."]) {
    it(`with the words of working out, ${JSON.stringify(reply)} is not checked`, () => {
      const r = check(items, reply);
      const c = claimOf(r, "$999", "money");
      expect(c.verdict).toBe("not_checked");
      expect(c.reason).toMatch(/worked out/);
      expect(r.verdict).toBe("not_checked");
    });
  }

  for (const reply of ["You will be charged $999.", "Your refund is $309."]) {
    it(`without them, ${JSON.stringify(reply)} is invented`, () => {
      const r = check(items, reply);
      expect(r.claims.find((c) => c.kind === "money")?.verdict).toBe("invented");
      expect(r.verdict).toBe("invented");
    });
  }

  // The cue is read from the sentence before the amount too, past a comma or a colon ("In total, you paid $999", "Total: $999").
  it('"In total, you paid $999." says it was worked out: not checked', () => {
    expect(claimOf(check(items, "In total, you paid $999."), "$999", "money").verdict).toBe("not_checked");
  });

  it('"Order total: $999" says it was worked out: not checked', () => {
    expect(claimOf(check(items, "Order total: $999"), "$999", "money").verdict).toBe("not_checked");
  });
});
