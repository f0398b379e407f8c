/**
 * A sentence citing [clause:ID] (seed 000): the clause must exist (an alias resolves to it), have been
 * returned by a policy lookup of the run when the run made any, be in force on the run's clock, and
 * fit the order's scope. A value the sentence gives that the clause does not state is held for a
 * person; whether the clause says what the sentence says is otherwise not checked.
 */
import { describe, expect, it } from "vitest";
import { order, policyLookup, sundryClauses, sundryPolicy, toolTurn } from "../testing/fixtures";
import { check, claimOf, runOf } from "../testing/verdicts";
import { stopsReply } from "../verify-reply";

const opts = { clauses: sundryClauses, policy: sundryPolicy };
const RETURN = "You can return SU-88421 within 30 days of delivery for a full refund. [clause:RET-30]";
const looked = (overrides: Record<string, unknown> = {}, ...clauses: string[]) => runOf(toolTurn("call_1", "get_order", order(overrides)), policyLookup("call_2", ...(clauses.length ? clauses : ["RET-30"])));
const ruleOf = (r: ReturnType<typeof check>) => claimOf(r, "You can return", "policy");

describe("the clause exists, was retrieved, is in force and in scope", () => {
  it("[clause:RET-30] returned by the run's lookup, for a delivered US order, passes and points at the clause and the lookup", () => {
    const r = check(looked(), RETURN, opts);
    const rule = ruleOf(r);
    expect(rule.verdict).not.toMatch(/invented|contradicted|cited_unsupported/);
    expect(rule.reason).toContain("RET-30 is real, retrieved and in force");
    expect(rule.support).toEqual(expect.arrayContaining([expect.objectContaining({ source: "clause", clauseId: "RET-30" }), expect.objectContaining({ source: "tool", toolCallId: "call_2" })]));
    expect(stopsReply(r)).toBe(false);
  });

  it("an alias ([clause:R-30]) resolves to RET-30", () => {
    const rule = ruleOf(check(looked(), RETURN.replace("[clause:RET-30]", "[clause:R-30]"), opts));
    expect(rule.verdict).toBe("grounded");
    expect(rule.reason).toContain("RET-30");
  });

  it("a clause that does not exist is invented (seed 000)", () => {
    const r = check(looked(), RETURN.replace("RET-30]", "RET-99]"), opts);
    const rule = ruleOf(r);
    expect(rule.verdict).toBe("invented");
    expect(rule.reason).toBe("clause RET-99 does not exist in the library");
    expect(r.verdict).toBe("invented");
  });

  it("a real clause no lookup of this run returned is invented", () => {
    const rule = ruleOf(check(looked({}, "REF-TIMING"), RETURN, opts));
    expect(rule.verdict).toBe("invented");
    expect(rule.reason).toContain("no policy lookup in this run returned it");
  });

  it("out of scope: an EU order against RET-30's US/CA is contradicted, naming the region", () => {
    const rule = ruleOf(check(looked({ region: "EU" }), RETURN, opts));
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("the order's region is EU");
    expect(rule.support.some((s) => s.source === "tool" && s.toolCallId === "call_1")).toBe(true);
  });

  it("out of scope: delivered 75 days before the run's clock against RET-30's 30 days", () => {
    const rule = ruleOf(check(looked({ delivered_at: "2024-03-01" }), RETURN, opts));
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("75 days ago");
  });

  it("not yet in force on the run's clock", () => {
    const rule = ruleOf(check(looked(), RETURN, { ...opts, now: "2023-06-01" }));
    expect(rule.verdict).toBe("contradicted");
    expect(rule.reason).toContain("takes effect on 2024-03-01");
  });

  it("with no clause library loaded, a citation is unverifiable, not invented", () => {
    const rule = ruleOf(check(looked(), RETURN, { policy: sundryPolicy }));
    expect(rule.verdict).toBe("unverifiable");
    expect(rule.reason).toMatch(/no clause library/);
  });
});

describe("what the cited clause says", () => {
  it("a number the sentence gives as its rule that the clause does not state is held for a person", () => {
    const r = check(looked(), "You can return SU-88421 within 60 days of delivery. [clause:RET-30]", opts);
    const rule = ruleOf(r);
    expect(rule.verdict).toBe("cited_unsupported");
    expect(rule.held).toBe(true);
    expect(rule.reason).toContain('"60 days"');
    expect(r.held).toBe(true);
    expect(stopsReply(r)).toBe(true);
  });

  it("a real, retrieved clause whose words barely cover the sentence is not checked, with the clause as passage", () => {
    const rule = claimOf(check(looked(), "SU-88421 is eligible. [clause:RET-30]", opts), "is eligible", "policy");
    expect(rule.verdict).toBe("not_checked");
    expect(rule.passage?.clauseId).toBe("RET-30");
    expect(rule.reason).toMatch(/model judge/);
  });
});
