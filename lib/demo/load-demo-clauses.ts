import type { DbClient } from "../db";

interface ClauseJson { id: string; aliases?: string[]; title: string; text: string; scope?: object; effectiveFrom?: string; effectiveTo?: string }

/**
 * Puts the clause library (examples/sundry/clauses.json) into the Clause table, each with its
 * version 1. A clause that already exists is left as it is: a policy owner may have edited it.
 */
export async function loadDemoClauses(db: DbClient, clauses: ClauseJson[], createdById: string): Promise<number> {
  let created = 0;
  for (const c of clauses) {
    if (await db.clause.findUnique({ where: { key: c.id }, select: { id: true } })) continue;
    const fields = {
      key: c.id,
      title: c.title,
      text: c.text,
      scope: c.scope ?? {},
      effectiveFrom: c.effectiveFrom ? new Date(c.effectiveFrom) : null,
      effectiveTo: c.effectiveTo ? new Date(c.effectiveTo) : null,
    };
    await db.$transaction(async (tx) => {
      const row = await tx.clause.create({ data: { ...fields, aliases: c.aliases ?? [], version: 1 } });
      await tx.clauseVersion.create({ data: { ...fields, clauseId: row.id, version: 1, createdById } });
    });
    created++;
  }
  return created;
}
