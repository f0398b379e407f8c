/**
 * A payment method offered for a change the policy says it cannot pay for (issue 10). The airline
 * policy: "If the flights are changed, the user needs to provide one gift card or credit card for
 * payment or refund method"; agents answer a short gift card with "Here are your options: ...
 * Certificate 8544743: $250", or "Let's try using the certificate for $150 and the remaining balance
 * from the gift card". Every amount and id is the customer's own, so nothing else flags it.
 *
 * The methods a change may use come from the policy's own sentence ("provide one X or Y"), the
 * methods there are from the payment words the policy uses; a line offering another method, in a
 * reply about changing an existing reservation (a price difference, an upgrade, an update), is
 * contradicted. A line that states the rule ("the certificate cannot be used for this update"),
 * compensation ("a certificate as a gesture"), and replies about a new booking are left alone.
 * Only a contradiction is ever added.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { assertsMention } from "./negation";
import type { Claim } from "./types";

const METHODS: [string, RegExp][] = [
  ["certificate", /\b(?:travel\s+)?certificates?\b/i],
  ["gift card", /\bgift\s*cards?\b/i],
  ["credit card", /\bcredit\s*cards?\b/i],
  ["paypal", /\bpaypal\b/i],
];
const methodOf = (words: string) => METHODS.find(([, re]) => re.test(words))?.[0] ?? null;

/**
 * Whether a line offers the method: some mention of it whose own clause does not negate it. "The
 * system doesn't accept a certificate for changing a reservation" states the rule; "if the gift card
 * doesn't cover it, we can use the certificate" still offers the certificate (its clause starts at the comma).
 */
const offers = (line: string, method: string): boolean => assertsMention(line, METHODS.find(([name]) => name === method)![1]);

/** "If the flights are changed, the user needs to provide one gift card or credit card for payment". */
const CHANGE_RULE = /\b(?:flights?\s+(?:are|is)\s+changed|changes?\s+(?:of|to)\s+(?:the\s+)?flights?|flight\s+changes?|modif\w+)\b[^.]*?\b(?:provide|use)\s+(?:one|a single|a)\s+([a-z ]+?)\s+or\s+([a-z ]+?)\s+(?:for|as)\b/i;
/** The reply is about paying for a change to an existing reservation. */
const CHANGE_CONTEXT = /\b(?:price|payment|cost|fare)\s+difference\b|\bupgrad\w*|\bupdat\w*\s+(?:your|the)\s+reservation\b|\bchang\w*\s+(?:your\s+|the\s+)?(?:flights?|cabin)\b|\bfor\s+the\s+change\b/i;
const NEW_BOOKING = /\b(?:new\s+(?:bookings?|reservations?)|book(?:ing)?\s+a\s+new|separate\s+(?:bookings?|reservations?)|split\s+the\s+booking|proceed\s+with\s+(?:the\s+)?booking)\b/i;
const PAYING = /\b(?:use|using|apply|applying|pay|payment|options?|available|combin\w*|cover)\b/i;
const STATES_RULE = /\b(?:cannot|can['’]t|can not|not\s+(?:be\s+)?(?:used|eligible|allowed|accepted|possible)|not\s+(?:\w+\s+){1,3}eligible|ineligible|only)\b/i;
/** Compensation: "issue you a certificate", "issued as a gesture"; not "there was an issue with the gift card". */
const COMPENSATION = /\b(?:compensat\w*|gesture|goodwill|issued)\b|\bissue\s+(?:you\s+)?(?:a|an|the)\s+(?:travel\s+)?certificate/i;

interface ChangeRule { passage: PolicyPassage; allowed: Set<string>; others: string[] }

const changeRule = perPolicy((index): ChangeRule | null => {
  for (const p of index.passages) {
    const m = CHANGE_RULE.exec(p.text);
    const allowed = m ? [methodOf(m[1]), methodOf(m[2])] : [];
    if (!m || allowed.includes(null)) continue;
    const all = index.passages.map((q) => q.text).join(" ");
    const others = METHODS.filter(([name, re]) => !allowed.includes(name) && re.test(all)).map(([name]) => name);
    return others.length ? { passage: p, allowed: new Set(allowed as string[]), others } : null;
  }
  return null;
});

/** A question that offers a method: "Would you like to use one of these for the payment difference?" */
const OFFER_QUESTION = /\b(?:would you like|do you want|shall i|should i|can i)\b[^?]*\b(?:use|apply|pay|cover|try)\b/i;

/** Each line of the text, split again after a sentence's end (". ", "? ", "! "; not a list number "1. "), with its offset. */
function linePieces(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    let from = 0;
    for (const m of line.matchAll(/(?<!\b\d{1,2})[.!?](?=\s+\S)/g)) {
      out.push({ text: line.slice(from, m.index + 1), start: at + from });
      from = m.index + 1;
    }
    out.push({ text: line.slice(from), start: at + from });
    at += line.length + 1;
  }
  return out;
}

/**
 * `conversation`: the customer's last words, where a reply's "the gift card is short" gets its "for
 * the change". `changing`: this turn's last call was a change to an existing record (an
 * update_reservation_flights that failed on the gift card's balance), whatever the words said.
 */
export function addChangePaymentClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex, conversation = "", changing = false): void {
  if (!(changing || CHANGE_CONTEXT.test(text) || CHANGE_CONTEXT.test(conversation)) || NEW_BOOKING.test(text) || NEW_BOOKING.test(conversation) || !PAYING.test(text)) return;
  const rule = changeRule(policyIndex());
  if (!rule) return;
  // Lines, then the sentences of a line: the offer is often a list item ("3. **Certificate 8544743**:
  // $250"), or one sentence of a paragraph that ends in a question about something else.
  for (const { text: line, start } of linePieces(text)) {
    const method = methodOf(line);
    if (!method || !rule.others.includes(method) || STATES_RULE.test(line) || !offers(line, method) || COMPENSATION.test(line) || (/\?\s*$/.test(line.trim()) && !OFFER_QUESTION.test(line))) continue;
    const lead = line.length - line.trimStart().length;
    const sentence = line.trim();
    addPolicyConflict(claims, rule.passage, {
      sentence,
      span: [start + lead, start + lead + sentence.length],
      stated: rule.passage.text,
      reason: (p) => `offers a ${method} to pay for a change, but ${passageWhere(p)} allows only ${[...rule.allowed].join(" or ")}: "${p.text}"`,
      why: `a change is paid with ${[...rule.allowed].join(" or ")}, not a ${method}`,
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
