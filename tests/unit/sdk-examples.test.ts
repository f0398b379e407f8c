// Both SDK examples in local mode (embedded engines, no server): the Sundry incidents through the
// real `ai` generateText loop and the real `@openai/agents` run loop (its tools in-process, and
// served by an MCP server), with the held refund decided in-process as a reviewer would.
import { describe, expect, it } from "vitest";
import * as aiSdk from "../../examples/agents/ai-sdk/sundry-agent";
import * as agents from "../../examples/agents/openai-agents/sundry-agent";
import { runMcpConversation, runMcpHttpConversation } from "../../examples/agents/openai-agents/sundry-mcp-agent";
import { CONVERSATIONS, EDIT_NOTE, EDITED_REFUND, STRICT_SUNDRY_POLICY, SUNDRY_CLAUSES, type Conversation } from "../../examples/agents/sdk-scenario/sundry-conversations";

const local = (c: Conversation) => ({ mode: "local" as const, policy: STRICT_SUNDRY_POLICY, clauses: SUNDRY_CLAUSES, customerId: c.customer.id });
const EXAMPLES = [
  { sdk: "AI SDK (generateText, toolApproval)", run: aiSdk.runConversation },
  { sdk: "OpenAI Agents SDK (run, interruptions, RunState)", run: agents.runConversation },
  // The same tools served by a real stdio MCP server (a child process): checked before the call reaches it.
  { sdk: "OpenAI Agents SDK, tools from an MCP server (MCPServerStdio, gc.mcpTools)", run: runMcpConversation },
  { sdk: "OpenAI Agents SDK, tools from an MCP server (MCPServerStreamableHttp, gc.mcpTools)", run: runMcpHttpConversation },
];

describe.each(EXAMPLES)("$sdk example, local mode", ({ run }) => {
  it("teapot: cancel_order and SU-88412 are rejected as tool results, the model corrects itself, one refund runs, the reply is sent", async () => {
    const report = await run(CONVERSATIONS[0], { groundcheck: local, waitMs: 0 });
    expect(report.calls.map((c) => `${c.name}:${c.code}:${c.outcome}`)).toEqual(["cancel_order:unknown_tool:rejected", "get_order:ok:ran", "issue_refund:unknown_id:rejected", "issue_refund:ok:ran"]);
    expect(report.reply).toMatchObject({ outcome: "send", verdict: "grounded" });
    expect(report.reply.text).toContain("$64.00");
    expect(report.effects).toEqual([{ tool: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }]);
  });

  it("tote: $50 is rejected, $38 is held as the SDK's own approval, edited to $19 and run with exactly that; the Thursday reply is held, never sent", async () => {
    const report = await run(CONVERSATIONS[1], {
      groundcheck: local,
      waitMs: 5000,
      onHeld: async (id, session) => {
        const [item] = await session.pendingHolds();
        expect(item).toMatchObject({ id, toolName: "issue_refund", payload: { order_id: "SU-77310", amount_cents: 3800 } });
        // An edit the guard would reject cannot be approved; the right one can.
        await expect(session.decide(id, { action: "edit", payload: { order_id: "SU-77310", amount_cents: 5000 }, note: "x" })).rejects.toMatchObject({ code: "invalid_decision" });
        await session.decide(id, { action: "edit", payload: EDITED_REFUND, note: EDIT_NOTE });
      },
    });
    expect(report.calls.map((c) => `${c.name}:${c.code}:${c.outcome}`)).toEqual(["get_order:ok:ran", "issue_refund:amount_unmatched:rejected", "issue_refund:ok:released"]);
    expect(report.effects).toEqual([{ tool: "issue_refund", args: EDITED_REFUND }]);
    expect(report.reply).toMatchObject({ outcome: "held", verdict: "invented", text: null });
    expect(report.reply.held_item_id).toMatch(/^local_held_/);
  });
});
