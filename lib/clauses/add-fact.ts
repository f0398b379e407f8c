import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { changeClauseFacts } from "./change-clause-facts";
import { factFromFields, type FactFields } from "./fact-schemas";

/**
 * A fact the drafting missed, written by the owner (so confirmed), read from one sentence of the
 * clause (`span`) or from the whole clause. `about` defaults to that sentence's words.
 */
export async function addFact(db: DbClient, actor: Actor, input: FactFields & { clauseId: string; baseVersion: number; span?: [number, number] }) {
  return changeClauseFacts(db, actor, input, "add", (facts, clause) => {
    if (input.span && input.span[1] > clause.text.length) throw new AppError("invalid_input", "The sentence is not one of the clause's.", { field: "span" });
    const sentence = input.span ? clause.text.slice(input.span[0], input.span[1]) : clause.text;
    const fact = { ...factFromFields(input, sentence.replace(/\s+/g, " ").trim().slice(0, 400)), ...(input.span ? { span: input.span } : {}), confirmed: true };
    return { facts: [...facts, fact], index: facts.length };
  });
}
