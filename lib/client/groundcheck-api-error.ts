/** Any non-2xx answer of the agent API: the HTTP status and the server's `{ error: { code, message } }`. */
export class GroundcheckApiError extends Error {
  readonly status: number;
  /** The server's error code (`invalid_input`, `not_found`, `conflict`, `rate_limited`, …), or `network` / `bad_response`. */
  readonly code: string;
  readonly details?: Record<string, unknown>;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(status: number, code: string, message: string, extra: { details?: Record<string, unknown>; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "GroundcheckApiError";
    this.status = status;
    this.code = code;
    this.details = extra.details;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const isGroundcheckApiError = (e: unknown): e is GroundcheckApiError => e instanceof GroundcheckApiError;
