/**
 * A permission the policy ties to a record's status ("An order can only be cancelled if its status
 * is 'pending'"), applied to the status the sentence itself states: "Since the order is now 'return
 * requested', the chair can't be exchanged" and "Both orders are delivered, so there's nothing to
 * cancel, but the items can be returned" follow from the rules; "The order is delivered, so it can
 * be cancelled" breaks one. A denial for a status the rule allows is left alone (another rule may
 * forbid it: "pending, but already modified once"), and so is a sentence naming two statuses.
 */
import { perPolicy, permissions, PROCESS_VERBS, type PolicyIndex } from "./match-policy";
import type { PolicyPassage } from "../evidence/policy-passages";

interface StatusRule { verb: string; statuses: string[]; passage: PolicyPassage }

const RULE = /\bcan\s+only\s+be\s+(\w+)\s+if\s+(?:its|the(?:\s+\w+)?['’]s)\s+status\s+is\s+([^.;]+)/i;
const QUOTED = /['"‘’“”]([^'"‘’“”]{3,40})['"‘’“”]/g;

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
const TOLD = String.raw`\b(?:is|are|was|were|(?:has|have)\s+(?:already\s+|now\s+)?been|shows?|status(?:\s+of)?)\s+(?:now\s+|still\s+|already\s+|currently\s+|both\s+|all\s+|(?:marked|shown|listed)\s+(?:as\s+)?|as\s+)*`;
const TOLD_QUOTED = new RegExp(TOLD + String.raw`['"‘’“”]([^'"‘’“”]{3,40})['"‘’“”]`, "gi");

function statedStatuses(sentence: string, known: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const q of sentence.matchAll(TOLD_QUOTED)) out.add(q[1].toLowerCase().trim());
  if (out.size) return out;
  const lower = sentence.toLowerCase();
  for (const s of known) {
    const re = new RegExp(TOLD + String.raw`${s.replace(/[()]/g, "\\$&")}\b`);
    if (re.test(lower)) out.add(s);
  }
  return out;
}

export type StatusRuleVerdict =
  | { kind: "supported"; passage: PolicyPassage; status: string }
  | { kind: "contradicted"; passage: PolicyPassage; status: string; verb: string; allowed: string[] };

export function checkStatusRule(sentence: string, index: PolicyIndex): StatusRuleVerdict | null {
  const rules = rulesOf(index);
  if (!rules.length) return null;
  const text = sentence.replace(/[’‘]/g, "'");
  const stated = statedStatuses(text, new Set(rules.flatMap((r) => r.statuses)));
  if (stated.size !== 1) return null;
  const status = [...stated][0];
  const told = new Map<string, boolean>();
  for (const [verb, p] of permissions(text)) told.set(verb, p.allowed);
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
    const rule = rules.find((r) => r.verb === verb);
    if (!rule) continue;
    const ok = rule.statuses.includes(status);
    if (allowed && !ok) return { kind: "contradicted", passage: rule.passage, status, verb, allowed: rule.statuses };
    if (allowed === ok) support ??= rule.passage;
    else return null;
  }
  return support ? { kind: "supported", passage: support, status } : null;
}
