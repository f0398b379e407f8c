/**
 * The one error type of the app. Every code is documented here and maps to exactly one HTTP status
 * (see to-http-response.ts). Domain functions throw AppError for a client's mistake; anything else
 * that escapes is an unknown error: logged, and answered with a generic 500 that leaks nothing.
 */
export const ERROR_CODES = {
  /** The request body or query is not what the endpoint takes (bad JSON, wrong types, missing fields). */
  invalid_input: 400,
  /** No valid session or API key. */
  unauthenticated: 401,
  /** Signed in, but the role lacks the permission this action declares. */
  forbidden: 403,
  /** The thing named does not exist (or is not visible to the caller). */
  not_found: 404,
  /** The action collides with the current state: a duplicate email, an item already decided, a lease held by someone else. */
  conflict: 409,
  /** A held item was already released once: release is single-use; details carry when and by which key. */
  already_released: 409,
  /** The request body is larger than the documented limit. */
  payload_too_large: 413,
  /** Well-formed input that breaks a rule of the domain (e.g. an admin demoting the last admin). */
  unprocessable: 422,
  /** Too many requests for this key in the current window; Retry-After says when to come back. */
  rate_limited: 429,
  /** The embedded database folder is held by another process. */
  database_locked: 503,
  /** The server is at capacity (the embedded database's wait queue is full); Retry-After says when to come back. */
  overloaded: 503,
  /** Anything unexpected. Never carries internals to the client. */
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra, client-safe fields (e.g. which field was invalid, retryAfterSeconds). */
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
