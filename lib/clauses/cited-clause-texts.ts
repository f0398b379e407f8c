import type { DbClient, DbTx } from "../db";

interface SupportLike {
  source?: string;
  clauseId?: string;
  clauseVersion?: string;
}

export interface CitedClauseText {
  /** The clause's id today (it may have been renamed since the reply was checked). */
  key: string;
  title: string;
  text: string;
  /** The version the reply was judged against (the claim's clauseVersion), else the current one. */
  version: number;
  retired: boolean;
}

/**
 * The exact clause texts a reply's claims were judged against, keyed by the lower-cased id the
 * claim recorded. Resolves renamed clauses through their aliases, and retired ones too, so an
 * older reply citing an old id still shows its clause: for the review console's item page.
 */
export async function citedClauseTexts(db: DbClient | DbTx, claims: { support?: SupportLike[] }[]): Promise<Record<string, CitedClauseText>> {
  const refs = new Map<string, number | null>();
  for (const c of claims) {
    for (const s of c.support ?? []) {
      if (s.source !== "clause" || !s.clauseId) continue;
      const v = Number(s.clauseVersion);
      refs.set(s.clauseId.toUpperCase(), Number.isInteger(v) && v > 0 ? v : null);
    }
  }
  if (refs.size === 0) return {};
  const names = [...refs.keys()];
  const clauses = await db.clause.findMany({
    where: { OR: [{ key: { in: names } }, { aliases: { hasSome: names } }] },
    include: { versions: { orderBy: { version: "desc" } } },
  });
  const out: Record<string, CitedClauseText> = {};
  for (const [name, version] of refs) {
    const c = clauses.find((x) => x.key === name || x.aliases.includes(name));
    if (!c) continue;
    const v = c.versions.find((x) => x.version === version) ?? c.versions.find((x) => x.version === c.version) ?? c;
    out[name.toLowerCase()] = { key: c.key, title: v.title, text: v.text, version: v.version, retired: c.retiredAt !== null };
  }
  return out;
}
