/**
 * Arithmetic the reply shows must hold (issue 24, finding 3): an equation written on a line, and a
 * "Total" line under a list of amounts, are recomputed from the amounts the reply writes. A wrong
 * result is contradicted with the true one; a right one stands.
 */
import { describe, expect, it } from "vitest";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";

const items = runOf(toolTurn("call_1", "get_order", { order_id: "SU-88421", items: [{ item_id: "it_1", price: 152 }, { item_id: "it_2", price: 103 }] }));

describe("an equation written in the reply", () => {
  const cases: [string, string, string][] = [
    ["Your items cost $152 + $103 = $265.", "$265", "$255.00"],
    ["Two cups at $103 each: $103 × 2 = $216.", "$216", "$206.00"],
    ["After the cups, $152 - $103 = $59 is left.", "$59", "$49.00"],
  ];
  for (const [reply, result, truth] of cases) {
    it(`${JSON.stringify(reply)} is contradicted with ${truth}`, () => {
      const r = check(items, reply);
      const c = claimOf(r, result, "money");
      expect(c.verdict).toBe("contradicted");
      expect(c.reason).toContain(truth);
      expect(c.conflict?.stated).toBe(truth);
      expect(r.verdict).toBe("contradicted");
    });
  }

  for (const [reply, result] of [["Your items cost $152 + $103 = $255.", "$255"], ["Two cups at $103 each: $103 × 2 = $206.", "$206"], ["After the cups, $152 - $103 = $49 is left.", "$49"]] as const) {
    it(`${JSON.stringify(reply)} stands`, () => {
      const r = check(items, reply);
      expect(claimOf(r, result, "money").verdict).toBe("grounded");
      expect(r.verdict).toBe("grounded");
    });
  }

  it("a bracketed expression is evaluated as written: ($152 + $103) / 3 = $85 is not contradicted, = $95 is", () => {
    expect(claimOf(check(items, "($152 + $103) / 3 = $85."), "$85", "money").verdict).not.toBe("contradicted");
    const wrong = claimOf(check(items, "($152 + $103) / 3 = $95."), "$95", "money");
    expect(wrong.verdict).toBe("contradicted");
    expect(wrong.reason).toContain("$85.00");
  });

  // A comma or a stop the walk back takes before the expression is no part of it.
  it('"So, $152 + $103 = $300." is contradicted like "So $152 + $103 = $300."', () => {
    expect(claimOf(check(items, "So $152 + $103 = $300."), "$300", "money").verdict).toBe("contradicted");
    expect(claimOf(check(items, "So, $152 + $103 = $300."), "$300", "money").verdict).toBe("contradicted");
  });
});

describe("a Total line under a list of amounts", () => {
  it("a total that is the list's sum stands", () => {
    const r = check(items, "- Teapot $152\n- Cups $103\nTotal: $255");
    expect(claimOf(r, "$255", "money").verdict).toBe("grounded");
    expect(r.verdict).toBe("grounded");
  });

  // The walk up from the Total line reads the lines as text.split gives them: a list of two or more amounts is summed.
  it("a total that is not the list's sum is contradicted with the sum", () => {
    const r = check(items, "- Teapot $152\n- Cups $103\nTotal: $265");
    const total = claimOf(r, "$265", "money");
    expect(total.verdict).toBe("contradicted");
    expect(total.reason).toContain("$255.00");
  });

  it("the same, written without a colon, is contradicted rather than not checked", () => {
    const r = check(items, "Teapot $152\nCups $103\nTotal $265");
    expect(claimOf(r, "$265", "money").verdict).toBe("contradicted");
  });
});

describe("the working in brackets after an amount", () => {
  it("'$265 for both ($152 + $103)' is contradicted with the sum", () => {
    const total = claimOf(check(items, "You paid $265 for both ($152 + $103)."), "$265", "money");
    expect(total.verdict).toBe("contradicted");
    expect(total.reason).toContain("$255.00");
  });

  it("'$255 for both ($152 + $103)' stands", () => {
    expect(claimOf(check(items, "You paid $255 for both ($152 + $103)."), "$255", "money").verdict).not.toBe("contradicted");
  });

  it("brackets that are no working ('$255 (paid by card)') are not read", () => {
    expect(claimOf(check(items, "You paid $255 (paid by card)."), "$255", "money").verdict).not.toBe("contradicted");
  });
});

describe("brackets that belong to another amount", () => {
  it("'$100 short of the $255 total ($152 + $103)': the working is the total's, not the first amount's", () => {
    expect(claimOf(check(items, "The card has $155, which is $100 short of the $255 total ($152 + $103)."), "$155", "money").verdict).not.toBe("contradicted");
  });

  it("'the full $765 — ($152 + $103) × 3 —' is a longer expression than the brackets", () => {
    expect(claimOf(check(items, "The full $765 — ($152 + $103) × 3 — is refunded."), "$765", "money").verdict).not.toBe("contradicted");
  });
});

describe("a chain of equations", () => {
  it("'2 × $152 + $103 = $304 + $103 = $407': the middle amount starts an expression, and the chain holds", () => {
    const r = check(items, "That is 2 × $152 + $103 = $304 + $103 = $407.");
    expect(r.claims.filter((c) => c.kind === "money" && c.verdict === "contradicted")).toHaveLength(0);
  });

  it("a chain whose end is wrong is still contradicted", () => {
    expect(claimOf(check(items, "That is 2 × $152 + $103 = $304 + $103 = $417."), "$417", "money").verdict).toBe("contradicted");
  });
});
