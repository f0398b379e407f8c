/**
 * A price difference told the wrong way round against the reply's own figures (airline task 22 trial
 * 2): "Current Fare (Basic Economy): $174 per passenger", "New Fare (Economy): $136 per passenger",
 * then "Since the new fare is higher, you'll need to pay the difference." Both amounts are real (the
 * $174 is the reservation's two prices added up), so the value checks pass them; the sentence that
 * compares them is false, and the change yields a refund.
 *
 * Read only when the reply labels exactly one amount as the current one (current, original, old,
 * existing, previous) and one as the new one, and a sentence that states no condition says which way
 * the difference goes ("the new fare is higher", "you'll need to pay the difference"; "the new fare is
 * lower", "you'll get the difference back"). The new amount's claim is contradicted when the amounts
 * go the other way. Only a contradiction is ever added.
 */
import { replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const WHAT = String.raw`(?:fare|price|cost|total|rate)s?`;
/** The label right before an amount: "Current Fare (Basic Economy): ", "the new price is ". */
const OLD_LABEL = new RegExp(String.raw`\b(?:current|original|old|existing|previous)\b[^$\n]{0,30}?\b${WHAT}\b[^$\n]{0,30}$`, "i");
const NEW_LABEL = new RegExp(String.raw`\b(?:new|updated)\b[^$\n]{0,30}?\b${WHAT}\b[^$\n]{0,30}$`, "i");
const UP = new RegExp(String.raw`\bnew\s+${WHAT}\s+(?:is|are|would\s+be|will\s+be)\s+(?:higher|more(?:\s+expensive)?|greater|pricier)\b|\b(?:you['’]ll|you\s+will|you['’]d|you\s+would)\s+(?:need\s+to\s+|have\s+to\s+)?pay\s+the\s+difference\b`, "i");
const DOWN = new RegExp(String.raw`\bnew\s+${WHAT}\s+(?:is|are|would\s+be|will\s+be)\s+(?:lower|less|cheaper)\b|\b(?:you['’]ll|you\s+will|you['’]d|you\s+would)\s+(?:get|receive)\s+the\s+difference\s+(?:back|refunded)\b`, "i");
/** A condition or a question: "if the new fare is higher, you'll pay the difference". */
const CONDITION = /\b(?:if|whether|unless|when|once|should)\b|\?\s*$/i;

const centsOf = (c: Claim) => (c.value.type === "money" ? c.value.cents : NaN);

export function checkDifferenceDirection(claims: Claim[], text: string): void {
  if (!UP.test(text) && !DOWN.test(text)) return;
  const money = claims.filter((c) => c.kind === "money" && c.value.type === "money");
  const labelled = (re: RegExp) => money.filter((c) => re.test(text.slice(Math.max(0, text.lastIndexOf("\n", c.span[0] - 1) + 1, c.span[0] - 80), c.span[0])));
  const olds = labelled(OLD_LABEL);
  const news = labelled(NEW_LABEL).filter((c) => !olds.includes(c));
  if (olds.length !== 1 || news.length !== 1) return;
  const [old, fresh] = [olds[0], news[0]];
  if (!isPassingVerdict(fresh.verdict) || centsOf(old) === centsOf(fresh)) return;
  for (const s of replySentences(text)) {
    if (CONDITION.test(s.text)) continue;
    const up = UP.test(s.text);
    const down = DOWN.test(s.text);
    if (up === down || (up ? centsOf(fresh) > centsOf(old) : centsOf(fresh) < centsOf(old))) continue;
    fresh.verdict = "contradicted";
    fresh.held = true;
    fresh.reason = `the reply says "${s.text.trim()}", but its new amount ${fresh.text} is ${up ? "less" : "more"} than the current ${old.text}: the difference goes the other way${up ? " (a refund, not a payment)" : " (a payment, not a refund)"}.`;
    fresh.conflict = { claimed: s.text.trim(), stated: `current ${old.text}, new ${fresh.text}`, why: "the direction of the difference between the reply's own current and new amounts" };
    return;
  }
}
