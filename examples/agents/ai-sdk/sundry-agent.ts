/**
 * Sundry's support agent on the Vercel AI SDK, with Groundcheck in front of it: the tools are the
 * SDK's own `tool()`s over Sundry's backend, the model is the SDK's MockLanguageModelV4 playing the
 * scripted conversations (sdk-scenario/), and generateText (or streamText, sundry-stream-agent.ts)
 * runs the loop. Local or remote mode is one option; the examples' tests run both (vitest
 * locally, Playwright against the server).
 */
import { generateText, jsonSchema, simulateReadableStream, stepCountIs, tool, type ModelMessage, type ProviderMetadata, type ToolSet } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { groundcheck, type AiSdkGroundcheck, type AiSdkGroundcheckOptions, type ReplyMetadata } from "../../../lib/sdk/ai-sdk";
import { createSundryBackend } from "../../../lib/demo/sundry-backend";
import { UnexpectedError } from "../scripted-model";
import { CONVERSATIONS, parseResult, startConversation, SUNDRY_TOOLS, SYSTEM_PROMPT, type Conversation, type ConversationReport, type RunOptions, type Step } from "../sdk-scenario/sundry-conversations";

type Prompt = Array<{ role: string; content: unknown }>;
// The provider's stream parts, read off the mock's own signature.
type Chunk = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

/** The last tool result in the prompt, as the model would read it. */
function lastResult(prompt: Prompt): Record<string, unknown> | null {
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

const usage = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };

/** One step as a provider streams it: a call's input in two deltas, the reply word by word. */
function streamedStep(step: Step, toolCallId: string): Chunk[] {
  if ("text" in step) {
    const words = step.text.split(/(?<= )/).map((delta): Chunk => ({ type: "text-delta", id: "t1", delta }));
    return [{ type: "stream-start", warnings: [] }, { type: "text-start", id: "t1" }, ...words, { type: "text-end", id: "t1" }, { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage }];
  }
  const input = JSON.stringify(step.args);
  return [
    { type: "stream-start", warnings: [] },
    { type: "tool-input-start", id: toolCallId, toolName: step.call },
    { type: "tool-input-delta", id: toolCallId, delta: input.slice(0, 10) },
    { type: "tool-input-delta", id: toolCallId, delta: input.slice(10) },
    { type: "tool-input-end", id: toolCallId },
    { type: "tool-call", toolCallId, toolName: step.call, input },
    { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage },
  ];
}

/** The SDK's own mock model, answering each call (generated or streamed) with the script's next step. */
export function scriptedAiSdkModel(conversation: Conversation) {
  let next = 0;
  let calls = 0;
  const nextStep = (prompt: unknown): Step => {
    const turn = conversation.turns[next++];
    if (!turn) throw new UnexpectedError(`the script has no turn ${next}: the loop went on longer than expected`);
    return turn(lastResult(prompt as Prompt));
  };
  const model = new MockLanguageModelV4({
    doGenerate: async ({ prompt }) => {
      const step = nextStep(prompt);
      if ("text" in step) return { content: [{ type: "text", text: step.text }], finishReason: { unified: "stop", raw: undefined }, usage, warnings: [] };
      return { content: [{ type: "tool-call", toolCallId: `call_${++calls}`, toolName: step.call, input: JSON.stringify(step.args) }], finishReason: { unified: "tool-calls", raw: undefined }, usage, warnings: [] };
    },
    doStream: async ({ prompt }) => {
      const step = nextStep(prompt);
      return { stream: simulateReadableStream({ chunks: streamedStep(step, "text" in step ? "" : `call_${++calls}`), chunkDelayInMs: null }) };
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

/** What the loop needs of one generateText or streamText call, once it has finished. */
export interface ModelTurn {
  responseMessages: ModelMessage[];
  content: ReadonlyArray<{ type: string; toolCall?: { toolCallId: string; toolName: string; input: unknown } }>;
  text: string;
  providerMetadata: ProviderMetadata | undefined;
}
export type CallModel = (gc: AiSdkGroundcheck, model: MockLanguageModelV4, messages: ModelMessage[], tools: ToolSet) => Promise<ModelTurn>;

const generate: CallModel = (gc, model, messages, tools) =>
  generateText({ model: gc.model(model), instructions: SYSTEM_PROMPT, messages, tools, toolApproval: gc.toolApproval, repairToolCall: gc.repairToolCall, stopWhen: stepCountIs(10) });

/** Plays one conversation: held calls become approval requests, decided, answered and run again. */
export async function playConversation(conversation: Conversation, options: RunOptions<AiSdkGroundcheckOptions>, callModel: CallModel = generate): Promise<ConversationReport> {
  const { backend, report, onCall } = startConversation(conversation);
  const gc = groundcheck({ ...options.groundcheck(conversation), onCall });
  const tools = gc.tools(sundryAiSdkTools(backend));
  const { model, finished } = scriptedAiSdkModel(conversation);
  const messages: ModelMessage[] = [{ role: "user", content: conversation.user }];
  const log = options.log ?? (() => undefined);

  for (let round = 0; round < 5; round++) {
    const result = await callModel(gc, model, messages, tools);
    messages.push(...result.responseMessages);
    const requests = result.content.filter((p) => p.type === "tool-approval-request");
    if (requests.length) {
      for (const { toolCall: call } of requests) {
        const heldItemId = (await gc.session.heldItemOf(call!.toolCallId))!;
        log(`${call!.toolName}(${JSON.stringify(call!.input)}) held for review: HELD ${heldItemId}`);
        report.held.push({ tool: call!.toolName, held_item_id: heldItemId, ran_with: null });
        await options.onHeld?.(heldItemId, gc.session);
      }
      const decided = await gc.awaitDecisions(result, { waitMs: options.waitMs });
      if (!decided.messages.length) throw new UnexpectedError(`no decision on ${decided.pending.map((p) => p.heldItemId).join(", ")} within ${options.waitMs} ms`);
      messages.push(...decided.messages);
      continue;
    }
    // The verdict rides on the result: providerMetadata.groundcheck (also gc.lastReply).
    const reply = result.providerMetadata?.groundcheck as ReplyMetadata | undefined;
    if (!reply) throw new UnexpectedError("the model stopped without a checked reply");
    // What the customer would get: the SDK's own result text (empty when the reply was held).
    report.reply = { outcome: reply.outcome, verdict: reply.verdict, held_item_id: reply.held_item_id, text: result.text || null };
    log(`reply ${reply.outcome}${reply.held_item_id ? ` (${reply.verdict}, held item ${reply.held_item_id})` : ""}: ${result.text}`);
    for (const h of report.held) h.ran_with = backend.effects.find((e) => e.tool === h.tool)?.args ?? null;
    if (!finished()) throw new UnexpectedError("the model stopped before its script ended");
    return report;
  }
  throw new UnexpectedError("the loop did not end with a reply");
}

export const runConversation = (conversation: Conversation, options: RunOptions<AiSdkGroundcheckOptions>) => playConversation(conversation, options);

export { CONVERSATIONS };
