/**
 * The one hook verify-reply calls for issue 16: extract the reply's action claims, judge them
 * against the run's write calls, and add them to the reply's claims. A sentence that is a policy
 * claim only because of a fee cue ("I've added a bag at no charge") is the action claim's to judge:
 * that policy claim is dropped, so the action, not the wording of its price, decides the verdict.
 */
import { checkActionClaims, type ActionContext } from "./check-action-claims";
import { addKeptElementClaims } from "./check-kept-elements";
import { extractActionClaims } from "./extract-action-claims";
import { isPolicyStatement } from "./policy-cues";
import type { Claim } from "./types";

const FEE_CUE = /\bfree of charge\b|\bat no (?:extra |additional )?(?:cost|charge)\b/gi;
const HAS_FEE_CUE = new RegExp(FEE_CUE.source, "i");

export function addActionClaims(claims: Claim[], text: string, ctx: ActionContext): void {
  // "Your return HAT290 stays in business" when the write took HAT290 off the reservation.
  addKeptElementClaims(claims, text, ctx);
  const actions = checkActionClaims(extractActionClaims(text, claims), ctx);
  if (!actions.length) return;
  for (let i = claims.length - 1; i >= 0; i--) {
    const c = claims[i];
    if (c.kind !== "policy" || c.citations.clauses.length) continue;
    const inAction = actions.some((a) => c.span[0] >= a.span[0] && c.span[1] <= a.span[1]);
    if (inAction && HAS_FEE_CUE.test(c.text) && !isPolicyStatement(c.text.replace(FEE_CUE, ""))) claims.splice(i, 1);
  }
  claims.push(...actions);
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
