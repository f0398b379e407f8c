/**
 * A [tool:ID] marker must name, whole, a call this run made before the reply whose result is an
 * observation (seed 004: call-1 must not match call-10). Values of a sentence that cites a call are
 * looked for in that call first.
 */
import { describe, expect, it } from "vitest";
import { judgeRunReplies } from "../judge-run-replies";
import { NOW, order, toolTurn } from "../testing/fixtures";
import { check, claimOf, claimsOf, runOf } from "../testing/verdicts";

const run = runOf(toolTurn("call_1", "get_order", order()));

describe("the cited call exists", () => {
  it("[tool:call_1] of a get_order that ran is grounded, pointing at its result", () => {
    const r = check(run, "Your order SU-88421 was delivered on May 5. [tool:call_1]");
    const cite = claimOf(r, "[tool:call_1]", "citation");
    expect(cite.verdict).toBe("grounded");
    expect(cite.support[0]).toMatchObject({ source: "tool", toolCallId: "call_1", toolName: "get_order" });
    expect(r.verdict).toBe("grounded");
  });

  it("[tool:call_10] where only call_1 ran is invented, and the reason names call_1 as another call", () => {
    const r = check(run, "Your order SU-88421 was delivered on May 5. [tool:call_10]");
    const cite = claimOf(r, "[tool:call_10]", "citation");
    expect(cite.verdict).toBe("invented");
    expect(cite.reason).toContain("call_1 is another call");
    expect(r.verdict).toBe("invented");
  });

  it("[tool:call_1] where only call_10 ran is invented: ids are compared whole, never as prefixes", () => {
    const r = check(runOf(toolTurn("call_10", "get_order", order())), "Your order SU-88421 was delivered. [tool:call_1]");
    const cite = claimOf(r, "[tool:call_1]", "citation");
    expect(cite.verdict).toBe("invented");
    expect(cite.reason).toContain("call_10");
  });

  it("[tool:call-1] is not call_1", () => {
    expect(claimOf(check(run, "Delivered on May 5. [tool:call-1]"), "[tool:call-1]", "citation").verdict).toBe("invented");
  });

  it("several ids in one marker are each a claim", () => {
    const r = check(runOf(toolTurn("call_1", "get_order", order()), toolTurn("call_2", "track_parcel", { tracking: "1Z999" })), "It was delivered on May 5. [tool:call_1, call_3]");
    const cites = claimsOf(r, "[tool:call_1, call_3]", "citation");
    expect(cites.map((c) => [c.value.type === "citation" ? c.value.toolCallId : "", c.verdict])).toEqual([
      ["call_1", "grounded"],
      ["call_3", "invented"],
    ]);
  });

  it("a call made after the reply is no evidence for it: each reply is judged on what came before it", () => {
    const messages = runOf(toolTurn("call_1", "get_order", order()), { role: "assistant", content: "Delivered on May 5. [tool:call_2]" }, toolTurn("call_2", "track_parcel", { status: "delivered" }), { role: "assistant", content: "Delivered on May 5. [tool:call_2]" });
    const [early, late] = judgeRunReplies(messages, { now: NOW });
    expect(early.claims.find((c) => c.kind === "citation")?.verdict).toBe("invented");
    expect(early.verdict).toBe("invented");
    expect(late.claims.find((c) => c.kind === "citation")?.verdict).toBe("grounded");
  });
});

describe("what the cited call is", () => {
  it("citing a procedure (how-to) result is invented: it is not evidence", () => {
    const procRun = runOf(toolTurn("call_1", "get_order", order()), toolTurn("call_9", "read_procedure", "How to handle returns: check the delivery date."));
    const r = check(procRun, "SU-88421 was delivered. [tool:call_9]", { policy: { tools: { read_procedure: { resultKind: "procedure" } } } });
    const cite = claimOf(r, "[tool:call_9]", "citation");
    expect(cite.verdict).toBe("invented");
    expect(cite.reason).toMatch(/procedure/);
  });

  it("a value found only in another call than the cited one is grounded with a note naming the cited call", () => {
    const two = runOf(toolTurn("call_1", "get_order", order()), toolTurn("call_2", "track_parcel", { carrier: "UPS" }));
    const id = claimOf(check(two, "Your order SU-88421 shipped. [tool:call_2]"), "SU-88421", "identifier");
    expect(id.verdict).toBe("grounded");
    expect(id.reason).toContain("not in the cited call call_2");
  });

  it("a value found in the cited call is taken from it first", () => {
    const two = runOf(toolTurn("call_1", "get_order", order()), toolTurn("call_2", "get_order", order()));
    const id = claimOf(check(two, "Your order SU-88421 shipped. [tool:call_1]"), "SU-88421", "identifier");
    expect(id.support[0]).toMatchObject({ toolCallId: "call_1" });
    expect(id.reason).not.toContain("not in the cited call");
  });
});
