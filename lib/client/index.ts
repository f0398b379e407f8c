// A typed client for agents: the agent API (v1) and the dispatcher gate around an agent's tools.
// Framework-free (fetch and WebCrypto only): runs in any Node 20+ agent process or a browser.
export { createGroundcheckClient, type GroundcheckApi, type GroundcheckClient, type GroundcheckClientOptions } from "./create-groundcheck-client";
export { GroundcheckApiError, isGroundcheckApiError } from "./groundcheck-api-error";
export { guardedDispatch, toolResultMessage, type DispatchResult, type GuardedDispatchOptions, type ToolFunction } from "./guarded-dispatch";
export { guardedReply, type GuardedReplyResult } from "./guarded-reply";
export { waitForDecision, type HeldOutcome } from "./wait-for-decision";
export { canonicalJson, payloadHash } from "./payload-hash";
export type * from "./types";
