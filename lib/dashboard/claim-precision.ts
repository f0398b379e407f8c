import type { RawReader } from "./batch-reads";
import { CLAIM_KINDS, VERDICTS, type ClaimKind, type Verdict } from "../verify/types";
import type { DashboardRange } from "./dashboard-range";
import { IN_RANGE, num, rangeParams } from "./sql";

export interface KindPrecision {
  kind: ClaimKind | string;
  /** Held replies with a flagged claim of this kind that a person decided. */
  decided: number;
  /** Of those, let out unchanged: likely false alarms. */
  falseAlarms: number;
  /** falseAlarms / decided, null when none was decided. */
  rate: number | null;
}

export interface ClaimPrecision {
  /** Claims per verdict over reply checks in the range (every verdict listed, zeros included). */
  verdicts: { verdict: Verdict; claims: number }[];
  /** Per claim kind: claims per verdict. */
  byKind: { kind: string; total: number; counts: Partial<Record<Verdict, number>> }[];
  /** Uncited policy sentences the policy supports (seed 000's "uncited policy claims", passing). */
  uncitedPolicyClaims: number;
  falseAlarms: { total: { decided: number; falseAlarms: number; rate: number | null }; byKind: KindPrecision[] };
}

const rate = (n: number, d: number) => (d ? n / d : null);
const kindOrder = (k: string) => {
  const i = (CLAIM_KINDS as readonly string[]).indexOf(k);
  return i < 0 ? CLAIM_KINDS.length : i;
};

/**
 * The verifier's verdict counts and its precision for a range: claims per verdict and kind (reply
 * checks created in the range), and the false-alarm rate by claim kind (held replies created in
 * the range that a person decided; approved unchanged = likely false alarm). Both read an index
 * alone; answer-key copies are left out.
 */
export async function claimPrecision(db: RawReader, range: DashboardRange): Promise<ClaimPrecision> {
  const p = rangeParams(range);
  const [counts, outcomes, totals] = await Promise.all([
    // Index-only: ReplyClaimCount (createdAt, verdict, kind, n, runId).
    db.$queryRawUnsafe<{ verdict: string; kind: string; n: bigint }[]>(
      `SELECT r.verdict, r.kind, sum(r.n) AS n FROM "ReplyClaimCount" r
       WHERE ${IN_RANGE(`r."createdAt"`)} AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = r."runId")
       GROUP BY 1, 2`,
      ...p,
    ),
    // Index-only: HeldClaimOutcome (heldAt, kind, falseAlarm, heldItemId).
    db.$queryRawUnsafe<{ kind: string; decided: bigint; fa: bigint }[]>(
      `SELECT o.kind, count(*) AS decided, count(*) FILTER (WHERE o."falseAlarm") AS fa FROM "HeldClaimOutcome" o
       WHERE ${IN_RANGE(`o."heldAt"`)} AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = o."heldItemId")
       GROUP BY 1`,
      ...p,
    ),
    // Per held reply (a reply flagged for two kinds counts once).
    db.$queryRawUnsafe<{ decided: bigint; fa: bigint }[]>(
      `SELECT count(DISTINCT o."heldItemId") AS decided, count(DISTINCT o."heldItemId") FILTER (WHERE o."falseAlarm") AS fa FROM "HeldClaimOutcome" o
       WHERE ${IN_RANGE(`o."heldAt"`)} AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = o."heldItemId")`,
      ...p,
    ),
  ]);
  const perVerdict = new Map<string, number>();
  const perKind = new Map<string, { total: number; counts: Partial<Record<Verdict, number>> }>();
  for (const r of counts) {
    const n = num(r.n);
    perVerdict.set(r.verdict, (perVerdict.get(r.verdict) ?? 0) + n);
    const k = perKind.get(r.kind) ?? { total: 0, counts: {} };
    k.total += n;
    k.counts[r.verdict as Verdict] = (k.counts[r.verdict as Verdict] ?? 0) + n;
    perKind.set(r.kind, k);
  }
  const byKindFa: KindPrecision[] = outcomes
    .map((o) => ({ kind: o.kind, decided: num(o.decided), falseAlarms: num(o.fa), rate: rate(num(o.fa), num(o.decided)) }))
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
  const t = totals[0];
  return {
    verdicts: VERDICTS.map((verdict) => ({ verdict, claims: perVerdict.get(verdict) ?? 0 })),
    byKind: [...perKind].map(([kind, v]) => ({ kind, ...v })).sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
    uncitedPolicyClaims: perVerdict.get("supported_uncited") ?? 0,
    falseAlarms: { total: { decided: num(t?.decided), falseAlarms: num(t?.fa), rate: rate(num(t?.fa), num(t?.decided)) }, byKind: byKindFa },
  };
}

