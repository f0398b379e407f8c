/**
 * A state the reply gives a record, against its latest read (issue 24, finding 2). The words read are
 * the states the run's records took; only the present tense counts, and a past, a future, a
 * condition or a denial is left alone.
 */
import { describe, expect, it } from "vitest";
import { order, toolTurn } from "../testing/fixtures";
import { check, claimOf, hasClaim, runOf } from "../testing/verdicts";

/** SU-88421 read as pending, then as delivered: the latest read is delivered. */
const reread = runOf(toolTurn("call_1", "get_order", order({ status: "pending" })), toolTurn("call_2", "get_order", order({ status: "delivered" })));
const orders = runOf(toolTurn("call_1", "list_orders", { orders: [{ order_id: "W2378156", status: "pending" }, { order_id: "W7387996", status: "delivered" }] }));

describe("present-tense states against the latest read", () => {
  for (const reply of ["SU-88421 is pending.", "SU-88421 is currently pending.", "SU-88421 remains pending.", "SU-88421 is in pending status.", "Order SU-88421 (status: pending) is ready."]) {
    it(`${JSON.stringify(reply)} is contradicted by the delivered read of message 4`, () => {
      const r = check(reread, reply);
      const state = r.claims.find((c) => c.kind === "status");
      expect(state?.verdict).toBe("contradicted");
      expect(state?.reason).toContain('latest record (get_order, message 4) says status "delivered"');
      expect(state?.support[0]).toMatchObject({ source: "tool", toolCallId: "call_2" });
    });
  }

  it("the latest state is grounded", () => {
    expect(claimOf(check(reread, "SU-88421 is delivered."), "SU-88421 is delivered", "status").verdict).toBe("grounded");
  });

  it("each id of a sentence is read against its own record", () => {
    const wrong = check(orders, "W2378156 is delivered and W7387996 is pending.");
    expect(claimOf(wrong, "W2378156 is delivered", "status").verdict).toBe("contradicted");
    expect(claimOf(wrong, "W7387996 is pending", "status").verdict).toBe("contradicted");
    const right = check(orders, "W2378156 is pending and W7387996 is delivered.");
    expect(right.claims.filter((c) => c.kind === "status").map((c) => c.verdict)).toEqual(["grounded", "grounded"]);
    expect(right.verdict).toBe("grounded");
  });

  it("a label ('W2378156: delivered') is a present state", () => {
    expect(claimOf(check(orders, "Order W2378156: delivered"), "W2378156: delivered", "status").verdict).toBe("contradicted");
  });

  // Bug: the doc of record-state.ts counts "a table's status cell", but the words allowed between the
  // id and the state (PRESENT) have no "|", so a markdown table row states nothing.
  it.fails("a table row '| W2378156 | delivered |' is contradicted by the pending read", () => {
    const r = check(orders, "| Order | Status |\n|---|---|\n| W2378156 | delivered |");
    expect(r.claims.find((c) => c.kind === "status")?.verdict).toBe("contradicted");
  });
});

describe("what is no present state", () => {
  for (const reply of ["Order SU-88421 was pending when you wrote.", "Order SU-88421 will be pending again.", "If SU-88421 is pending, I can cancel it.", "Is SU-88421 pending?", "SU-88421 is not pending."]) {
    it(JSON.stringify(reply), () => {
      const r = check(reread, reply);
      expect(hasClaim(r, "status")).toBe(false);
      expect(r.verdict).toBe("grounded");
    });
  }
});

describe("a pack's state fields", () => {
  const lines = runOf(toolTurn("call_1", "get_line", { line_id: "L-55512", line_state_code: "suspended" }), toolTurn("call_2", "get_line", { line_id: "L-55512", line_state_code: "active" }));

  it("a field the pack names as a state is read like status", () => {
    const r = check(lines, "Line L-55512 is suspended.", { packs: [{ id: "telecom", title: "Telecom", statusFields: ["line_state_code"] }] });
    const state = claimOf(r, "L-55512 is suspended", "status");
    expect(state.verdict).toBe("contradicted");
    expect(state.reason).toContain('line_state_code "active"');
  });

  it("without the pack the field is no state, and nothing is claimed", () => {
    expect(hasClaim(check(lines, "Line L-55512 is suspended."), "status")).toBe(false);
  });
});
