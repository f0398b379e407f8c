import { describe, expect, it } from "vitest";
import { normalizeRun } from "../run/normalize-run";
import { buildEvidenceBag } from "./build-evidence-bag";
import { indexClauses } from "./load-clauses";
import { packClaimAware } from "./pack-evidence";
import { order, runOf, sundryPolicy, toolTurn, NOW } from "./test-helpers";
import { verifyReply } from "./verify-reply";

/** The torn notebook: a warm-up result, then a large JSON dump whose last row is the one cited. */
function tornNotebook(last: Record<string, unknown>) {
  const rows = Array.from({ length: 2000 }, (_, i) => order({ order_id: `SU-${10000 + i}`, delivered_at: "2024-02-01", status: "delivered" }));
  rows.push(last);
  const help = "Search tips: orders are listed oldest first. ".repeat(40);
  return runOf(toolTurn("call_1", "search_orders", help), toolTurn("call_2", "search_orders", { orders: rows }));
}
const budget = 16_000;
const base = { policy: sundryPolicy, now: NOW, budget };

describe("the torn notebook", () => {
  const run = tornNotebook(order({ order_id: "SU-99999", delivered_at: "2024-05-10" }));
  const reply = "Your order SU-99999 was delivered on 2024-05-10 [tool:call_2].";

  it("claim-aware packing keeps the chunk with the cited id at the end of a dump beyond the budget", () => {
    const r = verifyReply(run, reply, base);
    expect(r.telemetry.bytesBefore).toBeGreaterThan(10 * budget);
    expect(r.telemetry.bytesAfter).toBeLessThanOrEqual(budget);
    expect(r.telemetry.truncated).toBe(true);
    expect(r.claims.find((c) => c.text === "SU-99999")!.verdict).toBe("grounded");
    expect(r.verdict).toBe("grounded");
  });

  it("head-first packing keeps the sermon, drops the receipt, and calls the honest reply invented", () => {
    const r = verifyReply(run, reply, { ...base, packer: "head-first" });
    expect(r.telemetry.truncated).toBe(true);
    expect(r.claims.find((c) => c.text === "SU-99999")!.verdict).toBe("invented");
    expect(r.verdict).toBe("invented");
  });

  it("a claim the packer cannot find in a cut bag is unverifiable, never invented (head-first: invented)", () => {
    // Format drift (seed 004): the reply writes ticket-8841, the tool row has "ticket": 8841.
    const drift = tornNotebook({ ...order({ order_id: "SU-99999" }), ticket: 8841 });
    // (Worded as a lookup: "I've added this to ticket-8841" would also be an unperformed action claim.)
    const text = "This is on ticket-8841 [tool:call_2].";
    const aware = verifyReply(drift, text, base);
    const c = aware.claims.find((k) => k.text === "ticket-8841")!;
    expect(c.verdict).toBe("unverifiable");
    expect(c.reason).toMatch(/cut to \d+ of \d+ bytes/);
    expect(aware.verdict).toBe("unverifiable");
    expect(verifyReply(drift, text, { ...base, packer: "head-first" }).verdict).toBe("invented");
  });

  it("when the budget cannot hold every claim's chunk, the id at the end is unverifiable, not invented", () => {
    // Budget for two chunks, three ids in three far-apart chunks: the last one cannot be kept.
    const text = "Orders SU-10005 and SU-11500 shipped; SU-99999 was delivered [tool:call_2].";
    const tight = { ...base, budget: 4096 };
    const aware = verifyReply(run, text, tight);
    const verdicts = Object.fromEntries(aware.claims.filter((c) => c.kind === "identifier").map((c) => [c.text, c.verdict]));
    expect(verdicts).toEqual({ "SU-10005": "grounded", "SU-11500": "grounded", "SU-99999": "unverifiable" });
    expect(aware.verdict).toBe("unverifiable");
    expect(aware.telemetry.bytesAfter).toBeLessThanOrEqual(4096);
    const naive = verifyReply(run, text, { ...tight, packer: "head-first" });
    expect(naive.claims.find((c) => c.text === "SU-99999")!.verdict).toBe("invented");
    expect(naive.verdict).toBe("invented");
  });

  it("without a budget nothing is cut and an absent id is invented", () => {
    const r = verifyReply(run, "Your order SU-99998 was delivered.", { ...base, budget: 0 });
    expect(r.telemetry).toMatchObject({ truncated: false });
    expect(r.telemetry.bytesAfter).toBe(r.telemetry.bytesBefore);
    expect(r.verdict).toBe("invented");
  });
});

describe("claim-aware packer fallback", () => {
  it("keeps the most recent chunks, not the head, when no chunk matches a claim", () => {
    const run = normalizeRun(tornNotebook(order({ order_id: "SU-99999" })));
    const bag = buildEvidenceBag(run, Infinity, { clauseIndex: indexClauses([]), chunkSize: 2048, customerWords: true });
    const packed = packClaimAware(bag, [], budget);
    const big = packed.keep[packed.keep.length - 1];
    expect(big[big.length - 1]).toBe(1);
    expect(big[0]).toBe(0);
    expect(packed.keep[0][0]).toBe(0);
    expect(packed.bytesAfter).toBeLessThanOrEqual(budget);
    expect(packed.bytesAfter).toBeGreaterThan(budget - 2 * 2048);
  });
});
