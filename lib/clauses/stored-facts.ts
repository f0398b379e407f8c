import type { Prisma as P } from "../generated/prisma/client";
import { factProblems, type PolicyFact } from "../verify";

/**
 * A clause's `facts` column as PolicyFact[]. Every write validates with factProblems, so a row that
 * is not a valid list is a bug: it throws rather than judging replies by half a list.
 */
export function storedFacts(json: unknown): PolicyFact[] {
  if (!Array.isArray(json)) throw new Error("stored clause facts are not a list");
  const problems = json.flatMap((f, i) => factProblems(f, `facts[${i}]`));
  if (problems.length) throw new Error(`stored clause facts are invalid: ${problems.join("; ")}`);
  return json as PolicyFact[];
}

/** Facts as the `facts` column takes them (validated by the caller with factProblems). */
export const factsJson = (facts: readonly unknown[]) => facts as P.InputJsonValue[];
