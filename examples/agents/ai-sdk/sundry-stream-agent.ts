/**
 * The same Sundry agent on the AI SDK's streamText: the scripted conversations, with the SDK's own
 * MockLanguageModelV4 streaming every step in small chunks (simulateReadableStream), a call's
 * input as tool-input deltas and the reply word by word. The caller reads `fullStream` as a chat
 * UI would and notes what text reached it, and whether any came before Groundcheck's verdict.
 */
import { simulateReadableStream, stepCountIs, streamText, type ModelMessage } from "ai";
import { MockLanguageModelV4 } from "ai/test";
import { groundcheck, type AiSdkGroundcheckOptions, type ReplyMetadata } from "../../../lib/sdk/ai-sdk";
import { UnexpectedError } from "../scripted-model";
import { startConversation, SYSTEM_PROMPT, type Conversation, type ConversationReport, type RunOptions, type Step } from "../sdk-scenario/sundry-conversations";
import { lastResult, sundryAiSdkTools, usage, type Prompt } from "./sundry-agent";

// The provider's stream parts, read off the mock's own signature.
type Chunk = Awaited<ReturnType<MockLanguageModelV4["doStream"]>>["stream"] extends ReadableStream<infer P> ? P : never;

/** One step as a provider streams it. */
function streamedStep(step: Step, toolCallId: () => string): Chunk[] {
  if ("text" in step) {
    const words = step.text.split(/(?<= )/);
    return [{ type: "stream-start", warnings: [] }, { type: "text-start", id: "t1" }, ...words.map((delta): Chunk => ({ type: "text-delta", id: "t1", delta })), { type: "text-end", id: "t1" }, { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage }];
  }
  const id = toolCallId();
  const input = JSON.stringify(step.args);
  return [
    { type: "stream-start", warnings: [] },
    { type: "tool-input-start", id, toolName: step.call },
    { type: "tool-input-delta", id, delta: input.slice(0, 10) },
    { type: "tool-input-delta", id, delta: input.slice(10) },
    { type: "tool-input-end", id },
    { type: "tool-call", toolCallId: id, toolName: step.call, input },
    { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage },
  ];
}

/** The SDK's mock model, streaming the script's next step on each call. */
export function scriptedStreamingModel(conversation: Conversation) {
  let next = 0;
  let calls = 0;
  const model = new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const turn = conversation.turns[next++];
      if (!turn) throw new UnexpectedError(`the script has no turn ${next}: the loop went on longer than expected`);
      const chunks = streamedStep(turn(lastResult(prompt as Prompt)), () => `call_${++calls}`);
      return { stream: simulateReadableStream({ chunks, chunkDelayInMs: null }) };
    },
  });
  return { model, finished: () => next >= conversation.turns.length };
}

export interface StreamedReport extends ConversationReport {
  /** What the caller read of the reply: the text deltas, whether any came before the verdict, the step's metadata. */
  stream: { deltas: string[]; textBeforeVerdict: boolean; toolInputDeltas: number; groundcheck: ReplyMetadata | null };
}

export async function runStreamedConversation(conversation: Conversation, options: RunOptions<AiSdkGroundcheckOptions>): Promise<StreamedReport> {
  const { backend, report, onCall } = startConversation(conversation);
  const gc = groundcheck({ ...options.groundcheck(conversation), onCall });
  const tools = gc.tools(sundryAiSdkTools(backend));
  const { model, finished } = scriptedStreamingModel(conversation);
  const messages: ModelMessage[] = [{ role: "user", content: conversation.user }];
  const stream: StreamedReport["stream"] = { deltas: [], textBeforeVerdict: false, toolInputDeltas: 0, groundcheck: null };
  const log = options.log ?? (() => undefined);

  for (let round = 0; round < 5; round++) {
    const result = streamText({ model: gc.model(model), instructions: SYSTEM_PROMPT, messages, tools, toolApproval: gc.toolApproval, repairToolCall: gc.repairToolCall, stopWhen: stepCountIs(10) });
    for await (const part of result.fullStream) {
      if (part.type === "tool-input-delta") stream.toolInputDeltas++;
      if (part.type !== "text-delta") continue;
      if (!gc.lastReply) stream.textBeforeVerdict = true;
      stream.deltas.push(part.text);
    }
    messages.push(...(await result.responseMessages));
    const content = await result.content;
    const requests = content.filter((p) => p.type === "tool-approval-request");
    if (requests.length) {
      for (const r of requests) {
        const heldItemId = (await gc.session.heldItemOf(r.toolCall.toolCallId))!;
        log(`${r.toolCall.toolName}(${JSON.stringify(r.toolCall.input)}) held for review: HELD ${heldItemId}`);
        report.held.push({ tool: r.toolCall.toolName, held_item_id: heldItemId, ran_with: null });
        await options.onHeld?.(heldItemId, gc.session);
      }
      const decided = await gc.awaitDecisions({ content }, { waitMs: options.waitMs });
      if (!decided.messages.length) throw new UnexpectedError(`no decision on ${decided.pending.map((p) => p.heldItemId).join(", ")} within ${options.waitMs} ms`);
      messages.push(...decided.messages);
      continue;
    }
    const meta = (await result.providerMetadata)?.groundcheck as ReplyMetadata | undefined;
    if (!meta) throw new UnexpectedError("the model stopped without a checked reply");
    stream.groundcheck = meta;
    const text = await result.text;
    report.reply = { outcome: meta.outcome, verdict: meta.verdict, held_item_id: meta.held_item_id, text: text || null };
    log(`reply ${meta.outcome}${meta.held_item_id ? ` (${meta.verdict}, held item ${meta.held_item_id})` : ""}: ${text}`);
    for (const h of report.held) h.ran_with = backend.effects.find((e) => e.tool === h.tool)?.args ?? null;
    if (!finished()) throw new UnexpectedError("the model stopped before its script ended");
    return { ...report, stream };
  }
  throw new UnexpectedError("the loop did not end with a reply");
}
