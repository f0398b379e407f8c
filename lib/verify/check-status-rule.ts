/**
 * A permission the policy ties to a record's status ("An order can only be cancelled if its status
 * is 'pending'"), applied to the status the sentence itself states: "Since the order is now 'return
 * requested', the chair can't be exchanged" and "Both orders are delivered, so there's nothing to
 * cancel, but the items can be returned" follow from the rules; "The order is delivered, so it can
 * be cancelled" breaks one. A denial for a status the rule allows is left alone (another rule may
 * forbid it: "pending, but already modified once"), and so is a sentence naming two statuses.
 *
 * The statuses read unquoted are the rules' and the policy's own vocabulary ("The status of an order
 * can be: pending, processed, delivered, or cancelled", "the order status will be changed to 'return
 * requested'"), so "already processed, so their addresses can't be changed" is read though no rule
 * names "processed". A status may be told as "in return-requested status", and denied ("no longer
 * in 'delivered' status"): a status denied is outside a rule that allows only it. "Changed" is the
 * permission "modified" names, when the policy ties only the latter to a status; a change to the
 * customer's profile or default address is no change to the order.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import type { NormalizedRun } from "../run/types";
import { addPolicyConflict } from "./add-policy-conflict";
import { entityOf, parseResult } from "./check-payment-claims";
import { passageWhere, perPolicy, permissions, PROCESS_VERBS, SAME_PROCESS, type PolicyIndex } from "./match-policy";
import { parseCitations, splitSentences } from "./parse-citations";
import { resultsBefore } from "./run-records";
import type { Claim } from "./types";

interface StatusRule { verb: string; statuses: string[]; passage: PolicyPassage }

const RULE = /\bcan\s+only\s+be\s+(\w+)\s+if\s+(?:its|the(?:\s+\w+)?['’]s)\s+status\s+is\s+([^.;]+)/i;
const QUOTED = /['"‘’“”]([^'"‘’“”]{3,40})['"‘’“”]/g;

/** A cheap gate before any sentence is read: a process verb somewhere in the reply. */
const PROCESS_WORD = new RegExp(String.raw`\b(?:${PROCESS_VERBS.join("|")})`, "i");

const verbOf = (word: string) => PROCESS_VERBS.find((v) => word.toLowerCase().startsWith(v)) ?? null;

const rulesOf = perPolicy((index: PolicyIndex): StatusRule[] => {
  const out: StatusRule[] = [];
  for (const p of index.passages) {
    const m = RULE.exec(p.text);
    const verb = m && verbOf(m[1]);
    if (!m || !verb) continue;
    const tail = m[2].split(/,\s*and\b/)[0];
    const quoted = [...tail.matchAll(QUOTED)].map((q) => q[1].toLowerCase().trim());
    const statuses = quoted.length ? quoted : tail.split(/\s*(?:,|\bor\b)\s*/).map((w) => w.trim().toLowerCase()).filter((w) => /^[a-z][a-z ()]{2,30}$/.test(w));
    if (statuses.length) out.push({ verb, statuses, passage: p });
  }
  return out;
});

/** "The status of an order can be: **pending**, **processed**, ...": the policy's list of statuses. */
const VOCABULARY = /\bstatus(?:es)?\s+of\s+(?:an?|the)\s+\w+\s+(?:can|could|may)\s+be\s*:?\s*([^.;]+)/i;
/** "the order status will be changed to 'return requested'", "will be kept as 'pending'": a status the policy names. */
const BECOMES = /\bstatus\s+(?:will\s+be\s+|is\s+)?(?:changed|kept|set)\s+(?:to|as)\s+['"‘’“”]([^'"‘’“”]{3,40})['"‘’“”]/gi;
const bare = (s: string) => s.replace(/[*_]/g, "").toLowerCase().trim();

/** Every status the policy names: its rules', its list of statuses, and the ones it says an order becomes. */
const vocabularyOf = perPolicy((index: PolicyIndex): Set<string> => {
  const out = new Set(rulesOf(index).flatMap((r) => r.statuses));
  for (const p of index.passages) {
    const list = VOCABULARY.exec(p.text)?.[1];
    if (list) for (const w of bare(list).split(/\s*(?:,|\bor\b|\band\b)\s*/)) if (/^[a-z][a-z ()]{2,30}$/.test(w.trim())) out.add(w.trim());
    for (const m of p.text.matchAll(BECOMES)) out.add(bare(m[1]));
  }
  return out;
});

/** "there's nothing to cancel", "no items left to return": a denial the modal patterns do not read. */
const NOTHING_TO = /\b(?:nothing|no\s+\w+(?:\s+\w+)?)\s+(?:left\s+|eligible\s+)?to\s+(\w+)/gi;
/** "it's eligible for a return", "isn't eligible to be exchanged": an allowance (or denial) said as eligibility. */
const ELIGIBLE = /\b(not\s+|n['’]t\s+|in)?eligible\s+(?:for\s+(?:an?\s+|the\s+)?|to\s+be\s+)(\w+)/gi;

/**
 * What tells a status of the order: a copula or "status" right before it ("is now 'return requested'",
 * "are both delivered", "status of 'pending'", "shows as processed"). A quoted phrase elsewhere is a
 * reason, an option or a product's name ("with the reason 'no longer needed'", "for the 'low
 * brightness' model"), not the record's status.
 */
const TOLD = String.raw`(?:\b(?:is|are|was|were|isn't|aren't|wasn't|weren't|(?:has|have)\s+(?:already\s+|now\s+)?been|shows?|status(?:\s+of)?)|\b(?:it|that|which)'s)\s+(?:now\s+|still\s+|already\s+|currently\s+|both\s+|all\s+|(?:marked|shown|listed)\s+(?:as\s+)?|as\s+)*`;
/** "no longer in 'delivered' status", "not delivered yet": the status told is one the order does not have. */
const NOT = String.raw`(?:no\s+longer|not(?:\s+yet)?|never\s+been)\s+(?:in\s+(?:the\s+)?)?`;
const TOLD_QUOTED = new RegExp(TOLD + String.raw`(${NOT})?['"‘’“”]([^'"‘’“”]{3,40})['"‘’“”]`, "gi");
/** "with the order in return-requested status", "is no longer in the 'delivered' status". */
const IN_STATUS = /\b(no\s+longer\s+|not\s+)?in\s+(?:the\s+|an?\s+)?['"]?([a-z][a-z ()-]{2,30}?)['"]?\s+status\b/gi;

const toldRes = new Map<string, RegExp>();
/** "is already processed", "it's no longer delivered": one status told unquoted (built once per status). */
function toldRe(status: string): RegExp {
  let re = toldRes.get(status);
  if (!re) toldRes.set(status, (re = new RegExp(TOLD + String.raw`(${NOT})?${status.replace(/[()]/g, "\\$&")}\b`)));
  return re;
}

/** A status the sentence tells, and whether it tells the order is not in it. */
interface Stated { status: string; not: boolean }

function statedStatuses(sentence: string, known: Set<string>): Stated[] {
  const out = new Map<string, Stated>();
  const add = (status: string, not: boolean) => out.set(`${not ? "!" : ""}${status}`, { status, not });
  for (const q of sentence.matchAll(TOLD_QUOTED)) add(q[2].toLowerCase().trim(), !!q[1] || /n't\s/.test(q[0]));
  for (const m of sentence.matchAll(IN_STATUS)) {
    const status = m[2].toLowerCase().replace(/-/g, " ").trim();
    if (known.has(status)) add(status, !!m[1]);
  }
  if (out.size) return [...out.values()];
  const lower = sentence.toLowerCase();
  for (const s of known) {
    const m = toldRe(s).exec(lower);
    if (m) add(s, !!m[1] || /n't\s/.test(m[0]));
  }
  return [...out.values()];
}

/** "nothing else on it can be exchanged", "none of the items could be returned": a denial further ahead in the clause. */
const DENIED_AHEAD = new Map(PROCESS_VERBS.map((v) => [v, new RegExp(String.raw`\b(?:nothing|none|no\s+(?:other|more|further)|neither)\b[^,;:.!?—–()]{0,40}\b(?:can|could|may)\s+(?:\w+\s+)?(?:be\s+)?${v}`, "i")]));
const deniedAhead = (text: string, verb: string) => DENIED_AHEAD.get(verb)!.test(text);
const LATER = /\b(?:once|when|after|as soon as|until|if)\b/i;
/** What belongs to the customer, not the order: "your default address can be changed". */
const NOT_THE_ORDER = /^(?:defau|profi|accou)/;

export type StatusRuleVerdict =
  | { kind: "supported"; passage: PolicyPassage; status: string }
  | { kind: "contradicted"; passage: PolicyPassage; status: string; verb: string; allowed: string[] };

export function checkStatusRule(sentence: string, index: PolicyIndex): StatusRuleVerdict | null {
  const rules = rulesOf(index);
  if (!rules.length) return null;
  const text = sentence.replace(/[’‘]/g, "'");
  const stated = statedStatuses(text, vocabularyOf(index));
  if (stated.length !== 1) return null;
  const { status, not } = stated[0];
  const told = new Map<string, boolean>();
  for (const [verb, p] of permissions(text)) {
    if (verb === "chang" && [...p.about].some((t) => NOT_THE_ORDER.test(t))) continue;
    told.set(verb, p.allowed && !deniedAhead(text, verb));
  }
  // "Changed" beside a process of its own ("can be changed with an exchange") is that process.
  if (told.size > 1 || rules.some((r) => r.verb !== "modif" && text.toLowerCase().includes(r.verb))) told.delete("chang");
  for (const m of text.matchAll(NOTHING_TO)) {
    const v = verbOf(m[1]);
    if (v && !told.has(v)) told.set(v, false);
  }
  for (const m of text.matchAll(ELIGIBLE)) {
    const v = verbOf(m[2]);
    if (v && !told.has(v)) told.set(v, !m[1]);
  }
  let support: PolicyPassage | null = null;
  for (const [verb, allowed] of told) {
    const rule = rules.find((r) => r.verb === verb) ?? rules.find((r) => r.verb === SAME_PROCESS[verb]);
    if (!rule) continue;
    // A status denied tells only that the order is outside a rule that allows that status alone.
    // And "it isn't delivered yet, but once it is, it can be returned" allows it for a later status.
    if (not && (!(rule.statuses.length === 1 && rule.statuses[0] === status) || (allowed && LATER.test(text)))) continue;
    const ok = !not && rule.statuses.includes(status);
    const told = not ? `not ${status}` : status;
    if (allowed && !ok) return { kind: "contradicted", passage: rule.passage, status: told, verb: rule.verb, allowed: rule.statuses };
    if (allowed === ok) support ??= rule.passage;
    else return null;
  }
  return support ? { kind: "supported", passage: support, status: not ? `not ${status}` : status } : null;
}

/**
 * The same rule on a sentence the extractor did not take for a policy statement ("With the order in
 * return-requested status, the chair can still be exchanged"): only a contradiction is added.
 */
export function addStatusRuleClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex): void {
  if (!PROCESS_WORD.test(text)) return;
  const index = policyIndex();
  if (!rulesOf(index).length) return;
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const v = checkStatusRule(sentence.text, index);
    if (v?.kind !== "contradicted") continue;
    const body = sentence.text.trim();
    const from = sentence.span[0] + sentence.text.indexOf(body);
    addPolicyConflict(claims, v.passage, {
      sentence: body,
      span: [from, from + body.length],
      reason: (p) => `${passageWhere(p)} says otherwise: the reply allows it for an order that is "${v.status}", and the policy allows it only when the status is ${v.allowed.map((s) => `"${s}"`).join(" or ")} ("${p.text}")`,
      stated: v.passage.text,
      why: `${v.verb} only when the status is ${v.allowed.join(" or ")}`,
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}

/**
 * "I can set up the exchange to 4107812777 right away" on an order whose latest record says
 * "pending", "I can still swap that tee again on #W4776164" when it says "pending (item modified)":
 * the agent offering a process on orders the status rule excludes. The orders are the ones the
 * sentence names, else the reply's only one; every one of them must be outside the rule. "Swap" is a
 * modification or an exchange, so both rules must exclude the status. Questions, denials and offers
 * for a later status ("once it's delivered, I can set up a return") are left alone.
 */
const OFFER = /\b(?:i|we)\s+(?:can|could|will\s+be\s+able\s+to|am\s+able\s+to|are\s+able\s+to)\s+(?:(?:still|also|now|easily|then)\s+)*(?:(?:set\s+up|process|submit|start|do|go\s+ahead\s+with|arrange|open|make)\s+(?:the|an?|that|this|your)\s+)?(\w+)/gi;
const FOR_LATER_STATUS = /\b(?:once|when|after|as\s+soon\s+as)\b[^,;:.]{0,40}\b(?:deliver|arriv|process|ship)/i;
const ORDER_ID = /#?\b[A-Z]{1,3}\d{5,}\b/g;

export function addOfferedStatusClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex, run: NormalizedRun, beforeSeq: number): void {
  if (!/\b(?:i|we)\s+(?:can|could|will\s+be\s+able|am\s+able|are\s+able)\b/i.test(text)) return;
  const rules = rulesOf(policyIndex());
  if (!rules.length) return;
  let statuses: Map<string, string> | null = null;
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text.trim();
    if (/\?\s*$/.test(body) || FOR_LATER_STATUS.test(body)) continue;
    for (const m of body.matchAll(OFFER)) {
      const word = m[1].toLowerCase();
      const verbs = word.startsWith("swap") ? ["modif", "exchang"] : [verbOf(word)].filter((v): v is string => !!v).map((v) => (v === "chang" ? "modif" : v));
      const own = verbs.map((v) => rules.find((r) => r.verb === v)).filter((r): r is StatusRule => !!r);
      if (!own.length || own.length < verbs.length) continue;
      statuses ??= latestStatuses(run, beforeSeq);
      const named = (s: string) => [...new Set([...s.matchAll(ORDER_ID)].map((x) => x[0].replace(/^#/, "")).filter((id) => statuses!.has(id)))];
      const inSentence = named(body);
      const inReply = named(text);
      const ids = inSentence.length ? inSentence : inReply.length === 1 ? inReply : [];
      if (!ids.length || ids.some((id) => own.some((r) => r.statuses.includes(statuses!.get(id)!)))) continue;
      const rule = own[0];
      const status = statuses.get(ids[0])!;
      const from = sentence.span[0] + sentence.text.indexOf(body);
      addPolicyConflict(claims, rule.passage, {
        sentence: body,
        span: [from, from + body.length],
        reason: (p) => `offers to ${word} on ${ids.map((id) => `#${id}`).join(", ")}, whose latest record says "${status}", where ${passageWhere(p)} allows it only when the status is ${rule.statuses.map((s) => `"${s}"`).join(" or ")} ("${p.text}")`,
        stated: rule.passage.text,
        why: `${rule.verb} only when the status is ${rule.statuses.join(" or ")}`,
      });
      break;
    }
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}

/** Each order the run read before the reply: its id (without '#') → the status of its latest record. */
function latestStatuses(run: NormalizedRun, beforeSeq: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of resultsBefore(run, beforeSeq)) {
    const obj = parseResult(e);
    const id = obj && entityOf(obj);
    if (id && typeof obj.status === "string") out.set(id.replace(/^#/, ""), obj.status.toLowerCase().trim());
  }
  return out;
}
