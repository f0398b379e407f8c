import { describe, expect, it } from "vitest";
import { clearRunCheckStates, nextStreak, rememberRunCheckState, runCheckState, STREAK_CHECKS, type RunCheckState } from "./run-check-state";

const run = { id: "r", agentId: "a", ticketId: "t", ticket: { externalId: "T", customerId: "c", customer: { externalId: "C" } } };
const reject = (i: number, message = "No such order.") => ({ decision: "reject", callId: `c${i}`, toolName: "get_order", code: "unknown_id", message });
const state = (toolChecks: number, streak: RunCheckState["streak"] = []): RunCheckState => ({ run, agentVersion: 1, messageCount: 3, toolChecks, streak });

describe("run check state", () => {
  it("extends the streak on a rejection and ends it on anything else, keeping the newest 50 as the read path does", () => {
    let streak = nextStreak([], reject(1));
    expect(streak).toEqual([{ call_id: "c1", tool: "get_order", code: "unknown_id", message: "No such order." }]);
    expect(nextStreak(streak, { ...reject(2), decision: "hold" })).toEqual([]);
    expect(nextStreak(streak, { ...reject(2), decision: "allow" })).toEqual([]);
    for (let i = 2; i <= 60; i++) streak = nextStreak(streak, reject(i));
    expect(streak).toHaveLength(STREAK_CHECKS);
    expect(streak[0].call_id).toBe("c11");
    expect(streak.at(-1)!.call_id).toBe("c60");
  });

  it("keeps a state only when the write moved the run's toolChecks by exactly its own check", () => {
    clearRunCheckStates();
    rememberRunCheckState("r", state(5), 4);
    expect(runCheckState("r")?.toolChecks).toBe(5);
    // Another check landed between this one's read and its write: the streak may miss it.
    rememberRunCheckState("r", state(7), 5);
    expect(runCheckState("r")).toBeUndefined();
  });

  it("does not keep a streak whose messages are long (its run's checks read instead)", () => {
    clearRunCheckStates();
    rememberRunCheckState("r", state(1, nextStreak([], reject(1, "x".repeat(9000)))), 0);
    expect(runCheckState("r")).toBeUndefined();
  });
});
