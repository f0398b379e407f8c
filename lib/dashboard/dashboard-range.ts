/** The time range a dashboard shows: [from, to), whole UTC days. */
export interface DashboardRange {
  from: Date;
  to: Date;
  /** "7d" | "30d" | "90d" | "custom" */
  preset: string;
}

export const RANGE_PRESETS = { "7d": 7, "30d": 30, "90d": 90 } as const;
const DAY = 86_400_000;

const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * Reads `?range=7d|30d|90d` or `?from=YYYY-MM-DD&to=YYYY-MM-DD` (inclusive days). Anything
 * unreadable falls back to the last 30 days, ending today.
 */
export function parseDashboardRange(params: { range?: string; from?: string; to?: string }, now = new Date()): DashboardRange {
  const end = new Date(utcDay(now).getTime() + DAY);
  const from = params.from ? new Date(`${params.from}T00:00:00Z`) : null;
  const to = params.to ? new Date(`${params.to}T00:00:00Z`) : null;
  if (from && to && !Number.isNaN(from.getTime()) && !Number.isNaN(to.getTime()) && from <= to) {
    const days = Math.min(366, (to.getTime() - from.getTime()) / DAY + 1);
    return { from, to: new Date(from.getTime() + days * DAY), preset: "custom" };
  }
  const days = RANGE_PRESETS[params.range as keyof typeof RANGE_PRESETS] ?? 30;
  return { from: new Date(end.getTime() - days * DAY), to: end, preset: `${days}d` };
}

/** Every day in the range as YYYY-MM-DD, so charts show days with no checks as zero, not as gaps. */
export function daysOf(range: DashboardRange): string[] {
  const out: string[] = [];
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
