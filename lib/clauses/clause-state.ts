/** A clause's state in words, as the library page shows it (same rule as the verifier's "in force"). */
export function clauseState(c: { retiredAt: Date | null; effectiveFrom: Date | null; effectiveTo: Date | null; draft?: boolean }, now: Date): string {
  if (c.retiredAt) return `Retired ${c.retiredAt.toISOString().slice(0, 10)}`;
  if (c.draft) return "Draft: not used until published";
  if (c.effectiveFrom && c.effectiveFrom > now) return `Starts ${c.effectiveFrom.toISOString().slice(0, 10)}`;
  if (c.effectiveTo && c.effectiveTo < now) return `Ended ${c.effectiveTo.toISOString().slice(0, 10)}`;
  return "In force";
}
