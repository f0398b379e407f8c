// A promise to contact the customer later cannot be kept by an agent without a tool that sends (issue 10).
import { describe, expect, it } from "vitest";
import { order, runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const promised = (reply: string, ...extra: Parameters<typeof runOf>) =>
  verifyReply(runOf(toolTurn("c1", "get_order", order()), ...extra), reply, { now: NOW }).claims.find((c) => /promises to contact the customer later/.test(c.reason));

describe("a promise of a later follow-up", () => {
  it("is invented when no tool of the run sends messages (tau2 retail 20, 26)", () => {
    const c = promised("Fulfillments: none yet. I’ll share the tracking number or ETA as soon as it appears.");
    expect(c?.verdict).toBe("invented");
    expect(c?.text).toBe("I’ll share the tracking number or ETA as soon as it appears.");
  });
  it("is left alone when the run has a tool that sends, and for offers and questions", () => {
    expect(promised("I'll email you when the refund posts.", toolTurn("c2", "send_email", { ok: true }, { to: "ana@example.com" }))).toBeUndefined();
    expect(promised("Let me know if you need anything else, and I'll help when you write back?")).toBeUndefined();
    expect(promised("If you'd like, I can check the tracking again now.")).toBeUndefined();
  });
});
