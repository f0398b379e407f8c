import type { DbClient } from "../db";
import type { DashboardRange } from "./dashboard-range";
import { IN_DAYS, IN_RANGE, KNOWN_HELD, NOT_KNOWN_ITEM, num, rangeParams, type FigureSource } from "./sql";

export interface DecisionStats {
  decided: number;
  /** Seconds from hold to the first decision; null when nothing was decided. */
  p50Seconds: number | null;
  p90Seconds: number | null;
  outcomes: { approved: number; edited: number; rejected: number; escalated: number; pending: number };
}

const PERCENTILES = `count(*) AS decided, percentile_cont(0.5) WITHIN GROUP (ORDER BY secs) AS p50,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY secs) AS p90`;
// Index-only: HeldDecisionTime (heldAt, pending, seconds, heldItemId), kept by a trigger on Decision.
const ROLLUP_TIMES = `SELECT ${PERCENTILES} FROM (
    SELECT t.seconds AS secs FROM "HeldDecisionTime" t
    WHERE ${IN_RANGE(`t."heldAt"`)} AND NOT t.pending AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = t."heldItemId")
  ) t`;
const RAW_TIMES = `SELECT ${PERCENTILES} FROM (
    SELECT EXTRACT(EPOCH FROM (d.first - h."createdAt"))::float8 AS secs
    FROM "HeldItem" h
    CROSS JOIN LATERAL (SELECT min(x."createdAt") AS first FROM "Decision" x WHERE x."heldItemId" = h.id) d
    WHERE ${IN_RANGE(`h."createdAt"`)} AND h.status <> 'pending' AND d.first IS NOT NULL AND ${NOT_KNOWN_ITEM}
  ) t`;
// Outcomes: the rollup's rows less the answer-key copies' (see sql.ts KNOWN_*).
const ROLLUP_OUTCOMES = `SELECT outcome, sum(n) AS n FROM (
    SELECT r.outcome, r.items AS n FROM "HeldDayRollup" r WHERE ${IN_DAYS(`r.day`)}
    UNION ALL
    SELECT "held_outcome"(h), -1 FROM ${KNOWN_HELD} WHERE ${IN_RANGE(`h."createdAt"`)}
  ) x GROUP BY 1`;
const RAW_OUTCOMES = `SELECT "held_outcome"(h) AS outcome, count(*) AS n
  FROM "HeldItem" h WHERE ${IN_RANGE(`h."createdAt"`)} AND ${NOT_KNOWN_ITEM} GROUP BY 1`;

/**
 * For items held in the range: time to the first decision (p50, p90, computed by the database)
 * and what happened to them. A released item counts as approved when the released payload is the
 * original one, as edited otherwise; an escalated item counts as escalated until a manager decides
 * (the database function held_outcome, migration dashboard_daily_rollups).
 */
export async function decisionStats(db: DbClient, range: DashboardRange, source: FigureSource = "rollup"): Promise<DecisionStats> {
  const p = rangeParams(range);
  const rollup = source === "rollup";
  const [[times], outcomes] = await Promise.all([
    db.$queryRawUnsafe<{ decided: bigint; p50: number | null; p90: number | null }[]>(rollup ? ROLLUP_TIMES : RAW_TIMES, ...p),
    db.$queryRawUnsafe<{ outcome: string; n: bigint }[]>(rollup ? ROLLUP_OUTCOMES : RAW_OUTCOMES, ...p),
  ]);
  const o = { approved: 0, edited: 0, rejected: 0, escalated: 0, pending: 0 };
  for (const r of outcomes) if (r.outcome in o) o[r.outcome as keyof typeof o] = num(r.n);
  const decided = num(times?.decided);
  return {
    decided,
    p50Seconds: decided && times?.p50 !== null ? Number(times?.p50) : null,
    p90Seconds: decided && times?.p90 !== null ? Number(times?.p90) : null,
    outcomes: o,
  };
}
