/**
 * The same Sundry agent on the AI SDK's streamText: the scripted model streams every step in small
 * chunks (a call's input as tool-input deltas, the reply word by word), and the caller reads
 * `fullStream` as a chat UI would, noting what text reached it and whether any came before
 * Groundcheck's verdict.
 */
import { stepCountIs, streamText } from "ai";
import type { AiSdkGroundcheckOptions } from "../../../lib/sdk/ai-sdk";
import { SYSTEM_PROMPT, type Conversation, type ConversationReport, type RunOptions } from "../sdk-scenario/sundry-conversations";
import { playConversation, type CallModel } from "./sundry-agent";

export interface StreamedReport extends ConversationReport {
  /** What the caller read while streaming: the reply's text deltas, whether any came before the verdict, the tool input deltas. */
  stream: { deltas: string[]; textBeforeVerdict: boolean; toolInputDeltas: number };
}

export async function runStreamedConversation(conversation: Conversation, options: RunOptions<AiSdkGroundcheckOptions>): Promise<StreamedReport> {
  const stream: StreamedReport["stream"] = { deltas: [], textBeforeVerdict: false, toolInputDeltas: 0 };
  const streamed: CallModel = async (gc, model, messages, tools) => {
    const result = streamText({ model: gc.model(model), instructions: SYSTEM_PROMPT, messages, tools, toolApproval: gc.toolApproval, repairToolCall: gc.repairToolCall, stopWhen: stepCountIs(10) });
    for await (const part of result.fullStream) {
      if (part.type === "tool-input-delta") stream.toolInputDeltas++;
      if (part.type !== "text-delta") continue;
      if (!gc.lastReply) stream.textBeforeVerdict = true;
      stream.deltas.push(part.text);
    }
    return { responseMessages: await result.responseMessages, content: await result.content, text: await result.text, providerMetadata: await result.providerMetadata };
  };
  const report = await playConversation(conversation, options, streamed);
  return { ...report, stream };
}
