import type { RawReader } from "./batch-reads";
import { DEFAULT_THRESHOLDS, type AlarmThresholds } from "../verify";
import { daysOf, type DashboardRange } from "./dashboard-range";
import { BY_DAY, IN_DAYS, IN_RANGE, NOT_KNOWN_RUN, num, rangeParams, type FigureSource } from "./sql";

export interface HealthDay {
  day: string;
  verifications: number;
  truncated: number;
  unverifiable: number;
  invented: number;
  /** null on a day with no verifications. */
  truncationRate: number | null;
  unverifiableToInvented: number | null;
}

export interface HealthAlarm {
  metric: "truncationRate" | "unverifiableToInvented" | "unverifiableRate";
  value: number;
  threshold: number;
  message: string;
}

// Reply checks per day, from the rollup (answer-key copies are left out of it; see sql.ts).
const ROLLUP_DAYS = BY_DAY(`SELECT r.day::timestamp AS d, sum(r.checks) AS n, sum(r.truncated) AS truncated,
    sum(r."claimsUnverifiable") AS unverifiable, sum(r."claimsInvented") AS invented, sum(r."claimsTotal") AS claims
  FROM "CheckDayRollup" r WHERE r.kind = 'reply' AND ${IN_DAYS(`r.day`)} GROUP BY 1 HAVING sum(r.checks) <> 0`);
// The reference: index-only over Check (kind, createdAt, truncated, runId, claims*); the claim
// columns are filled from telemetry.counts by a trigger (migration dashboard_rollup_columns).
const RAW_DAYS = BY_DAY(`SELECT date_trunc('day', c."createdAt") AS d, count(*) AS n, count(*) FILTER (WHERE c.truncated) AS truncated,
    COALESCE(sum(c."claimsUnverifiable"), 0) AS unverifiable, COALESCE(sum(c."claimsInvented"), 0) AS invented,
    COALESCE(sum(c."claimsTotal"), 0) AS claims
  FROM "Check" c WHERE c.kind = 'reply' AND ${IN_RANGE(`c."createdAt"`)} AND ${NOT_KNOWN_RUN} GROUP BY 1`);
// The tools with the most evidence in truncated reply checks.
const ROLLUP_TOOLS = `SELECT r.tool, sum(r.bytes) AS bytes FROM "TruncatedBytesDayRollup" r
  WHERE ${IN_DAYS(`r.day`)} GROUP BY 1 HAVING sum(r.bytes) <> 0 ORDER BY 2 DESC, 1 LIMIT 5`;
const RAW_TOOLS = `SELECT b.tool, sum(b.bytes) AS bytes
  FROM "Check" c CROSS JOIN LATERAL "truncated_bytes"(c) AS b
  WHERE c.kind = 'reply' AND c.truncated AND ${IN_RANGE(`c."createdAt"`)} AND ${NOT_KNOWN_RUN}
  GROUP BY 1 HAVING sum(b.bytes) <> 0 ORDER BY 2 DESC, 1 LIMIT 5`;

/**
 * Evidence health of reply checks, from their telemetry, per day and for the range: truncation
 * rate and unverifiable-to-invented ratio (unverifiable / max(invented, 1)), against the same
 * thresholds and rules as lib/verify summarizeTelemetry (no alarm under minVerifications). A
 * verifier that quietly fails open shows as a rising line above the drawn threshold.
 */
export async function evidenceHealth(db: RawReader, range: DashboardRange, thresholds: AlarmThresholds = DEFAULT_THRESHOLDS, source: FigureSource = "rollup") {
  const p = rangeParams(range);
  const [rows, tools] = await Promise.all([
    db.$queryRawUnsafe<{ day: string; n: bigint; truncated: bigint; unverifiable: bigint; invented: bigint; claims: bigint }[]>(source === "rollup" ? ROLLUP_DAYS : RAW_DAYS, ...p),
    db.$queryRawUnsafe<{ tool: string; bytes: bigint }[]>(source === "rollup" ? ROLLUP_TOOLS : RAW_TOOLS, ...p),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: HealthDay[] = daysOf(range).map((day) => {
    const r = byDay.get(day);
    const n = num(r?.n);
    const [truncated, unverifiable, invented] = [num(r?.truncated), num(r?.unverifiable), num(r?.invented)];
    return {
      day,
      verifications: n,
      truncated,
      unverifiable,
      invented,
      truncationRate: n ? truncated / n : null,
      unverifiableToInvented: n ? unverifiable / Math.max(invented, 1) : null,
    };
  });
  const total = days.reduce((s, d) => ({ n: s.n + d.verifications, truncated: s.truncated + d.truncated, unverifiable: s.unverifiable + d.unverifiable, invented: s.invented + d.invented }), { n: 0, truncated: 0, unverifiable: 0, invented: 0 });
  const claims = rows.reduce((s, r) => s + num(r.claims), 0);
  const summary = {
    verifications: total.n,
    truncationRate: total.n ? total.truncated / total.n : 0,
    unverifiableRate: claims ? total.unverifiable / claims : 0,
    unverifiableToInvented: total.unverifiable / Math.max(total.invented, 1),
  };
  const alarms: HealthAlarm[] = [];
  if (total.n >= thresholds.minVerifications) {
    const noisiest = tools[0] ? ` (largest evidence: ${tools[0].tool})` : "";
    const check = (metric: HealthAlarm["metric"], why: string) => {
      if (summary[metric] > thresholds[metric]) alarms.push({ metric, value: summary[metric], threshold: thresholds[metric], message: why });
    };
    check("truncationRate", `Evidence is routinely cut, so the verifier mostly fails open: compact the noisy tools${noisiest}.`);
    check("unverifiableRate", "Too many claims cannot be checked; unverifiable is not a pass.");
    check("unverifiableToInvented", "Unverifiable is rising against invented: the pattern of a guard that quietly fails open.");
  }
  return { thresholds, days, summary, topTools: tools.map((t) => ({ tool: t.tool, bytes: num(t.bytes) })), alarms };
}
