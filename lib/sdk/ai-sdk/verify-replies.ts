/**
 * Language-model middleware that verifies the final assistant text before generateText /
 * streamText hand it back. A step with tool calls is passed through (its text is not the reply).
 * A held reply's text is removed from the result, so `result.text` never carries it; the verdict
 * and held item id are on `providerMetadata.groundcheck` and on the adapter's `lastReply`.
 * Streaming: see hold-reply-text.ts.
 */
import type { LanguageModelMiddleware } from "ai";
import { fromAiSdkMessages } from "../core/convert-messages";
import type { GroundcheckSession, ReplyOutcome } from "../core/session";
import { holdReplyText } from "./hold-reply-text";
import { replyMetadata } from "./reply-metadata";

// The provider-level types, read off the middleware's own signature (no import of @ai-sdk/provider).
type GenerateResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware["wrapGenerate"]>>>;
type LanguageModelV4Content = GenerateResult["content"][number];

export function replyMiddleware(session: GroundcheckSession, onReply: (o: ReplyOutcome) => void, waitMs: number): LanguageModelMiddleware {
  const judge = async (prompt: unknown[], text: string) => {
    await session.recordFrom("prompt", prompt, (m) => fromAiSdkMessages(m, session.recorded));
    const outcome = await session.verifyReply(text, waitMs);
    onReply(outcome);
    return outcome;
  };
  return {
    // Every model call: the prompt (system prompt included) goes into the run before any tool of this step is checked.
    transformParams: async ({ params }) => {
      await session.recordFrom("prompt", params.prompt, (m) => fromAiSdkMessages(m, session.recorded));
      return params;
    },
    wrapGenerate: async ({ doGenerate, params }) => {
      const result = await doGenerate();
      const text = result.content.filter((p) => p.type === "text").map((p) => (p as { text: string }).text).join("");
      if (result.content.some((p) => p.type === "tool-call") || !text.trim()) return result;
      const outcome = await judge(params.prompt, text);
      const meta = { ...(result.providerMetadata ?? {}), groundcheck: replyMetadata(outcome) };
      if (outcome.outcome === "send") {
        const content: LanguageModelV4Content[] = outcome.text === text ? result.content : [...result.content.filter((p) => p.type !== "text"), { type: "text", text: outcome.text }];
        return { ...result, content, providerMetadata: meta };
      }
      return { ...result, content: result.content.filter((p) => p.type !== "text"), providerMetadata: meta };
    },
    wrapStream: async ({ doStream, params }) => {
      const { stream, ...rest } = await doStream();
      return { stream: stream.pipeThrough(holdReplyText((text) => judge(params.prompt, text))), ...rest };
    },
  };
}
