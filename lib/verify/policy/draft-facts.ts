/**
 * Draft the facts a policy sentence states, with generic number, unit and list extraction (issue
 * 24): durations ("within 24 hrs of booking"), amounts ("$50 per bag"), rates ("10%"), limits ("at
 * most five passengers", "max. 1 time"), allowed or forbidden kinds ("paid with a gift card or a
 * credit card"), and the statuses an action needs ("can only be cancelled if its status is
 * 'pending'"). Drafts are for the policy owner to confirm; the checks use them meanwhile, carefully.
 * Nothing here knows a business: the words come from the sentence.
 */
import { extractValues } from "../extract/extract-values";
import { findNumbers } from "../language/numbers";
import { STOPWORDS, stem } from "../language/words";
import type { PolicyFact } from "../types";

const REF = "2000-01-01";

/** Words after "per", "each", "for each", "/" naming the unit an amount is per ("$50/bag", "$100 per passenger"). */
const PER = /^\s*(?:\(|,)?\s*(?:per|for each|for every|each|a|an|\/|times the number of|x the number of|multiplied by the number of)\s*([a-z]+)/i;
const LIMIT_LEAD = /\b(?:up to|at most|no more than|not more than|maximum(?: of)?|a maximum of|max\.?|limit(?:ed)? (?:of|to)|only(?:\s+(?:have|hold|use|keep|get|add|make|request|submit|be|allow|take|book|carry))?|cap(?:ped)? at)\s*$/i;
const LIMIT_TRAIL = /^\s*(?:or (?:fewer|less)|max(?:imum)?\.?|at most)\b/i;

/** The noun a count is of: "five passengers", "3 free checked bags" (the last word before a break), "1 time". */
function nounAfter(text: string): string | null {
  const m = /^\s*((?:[A-Za-z-]+\s+){0,2}?[A-Za-z-]+)(?=\s*(?:$|[,.;:()!?]|\s(?:per|each|for|in|on|at|within|of|and|or|to|is|are|can|may|will|must|that|which|who|with)\b))/i.exec(text.slice(0, 48));
  if (!m) return null;
  const words = m[1].split(/\s+/).filter((w) => !STOPWORDS.has(w.toLowerCase()) && !/^(?:free|extra|additional|more|new|other|separate|different)$/i.test(w));
  const last = words[words.length - 1];
  if (!last || last.length < 2) return null;
  // "gift cards" and "credit card" are two limits: the head noun keeps the word before it.
  const before = words[words.length - 2];
  return (before ? `${before} ${last}` : last).toLowerCase();
}

/** A list of kinds: "a gift card, a credit card or a certificate" → the three, articles dropped. */
export function listItems(text: string): string[] {
  const cut = text.split(/[.;:()!?]|\b(?:if|when|unless|but|which|that|so|because|and then|for|to|on|in|within|after|before|from)\b/i)[0];
  return cut
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+|\s*\/\s*/i)
    .map((s) => s.replace(/^\s*(?:a|an|the|any|your|their|its|one|either|neither|other)\s+/i, "").replace(/[*_'"“”‘’`]/g, "").trim().toLowerCase())
    .filter((s) => s.length >= 2 && s.split(/\s+/).length <= 4 && /[a-z]/.test(s) && !STOPWORDS.has(s));
}

/** "can only be paid with", "must be refunded to", "accepted as", "using": a method or kind follows. */
const ALLOWED_KINDS = /\b(?:(?:can|may|must|should|will)\s+only\s+be|(?:must|should|can|will)\s+be|only(?:\s+be)?)\s+(?:paid|made|refunded|returned|issued|used|charged|sent|credited|settled|processed|accepted|done|covered|booked|purchased|applied)\s+(?:with|by|using|via|through|to|in|as|on)\s+/gi;
const ONLY_KINDS = /\b(?:accepted|allowed|eligible|valid)\s+(?:payment\s+)?(?:methods?|forms?|types?|kinds?|options?)\s+(?:are|is|include)\s*:?\s*/gi;
const FORBIDDEN_KINDS = /\b(?:can(?:not|['’]t)|may\s+not|must\s+not|will\s+not|won['’]t|is\s+not|are\s+not|never)\s+(?:be\s+)?(?:paid|made|refunded|issued|used|charged|credited|settled|accepted|applied|booked|purchased)\s+(?:with|by|using|via|through|to|in|as|on)\s+/gi;
/** "if its status is 'pending'", "only if the order is 'pending' or 'processed'", "in 'delivered' status". */
const STATUS_COND = /\b(?:status|state)\s+(?:is|of|must be|should be|needs to be|equals|:)\s*((?:['"“‘]?[\w -]{2,30}?['"”’]?(?:\s*,\s*|\s+or\s+|\s*\/\s*)?){1,5})(?=[,.;)]|\s+(?:and|then|to|for|before|after|when|if|the|you|it)\b|$)/gi;
const QUOTED_STATUS = /['"“‘]([a-z][\w -]{1,30})['"”’]\s*(?:status|state)\b|\b(?:status|state)\s+(?:of\s+)?['"“‘]([a-z][\w -]{1,30})['"”’]/gi;
/** The action of a rule: "can be cancelled", "to modify", "can only be returned", "exchange or return". */
const ACTION_VERB = /\b(?:can|may|could)(?:\s+only)?\s+be\s+([a-z]+ed)\b|\b(?:to|can|may|could)\s+(?:only\s+)?([a-z]{3,})\b(?=\s+(?:a|an|the|your|their|its|this|that|any|it|them|orders?|items?)\b)|\b([a-z]+ed)\s+only\s+(?:if|when)\b/i;

function statusesIn(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(STATUS_COND)) out.push(...listItems(m[1].replace(/['"“”‘’]/g, "")));
  for (const m of sentence.matchAll(QUOTED_STATUS)) out.push((m[1] ?? m[2]).toLowerCase());
  return [...new Set(out.map((s) => s.trim()).filter((s) => s && s.split(/\s+/).length <= 3))];
}

function actionOf(sentence: string): string | null {
  const m = ACTION_VERB.exec(sentence);
  const w = m?.[1] ?? m?.[2] ?? m?.[3];
  return w && !STOPWORDS.has(w) && !/^(?:be|have|make|take|use|get|provide|ensure|check|help|proceed|need)$/.test(w) ? stem(w) : null;
}

/** The facts of one policy sentence. `offset` is where the sentence starts in the text the spans point into. */
export function draftFacts(sentence: string, offset = 0): PolicyFact[] {
  const out: PolicyFact[] = [];
  const about = sentence.replace(/\s+/g, " ").trim().slice(0, 400);
  const span: [number, number] = [offset, offset + sentence.length];
  for (const v of extractValues(sentence, REF)) {
    const after = sentence.slice(v.span[1], v.span[1] + 40);
    if (v.value.type === "duration") {
      const since = /^\s*(?:of|from|after|since|before|following)\s+(?:the\s+|your\s+|its\s+|their\s+)?([a-z]+(?:\s+(?!(?:for|to|of|and|or|with|in|on|at|by|if|is|are|the|a)\b)[a-z]+)?)/i.exec(after)?.[1]?.toLowerCase();
      out.push({ kind: "duration", min: v.value.min, max: v.value.max, unit: v.value.unit, ...(since ? { since } : {}), about, span });
    } else if (v.value.type === "money") {
      const per = PER.exec(after)?.[1]?.toLowerCase();
      out.push({ kind: "amount", cents: v.value.cents, ...(per && !STOPWORDS.has(per) ? { per } : {}), about, span });
    } else if (v.value.type === "percent") {
      const per = /^\s*(?:of|on)\s+(?:the\s+)?([a-z]+)/i.exec(after)?.[1]?.toLowerCase();
      out.push({ kind: "rate", ratio: v.value.ratio, ...(per ? { per } : {}), about, span });
    }
  }
  for (const n of findNumbers(sentence)) {
    if (n.suffix || n.ordinal || !Number.isInteger(n.value) || n.value > 1000) continue;
    const before = sentence.slice(Math.max(0, n.start - 28), n.start);
    if (/[$€£]\s?$/.test(before)) continue;
    const after = sentence.slice(n.end);
    const lead = LIMIT_LEAD.test(before);
    const trail = LIMIT_TRAIL.test(after.slice(0, 24).replace(/^\s*[A-Za-z-]+(?:\s+[A-Za-z-]+)?/, ""));
    if (!lead && !trail) continue;
    const noun = nounAfter(after);
    if (!noun || /^(?:hours?|days?|weeks?|months?|years?|minutes?|hrs?|mins?|percent|dollars?)$/.test(noun)) continue;
    out.push({ kind: "limit", max: n.value, noun: noun.split(" ").map((w) => stem(w)).join(" "), about, span });
  }
  for (const re of [ALLOWED_KINDS, ONLY_KINDS]) {
    for (const m of sentence.matchAll(re)) {
      const items = listItems(sentence.slice(m.index + m[0].length));
      if (items.length) out.push({ kind: "kinds", allowed: items, about, span });
    }
  }
  for (const m of sentence.matchAll(FORBIDDEN_KINDS)) {
    const items = listItems(sentence.slice(m.index + m[0].length));
    if (items.length) out.push({ kind: "kinds", forbidden: items, about, span });
  }
  const statuses = statusesIn(sentence);
  const action = statuses.length ? actionOf(sentence) : null;
  if (action && statuses.length) out.push({ kind: "statuses", action, statuses, about, span });
  return out;
}
