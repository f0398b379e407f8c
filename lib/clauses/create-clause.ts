import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { scopeOf, type ClauseContent } from "./clause-schemas";
import { assertNameFree } from "./find-clause";

/** Creates a clause at version 1 (its first ClauseVersion), audited. */
export async function createClause(db: DbClient, actor: Actor, input: ClauseContent & { key: string }) {
  return db.$transaction(async (tx) => {
    await assertNameFree(tx, input.key);
    const data = { key: input.key, title: input.title, text: input.text, scope: scopeOf(input), effectiveFrom: input.effectiveFrom, effectiveTo: input.effectiveTo };
    const clause = await tx.clause.create({ data: { ...data, aliases: [], version: 1 } });
    await tx.clauseVersion.create({ data: { ...data, clauseId: clause.id, version: 1, createdById: actor.id } });
    await recordAuditEvent(tx, { actor, action: "clause.create", target: { type: "clause", id: clause.id }, details: { key: clause.key, version: 1 } });
    return clause;
  });
}
