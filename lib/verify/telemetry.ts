/**
 * Telemetry, so fail-open does not become a bypass: per-verification counts (built in
 * verify-reply.ts) and aggregates with alarm thresholds the app and CLI can call.
 */
import { VERDICTS, type Claim, type VerificationTelemetry, type Verdict } from "./types";

/** Severity order for the reply's overall verdict: the order of VERDICTS, mildest first. */
const SEVERITY = Object.fromEntries(VERDICTS.map((v, i) => [v, i])) as Record<Verdict, number>;

export function worstVerdict(claims: Pick<Claim, "verdict">[]): Verdict {
  let worst: Verdict = "grounded";
  for (const c of claims) if (SEVERITY[c.verdict] > SEVERITY[worst]) worst = c.verdict;
  return worst;
}

export function countVerdicts(claims: Pick<Claim, "verdict">[]): Record<Verdict, number> {
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const c of claims) counts[c.verdict]++;
  return counts;
}

export interface AlarmThresholds {
  /** Share of verifications whose evidence was cut (default 0.2). */
  truncationRate: number;
  /** Share of claims that came back unverifiable (default 0.15). */
  unverifiableRate: number;
  /** Unverifiable claims per invented claim (invented counted as at least 1; default 3). */
  unverifiableToInvented: number;
  /** Share of policy sentences nothing settled, so they passed not checked (default 0.8). */
  notCheckedRate: number;
  /** Fewer verifications than this never raise an alarm (default 20). */
  minVerifications: number;
}

export const DEFAULT_THRESHOLDS: AlarmThresholds = { truncationRate: 0.2, unverifiableRate: 0.15, unverifiableToInvented: 3, notCheckedRate: 0.8, minVerifications: 20 };

export interface Alarm {
  metric: keyof Omit<AlarmThresholds, "minVerifications">;
  value: number;
  threshold: number;
  message: string;
}

export interface TelemetrySummary {
  verifications: number;
  truncationRate: number;
  claims: Record<Verdict, number>;
  unverifiableRate: number;
  /** unverifiable / max(invented, 1). */
  unverifiableToInvented: number;
  /** Policy sentences seen, and the share of them that passed not checked. */
  policySentences: number;
  notCheckedRate: number;
  bytesBefore: number;
  bytesAfter: number;
  topTools: { tool: string; bytes: number; share: number }[];
  alarms: Alarm[];
  /** True when any alarm fired: the guard may be failing open. */
  alarm: boolean;
}

/** Aggregate many verifications' telemetry and compare with the thresholds. */
export function summarizeTelemetry(records: VerificationTelemetry[], thresholds: Partial<AlarmThresholds> = {}, topN = 5): TelemetrySummary {
  const t = { ...DEFAULT_THRESHOLDS, ...thresholds };
  const claims = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  const byTool: Record<string, number> = {};
  let truncated = 0;
  let bytesBefore = 0;
  let bytesAfter = 0;
  let policySentences = 0;
  let policyNotChecked = 0;
  for (const r of records) {
    policySentences += r.policySentences ?? 0;
    policyNotChecked += r.policyNotChecked ?? 0;
    if (r.truncated) truncated++;
    bytesBefore += r.bytesBefore;
    bytesAfter += r.bytesAfter;
    for (const v of VERDICTS) claims[v] += r.counts?.[v] ?? 0;
    for (const [tool, b] of Object.entries(r.bytesByTool ?? {})) byTool[tool] = (byTool[tool] ?? 0) + b;
  }
  const n = records.length;
  const totalClaims = VERDICTS.reduce((s, v) => s + claims[v], 0);
  const truncationRate = n ? truncated / n : 0;
  const unverifiableRate = totalClaims ? claims.unverifiable / totalClaims : 0;
  const unverifiableToInvented = claims.unverifiable / Math.max(claims.invented, 1);
  const notCheckedRate = policySentences ? policyNotChecked / policySentences : 0;
  const topTools = Object.entries(byTool)
    .sort((a, b) => b[1] - a[1])
    .slice(0, topN)
    .map(([tool, bytes]) => ({ tool, bytes, share: bytesBefore ? bytes / bytesBefore : 0 }));
  const alarms: Alarm[] = [];
  if (n >= t.minVerifications) {
    const check = (metric: Alarm["metric"], value: number, why: string) => {
      if (value > t[metric]) alarms.push({ metric, value, threshold: t[metric], message: `${metric} ${value.toFixed(2)} exceeds ${t[metric]}: ${why}` });
    };
    const noisiest = topTools[0] ? ` (largest: ${topTools[0].tool})` : "";
    check("truncationRate", truncationRate, `evidence is routinely cut, so the verifier mostly fails open; compact the noisy tools${noisiest}`);
    check("unverifiableRate", unverifiableRate, "too many claims cannot be checked; unverifiable is not a pass");
    check("unverifiableToInvented", unverifiableToInvented, "unverifiable is rising against invented, the pattern of a bypass");
    check("notCheckedRate", notCheckedRate, "most policy sentences pass not checked: confirm facts on the Policies page, or configure the model judge");
  }
  return { verifications: n, truncationRate, claims, unverifiableRate, unverifiableToInvented, policySentences, notCheckedRate, bytesBefore, bytesAfter, topTools, alarms, alarm: alarms.length > 0 };
}
