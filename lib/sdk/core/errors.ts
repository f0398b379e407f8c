/**
 * The one error type of the SDK adapters. Thrown only for configuration mistakes (a tool without a
 * schema, a tool the agent's registered tools do not have) and for a hash mismatch; a model's bad
 * call never throws, it becomes the tool result the model sees.
 */
export const SDK_ERROR_CODES = {
  /** An SDK tool with no input schema: the guard cannot check its arguments, so it is not wrapped. */
  tool_without_schema: "tool_without_schema",
  /** The app's tool set has a tool the Groundcheck agent's registered tools do not (setup or server). */
  unregistered_tool: "unregistered_tool",
  /** Groundcheck could not be reached, timed out, or answered 429 / 5xx after the bounded retries. */
  unavailable: "unavailable",
  /** A released payload does not hash to what was approved: nothing was run. */
  hash_mismatch: "hash_mismatch",
  /** A local-mode review decision that cannot be applied (unknown item, already decided, an edit the guard rejects). */
  invalid_decision: "invalid_decision",
  /** Options that cannot work (remote mode without a key, local mode without tools, a judge that is not a model). */
  invalid_options: "invalid_options",
} as const;
export type SdkErrorCode = keyof typeof SDK_ERROR_CODES;

export class GroundcheckSdkError extends Error {
  readonly code: SdkErrorCode;
  readonly details?: Record<string, unknown>;
  constructor(code: SdkErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "GroundcheckSdkError";
    this.code = code;
    this.details = details;
  }
}

export const isGroundcheckSdkError = (e: unknown): e is GroundcheckSdkError => e instanceof GroundcheckSdkError;
