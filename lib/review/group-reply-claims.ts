import { isPassingVerdict, type Claim } from "../verify/types";

/** A claim with its position in the reply's claim list (the number the marked reply shows, from 1). */
export interface NumberedClaim {
  claim: Claim;
  number: number;
}

export interface ReplyClaimGroups {
  /** Claims that stop the reply: a failing verdict, or waiting for a person or the judge. */
  alarms: NumberedClaim[];
  /** Sentences nothing in code settles: they pass, and are shown apart so they never read as alarms. */
  notChecked: NumberedClaim[];
  /** Everything else that passed (grounded, supported by the policy). */
  passed: NumberedClaim[];
}

/**
 * Splits a held reply's claims for the item page. `not_checked` passes by itself (lib/verify), so it
 * is neither an alarm nor counted as one, unless the claim is held for a person: then it is why the
 * reply waits and stays with the alarms.
 */
export function groupReplyClaims(claims: readonly Claim[]): ReplyClaimGroups {
  const groups: ReplyClaimGroups = { alarms: [], notChecked: [], passed: [] };
  claims.forEach((claim, i) => {
    const c = { claim, number: i + 1 };
    if (claim.held || !isPassingVerdict(claim.verdict)) groups.alarms.push(c);
    else if (claim.verdict === "not_checked") groups.notChecked.push(c);
    else groups.passed.push(c);
  });
  return groups;
}
