import { z } from "zod";
import { REQUEST_LIMITS } from "./request-limits";

/** Request bodies of the agent API (v1). Field names are snake_case, as agents' JSON usually is. */
const externalId = z.string().trim().min(1).max(200);

export const startRunInput = z.object({
  idempotency_key: z.string().min(1).max(200),
  ticket: z.object({ id: externalId, subject: z.string().max(500).default("") }),
  customer: z.object({ id: externalId, name: z.string().max(200).optional(), email: z.string().max(254).optional() }),
});

// What the engines read of a message: a role, and content that is text, null, or a list of blocks
// (OpenAI parts or Anthropic blocks). A number or a bare object as content is a client's mistake.
const message = z
  .record(z.string(), z.unknown())
  .refine((m) => typeof m.role === "string", { message: "each message needs a role" })
  .refine((m) => m.content === undefined || m.content === null || typeof m.content === "string" || (Array.isArray(m.content) && m.content.every((b) => b !== null && typeof b === "object" && !Array.isArray(b))), {
    message: "content must be a string, null or a list of content blocks (objects)",
    path: ["content"],
  })
  .refine((m) => m.tool_calls === undefined || m.tool_calls === null || (Array.isArray(m.tool_calls) && m.tool_calls.every((c) => c !== null && typeof c === "object")), {
    message: "tool_calls must be a list of objects",
    path: ["tool_calls"],
  })
  .refine((m) => m.role !== "assistant" || typeof m.content !== "string" || m.content.length <= REQUEST_LIMITS.replyChars, {
    message: `an assistant message is at most ${REQUEST_LIMITS.replyChars} characters`,
    path: ["content"],
  });

const events = z
  .array(z.object({ id: z.string().min(1).max(200), message }))
  .min(1, "send at least one event")
  .max(REQUEST_LIMITS.eventsPerBatch, `send at most ${REQUEST_LIMITS.eventsPerBatch} events per batch`);

export const appendEventsInput = z.object({ events });

export const checkToolCallInput = z.object({
  call: z.object({
    id: z.string().min(1).max(200),
    name: z.string().max(200),
    /** A JSON string (OpenAI) or an object (Anthropic); anything else is judged malformed by the guard. */
    arguments: z.unknown().optional(),
  }),
  /** Optional: events to append first, exactly as POST /events takes them (one request instead of two). */
  events: events.optional(),
});

export const checkReplyInput = z.object({ text: z.string().max(REQUEST_LIMITS.replyChars, `a reply is at most ${REQUEST_LIMITS.replyChars} characters`) });

export const releaseInput = z.object({
  /** Optional: what the agent is about to run; refused unless it is exactly what was approved. */
  payload: z.unknown().optional(),
});

export const importTranscriptInput = startRunInput.extend({
  messages: z.array(message).min(1).max(REQUEST_LIMITS.messagesPerImport, `an import is at most ${REQUEST_LIMITS.messagesPerImport} messages`),
});

export const waitQuery = z.object({ wait: z.coerce.number().min(0).max(30).default(0) });
