import type { RawReader } from "./batch-reads";
import type { DashboardRange } from "./dashboard-range";
import { IN_DAYS, IN_RANGE, NOT_KNOWN_ITEM, num, rangeParams, type FigureSource } from "./sql";

export interface DecisionStats {
  decided: number;
  /** Seconds from hold to the first decision; null when nothing was decided. */
  p50Seconds: number | null;
  p90Seconds: number | null;
  outcomes: { approved: number; edited: number; rejected: number; escalated: number; pending: number };
}

const PERCENTILES = [0.5, 0.9] as const;
const RAW_TIMES = `SELECT count(*) AS decided, percentile_cont(0.5) WITHIN GROUP (ORDER BY secs) AS p50,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY secs) AS p90 FROM (
    SELECT EXTRACT(EPOCH FROM (d.first - h."createdAt"))::float8 AS secs
    FROM "HeldItem" h
    CROSS JOIN LATERAL (SELECT min(x."createdAt") AS first FROM "Decision" x WHERE x."heldItemId" = h.id) d
    WHERE ${IN_RANGE(`h."createdAt"`)} AND h.status <> 'pending' AND d.first IS NOT NULL AND ${NOT_KNOWN_ITEM}
  ) t`;
// The same percentiles without sorting the range's decision times. The histogram
// (HeldDecisionTimeDayRollup: per day and bucket of seconds, buckets ordered like the seconds)
// says how many times the range holds and which bucket holds each rank percentile_cont needs
// (floor and ceil of p * (n - 1), 0-based); only that bucket's times in the range are read, in
// order (index bucket, heldAt, ...). Answer-key copies and pending items are in neither.
const ROLLUP_TIMES = `WITH h AS (
    SELECT r.bucket, sum(r.items)::bigint AS n FROM "HeldDecisionTimeDayRollup" r WHERE ${IN_DAYS(`r.day`)} GROUP BY 1 HAVING sum(r.items) <> 0
  ), c AS (SELECT bucket, n, sum(n) OVER (ORDER BY bucket) - n AS before FROM h),
  total AS (SELECT COALESCE(sum(n), 0)::bigint AS n FROM h),
  ranks AS (
    SELECT DISTINCT k FROM total, unnest('{${PERCENTILES.join(",")}}'::float8[]) AS p, LATERAL (VALUES (floor(p * (total.n - 1))::bigint), (ceil(p * (total.n - 1))::bigint)) AS r(k)
    WHERE total.n > 0
  )
  SELECT (SELECT n FROM total) AS decided, ranks.k, (
    SELECT t.seconds FROM "HeldDecisionTime" t
    WHERE t.bucket = c.bucket AND ${IN_RANGE(`t."heldAt"`)} AND NOT t.pending AND NOT t.known
    ORDER BY t.seconds OFFSET ranks.k - c.before LIMIT 1
  ) AS secs
  FROM total LEFT JOIN (ranks JOIN c ON ranks.k >= c.before AND ranks.k < c.before + c.n) ON true`;

/** percentile_cont as PostgreSQL computes it (orderedsetaggs.c), from the values at two ranks. */
function percentileCont(p: number, n: number, at: (k: number) => number): number {
  const pos = p * (n - 1);
  const [first, second] = [Math.floor(pos), Math.ceil(pos)];
  const lo = at(first);
  return second > first ? lo + (at(second) - lo) * (pos - first) : lo;
}

// Outcomes, from the rollup (answer-key copies are left out of it; see sql.ts).
const ROLLUP_OUTCOMES = `SELECT r.outcome, sum(r.items) AS n FROM "HeldDayRollup" r WHERE ${IN_DAYS(`r.day`)} GROUP BY 1`;
const RAW_OUTCOMES = `SELECT "held_outcome"(h) AS outcome, count(*) AS n
  FROM "HeldItem" h WHERE ${IN_RANGE(`h."createdAt"`)} AND ${NOT_KNOWN_ITEM} GROUP BY 1`;

/**
 * For items held in the range: time to the first decision (p50, p90, computed by the database)
 * and what happened to them. A released item counts as approved when the released payload is the
 * original one, as edited otherwise; an escalated item counts as escalated until a manager decides
 * (the database function held_outcome, migration dashboard_daily_rollups).
 */
export async function decisionStats(db: RawReader, range: DashboardRange, source: FigureSource = "rollup"): Promise<DecisionStats> {
  const p = rangeParams(range);
  const rollup = source === "rollup";
  const [times, outcomes] = await Promise.all([
    rollup ? rollupTimes(db, p) : rawTimes(db, p),
    db.$queryRawUnsafe<{ outcome: string; n: bigint }[]>(rollup ? ROLLUP_OUTCOMES : RAW_OUTCOMES, ...p),
  ]);
  const o = { approved: 0, edited: 0, rejected: 0, escalated: 0, pending: 0 };
  for (const r of outcomes) if (r.outcome in o) o[r.outcome as keyof typeof o] = num(r.n);
  return { ...times, outcomes: o };
}

type Times = Pick<DecisionStats, "decided" | "p50Seconds" | "p90Seconds">;
type Params = ReturnType<typeof rangeParams>;

async function rawTimes(db: RawReader, p: Params): Promise<Times> {
  const [t] = await db.$queryRawUnsafe<{ decided: bigint; p50: number | null; p90: number | null }[]>(RAW_TIMES, ...p);
  const decided = num(t?.decided);
  return { decided, p50Seconds: decided && t.p50 !== null ? Number(t.p50) : null, p90Seconds: decided && t.p90 !== null ? Number(t.p90) : null };
}

async function rollupTimes(db: RawReader, p: Params): Promise<Times> {
  const rows = await db.$queryRawUnsafe<{ decided: bigint; k: bigint | null; secs: number | null }[]>(ROLLUP_TIMES, ...p);
  const decided = num(rows[0]?.decided);
  if (!decided) return { decided, p50Seconds: null, p90Seconds: null };
  const at = new Map(rows.map((r) => [num(r.k), Number(r.secs)]));
  const value = (k: number) => {
    const v = at.get(k);
    if (v === undefined || Number.isNaN(v)) throw new Error(`decision-time histogram and times disagree at rank ${k} of ${decided}`);
    return v;
  };
  const [p50Seconds, p90Seconds] = PERCENTILES.map((q) => percentileCont(q, decided, value));
  return { decided, p50Seconds, p90Seconds };
}
