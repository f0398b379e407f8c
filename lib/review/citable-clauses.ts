import type { DbClient } from "../db";

/** Clauses a reviewer may cite in an edited reply: published, not retired (the verifier checks the dates and scope). */
export async function citableClauses(db: DbClient) {
  return db.clause.findMany({ where: { retiredAt: null, draft: false }, orderBy: { key: "asc" }, select: { key: true, title: true }, take: 1000 });
}
