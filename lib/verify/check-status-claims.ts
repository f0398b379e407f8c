/**
 * "Order #W7387996 is still pending, so I can cancel it" when its record says delivered: a record's
 * status stated in the present ("is pending", "are delivered", "remains processed", "shows as
 * shipped") against the latest record of the ids before it in the sentence. Only order lifecycle
 * words are read (pending, processed, shipped, delivered, cancelled); a status that contains the
 * other ("pending" of "pending (item modified)") agrees. The id's claim turns contradicted.
 */
import type { EvidenceBag } from "./build-evidence-bag";
import { clauseBefore } from "./negation";
import { replySentences } from "./run-records";
import { attributesAt, DEFAULT_SCOPE_FIELDS, readEachOrderAttributes, type OrderAttributes } from "./read-order-attributes";
import type { ScopeAttribute } from "./types";
import { isPassingVerdict, type Claim } from "./types";

const STATED = /\b(?:is|are|remains?|shows?(?:\s+as)?|currently)\s+(?:(?:still|now|currently|already|both|all|marked(?:\s+as)?)\s+)*["'“‘]?(pending|processed|shipped|delivered|cancell?ed|canceled)\b(?!\s*\()/gi;
const GAP = /[.;:!?]|\b(?:that|which|who|if|when|only|unless|because|since|while|whereas|but|an?|any|every|orders?|items?)\b/i;
const CONDITION = /\b(?:once|when|whenever|if|unless|until|after|before|as soon as|in case)\b/i;
/** The clause an id stands in, up to the id: read back within its sentence only (a long reply would make this quadratic). */
const ID_CLAUSE_BREAK = /[.;:!?\n,(]/;
/** "#W9911714 is pending (it has the running shoes, 9791469541), and #W4967593 are processed": an id in an aside closed before the verb is not its subject. */
const closesAside = (between: string) => (between.match(/\)/g)?.length ?? 0) > (between.match(/\(/g)?.length ?? 0);
const norm = (s: string) => s.toLowerCase().replace("canceled", "cancelled").trim();

/**
 * `latest`: where the claim's value last stands in a tool result, from the verifier's own search
 * (its hits, most recent first); a claim without one is read from the results again.
 */
export function checkStatusClaims(claims: Claim[], text: string, bag: EvidenceBag, latest: (c: Claim) => { source: number; start: number } | undefined = () => undefined, fields: Record<ScopeAttribute, string[]> = DEFAULT_SCOPE_FIELDS): void {
  if (!/\b(?:pending|processed|shipped|delivered|cancell?ed|canceled)\b/i.test(text)) return;
  const ids = claims.filter((c) => c.kind === "identifier" && c.value.type === "identifier" && isPassingVerdict(c.verdict));
  if (!ids.length) return;
  ids.sort((a, b) => a.span[0] - b.span[0]);
  const told: { c: Claim; stated: string; sentence: string }[] = [];
  let next = 0;
  for (const s of replySentences(text)) {
    // The sentence's own ids: sentences and ids both in order, so each id is passed once.
    while (next < ids.length && ids[next].span[0] < s.start) next++;
    const own: Claim[] = [];
    for (let i = next; i < ids.length && ids[i].span[0] < s.start + s.text.length; i++) own.push(ids[i]);
    if (!own.length) continue;
    let from = s.start;
    for (const m of s.text.matchAll(STATED)) {
      const at = s.start + m.index;
      // The subjects: the ids between the last status told and this one, before "is".
      // Close before the verb, with no clause between: "an order that is delivered" names none.
      // "once #W5733668 is delivered" is a condition, not a status told.
      const subjects = own.filter((c) => c.span[0] >= from && c.span[1] <= at && at - c.span[1] <= 40 && !GAP.test(text.slice(c.span[1], at)) && !closesAside(text.slice(c.span[1], at)) && !CONDITION.test(clauseBefore(text, c.span[0], ID_CLAUSE_BREAK, s.start)));
      from = at + m[0].length;
      for (const c of subjects) told.push({ c, stated: norm(m[1]), sentence: s.text.trim() });
    }
  }
  if (!told.length) return;
  // Each subject's latest record: where the search last found it, else one pass for all the rest.
  const located = new Map<Claim, OrderAttributes | null>();
  for (const { c } of told) {
    const hit = latest(c);
    located.set(c, hit ? attributesAt(bag.sources[hit.source], hit.start, fields) : null);
  }
  const rest = told.filter((t) => !located.get(t.c)).map((t) => (t.c.value as { id: string }).id);
  const records = rest.length ? readEachOrderAttributes(bag, [...new Set(rest)], fields) : new Map<string, OrderAttributes>();
  for (const { c, stated, sentence } of told) {
    const id = (c.value as { id: string }).id;
    const status = (located.get(c) ?? records.get(id))?.status;
    if (!status) continue;
    const recorded = norm(status.value);
    if (recorded === stated || recorded.startsWith(stated) || stated.startsWith(recorded)) continue;
    c.verdict = "contradicted";
    c.reason = `The reply says ${id} is ${stated}, but its latest record says "${status.value}". Tell the customer the status the record shows.`;
    c.support = [status.support];
    c.conflict = { claimed: sentence, stated: status.value, why: "the status in the latest record of it" };
  }
}
