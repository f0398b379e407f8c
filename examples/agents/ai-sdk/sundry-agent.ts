/**
 * Sundry's support agent on the Vercel AI SDK, with Groundcheck in front of it: the tools are the
 * SDK's own `tool()`s over Sundry's backend, the model is the SDK's MockLanguageModelV4 playing the
 * scripted conversations (sdk-scenario/), and generateText runs the loop. Local or remote mode is
 * one option; the examples' tests run both (vitest locally, Playwright against the server).
 */
import { generateText, jsonSchema, stepCountIs, tool, type ModelMessage, type ToolSet } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { groundcheck, type AiSdkGroundcheckOptions } from "../../../lib/sdk/ai-sdk";
import { createSundryBackend } from "../../../lib/demo/sundry-backend";
import { UnexpectedError } from "../scripted-model";
import { CONVERSATIONS, parseResult, startConversation, SUNDRY_TOOLS, SYSTEM_PROMPT, type Conversation, type ConversationReport, type RunOptions, type Step } from "../sdk-scenario/sundry-conversations";

export type Prompt = Array<{ role: string; content: unknown }>;

/** The last tool result in the prompt, as the model would read it. */
export function lastResult(prompt: Prompt): Record<string, unknown> | null {
  for (const m of [...prompt].reverse()) {
    if (m.role !== "tool" || !Array.isArray(m.content)) continue;
    const part = [...m.content].reverse().find((p: { type?: string }) => p.type === "tool-result") as { output: { type: string; value?: unknown; reason?: string } } | undefined;
    if (!part) continue;
    const o = part.output;
    if (o.type === "json" || o.type === "error-json") return o.value as Record<string, unknown>;
    return parseResult(String(o.type === "execution-denied" ? o.reason : o.value));
  }
  return null;
}

export const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };

/** The SDK's own mock model, answering each call with the script's next step. */
export function scriptedAiSdkModel(conversation: Conversation) {
  let next = 0;
  let calls = 0;
  const model = new MockLanguageModelV4({
    doGenerate: async ({ prompt }) => {
      const turn = conversation.turns[next++];
      if (!turn) throw new UnexpectedError(`the script has no turn ${next}: the loop went on longer than expected`);
      const step: Step = turn(lastResult(prompt as Prompt));
      if ("text" in step) return { content: [{ type: "text", text: step.text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
      const toolCallId = `call_${++calls}`;
      return { content: [{ type: "tool-call", toolCallId, toolName: step.call, input: JSON.stringify(step.args) }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] };
    },
  });
  return { model, finished: () => next >= conversation.turns.length };
}

/** Sundry's tools as AI SDK tools (JSON schemas from tools.json, execute over the in-memory backend). */
export function sundryAiSdkTools(backend: ReturnType<typeof createSundryBackend>): ToolSet {
  const impl = backend.tools as Record<string, (a: Record<string, unknown>) => unknown>;
  return Object.fromEntries(
    SUNDRY_TOOLS.map((t) => [t.function.name, tool({ description: t.function.description, inputSchema: jsonSchema<Record<string, unknown>>(t.function.parameters as never), execute: async (args: Record<string, unknown>) => impl[t.function.name](args) })]),
  );
}

export async function runConversation(conversation: Conversation, options: RunOptions<AiSdkGroundcheckOptions>): Promise<ConversationReport> {
  const { backend, report, onCall } = startConversation(conversation);
  const gc = groundcheck({ ...options.groundcheck(conversation), onCall });
  const tools = gc.tools(sundryAiSdkTools(backend));
  const { model, finished } = scriptedAiSdkModel(conversation);
  const messages: ModelMessage[] = [{ role: "user", content: conversation.user }];
  const log = options.log ?? (() => undefined);

  for (let round = 0; round < 5; round++) {
    const result = await generateText({ model: gc.model(model), instructions: SYSTEM_PROMPT, messages, tools, toolApproval: gc.toolApproval, repairToolCall: gc.repairToolCall, stopWhen: stepCountIs(10) });
    messages.push(...result.responseMessages);
    const requests = result.content.filter((p) => p.type === "tool-approval-request");
    if (requests.length) {
      for (const r of requests) {
        const heldItemId = (await gc.session.heldItemOf(r.toolCall.toolCallId))!;
        log(`${r.toolCall.toolName}(${JSON.stringify(r.toolCall.input)}) held for review: HELD ${heldItemId}`);
        report.held.push({ tool: r.toolCall.toolName, held_item_id: heldItemId, ran_with: null });
        await options.onHeld?.(heldItemId, gc.session);
      }
      const decided = await gc.awaitDecisions(result, { waitMs: options.waitMs });
      if (!decided.messages.length) throw new UnexpectedError(`no decision on ${decided.pending.map((p) => p.heldItemId).join(", ")} within ${options.waitMs} ms`);
      messages.push(...decided.messages);
      continue;
    }
    const reply = gc.lastReply;
    if (!reply) throw new UnexpectedError("the model stopped without a reply");
    report.reply = {
      outcome: reply.outcome,
      verdict: reply.outcome === "unavailable" ? null : reply.outcome === "held" ? reply.verdict : reply.check.verdict,
      held_item_id: reply.outcome === "held" ? reply.heldItemId : null,
      // What the customer would get: the SDK's own result text (empty when the reply was held).
      text: result.text || null,
    };
    log(`reply ${reply.outcome}${report.reply.held_item_id ? ` (${report.reply.verdict}, held item ${report.reply.held_item_id})` : ""}: ${result.text}`);
    for (const h of report.held) h.ran_with = backend.effects.find((e) => e.tool === h.tool)?.args ?? null;
    if (!finished()) throw new UnexpectedError("the model stopped before its script ended");
    return report;
  }
  throw new UnexpectedError("the loop did not end with a reply");
}

export { CONVERSATIONS };
