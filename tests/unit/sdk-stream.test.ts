// The AI SDK adapter under streamText, in local mode: the Sundry incidents streamed by the SDK's
// own mock model (tool input as deltas, the reply word by word) and read from `fullStream` as a
// chat UI would. Calls are checked as in generateText; no reply text reaches the caller before
// Groundcheck's verdict, and a held reply streams none of its text.
import { describe, expect, it } from "vitest";
import { runStreamedConversation } from "../../examples/agents/ai-sdk/sundry-stream-agent";
import { CONVERSATIONS, EDIT_NOTE, EDITED_REFUND, STRICT_SUNDRY_POLICY, SUNDRY_CLAUSES, type Conversation } from "../../examples/agents/sdk-scenario/sundry-conversations";

const local = (c: Conversation) => ({ mode: "local" as const, policy: STRICT_SUNDRY_POLICY, clauses: SUNDRY_CLAUSES, customerId: c.customer.id });
const outcomes = (r: { calls: { name: string; code: string; outcome: string }[] }) => r.calls.map((c) => `${c.name}:${c.code}:${c.outcome}`);

describe("AI SDK streamText, local mode", () => {
  it("teapot: the calls are checked as in generateText; the grounded reply streams in its own chunks, none before the verdict", async () => {
    const report = await runStreamedConversation(CONVERSATIONS[0], { groundcheck: local, waitMs: 0 });
    expect(outcomes(report)).toEqual(["cancel_order:unknown_tool:rejected", "get_order:ok:ran", "issue_refund:unknown_id:rejected", "issue_refund:ok:ran"]);
    expect(report.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }]);
    expect(report.stream.toolInputDeltas).toBeGreaterThan(0); // a call's input still streams as it comes
    expect(report.stream.textBeforeVerdict).toBe(false);
    expect(report.stream.deltas.length).toBeGreaterThan(5);
    expect(report.stream.deltas.join("")).toBe(report.reply.text);
    expect(report.reply.text).toContain("$64.00");
    // report.reply is read from streamText's providerMetadata.groundcheck.
    expect(report.reply).toMatchObject({ outcome: "send", verdict: "grounded", held_item_id: null });
  });

  it("tote: $50 rejected, $38 held as the SDK's approval, edited to $19 and run with it; the Thursday reply is held and not one word of it streams", async () => {
    const report = await runStreamedConversation(CONVERSATIONS[1], {
      groundcheck: local,
      waitMs: 5000,
      onHeld: async (id, session) => {
        await session.decide(id, { action: "edit", payload: EDITED_REFUND, note: EDIT_NOTE });
      },
    });
    expect(outcomes(report)).toEqual(["get_order:ok:ran", "issue_refund:amount_unmatched:rejected", "issue_refund:ok:released"]);
    expect(report.effects).toEqual([{ tool: "issue_refund", args: EDITED_REFUND }]);
    expect(report.stream.deltas).toEqual([]);
    // The caller gets the verdict and the held item as generateText's caller does: providerMetadata.groundcheck.
    expect(report.reply).toMatchObject({ outcome: "held", verdict: "invented", text: null });
    expect(report.reply.held_item_id).toMatch(/^local_held_/);
  });
});
