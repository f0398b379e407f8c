/**
 * The evidence budget of an agent's reply checks, in characters (GROUNDCHECK_EVIDENCE_BUDGET; 0 =
 * none): the live check, an import's judgement and a reviewer's re-check of an edit must verify
 * against the same evidence, so they read it from here.
 */
export const EVIDENCE_BUDGET = Number(process.env.GROUNDCHECK_EVIDENCE_BUDGET ?? 400_000);
