/**
 * verifyReply plus the optional model judge for the claims it held (a real, retrieved clause with
 * low lexical support). The judge can clear a held claim; when it is off or fails the claim stays
 * cited_unsupported and held, with the reason.
 */
import { askJudge, judgeConfigFromEnv, type JudgeConfig } from "./judge-client";
import { HELD_NO_JUDGE } from "./check-policy-claim";
import { countVerdicts, worstVerdict } from "./telemetry";
import type { Claim, RunInput, VerifyOptions, VerifyResult } from "./types";
import { verifyReply } from "./verify-reply";

export interface JudgeOptions extends VerifyOptions {
  /** Judge endpoint; undefined = read the environment, null = off. */
  judge?: JudgeConfig | null;
}

export async function verifyReplyWithJudge(run: RunInput | unknown, reply: string, options: JudgeOptions = {}, beforeSeq = Infinity): Promise<VerifyResult> {
  const result = verifyReply(run, reply, options, beforeSeq);
  const config = options.judge === undefined ? judgeConfigFromEnv() : options.judge;
  if (!config || !result.held) return result;
  const byId = new Map((options.clauses ?? []).map((c) => [c.id, c]));
  const claims: Claim[] = await Promise.all(
    result.claims.map(async (c) => {
      const clause = c.held ? byId.get(c.support.find((s) => s.source === "clause")?.clauseId ?? "") : undefined;
      if (!clause) return c;
      const out = await askJudge(config, { sentence: c.text, clauseId: clause.id, clauseText: clause.text });
      const base = c.reason.replace(`; ${HELD_NO_JUDGE}`, "");
      if (!out.ok) return { ...c, reason: `${base}; held for a person: ${out.reason}` };
      if (out.supported) return { ...c, verdict: "grounded" as const, held: false, reason: `${base}; the model judge found it supported: ${out.reason}` };
      return { ...c, reason: `${base}; the model judge found it unsupported: ${out.reason}` };
    }),
  );
  const held = claims.filter((c) => c.held).length;
  return { ...result, verdict: worstVerdict(claims), held: held > 0, claims, telemetry: { ...result.telemetry, counts: countVerdicts(claims), held } };
}
