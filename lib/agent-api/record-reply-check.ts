import type { DbTx } from "../db";
import { isPassingVerdict, type Claim, type Verdict, type VerificationTelemetry } from "../verify";
import { holdItem } from "../held-items/hold-item";
import type { HoldContext } from "./load-run";

/**
 * Records a reply check (live or imported) and, unless the reply passes with nothing held, its
 * held item. The held item's reasons are the verdicts of the claims that were not grounded or are
 * waiting for a person, except `not_checked`: a sentence nothing in code settles passes (seed 004
 * keeps it honest by telemetry, not by holds), so it never names why a reply was held.
 */
export async function recordReplyCheck(
  tx: DbTx,
  run: HoldContext,
  position: number,
  text: string,
  result: { verdict: Verdict; held: boolean; claims: Claim[]; telemetry: VerificationTelemetry },
) {
  const pass = isPassingVerdict(result.verdict) && !result.held;
  const reasons = [...new Set(result.claims.filter((c) => c.held || (c.verdict !== "grounded" && c.verdict !== "not_checked")).map((c) => c.verdict))];
  const payload = { text };
  const check = await tx.check.create({
    data: {
      runId: run.id,
      kind: "reply",
      position,
      decision: pass ? "pass" : "hold",
      code: result.verdict,
      payload,
      findings: result.claims as object,
      message: pass ? "grounded" : `held: ${reasons.join(", ")}`,
      telemetry: result.telemetry as object,
      truncated: result.telemetry.truncated,
    },
  });
  const held = pass ? null : await holdItem(tx, run, { id: check.id, kind: "reply", toolName: null, payload, findings: result.claims, reasonCodes: reasons });
  return { pass, check, held };
}
