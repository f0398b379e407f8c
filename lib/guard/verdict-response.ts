/**
 * A verdict as the check API answers it (docs/api.md "Check a tool call"): the server route and the
 * SDKs' local mode answer the same shape, so a client cannot tell them apart.
 */
import type { ModelError, Verdict } from "./types";

export interface HeldRef { id: string; payloadHash: string }

export function verdictResponse(verdict: Verdict, checkId: string, held: HeldRef | null = null) {
  return {
    check_id: checkId,
    decision: verdict.decision,
    code: verdict.code,
    message: verdict.message,
    retry: verdict.retry,
    args_grounded: verdict.args_grounded,
    findings: verdict.findings,
    ...(verdict.decision !== "allow" && verdict.error ? { error: verdict.error as ModelError } : {}),
    ...(held ? { held_item_id: held.id, payload_hash: held.payloadHash } : {}),
  };
}
