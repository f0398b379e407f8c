import type { DbClient } from "../db";

/** The library page's rows: drafts first (they wait for review), then in force, retired last; by id. */
export async function listClauses(db: DbClient) {
  return db.clause.findMany({
    orderBy: [{ retiredAt: { sort: "asc", nulls: "first" } }, { draft: "desc" }, { key: "asc" }],
    select: { id: true, key: true, title: true, aliases: true, version: true, retiredAt: true, effectiveFrom: true, effectiveTo: true, draft: true, importedFrom: true, facts: true },
  });
}
