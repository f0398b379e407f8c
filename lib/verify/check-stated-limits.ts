/**
 * A limit restated with another number than the policy's: "a reservation can have at most four
 * passengers" where the policy says "Each reservation can have at most five passengers"; "up to two
 * gift cards" against "at most three gift cards". The sentence carries no policy cue the extractor
 * knows ("can have at most"), so nothing judged it, and its words are the policy's.
 *
 * The limits are read from the policy ("at most / up to / a maximum of / no more than N <thing>"),
 * once per policy. A sentence of the reply stating a limit on the same thing (its head noun) with
 * another number is contradicted, with the policy's limit beside it. Only a contradiction is added;
 * the same number, a thing the policy sets no limit on, and questions are left alone.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { replySentences } from "./run-records";
import type { Claim } from "./types";

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const LIMIT = /\b(?:at\s+most|up\s+to|a\s+maximum\s+of|maximum\s+of|no\s+more\s+than|not\s+more\s+than)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+([a-z]+(?:\s+[a-z]+){0,2})/gi;
/** Words that end the thing's noun phrase: "five passengers per reservation", "one certificate and". */
const PHRASE_END = new Set("and or per for in on the a an each at to can must with if that which who are is be of from by as may will".split(" "));
const singular = (w: string) => w.replace(/(?:ies)$/, "y").replace(/(?:ses|xes|ches|shes)$/, (m) => m.slice(0, -2)).replace(/s$/, "");

interface Limit { n: number; /** "passenger", "gift card", "travel certificate". */ head: string; text: string; passage: PolicyPassage }

/** Every "at most N thing" in a text, with the thing's noun phrase (singular words). */
function limitsIn(text: string): { n: number; head: string; at: number; text: string }[] {
  const out: { n: number; head: string; at: number; text: string }[] = [];
  for (const m of text.matchAll(LIMIT)) {
    const n = NUMBER_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
    const words: string[] = [];
    for (const w of m[2].toLowerCase().split(/\s+/)) {
      if (PHRASE_END.has(w)) break;
      words.push(w);
    }
    // A unit of time or money is no thing limited: "up to 3 weeks", "up to 5 dollars".
    if (!words.length || /^(?:hours?|days?|weeks?|months?|years?|minutes?|dollars?|percent)$/.test(words[0])) continue;
    const head = words.map(singular).join(" ");
    if (Number.isFinite(n) && head.length >= 3) out.push({ n, head, at: m.index, text: m[0] });
  }
  return out;
}

const policyLimits = perPolicy((index): Limit[] =>
  index.passages.flatMap((p) => limitsIn(p.text).map((l) => ({ n: l.n, head: l.head, text: l.text, passage: p }))),
);

export function addStatedLimitClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex): void {
  if (!/\b(?:at\s+most|up\s+to|maximum|no\s+more\s+than|not\s+more\s+than)\b/i.test(text)) return;
  const limits = policyLimits(policyIndex());
  if (!limits.length) return;
  for (const line of replySentences(text)) {
    if (line.text.trim().endsWith("?")) continue;
    for (const said of limitsIn(line.text)) {
      // The same thing: the same noun phrase, or its head alone ("certificate" for "travel certificate").
      const same = limits.filter((l) => l.head === said.head || l.head.endsWith(` ${said.head}`));
      // The thing's limit, when the policy sets one and only one number for it.
      if (!same.length || same.some((l) => l.n === said.n) || new Set(same.map((l) => l.n)).size > 1) continue;
      const rule = same[0];
      addPolicyConflict(claims, rule.passage, {
        sentence: line.text,
        span: [line.start, line.end],
        stated: rule.passage.text,
        reason: (p) => `says ${said.text.trim()}, but ${passageWhere(p)} says ${rule.text.trim()}: "${p.text}"`,
        why: `the policy's limit is ${rule.n}, not ${said.n}`,
      });
      break;
    }
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
