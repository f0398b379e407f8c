import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { factProblems, type PolicyFact } from "../verify";
import { getClauseOrThrow } from "./find-clause";
import { factsJson, storedFacts } from "./stored-facts";

export type FactChange = "confirm" | "edit" | "delete" | "add";

/**
 * One change to a clause's facts, as a new version (a reply stays judged against the facts in force
 * when it was checked). `baseVersion` is the version the owner's form showed: when someone saved in
 * between, the change is refused, not applied to facts the owner never saw. `change` gets the
 * current facts and returns the new list; every fact of it is validated with the verifier's own
 * factProblems, and nothing is written when one is invalid.
 */
export async function changeClauseFacts(
  db: DbClient,
  actor: Actor,
  input: { clauseId: string; baseVersion: number },
  what: FactChange,
  change: (facts: PolicyFact[], clause: { text: string; key: string }) => { facts: unknown[]; index: number },
) {
  return db.$transaction(async (tx) => {
    const current = await getClauseOrThrow(tx, input.clauseId);
    if (current.retiredAt) throw new AppError("unprocessable", `Clause ${current.key} is retired; its facts can no longer be changed.`);
    const stale = () =>
      new AppError("conflict", `Clause ${current.key} was changed by someone else (now version ${current.version}, you saw version ${input.baseVersion}). Reload to see its facts before changing them.`, {
        currentVersion: current.version,
      });
    if (current.version !== input.baseVersion) throw stale();
    const { facts, index } = change(storedFacts(current.facts), current);
    const problems = facts.flatMap((f, i) => factProblems(f, `facts[${i}]`));
    if (problems.length) throw new AppError("invalid_input", `The fact is not valid: ${problems.map((p) => p.replace(/^facts\[\d+\]\.?/, "")).join("; ")}.`, { problems });
    const version = current.version + 1;
    const res = await tx.clause.updateMany({ where: { id: current.id, version: input.baseVersion }, data: { facts: factsJson(facts), version } });
    if (res.count === 0) throw stale();
    await tx.clauseVersion.create({
      data: {
        clauseId: current.id,
        version,
        key: current.key,
        title: current.title,
        text: current.text,
        scope: current.scope ?? {},
        facts: factsJson(facts),
        effectiveFrom: current.effectiveFrom,
        effectiveTo: current.effectiveTo,
        createdById: actor.id,
      },
    });
    await recordAuditEvent(tx, { actor, action: `clause.fact.${what}`, target: { type: "clause", id: current.id }, details: { key: current.key, version, index } });
    return { id: current.id, key: current.key, version, facts: facts as PolicyFact[] };
  });
}

/** The fact at `index`, or a structured error naming how many there are. */
export function factAt(facts: PolicyFact[], index: number, key: string): PolicyFact {
  const f = facts[index];
  if (!f) throw new AppError("invalid_input", `Clause ${key} has ${facts.length} fact${facts.length === 1 ? "" : "s"}; there is no fact number ${index + 1}.`, { field: "index", facts: facts.length });
  return f;
}
