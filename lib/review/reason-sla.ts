import { HELD_REASONS, isHeldReason, type HeldReason } from "./held-reasons";

/** Minutes to decision per reason: the defaults of HELD_REASONS with the managers' overrides on top. */
export type SlaTable = Record<HeldReason, number>;

export const SLA_STATES = ["ok", "due_soon", "breached"] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** Share of the SLA after which an item is "due soon". */
export const DUE_SOON_SHARE = 0.75;
/** Bounds of an SLA a manager can set: a minute to 30 days. */
export const SLA_MIN_MINUTES = 1;
export const SLA_MAX_MINUTES = 30 * 24 * 60;

export function defaultSlaTable(): SlaTable {
  return Object.fromEntries(Object.entries(HELD_REASONS).map(([code, info]) => [code, info.slaMinutes])) as SlaTable;
}

/** The defaults with stored overrides applied; overrides for codes that no longer exist are ignored. */
export function slaTableWith(overrides: { reason: string; minutes: number }[]): SlaTable {
  const table = defaultSlaTable();
  for (const o of overrides) if (isHeldReason(o.reason)) table[o.reason] = o.minutes;
  return table;
}

/** An item's SLA is its strictest reason's: a wrong-customer refund that is also unverifiable is due as the refund. */
export function slaMinutesFor(reasonCodes: string[], table: SlaTable): number {
  const known = reasonCodes.filter(isHeldReason).map((c) => table[c]);
  return known.length ? Math.min(...known) : Math.min(...Object.values(table));
}

/** Where an undecided item stands against its SLA. Decided items are never breached. */
export function slaState(createdAt: Date | string, minutes: number, now: Date | number, decided = false): SlaState {
  if (decided) return "ok";
  const waited = (typeof now === "number" ? now : now.getTime()) - new Date(createdAt).getTime();
  const limit = minutes * 60_000;
  if (waited >= limit) return "breached";
  if (waited >= limit * DUE_SOON_SHARE) return "due_soon";
  return "ok";
}

/** "30m", "4h", "1d 2h": an SLA as people say it. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes}m`;
  if (minutes < 1440) return minutes % 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes / 60}h`;
  const d = Math.floor(minutes / 1440);
  const h = Math.round((minutes % 1440) / 60);
  return h ? `${d}d ${h}h` : `${d}d`;
}
