import type { DbClient } from "../db";
import type { DashboardRange } from "./dashboard-range";
import { IN_RANGE, NOT_KNOWN_ITEM, num, rangeParams } from "./sql";

export interface DecisionStats {
  decided: number;
  /** Seconds from hold to the first decision; null when nothing was decided. */
  p50Seconds: number | null;
  p90Seconds: number | null;
  outcomes: { approved: number; edited: number; escalated: number; pending: number };
}

/**
 * For items held in the range: time to the first decision (p50, p90, computed by the database)
 * and what happened to them. A released item counts as approved when the released payload is the
 * original one, as edited otherwise; an escalated item counts as escalated until a manager decides.
 */
export async function decisionStats(db: DbClient, range: DashboardRange): Promise<DecisionStats> {
  const p = rangeParams(range);
  const [[times], outcomes] = await Promise.all([
    db.$queryRawUnsafe<{ decided: bigint; p50: number | null; p90: number | null }[]>(
      `SELECT count(*) AS decided,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY secs) AS p50,
              percentile_cont(0.9) WITHIN GROUP (ORDER BY secs) AS p90
       FROM (
         SELECT EXTRACT(EPOCH FROM (d.first - h."createdAt"))::float8 AS secs
         FROM "HeldItem" h
         CROSS JOIN LATERAL (SELECT min(x."createdAt") AS first FROM "Decision" x WHERE x."heldItemId" = h.id) d
         WHERE ${IN_RANGE(`h."createdAt"`)} AND h.status <> 'pending' AND d.first IS NOT NULL AND ${NOT_KNOWN_ITEM}
       ) t`,
      ...p,
    ),
    db.$queryRawUnsafe<{ outcome: string; n: bigint }[]>(
      `SELECT CASE WHEN h.status = 'released' THEN CASE WHEN h."approvedHash" = h."payloadHash" THEN 'approved' ELSE 'edited' END
                   ELSE h.status::text END AS outcome, count(*) AS n
       FROM "HeldItem" h WHERE ${IN_RANGE(`h."createdAt"`)} AND ${NOT_KNOWN_ITEM} GROUP BY 1`,
      ...p,
    ),
  ]);
  const o = { approved: 0, edited: 0, escalated: 0, pending: 0 };
  for (const r of outcomes) if (r.outcome in o) o[r.outcome as keyof typeof o] = num(r.n);
  const decided = num(times?.decided);
  return {
    decided,
    p50Seconds: decided && times?.p50 !== null ? Number(times?.p50) : null,
    p90Seconds: decided && times?.p90 !== null ? Number(times?.p90) : null,
    outcomes: o,
  };
}
