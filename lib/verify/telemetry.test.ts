import { describe, expect, it } from "vitest";
import { judgeRunReplies } from "./judge-run-replies";
import { countVerdicts, summarizeTelemetry } from "./telemetry";
import { runOf, sundryPolicy, toolTurn, NOW } from "./test-helpers";
import type { VerificationTelemetry } from "./types";

function record(truncated: boolean, counts: Partial<VerificationTelemetry["counts"]>, bytesByTool: Record<string, number> = { get_order: 100 }): VerificationTelemetry {
  const bytes = Object.values(bytesByTool).reduce((a, b) => a + b, 0);
  return {
    bytesBefore: bytes,
    bytesAfter: truncated ? bytes / 2 : bytes,
    truncated,
    bytesByTool,
    counts: { ...countVerdicts([]), ...counts },
    held: 0,
    packer: "claim-aware",
  };
}

describe("aggregate telemetry", () => {
  it("computes truncation rate, unverifiable-to-invented ratio and the largest tools", () => {
    const records = [
      ...Array.from({ length: 6 }, () => record(true, { unverifiable: 2 }, { search_orders: 5000, get_order: 200 })),
      ...Array.from({ length: 14 }, () => record(false, { grounded: 3, invented: 1 })),
    ];
    const s = summarizeTelemetry(records);
    expect(s.verifications).toBe(20);
    expect(s.truncationRate).toBeCloseTo(0.3);
    expect(s.claims).toEqual({ ...countVerdicts([]), grounded: 42, invented: 14, unverifiable: 12 });
    expect(s.unverifiableToInvented).toBeCloseTo(12 / 14);
    expect(s.topTools[0]).toMatchObject({ tool: "search_orders", bytes: 30000 });
    expect(s.alarm).toBe(true);
    expect(s.alarms.map((a) => a.metric)).toEqual(["truncationRate", "unverifiableRate"]);
    expect(s.alarms[0].message).toContain("largest: search_orders");
  });

  it("stays quiet under the thresholds, and the thresholds are configurable", () => {
    const records = [record(true, { grounded: 5 }), ...Array.from({ length: 24 }, () => record(false, { grounded: 5 }))];
    expect(summarizeTelemetry(records).alarm).toBe(false);
    const strict = summarizeTelemetry(records, { truncationRate: 0.01 });
    expect(strict.alarms).toHaveLength(1);
    expect(strict.alarms[0]).toMatchObject({ metric: "truncationRate", threshold: 0.01 });
  });

  it("flags a spike of unverifiable against invented even when invented is zero", () => {
    const s = summarizeTelemetry(Array.from({ length: 20 }, () => record(false, { grounded: 20, unverifiable: 1 })));
    expect(s.unverifiableToInvented).toBe(20);
    expect(s.alarms.map((a) => a.metric)).toEqual(["unverifiableToInvented"]);
  });

  it("never alarms on too few verifications", () => {
    expect(summarizeTelemetry([record(true, { unverifiable: 9 })]).alarm).toBe(false);
    expect(summarizeTelemetry([]).truncationRate).toBe(0);
  });
});

describe("judgeRunReplies", () => {
  it("judges each customer-facing reply on what came before it", () => {
    const messages = runOf(
      { role: "user", content: "When does my parcel arrive?" },
      { role: "assistant", content: "It arrives Thursday." },
      toolTurn("call_1", "track_parcel", { estimated_delivery: "2024-05-16" }),
      { role: "assistant", content: "It arrives Thursday [tool:call_1]." },
    );
    const out = judgeRunReplies(messages, { policy: sundryPolicy, now: NOW });
    expect(out.map((r) => [r.message_index, r.verdict])).toEqual([[2, "invented"], [5, "grounded"]]);
    expect(out[1].claims[0].support[0]).toMatchObject({ messageIndex: 4, toolCallId: "call_1" });
  });
});
