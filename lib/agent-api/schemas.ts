import { z } from "zod";
import { REQUEST_LIMITS } from "./request-limits";

/** Request bodies of the agent API (v1). Field names are snake_case, as agents' JSON usually is. */
const externalId = z.string().trim().min(1).max(200);

export const startRunInput = z.object({
  idempotency_key: z.string().min(1).max(200),
  ticket: z.object({ id: externalId, subject: z.string().max(500).default("") }),
  customer: z.object({ id: externalId, name: z.string().max(200).optional(), email: z.string().max(254).optional() }),
});

const message = z.record(z.string(), z.unknown()).refine((m) => typeof m.role === "string", { message: "each message needs a role" });

export const appendEventsInput = z.object({
  events: z
    .array(z.object({ id: z.string().min(1).max(200), message }))
    .min(1, "send at least one event")
    .max(REQUEST_LIMITS.eventsPerBatch, `send at most ${REQUEST_LIMITS.eventsPerBatch} events per batch`),
});

export const checkToolCallInput = z.object({
  call: z.object({
    id: z.string().min(1).max(200),
    name: z.string().max(200),
    /** A JSON string (OpenAI) or an object (Anthropic); anything else is judged malformed by the guard. */
    arguments: z.unknown().optional(),
  }),
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
