/**
 * Language-model middleware that verifies the final assistant text before generateText /
 * streamText hand it back. A step with tool calls is passed through (its text is not the reply).
 * A held reply's text is removed from the result, so `result.text` never carries it; the verdict
 * and held item id are on `providerMetadata.groundcheck` and on the adapter's `lastReply`.
 */
import type { LanguageModelMiddleware } from "ai";
import { fromAiSdkMessages } from "../core/convert-messages";
import type { GroundcheckSession, ReplyOutcome } from "../core/session";

// The provider-level types, read off the middleware's own signature (no import of @ai-sdk/provider).
type GenerateResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware["wrapGenerate"]>>>;
type LanguageModelV4Content = GenerateResult["content"][number];
type StreamResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware["wrapStream"]>>>;
type LanguageModelV4StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;

export interface ReplyMetadata {
  [key: string]: string | null;
  outcome: ReplyOutcome["outcome"];
  verdict: string | null;
  held_item_id: string | null;
  check_id: string | null;
}

export function replyMetadata(o: ReplyOutcome): ReplyMetadata {
  return {
    outcome: o.outcome,
    verdict: o.outcome === "unavailable" ? null : o.outcome === "held" ? o.verdict : o.check.verdict,
    held_item_id: o.outcome === "held" ? o.heldItemId : null,
    check_id: o.outcome === "unavailable" ? null : o.check.check_id,
  };
}

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
    // Streaming: the parts are held back until the step ends, then released (or the text dropped) in one go.
    wrapStream: async ({ doStream, params }) => {
      const { stream, ...rest } = await doStream();
      const parts: LanguageModelV4StreamPart[] = [];
      const transform = new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
        transform(part) {
          parts.push(part);
        },
        async flush(controller) {
          const text = parts.map((p) => (p.type === "text-delta" ? p.delta : "")).join("");
          if (parts.some((p) => p.type === "tool-call") || !text.trim()) {
            for (const p of parts) controller.enqueue(p);
            return;
          }
          const outcome = await judge(params.prompt, text);
          const send = outcome.outcome === "send" ? outcome.text : null;
          let sent = false;
          for (const p of parts) {
            if (p.type === "text-delta") {
              if (send !== null && !sent) controller.enqueue({ ...p, delta: send });
              sent = true;
              continue;
            }
            if (p.type === "finish") controller.enqueue({ ...p, providerMetadata: { ...(p.providerMetadata ?? {}), groundcheck: replyMetadata(outcome) } });
            else controller.enqueue(p);
          }
        },
      });
      return { stream: stream.pipeThrough(transform), ...rest };
    },
  };
}
