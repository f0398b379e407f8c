/**
 * The evidence budget (seed 004, the torn notebook): the bag is packed into a budget, and what is
 * missing from a cut bag is unverifiable, never invented. The claim-aware packer keeps the chunk
 * where each claim's value occurs; the head-first baseline keeps the start of the dump and calls an
 * honest reply invented. Policy text is pinned, procedure text is kept out.
 */
import { describe, expect, it } from "vitest";
import { summarizeTelemetry } from "../telemetry";
import { toolTurn } from "../testing/fixtures";
import { check, claimOf, policyRun, runOf } from "../testing/verdicts";

/** A how-to dump first, then 400 orders with the one the reply names last: about 43 KB of evidence. */
const rows = Array.from({ length: 400 }, (_, i) => ({ order_id: `SU-${10000 + i}`, status: "delivered", note: "x".repeat(40) }));
rows.push({ order_id: "SU-88421", status: "delivered", note: "the one" });
const dump = runOf(toolTurn("call_0", "get_instructions", "How to investigate: " + "Read the orders carefully. ".repeat(200)), toolTurn("call_1", "search_orders", { orders: rows }));
const REPLY = "I found SU-88421 in your orders.";
const BUDGET = 8000;

describe("claim-aware packing against head-first, on the same run and budget", () => {
  it("claim-aware keeps the chunk holding SU-88421: grounded in the search_orders result", () => {
    const r = check(dump, REPLY, { budget: BUDGET, packer: "claim-aware" });
    const id = claimOf(r, "SU-88421");
    expect(id.verdict).toBe("grounded");
    expect(id.reason).toContain("search_orders");
    expect(r.telemetry).toMatchObject({ truncated: true, packer: "claim-aware" });
    expect(r.telemetry.bytesAfter).toBeLessThanOrEqual(BUDGET);
  });

  it("head-first keeps the how-to text and the first orders, and calls the same honest id invented", () => {
    const r = check(dump, REPLY, { budget: BUDGET, packer: "head-first" });
    expect(claimOf(r, "SU-88421").verdict).toBe("invented");
    expect(r.verdict).toBe("invented");
    // Its telemetry still says the bag was cut, so the benchmark can show the torn notebook.
    expect(r.telemetry.truncated).toBe(true);
  });

  it("with no budget nothing is cut, and both packers ground the id", () => {
    for (const packer of ["claim-aware", "head-first"] as const) {
      const r = check(dump, REPLY, { packer });
      expect(claimOf(r, "SU-88421").verdict, packer).toBe("grounded");
      expect(r.telemetry.truncated).toBe(false);
      expect(r.telemetry.bytesAfter).toBe(r.telemetry.bytesBefore);
    }
  });
});

describe("a value missing from a cut bag", () => {
  it("is unverifiable, and the reason says how much was cut", () => {
    const r = check(dump, "I found SU-88421 in your orders. SU-99999 is not one of them.", { budget: BUDGET });
    const missing = claimOf(r, "SU-99999");
    expect(missing.verdict).toBe("unverifiable");
    expect(missing.reason).toMatch(/the evidence was cut to \d+ of \d+ bytes/);
    expect(claimOf(r, "SU-88421").verdict).toBe("grounded");
    expect(r.verdict).toBe("unverifiable");
  });

  it("is invented when the same bag is complete", () => {
    expect(claimOf(check(dump, "SU-99999 is not one of them."), "SU-99999").verdict).toBe("invented");
  });
});

describe("what the budget never cuts, and what never enters the bag", () => {
  it("the policy in the system prompt is pinned: its values are grounded whatever the budget", () => {
    const run = policyRun("## Refunds\nRefunds take 5-7 business days.", toolTurn("call_1", "search_orders", { orders: rows }));
    const r = check(run, "Refunds take 5-7 business days.", { budget: 512 });
    expect(r.telemetry.truncated).toBe(true);
    expect(claimOf(r, "5-7 business days", "duration").verdict).toBe("grounded");
  });

  it("a procedure result is no evidence and costs no budget", () => {
    const run = runOf(toolTurn("call_0", "get_instructions", "Use order SU-12345 as the example order."), toolTurn("call_1", "get_order", { order_id: "SU-88421" }));
    const policy = { tools: { get_instructions: { resultKind: "procedure" as const } } };
    const r = check(run, "Your order SU-12345 is ready.", { policy });
    expect(claimOf(r, "SU-12345").verdict).toBe("invented");
    expect(r.telemetry.bytesByTool).not.toHaveProperty("get_instructions");
    // As an observation the same text would ground it.
    expect(claimOf(check(run, "Your order SU-12345 is ready."), "SU-12345").verdict).toBe("grounded");
  });
});

describe("chronic truncation raises an alarm, so fail-open is no bypass", () => {
  it("twenty cut verifications out of twenty alarm on truncation and name the largest tool", () => {
    const cut = check(dump, "I found SU-88421. SU-99999 is not one of them.", { budget: BUDGET }).telemetry;
    const summary = summarizeTelemetry(Array.from({ length: 20 }, () => cut));
    expect(summary.alarm).toBe(true);
    const truncation = summary.alarms.find((a) => a.metric === "truncationRate");
    expect(truncation?.message).toContain("search_orders");
    expect(summary.topTools[0].tool).toBe("search_orders");
  });

  it("twenty complete verifications raise none", () => {
    const whole = check(dump, REPLY).telemetry;
    expect(summarizeTelemetry(Array.from({ length: 20 }, () => whole)).alarm).toBe(false);
  });
});
