import type { DbTx } from "../db";
import { isPassingVerdict, type Claim } from "../verify/types";

/** The claims that held a reply: a failing or unverifiable verdict, or waiting for a person. */
export function flaggedClaims(findings: unknown): Pick<Claim, "kind" | "verdict">[] {
  if (!Array.isArray(findings)) return [];
  return (findings as Partial<Claim>[]).filter((c): c is Claim => !!c && typeof c.kind === "string" && typeof c.verdict === "string" && (!isPassingVerdict(c.verdict) || c.held === true));
}

/**
 * On the final decision of a held reply, one row per claim kind that held it: a reply let out
 * unchanged is a likely false alarm of each of those kinds; an edited one confirms them. The
 * dashboard reads these for the verifier's precision by claim kind. Write items have no claims.
 */
export async function recordClaimOutcomes(tx: DbTx, input: { heldItemId: string; decidedAt: Date; unchanged: boolean }) {
  const item = await tx.heldItem.findUnique({ where: { id: input.heldItemId }, select: { kind: true, findings: true, createdAt: true } });
  if (!item || item.kind !== "reply") return;
  const byKind = new Map<string, { verdicts: Set<string>; claims: number }>();
  for (const c of flaggedClaims(item.findings)) {
    const row = byKind.get(c.kind) ?? { verdicts: new Set<string>(), claims: 0 };
    row.verdicts.add(c.verdict);
    row.claims++;
    byKind.set(c.kind, row);
  }
  if (byKind.size === 0) return;
  await tx.heldClaimOutcome.createMany({
    data: [...byKind].map(([kind, r]) => ({ heldItemId: input.heldItemId, kind, verdicts: [...r.verdicts].sort(), claims: r.claims, falseAlarm: input.unchanged, heldAt: item.createdAt, decidedAt: input.decidedAt })),
    // A decided item is decided once; a second row would double-count it.
    skipDuplicates: true,
  });
}
