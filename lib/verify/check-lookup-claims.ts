/**
 * "If you can provide your email address, I can look up your user ID for you" from an agent none
 * of whose tools takes an email (issue 10, airline tasks 23 and 24: the agent then guessed an id
 * from the address). The promise is about what the agent can do, so no tool result can ground it;
 * the agent's own tool list can refute it.
 *
 * When the caller passes the agent's tools (`VerifyOptions.tools`), a sentence offering to find
 * the customer's account, profile, user id, reservation or order by a detail the customer gives
 * (email, phone, name, ZIP, address, date of birth) is invented when no tool has a parameter for
 * that detail. "You might find the reservation ID in your email" (where to look, not a lookup
 * key), refusals ("I'm unable to search by name") and questions about other things are left alone.
 */
import { sentenceSpans } from "../evidence/policy-passages";
import type { Claim, ToolParameters } from "./types";

/** A customer detail, and the parameter names a tool would take it by. */
const DETAILS: { words: RegExp; label: string; param: RegExp }[] = [
  { words: /\be-?mail(?:\s+address)?\b/i, label: "an email address", param: /e-?mail/i },
  { words: /\b(?:phone|mobile)(?:\s+number)?\b/i, label: "a phone number", param: /phone|mobile|tel/i },
  { words: /\b(?:zip|postal)(?:\s+code)?\b/i, label: "a ZIP code", param: /zip|postal|post_?code/i },
  { words: /\b(?:date of birth|birth ?date|dob)\b/i, label: "a date of birth", param: /dob|birth/i },
  { words: /\b(?:full\s+|first\s+(?:and\s+last\s+)?)?name\b/i, label: "a name", param: /(?:^|_)(?:first_?|last_?|full_?)?name$/i },
];
/** Finding the customer's record: "look up your user ID", "locate your account", "find your reservation". */
const LOOKUP = /\b(?:look(?:\s+\w+)?\s+up|locate|find|identify|retrieve|search\s+for|pull\s+up|access)\s+(?:you|it|them|(?:your|the)\s+(?:user\s*id|user|account|profile|reservations?|bookings?|orders?|details))\b/i;
/** The detail as the key: "provide your email", "by your email", "with your phone number", "using the email". */
const AS_KEY = /\b(?:provide|share|give|send|tell|by|with|using|via|from)\s+(?:me\s+)?(?:us\s+)?(?:your|the|an?)\s+/i;
const REFUSAL = /\b(?:unable|not able|cannot|can['’]?t|can not|don['’]t have|no way|isn['’]t possible|not possible)\b/i;

/** Parameter names of each tool, from OpenAI-style definitions (`{type:"function", function:{...}}`) or `{name, parameters}`. */
export function toolParameters(defs: unknown): ToolParameters {
  if (!Array.isArray(defs)) return [];
  const out: { name: string; parameters: string[] }[] = [];
  for (const d of defs) {
    const fn = d && typeof d === "object" ? ((d as { function?: unknown }).function ?? d) : null;
    if (!fn || typeof fn !== "object") continue;
    const { name, parameters } = fn as { name?: unknown; parameters?: { properties?: unknown } };
    if (typeof name !== "string") continue;
    const props = parameters && typeof parameters.properties === "object" && parameters.properties ? Object.keys(parameters.properties) : [];
    out.push({ name, parameters: props });
  }
  return out;
}

export function addLookupClaims(claims: Claim[], text: string, tools: ToolParameters | undefined): void {
  if (!tools || tools.length === 0 || !LOOKUP.test(text)) return;
  const params = tools.flatMap((t) => t.parameters.map((p) => ({ tool: t.name, param: p })));
  for (const [start, end] of sentenceSpans(text)) {
    // A promise may span the request and the reason: "Could you provide your email? This will help me locate your user ID."
    const sentence = text.slice(start, end);
    const before = text.slice(Math.max(0, start - 200), start);
    const lookup = LOOKUP.exec(sentence);
    if (!lookup || REFUSAL.test(sentence)) continue;
    const scope = `${before.trimEnd().split(/[.!?]\s/).pop() ?? ""} ${sentence}`;
    for (const d of DETAILS) {
      const m = d.words.exec(scope);
      if (!m || !AS_KEY.test(scope.slice(Math.max(0, m.index - 40), m.index + 1))) continue;
      if (params.some((p) => d.param.test(p.param))) continue;
      const lead = sentence.length - sentence.trimStart().length;
      const span: [number, number] = [start + lead, start + lead + sentence.trim().length];
      if (claims.some((c) => c.span[0] <= span[0] && c.span[1] >= span[1] && c.verdict !== "grounded")) break;
      const names = tools.map((t) => t.name);
      claims.push({
        kind: "policy",
        text: sentence.trim(),
        span,
        value: { type: "policy", clauseIds: [] },
        citations: { tools: [], clauses: [] },
        verdict: "invented",
        held: true,
        reason: `offers to find the customer's record by ${d.label}, but none of this agent's tools takes one (${names.slice(0, 8).join(", ")}${names.length > 8 ? ", ..." : ""}). Ask for a detail a tool can look up, or transfer the customer.`,
        support: [],
      });
      break;
    }
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
