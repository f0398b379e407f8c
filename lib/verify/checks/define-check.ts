/**
 * One check, declared once: its id (what telemetry counts false alarms by and an operator switches
 * off), what it reads, what it can find, its stage, and a `run` that returns findings. Checks never
 * edit the claim list; the engine applies their findings stage by stage (verify-reply.ts).
 */
import type { ReplyContext } from "../context/reply-context";
import type { Claim, CheckDefinition, Finding, Verdict } from "../types";

export interface Check extends CheckDefinition {
  run(ctx: ReplyContext, claims: readonly Claim[]): Finding[];
}

export function defineCheck(def: {
  id: string;
  title: string;
  reads: readonly string[];
  finds: readonly Verdict[];
  stage: CheckDefinition["stage"];
  run(ctx: ReplyContext, claims: readonly Claim[]): Finding[];
}): Check {
  return def as Check;
}

/** Indexes of the claims of `kinds` (the extracted ones are aligned with ctx.extracted). */
export function claimsOf(claims: readonly Claim[], ...kinds: Claim["kind"][]): number[] {
  const out: number[] = [];
  claims.forEach((c, i) => {
    if (kinds.includes(c.kind)) out.push(i);
  });
  return out;
}
