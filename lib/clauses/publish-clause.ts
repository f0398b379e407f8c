import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { getClauseOrThrow } from "./find-clause";

/** A reviewed draft goes into force: from now on the verifier loads it and replies may cite it. */
export async function publishClause(db: DbClient, actor: Actor, input: { clauseId: string }) {
  return db.$transaction(async (tx) => {
    const current = await getClauseOrThrow(tx, input.clauseId);
    const res = await tx.clause.updateMany({ where: { id: current.id, draft: true, retiredAt: null }, data: { draft: false } });
    if (res.count === 0) throw new AppError("conflict", current.retiredAt ? `Clause ${current.key} is retired.` : `Clause ${current.key} is already published.`);
    await recordAuditEvent(tx, { actor, action: "clause.publish", target: { type: "clause", id: current.id }, details: { key: current.key, version: current.version } });
    return { ...current, draft: false };
  });
}
