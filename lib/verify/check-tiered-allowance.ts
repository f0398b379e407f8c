/**
 * "2 free checked bags (Silver member allowance)" for a silver member in basic economy, where the
 * policy gives one (issue 10: "a membership tier the profile does not have", an allowance misread).
 * A policy that sets a count per tier and per class ("If the booking user is a silver member, 1 free
 * checked bag for each basic economy passenger, 2 free checked bag for each economy passenger, and 3
 * free checked bags for each business passenger.") is a table; the reply's count is checked against
 * the cell the run's records select: the tier and class the sentence names, else the values the
 * tool results hold (a profile's "membership": "silver", a reservation's "cabin": "basic_economy").
 *
 * Only a contradiction is ever added, and only when the records name exactly one tier and one class.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { sentenceSpans } from "../evidence/policy-passages";
import type { EvidenceBag } from "./build-evidence-bag";
import { passageRef, passageWhere, type PolicyIndex } from "./match-policy";
import { addPolicyConflict } from "./add-policy-conflict";
import { isPassingVerdict, type Claim } from "./types";

const TIER_ROW = /\bif (?:the )?(?:[a-z]+ )*?(?:user|customer|member|account) is an? ([a-z]+) member\b(.*)$/i;
const CELL = /\b(\d+) ((?:[a-z]+ )*?[a-z]+?)s? for each ((?:[a-z]+ )?[a-z]+) (passenger|traveller|guest|item|person)\b/gi;
const NUMBER_WORDS: Record<string, number> = { zero: 0, no: 0, one: 1, two: 2, three: 3, four: 4, five: 5 };

export interface Table { passage: PolicyPassage; thing: string; cells: Map<string, Map<string, number>>; classes: string[]; tiers: string[] }

/** The policy's per-tier, per-class tables ("1 free checked bag for each economy passenger" per membership). */
const tableCache = new WeakMap<PolicyIndex, Table[]>();
/** The policy's per-tier, per-class tables ("1 free checked bag for each economy passenger", per membership). */
export function tablesOf(index: PolicyIndex): Table[] {
  const cached = tableCache.get(index);
  if (cached) return cached;
  const byThing = new Map<string, Table>();
  for (const p of index.passages) {
    const row = TIER_ROW.exec(p.text);
    if (!row) continue;
    const tier = row[1].toLowerCase();
    for (const m of row[2].matchAll(CELL)) {
      const thing = m[2].toLowerCase();
      const cls = m[3].toLowerCase().replace(/^and /, "");
      let t = byThing.get(thing);
      if (!t) byThing.set(thing, (t = { passage: p, thing, cells: new Map(), classes: [], tiers: [] }));
      if (!t.cells.has(tier)) t.cells.set(tier, new Map());
      t.cells.get(tier)!.set(cls, Number(m[1]));
      if (!t.classes.includes(cls)) t.classes.push(cls);
      if (!t.tiers.includes(tier)) t.tiers.push(tier);
    }
  }
  // Longest class first: "basic economy" before "economy".
  const out = [...byThing.values()].filter((t) => t.tiers.length > 1);
  for (const t of out) t.classes.sort((a, b) => b.length - a.length);
  tableCache.set(index, out);
  return out;
}

const norm = (s: string) => s.toLowerCase().replace(/_/g, " ");
/** The one value of `options` a text names ("Silver member", "in basic economy"), longest first. */
function namedIn(text: string, options: string[]): string | null | "many" {
  const lower = text.toLowerCase();
  const found = new Set<string>();
  let rest = lower;
  for (const o of options) {
    const re = new RegExp(String.raw`\b${o.replace(/ /g, "[ _]")}\b`, "g");
    if (re.test(rest)) {
      found.add(o);
      rest = rest.replace(re, " ");
    }
  }
  return found.size === 0 ? null : found.size === 1 ? [...found][0] : "many";
}

/** The one value of `options` the tool results hold as a JSON string value ("cabin": "basic_economy"). */
function recordedIn(bag: EvidenceBag, options: string[]): string | null {
  const seen = new Set<string>();
  for (const src of bag.sources) {
    if (src.kind !== "tool") continue;
    for (const m of src.content.matchAll(/:\s*"([a-z_ ]{3,30})"/gi)) {
      const v = norm(m[1]);
      if (options.includes(v)) seen.add(v);
    }
  }
  return seen.size === 1 ? [...seen][0] : null;
}

/**
 * "You are entitled to 2 free checked bags per passenger in business class" when the run never read
 * the customer's tier: where the table gives the class different counts per tier, the count rests
 * on a membership nobody looked up (the customer turns out gold, with 3). A count no tier has is
 * contradicted; one some tier has is invented until the profile is read. A count every tier shares,
 * and a reply that speaks of the membership at all, are left alone.
 */
function unknownTier(claims: Claim[], table: Table, cls: string, n: number, sentence: string, span: [number, number], covers: [number, number], said: string): void {
  const byTier = table.tiers.map((t) => [t, table.cells.get(t)?.get(cls)] as const).filter((x): x is readonly [string, number] => x[1] !== undefined);
  const counts = new Set(byTier.map(([, c]) => c));
  if (byTier.length < 2 || counts.size < 2) return;
  const list = byTier.map(([t, c]) => `${t} ${c}`).join(", ");
  if (!counts.has(n)) {
    addPolicyConflict(claims, table.passage, {
      sentence, span, covers, stated: `${cls}: ${list}`,
      reason: (p) => `says ${said}; ${passageWhere(p)} gives no tier that many in ${cls} (${list}): "${p.text}"`,
      why: `no membership tier gets ${n} in ${cls}`,
    });
    return;
  }
  const p = passageRef(table.passage);
  const found = {
    verdict: "invented" as const,
    reason: `says ${said}, but ${passageWhere(p)} sets the ${cls} allowance by membership (${list}) and the run never read the customer's tier: look up the profile before stating it`,
    support: [],
    passage: p,
  };
  const existing = claims.find((c) => c.kind === "policy" && c.span[0] <= covers[0] && c.span[1] >= covers[1]);
  if (existing) {
    // An invented claim gets the reason that says what is missing; a contradiction stays.
    if (isPassingVerdict(existing.verdict) || existing.verdict === "invented") Object.assign(existing, found);
    return;
  }
  claims.push({ kind: "policy", text: sentence.trim(), span, value: { type: "policy", clauseIds: [] }, citations: { tools: [], clauses: [] }, ...found });
}

export function addTieredAllowanceClaims(claims: Claim[], text: string, bag: EvidenceBag, policyIndex: () => PolicyIndex): void {
  if (!/\bfree\b/i.test(text)) return;
  const tables = tablesOf(policyIndex());
  for (const table of tables) {
    const last = table.thing.split(" ").pop()!;
    const claimRe = new RegExp(String.raw`\b(\d+|zero|no|one|two|three|four|five) ((?:[a-z]+ ){0,2}${last})s?\b`, "gi");
    for (const [start, end] of sentenceSpans(text)) {
      const sentence = text.slice(start, end);
      if (/\?\s*$/.test(sentence)) continue;
      for (const m of sentence.matchAll(claimRe)) {
        if (!/\bfree\b/i.test(m[2]) && !/\bfree\b/i.test(sentence.slice(Math.max(0, m.index! - 20), m.index!))) continue;
        const n = NUMBER_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
        const tierNamed = namedIn(sentence, table.tiers);
        const classNamed = namedIn(sentence, table.classes);
        if (tierNamed === "many" || classNamed === "many") continue;
        // Else the one the rest of the reply names ("**Cabin:** Basic Economy" two lines up), else the records'.
        const inReply = (options: string[]) => {
          const v = namedIn(text, options);
          return v === "many" ? null : v;
        };
        const tier = tierNamed ?? inReply(table.tiers) ?? recordedIn(bag, table.tiers);
        const cls = classNamed ?? inReply(table.classes) ?? recordedIn(bag, table.classes);
        if (!tier && cls && !/\b(?:member|membership|tier|status)\b/i.test(text)) {
          unknownTier(claims, table, cls, n, sentence, [start, end], [start + m.index!, start + m.index! + m[0].length - 1], m[0]);
          continue;
        }
        if (!tier || !cls) continue;
        const expected = table.cells.get(tier)?.get(cls);
        if (expected === undefined || expected === n) continue;
        const s = start + m.index!;
        const e = s + m[0].length;
        const whose = (named: string | null, v: string, options: string[]) => (named ? "the sentence's" : inReply(options) === v ? "the reply's" : "the records'");
        const from = `${whose(tierNamed, tier, table.tiers)} ${tier} member, ${whose(classNamed, cls, table.classes)} ${cls}`;
        const stated = `${expected} ${table.thing}${expected === 1 ? "" : "s"} for each ${cls} passenger of a ${tier} member`;
        addPolicyConflict(claims, table.passage, {
          sentence, span: [start, end], covers: [s, e], stated,
          reason: (p) => `says ${m[0]}; ${passageWhere(p)} gives ${stated} (${from}): "${p.text}"`,
          why: `the policy's allowance for ${tier} and ${cls} is ${expected}, not ${n}`,
        });
      }
    }
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
