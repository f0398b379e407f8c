import { describe, expect, it } from "vitest";
import { order, policyLookup, runOf, sundryClauses, sundryPolicy, toolTurn, NOW } from "./test-helpers";
import { verifyReply } from "./verify-reply";
import type { VerifyResult } from "./types";

const opts = { policy: sundryPolicy, clauses: sundryClauses, now: NOW };
const policyClaim = (r: VerifyResult) => r.claims.find((c) => c.kind === "policy")!;

describe("policy statements", () => {
  const run = runOf(toolTurn("call_1", "get_order", order()), policyLookup("call_2", "RET-30", "REF-TIMING"));

  it("grounds a statement citing a retrieved, in-scope clause that says it, with the clause span", () => {
    const r = verifyReply(run, "Items can be returned within 30 days of delivery for a full refund [clause:RET-30].", opts);
    const c = policyClaim(r);
    expect(c.verdict).toBe("grounded");
    const clause = sundryClauses.find((k) => k.id === "RET-30")!;
    const s = c.support.find((x) => x.source === "clause")!;
    expect(s).toMatchObject({ clauseId: "RET-30", clauseVersion: "2024-03" });
    expect(clause.text.slice(...s.span)).toContain("within 30 days of delivery");
    expect(c.support.find((x) => x.source === "tool")).toMatchObject({ toolCallId: "call_2", messageIndex: 4 });
  });

  it("calls an uncited policy statement that no clause or prompt passage says invented", () => {
    const c = policyClaim(verifyReply(run, "You are eligible for a free upgrade to express shipping.", opts));
    expect(c.verdict).toBe("invented");
    expect(c.reason).toMatch(/^policy statement cites no clause, and nothing in the policy the agent was given says it/);
  });

  it("calls a clause that does not exist invented", () => {
    const r = verifyReply(run, "Returns are free within 60 days [clause:RET-60].", opts);
    expect(policyClaim(r).verdict).toBe("invented");
    expect(policyClaim(r).reason).toContain("RET-60 does not exist");
  });

  it("calls a real clause that no lookup in this run returned invented", () => {
    const r = verifyReply(run, "Orders of $50 or more ship free [clause:SHIP-FREE-50].", opts);
    expect(policyClaim(r).verdict).toBe("invented");
    expect(policyClaim(r).reason).toContain("no policy lookup in this run returned it");
  });

  it("holds a real, retrieved clause attached to a sentence it does not support (cited_unsupported)", () => {
    const r = verifyReply(run, "We also refund your shipping costs for any reason within 90 days [clause:RET-30].", opts);
    const c = policyClaim(r);
    expect(c.verdict).toBe("cited_unsupported");
    expect(c.held).toBe(true);
    expect(c.score).toBeLessThan(0.5);
    expect(c.reason).toContain("90 not in the clause");
    expect(r.verdict).toBe("cited_unsupported");
    expect(r.held).toBe(true);
  });

  it("resolves an alias to its clause, whichever name the lookup returned", () => {
    const r = verifyReply(run, "Card refunds appear within 5-10 business days after the refund is issued [clause:REF-5].", opts);
    expect(policyClaim(r).verdict).toBe("grounded");
    expect(policyClaim(r).support[0]).toMatchObject({ clauseId: "REF-TIMING" });
    const oldName = runOf(toolTurn("call_1", "get_order", order()), toolTurn("call_2", "search_policy", "R-30: returns within 30 days of delivery"));
    const r2 = verifyReply(oldName, "Items can be returned within 30 days of delivery for a full refund [clause:RET-30].", opts);
    expect(policyClaim(r2).verdict).toBe("grounded");
  });
});

describe("clause scope", () => {
  const reply = "Your order SU-88421 can be returned within 30 days of delivery for a full refund [clause:RET-30].";
  const runFor = (o: Record<string, unknown>) => runOf(toolTurn("call_1", "get_order", order(o)), policyLookup("call_2", "RET-30"));

  it("refuses a 30-day clause for an order delivered 45 days ago, pointing at the delivery date", () => {
    const r = verifyReply(runFor({ delivered_at: "2024-03-31" }), reply, opts);
    const c = policyClaim(r);
    expect(c.verdict).toBe("invented");
    expect(c.reason).toContain("45 days ago");
    const content = JSON.stringify(order({ delivered_at: "2024-03-31" }));
    expect(content.slice(...c.support[0].span)).toBe("2024-03-31");
  });

  it("accepts it 10 days after delivery, and refuses it for an EU order", () => {
    expect(policyClaim(verifyReply(runFor({}), reply, opts)).verdict).toBe("grounded");
    const eu = policyClaim(verifyReply(runFor({ region: "DE" }), reply, opts));
    expect(eu.verdict).toBe("invented");
    expect(eu.reason).toContain("the order's region is DE");
  });

  it("reads the order the reply names, not another order in the same result", () => {
    const two = { orders: [order({ order_id: "SU-11111", delivered_at: "2024-01-01" }), order()] };
    const run = runOf(toolTurn("call_1", "search_orders", two), policyLookup("call_2", "RET-30"));
    expect(policyClaim(verifyReply(run, reply, opts)).verdict).toBe("grounded");
    expect(policyClaim(verifyReply(run, reply.replace("SU-88421", "SU-11111"), opts)).verdict).toBe("invented");
    // Two orders in one reply: the policy sentence's own order decides.
    expect(policyClaim(verifyReply(run, `SU-11111 was delivered in January. ${reply}`, opts)).verdict).toBe("grounded");
  });

  it("says which scope rules it could not check when the evidence lacks the attribute", () => {
    const bare = { order_id: "SU-88421", status: "delivered", region: "US" };
    const run = runOf(toolTurn("call_1", "get_order", bare), policyLookup("call_2", "RET-30"));
    const c = policyClaim(verifyReply(run, reply, opts));
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toContain("days since delivery not checked");
  });
});
