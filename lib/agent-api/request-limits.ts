/**
 * Per-request limits of the agent API, in one place (documented in docs/api.md). Each bounds the
 * work one request can ask for; over a limit the request is refused before any engine runs it
 * (413 for size, 400 for shape) so no single request can occupy the server.
 */
export const REQUEST_LIMITS = {
  /** Declared or streamed request body, in bytes. */
  bodyBytes: 2 * 1024 * 1024,
  /** Characters of one reply, live (`replies/check`) or one assistant message of an import. */
  replyChars: 100_000,
  /** Messages in one import. */
  messagesPerImport: 5_000,
  /** Events in one `events` batch. */
  eventsPerBatch: 1_000,
  /** Claims (amounts, dates, ids, policy sentences) checked in one reply; more is refused with 413. */
  claimsPerReply: 1_000,
  /** Nesting depth of any JSON value in a body (objects and arrays). */
  jsonDepth: 64,
} as const;
