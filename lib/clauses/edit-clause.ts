import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { scopeOf, type ClauseContent } from "./clause-schemas";
import { reanchorFacts } from "./draft-clause-facts";
import { getClauseOrThrow } from "./find-clause";
import { factsJson, storedFacts } from "./stored-facts";

/**
 * An edit makes a new version; earlier versions stay, so a reply checked against version 2 can
 * still be shown with version 2's text. `baseVersion` is the version the editor saw: if someone
 * saved in between, the edit is refused rather than silently overwriting theirs.
 */
export async function editClause(db: DbClient, actor: Actor, input: ClauseContent & { clauseId: string; baseVersion: number }) {
  return db.$transaction(async (tx) => {
    const current = await getClauseOrThrow(tx, input.clauseId);
    if (current.retiredAt) throw new AppError("unprocessable", `Clause ${current.key} is retired; it can no longer be edited.`);
    const version = current.version + 1;
    // The facts stay the owner's; their sentences are found again in the new text.
    const facts = factsJson(reanchorFacts(current.text, input.text, storedFacts(current.facts)));
    const data = { title: input.title, text: input.text, scope: scopeOf(input), facts, effectiveFrom: input.effectiveFrom, effectiveTo: input.effectiveTo };
    const res = await tx.clause.updateMany({ where: { id: current.id, version: input.baseVersion }, data: { ...data, version } });
    if (res.count === 0) {
      throw new AppError("conflict", `Clause ${current.key} was changed by someone else (now version ${current.version}). Reload to see their version before editing.`);
    }
    await tx.clauseVersion.create({ data: { ...data, key: current.key, clauseId: current.id, version, createdById: actor.id } });
    const changed = (["title", "text", "scope", "effectiveFrom", "effectiveTo"] as const).filter(
      (k) => JSON.stringify(current[k] ?? null) !== JSON.stringify(data[k] ?? null),
    );
    await recordAuditEvent(tx, { actor, action: "clause.edit", target: { type: "clause", id: current.id }, details: { key: current.key, version, changed } });
    return { ...current, ...data, version };
  });
}
