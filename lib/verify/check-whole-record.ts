/**
 * An action the agent's tool can only apply to a whole record: tau2 retail's cancel_pending_order
 * takes an order id and a reason, no items; tau-bench's cancel_reservation a reservation id alone.
 * "The pending order can only be cancelled as a whole, not just the hose" says what the tool does
 * (a policy sentence no passage states: grounded by the tool list); "I'll also cancel just the
 * Garden Hose from pending order #W2575533" offers what it cannot do (contradicted). A verb is
 * whole-only when every tool named for it takes no part of a record (no item, line, product,
 * flight, passenger or segment parameter). Without the tool list nothing changes.
 */
import { replySentences } from "./run-records";
import type { Claim, ToolParameters } from "./types";

const VERBS: [RegExp, string][] = [
  [/\bcancel\w*/i, "cancel"],
  [/\breturn(?:ed|ing|s)?\b/i, "return"],
  [/\bexchang\w*/i, "exchang"],
  [/\b(?:modif\w*)/i, "modif"],
];
const PART_PARAM = /item|line|product|sku|flight|passenger|segment|leg|part/i;
/** A part of the record named as what the action may take: said with a denial it restates the tool, said as an allowance it breaks it. */
const PART = /\b(?:individual|single|specific|separate)\s+(?:items?|products?|lines?)\b|\bpartial(?:ly)?\b|\bpart of (?:an?|the) (?:order|reservation|booking)\b/i;
const WHOLE_ONLY = /\bas a whole\b|\b(?:entire|whole|full)\s+(?:order|reservation|booking)\b|\ball or nothing\b/i;
const ALLOWS = /\b(?:can|could|may|allowed|able|possible|permitted|eligible)\b/i;
const NEGATED = /\b(?:not|cannot|can not|unable|no way|as a whole)\b|n['’]t\b/i;
/** The whole record acted on first ("cancelling order #W2575533 would also cancel the other items in it"): the items after are what goes with it, not a part offered. */
const wholeBefore = (stem: string) => new RegExp(String.raw`\b${stem}\w*\s+(?:(?:the|your|this|that)\s+)?(?:(?:whole|entire|full|pending)\s+)?(?:order|reservation|booking|#?[A-Z]\d{4,}\b)`, "i");
/** "cancel just the Garden Hose", "cancel only that one item": the verb, then a part of the record. */
const partAfter = (stem: string) => new RegExp(String.raw`\b${stem}\w*\s+(?:(?:\w+\s+)?(?:just|only)\s+(?:the|your|that|this|one|a)\s+(?!(?:order|orders|reservation|booking|whole|entire)\b)([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2})|(?:any|the|those|these|some)\s+(?:[a-z-]+\s+){0,2}?(items?|products?|lines?)\b)`, "i");

function wholeOnly(tools: ToolParameters): Set<string> {
  const out = new Set<string>();
  for (const [re, stem] of VERBS) {
    const named = tools.filter((t) => re.test(t.name.replace(/_/g, " ")));
    if (named.length && named.every((t) => !t.parameters.some((p) => PART_PARAM.test(p)))) out.add(stem);
  }
  return out;
}

export function addWholeRecordClaims(claims: Claim[], text: string, tools: ToolParameters | undefined): void {
  if (!tools || tools.length === 0 || !VERBS.some(([re]) => re.test(text))) return;
  const whole = wholeOnly(tools);
  if (!whole.size) return;
  const verbsIn = (s: string) => VERBS.filter(([re, stem]) => whole.has(stem) && re.test(s)).map(([, stem]) => stem);
  // Said as a rule: grounded by the tool list.
  for (const c of claims) {
    if (c.kind !== "policy" || c.verdict !== "invented" || c.citations.clauses.length || !(PART.test(c.text) || WHOLE_ONLY.test(c.text))) continue;
    const verbs = verbsIn(c.text);
    if (!verbs.length) continue;
    const toolsOf = tools.filter((t) => verbs.some((v) => t.name.includes(v)));
    if (PART.test(c.text) && !WHOLE_ONLY.test(c.text) && !NEGATED.test(c.text) && ALLOWS.test(c.text)) {
      // "You're allowed to cancel individual items from a pending order": a part allowed that the tool cannot take.
      c.verdict = "contradicted";
      c.reason = `The reply allows ${verbs[0]} on a part of a record ("${PART.exec(c.text)![0]}"), but ${toolsOf.map((t) => `${t.name}(${t.parameters.join(", ")})`).join(", ")} acts on the whole record.`;
      c.conflict = { claimed: c.text, stated: toolsOf.map((t) => t.name).join(", "), why: "the parameters of the tool that does it" };
      delete c.passage;
      continue;
    }
    c.verdict = "grounded";
    c.reason = `what the agent's tool does, not a store rule: ${tools.filter((t) => verbs.some((v) => t.name.includes(v))).map((t) => `${t.name}(${t.parameters.join(", ")})`).join(", ")} takes no part of a record`;
    delete c.passage;
  }
  // Offered on a part: contradicted by the tool list.
  for (const s of replySentences(text)) {
    if (/\?\s*$/.test(s.text.trim()) || NEGATED.test(s.text)) continue;
    const verbs = verbsIn(s.text).filter((v) => partAfter(v).test(s.text));
    const part = verbs.length ? partAfter(verbs[0]).exec(s.text) : null;
    if (!part) continue;
    const whole = wholeBefore(verbs[0]).exec(s.text);
    if (whole && whole.index < part.index && !/\b(?:just|only)\b/i.test(part[0])) continue;
    const lead = s.text.length - s.text.trimStart().length;
    const span: [number, number] = [s.start + lead, s.start + lead + s.text.trim().length];
    const tool = tools.filter((t) => verbs.some((v) => t.name.includes(v)));
    claims.push({
      kind: "action",
      text: s.text.trim(),
      span,
      value: { type: "action", verb: verbs[0] === "cancel" ? "cancel" : "change", entity: null },
      citations: { tools: [], clauses: [] },
      verdict: "contradicted",
      reason: `The reply offers to ${verbs[0]} only part of a record ("${part[0]}"), but ${tool.map((t) => `${t.name}(${t.parameters.join(", ")})`).join(", ")} acts on the whole record. Offer what the tool can do.`,
      support: [],
      conflict: { claimed: s.text.trim(), stated: tool.map((t) => t.name).join(", "), why: "the parameters of the tool that does it" },
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
