/**
 * Action claims (issue 16): sentences saying a write action was done ("I've cancelled order
 * #W2378156", "your refund has been issued", "the return label is on its way"), with the entity,
 * amount and recipient they name. Regular expressions and small lists, like the rest of the
 * extractor. Future, conditional and negated statements ("I can cancel", "once you confirm, I will",
 * "it has not been refunded", "nothing has been changed") and questions are not claims of a done action; nor is a state read
 * from a record ("it has already been cancelled").
 */
import { caseBlind, matchAllCaseBlind } from "./case-blind";
import { SUFFIX_CUE } from "./extract-claims";
import { clauseBefore, negatedAt } from "./negation";
import { parseCitations, splitSentences } from "./parse-citations";
import type { ActionVerb } from "./types";

/** The value claims (ids, money) the main extractor found, which an action sentence may name. */
export interface ValueClaimRef {
  kind: string;
  span: [number, number];
  value: { type: string; id?: string; cents?: number };
}

export interface ExtractedAction {
  verb: ActionVerb;
  /** The sentence, trimmed: the console shows the call beside it. */
  text: string;
  span: [number, number];
  /** [start, end) of the words that state the action ("I've cancelled"). */
  phrase: [number, number];
  /** Ids named in the sentence, in order (the entity is the first one a call touched). */
  ids: string[];
  cents: number[];
  recipient?: string;
  citations: { tools: string[]; clauses: string[] };
  /** The list lines that follow a sentence ending in ":" ("Your exchange has been submitted for order #W1:\n- Desk lamp ..."): what it acted on. */
  listed?: string[];
}

/** Participles / past forms that name their action. */
const DIRECT: [RegExp, ActionVerb][] = [
  [/^cancel+ed$/, "cancel"],
  [/^(?:refunded|reimbursed|credited)$/, "refund"],
  [/^returned$/, "return"],
  [/^(?:exchanged|swapped)$/, "exchange"],
  [/^(?:sent|messaged|emailed|forwarded|notified|contacted)$/, "send"],
  [/^(?:changed|modified|updated|upgraded|downgraded|switched|moved|amended|adjusted)$/, "change"],
  [/^added$/, "add"],
  [/^(?:removed|deleted)$/, "remove"],
  [/^(?:booked|rebooked|reserved)$/, "book"],
  [/^(?:escalated|transferred|referred|handed)$/, "escalate"],
  [/^replaced$/, "replace"],
];
/** Verbs whose action is named by their object or subject ("processed the return"). */
const GENERIC = /^(?:processed|issued|initiated|started|submitted|placed|created|completed|arranged|applied|scheduled|filed|generated|made|put through)$/;
const PARTICIPLE = String.raw`cancel+ed|refunded|reimbursed|credited|returned|exchanged|swapped|sent|messaged|emailed|forwarded|notified|contacted|changed|modified|updated|upgraded|downgraded|switched|moved|rebooked|amended|adjusted|added|removed|deleted|booked|reserved|escalated|transferred|referred|handed|replaced|processed|issued|initiated|started|submitted|placed|created|completed|arranged|applied|scheduled|filed|generated|made`;
const ADVERBS = String.raw`(?:(?:just|now|also|successfully|then|gone ahead and|went ahead and|officially|fully|promptly)\s+)*`;

/** "I've cancelled", "we have processed", "I cancelled", "I went ahead and booked". */
const ACTIVE = caseBlind(String.raw`\b(?:i|we)(?:\s*['’]ve|\s+have|\s+had)?\s+${ADVERBS}(${PARTICIPLE})\b`, "g");
/** A second verb of the same subject: "I've updated order #W1 and also changed the default address on your profile". */
const CONJOINED = new RegExp(String.raw`^and\s+${ADVERBS}(${PARTICIPLE})\b`, "i");
/** "has been cancelled", "have now been refunded", "was successfully issued" (simple past only with an adverb of this moment). */
const PASSIVE = caseBlind(String.raw`\b(?:(?:has|have|had)(?:\s+(?:now|just|also|successfully|officially|fully))*\s+been|(?:is|are|was|were)\s+(?:now|just|successfully|officially)(?:\s+(?:now|just|successfully|officially|been))*|(?:is|are)\s+(?=cancel+ed\b)|(?:is|are)(?=\s+submitted\b))\s+(?:(?:successfully|fully|officially|now)\s+)?(${PARTICIPLE})\b`, "g");
/**
 * A list line reporting what was done, with no auxiliary: "- **Checked Bag:** 1 checked bag added",
 * "- Insurance removed". Only a participle that ends its line (or is followed by a bracket or
 * a dash note) after a short noun phrase: "- Bags added: 2" is a heading of what follows, too.
 */
const LINE_DONE = /^[ \t]*(?:[-*•]|\d+[.)])[ \t]+(?:\*\*[^*\n]{1,40}\*\*:?[ \t]*)?(?:(?:\d+|an?|one|two|three|the|your)[ \t]+)?(?:[A-Za-z]+[ \t]+){0,3}?(added|removed|cancel+ed|refunded|booked|upgraded|downgraded)\b(?=[ \t]*(?:$|\(|[-–—:]|\.))/gm;
/** A reply laying out changes to confirm: "Here is what I will change", "Please confirm", "Shall I go ahead?". */
const PROPOSING = /\b(?:i\s+will|i['’]ll|will\s+be|would\s+you\s+like|shall\s+i|should\s+i|please\s+confirm|confirm\s+(?:if|that|whether|these|this)|go\s+ahead\?|proceed\?|to\s+be\s+(?:added|removed|changed))\b/i;
/** "Order #W1 now has an exchange requested for ...": the request told as made. */
const NOW_HAS = /\bnow\s+(?:has|have)\s+(?:an?\s+)?(exchanges?|returns?|cancell?ations?)\s+(?:requested|submitted)\b/gi;
/** A bare present passive hangs on what follows: "the exchange is submitted once you confirm". */
const LATER = /\b(?:once|when|after|as soon as|if|until|only)\b/i;
/** "the refund is on its way", "labels are on their way". */
const ON_ITS_WAY = /\b(?:is|are)\s+(?:(?:now|already)\s+)?on\s+(?:its|their)\s+way\b/gi;

/** Nouns that name the action of a generic verb or of "on its way". */
const NOUNS: [RegExp, ActionVerb][] = [
  [/\bcancell?ations?\b/i, "cancel"],
  [/\brefunds?\b/i, "refund"],
  [/\b(?:returns?|return labels?|labels?)\b/i, "return"],
  [/\bexchanges?\b/i, "exchange"],
  [/\breplacements?\b/i, "replace"],
  [/\b(?:certificates?|vouchers?|compensation|travel credits?|gift cards?)\b/i, "compensate"],
  [/\b(?:modifications?|changes?|updates?|upgrades?|downgrades?)\b/i, "change"],
  [/\b(?:bookings?|reservations?|new orders?)\b/i, "book"],
  [/\b(?:messages?|emails?|notes?|questions?|requests? to the seller)\b/i, "send"],
  [/\b(?:escalations?|transfers?|handoffs?|tickets?)\b/i, "escalate"],
];

/**
 * The customer's profile named as what an action changed ("the default address on your profile",
 * "your profile", "your account address"): another record than the order or reservation a write
 * on it changes (retail: modify_user_address, not modify_pending_order_address).
 */
export const PROFILE_RECORD = /\b(?:default|saved|profile|account)\s+(?:shipping\s+)?address(?:es)?\b|\b(?:your|the)\s+(?:user\s+)?profile\b|\baddress(?:es)?\s+(?:on|in)\s+(?:your|the)\s+(?:profile|account)\b/i;
/** The words an active verb acts on, up to where its target, purpose or a next clause begins ("... to match", ", so ..."). */
export const objectWords = (after: string): string => after.split(/\b(?:to|for|from|with|so|because|since|as|and|but|which)\b|[,;:.!?]/)[0].slice(0, 60);

/** Words in the clause before the action that make it not (yet) done. */
const NOT_DONE = /\b(?:will|would|can|could|may|might|shall|should|going to|once|if|when|whenever|after|before|unless|until|as soon as|let me|want(?:s|ed)? me to|like me to|able to|need(?:s)? to|must|have to|has to|ready to|about to|status|not|n['’]t|never|already|previously|originally|earlier)\b|['’]ll\b|['’]d\b/i;
/**
 * What the agent is composing for the customer to confirm: "This draft includes only the desk lamp
 * exchange. The water bottle has been removed." edits the draft, not the order.
 */
const DRAFT = /\b(?:draft|proposal|preview)s?\b/i;
const DRAFT_EDITS: ReadonlySet<ActionVerb> = new Set(["add", "remove", "change"]);
const CLAUSE_START = /[,;:()]|\b(?:and|but|so|then|which|while)\b/gi;
const EMAIL = /\b[^@\s,;:()<>]+@[^@\s,;:()<>]+\.[a-z]{2,}\b/i;
const RECIPIENT = /\bto\s+(?:the\s+)?(seller|merchant|vendor|carrier|team|specialist|(?:human|live|support)\s+agents?|supervisor|manager|colleague)\b/i;

/**
 * Money returned is a refund, not a product return: "$2,544 has been returned to gift card 8887175",
 * "I've returned $50 to your card". The amount is the thing returned (before a passive, after an
 * active verb), or it goes back to a payment method.
 */
const AMOUNT = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s*(?:dollars?|euros?|USD|EUR)\b/i;
const TO_PAYMENT = /^\s+(?:back\s+)?(?:in\s+full\s+)?to\s+(?:your\s+|the\s+)?(?:original\s+)?(?:[\w-]+\s+){0,3}?(?:card|gift\s*card|account|payment\s+methods?|wallet|balance)\b/i;
const moneyBack = (verb: ActionVerb | null, amountSide: string, after: string): ActionVerb | null =>
  verb === "return" && (AMOUNT.test(amountSide) || TO_PAYMENT.test(after)) ? "refund" : verb;

/** What "sent" claims: a refund, a certificate or a replacement sent is that action; anything else was sent. */
const sentThing = (noun: ActionVerb | null): ActionVerb => (noun === "refund" || noun === "compensate" || noun === "replace" ? noun : "send");

/** The part of the sentence from the clause start to `at`: where a modal or "if" would sit. */
const clausePrefix = (body: string, at: number): string => clauseBefore(body, at, CLAUSE_START);

function directVerb(word: string): ActionVerb | null {
  const w = word.toLowerCase();
  for (const [re, v] of DIRECT) if (re.test(w)) return v;
  return null;
}

function nounVerb(text: string): ActionVerb | null {
  let best: { at: number; v: ActionVerb } | null = null;
  for (const [re, v] of NOUNS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, v };
  }
  return best?.v ?? null;
}

const LIST_LINE = /^[ \t]*(?:[-*•]|\d+[.)])[ \t]+\S/;
/** The list lines right after `from` (blank lines before the first allowed), up to the first line that is not one. */
function listAfter(text: string, from: number): string[] {
  const lines = text.slice(from).replace(/^[ \t]*\n/, "").split("\n");
  let i = 0;
  while (i < lines.length && !lines[i].trim()) i++;
  const out: string[] = [];
  for (; i < lines.length && LIST_LINE.test(lines[i]); i++) out.push(lines[i].trim());
  return out;
}

/**
 * Extract the action claims of `reply`. `values` are the main extractor's claims, so ids and
 * amounts are read exactly as the value checks read them.
 */
export function extractActionClaims(reply: string, values: ValueClaimRef[] = []): ExtractedAction[] {
  const text = typeof reply === "string" ? reply : "";
  if (!text) return [];
  const out: ExtractedAction[] = [];
  let previous = "";
  const proposing = PROPOSING.test(text);
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    const editsDraft = DRAFT.test(body) || DRAFT.test(previous);
    previous = body;
    if (/\?\s*(?:\[[^\]]*\]\s*)*$/.test(body.trim())) continue;
    const base = sentence.span[0];
    /** One claim per action, and one more per action on the customer's profile: "I've updated order #W1 and also changed the default address on your profile". */
    const found = new Map<string, [ActionVerb, [number, number]]>();
    /** `verbAt`: where the verb phrase starts; the words before it in its clause decide the mood. */
    const add = (verb: ActionVerb | null, at: number, end: number, verbAt = at) => {
      if (!verb || (editsDraft && DRAFT_EDITS.has(verb))) return;
      // The profile as the active verb's object, or as the passive's subject ("the default address on your profile has been updated").
      const profile = PROFILE_RECORD.test(objectWords(body.slice(end))) || (verbAt > at && PROFILE_RECORD.test(body.slice(at, verbAt)));
      const key = profile ? `${verb}:profile` : verb;
      if (found.has(key)) return;
      // "Nothing on your reservation has been changed", "No changes have been made": denied, not done.
      if (NOT_DONE.test(clausePrefix(body, verbAt)) || negatedAt(body, verbAt)) return;
      found.set(key, [verb, [base + at, base + end]]);
    };
    const active = (word: string, at: number, end: number, verbAt = at) => {
      const direct = moneyBack(directVerb(word), body.slice(end, end + 30), body.slice(end));
      // "I've sent you a refund", "I've processed the return": the object names the action.
      const object = direct && direct !== "send" ? null : nounVerb(body.slice(end, end + 60));
      add(direct === "send" ? sentThing(object) : (object ?? (GENERIC.test(word.toLowerCase()) ? null : direct)), at, end, verbAt);
    };
    for (const m of matchAllCaseBlind(body, ACTIVE)) {
      active(m[1], m.index, m.index + m[0].length);
      // The verb's own object, then "and (also) <participle>": the same subject did that too, in the same mood.
      const end = m.index + m[0].length;
      if (NOT_DONE.test(clausePrefix(body, m.index)) || negatedAt(body, m.index)) continue;
      const rest = body.slice(end, end + 80);
      const cut = rest.search(/[,;:.!?]|\band\b/);
      if (cut < 0 || !/^and\b/i.test(rest.slice(cut))) continue;
      const c = CONJOINED.exec(rest.slice(cut));
      if (c) active(c[1], end + cut + c[0].length - c[1].length, end + cut + c[0].length);
    }
    for (const m of matchAllCaseBlind(body, PASSIVE)) {
      const word = m[1];
      if (/^(?:is|are)\s+submitted$/i.test(m[0]) && LATER.test(body.slice(m.index + m[0].length).split(/[;.!?]/)[0])) continue;
      const before = clausePrefix(body, m.index);
      const direct = moneyBack(directVerb(word), before, body.slice(m.index + m[0].length));
      // "a refund has been processed / sent": the subject names it; "your order has been cancelled": the verb does.
      const verb = direct === "send" ? sentThing(nounVerb(before)) : (direct ?? nounVerb(before));
      add(verb, m.index - before.length, m.index + m[0].length, m.index);
    }
    // A list of what the agent is about to do, for the customer to confirm, reports nothing done.
    for (const m of proposing ? [] : body.matchAll(LINE_DONE)) {
      const at = m.index + m[0].length - m[1].length;
      add(directVerb(m[1]), m.index + (m[0].length - m[0].trimStart().length), m.index + m[0].length, at);
    }
    for (const m of body.matchAll(NOW_HAS)) {
      const at = m.index + m[0].length - m[0].trimStart().length;
      add(nounVerb(m[1]), at, m.index + m[0].length);
    }
    for (const m of body.matchAll(ON_ITS_WAY)) {
      const before = clausePrefix(body, m.index);
      add(nounVerb(before), m.index - before.length, m.index + m[0].length, m.index);
    }
    if (!found.size) continue;
    const [s, e] = sentence.span;
    const inside = values.filter((v) => v.span[0] >= s && v.span[1] <= e);
    // "card ending in 7447" names how it was paid, an email whom it went to: neither is what was acted on.
    const ids = inside
      .filter((v) => v.kind === "identifier" && typeof v.value.id === "string" && !v.value.id.includes("@") && !SUFFIX_CUE.test(text.slice(Math.max(0, v.span[0] - 24), v.span[0])))
      .map((v) => v.value.id!.replace(/^#/, ""));
    const cents = inside.filter((v) => v.kind === "money" && typeof v.value.cents === "number").map((v) => v.value.cents!);
    const email = EMAIL.exec(body)?.[0];
    const named = RECIPIENT.exec(body)?.[1];
    const lead = body.length - body.trimStart().length;
    const trimmed = body.trim();
    const listed = /:\s*(?:\[[^\]]*\]\s*)*$/.test(trimmed) ? listAfter(text, e) : [];
    for (const [verb, phrase] of found.values()) {
      out.push({
        verb,
        text: trimmed,
        span: [s + lead, s + lead + trimmed.length],
        phrase,
        ids,
        cents,
        ...(email ? { recipient: email } : named ? { recipient: named.toLowerCase() } : {}),
        citations: { tools: sentence.tools, clauses: sentence.clauses },
        ...(listed.length ? { listed } : {}),
      });
    }
  }
  return out;
}
