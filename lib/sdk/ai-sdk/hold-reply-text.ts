/**
 * The streamed half of the reply check: a TransformStream over one model call's parts that lets
 * no text through before Groundcheck has judged it.
 *  - Until the first text part, everything streams as it comes (a tool call's input included).
 *  - From the first text part on, every part is held back, in order, until the step shows what
 *    the text is. A tool call: the text is not the reply (as in generateText), so the held parts
 *    go out and the rest of the step streams. The end of the step: the text is the reply, and it
 *    is judged whole before any of it leaves.
 *  - Sent: the original parts, chunking kept. Edited by a reviewer: one text block with the
 *    reviewer's text in place of the model's. Held or unavailable: no text part at all.
 *    The `finish` part carries the verdict (providerMetadata.groundcheck), so streamText's
 *    `providerMetadata` and its `finish-step` event have it as generateText's result does.
 * A stream that errors or is cancelled before its end never releases the held text.
 */
import type { LanguageModelMiddleware } from "ai";
import type { ReplyOutcome } from "../core/session";
import { replyMetadata } from "./reply-metadata";

type StreamResult = Awaited<ReturnType<NonNullable<LanguageModelMiddleware["wrapStream"]>>>;
type Part = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;

const isText = (p: Part) => p.type === "text-start" || p.type === "text-delta" || p.type === "text-end";

export function holdReplyText(judge: (text: string) => Promise<ReplyOutcome>): TransformStream<Part, Part> {
  // null: nothing held (stream through); an array: held since the first text part; "released": a tool call showed the text is not the reply.
  let held: Part[] | null | "released" = null;
  return new TransformStream<Part, Part>({
    transform(part, controller) {
      if (held === "released" || (held === null && !isText(part))) return controller.enqueue(part);
      held ??= [];
      held.push(part);
      if (part.type === "tool-call") {
        for (const p of held) controller.enqueue(p);
        held = "released";
      }
    },
    async flush(controller) {
      if (!Array.isArray(held)) return;
      const parts = held;
      const text = parts.map((p) => (p.type === "text-delta" ? p.delta : "")).join("");
      if (!text.trim()) return parts.forEach((p) => controller.enqueue(p));
      const outcome = await judge(text);
      const send = outcome.outcome === "send" ? outcome.text : null;
      const first = parts.find((p) => p.type === "text-start") as (Part & { id: string }) | undefined;
      let placed = false;
      for (const p of parts) {
        if (p.type === "finish") controller.enqueue({ ...p, providerMetadata: { ...(p.providerMetadata ?? {}), groundcheck: replyMetadata(outcome) } });
        else if (!isText(p) || send === text) controller.enqueue(p);
        else if (send !== null && !placed) {
          // The reviewer's text, in one block where the model's began.
          const id = first?.id ?? "groundcheck-reply";
          controller.enqueue({ type: "text-start", id });
          controller.enqueue({ type: "text-delta", id, delta: send });
          controller.enqueue({ type: "text-end", id });
          placed = true;
        }
      }
    },
  });
}
