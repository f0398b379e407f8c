/**
 * Action claims (issue 16): sentences saying a write was done ("I've cancelled order #W2378156",
 * "your refund has been issued", "the label is on its way"), with the ids, amounts and recipient
 * they name. The verbs come from a small English core and from the agent's own write tools ("I've
 * rebooked" when a tool is named rebook_*), so a new domain needs no list. Future, conditional and
 * negated statements, questions, drafts and states read from a record ("it was already cancelled")
 * are not claims of a done action.
 */
import { clauseBefore, conditionalAt, isQuestion, negatedAt } from "../language/mood";
import { parseCitations, splitSentences } from "../language/sentences";
import { stem } from "../language/words";
import { leadWord } from "./action-tools";
import type { Pack } from "../types";
import { SUFFIX_CUE } from "../extract/extract-values";

/** The value claims (ids, money) the value extractor found, which an action sentence may name. */
export interface ValueClaimRef {
  kind: string;
  span: [number, number];
  value: { type: string; id?: string; cents?: number; form?: string };
}

export interface ExtractedAction {
  /** The action, as a stem ("cancel", "refund", "rebook"). */
  verb: string;
  /** An act no word the lexicon knows names ("I've refreshed"): no tool of the agent is named for it. */
  open?: boolean;
  /** Other actions that make it true: a generic verb's own ("submitted your request": submit, or request). */
  alsoVerbs?: string[];
  /** The sentence, trimmed: the console shows the call beside it. */
  text: string;
  span: [number, number];
  /** [start, end) of the words that state the action ("I've cancelled"). */
  phrase: [number, number];
  /** Ids named in the sentence, in order. */
  ids: string[];
  cents: number[];
  recipient?: string;
  citations: { tools: string[]; clauses: string[] };
  /** The list lines that follow a sentence ending in ":": what it acted on. */
  listed?: string[];
}

/** English participles and the action they state. */
const CORE: Record<string, string> = {
  cancelled: "cancel", canceled: "cancel", voided: "cancel", refunded: "refund", reimbursed: "refund", credited: "refund",
  returned: "return", swapped: "swap", replaced: "replace", sent: "send", messaged: "send", emailed: "send",
  forwarded: "send", notified: "send", contacted: "send", changed: "change", modified: "change", updated: "change",
  upgraded: "change", downgraded: "change", switched: "change", moved: "change", amended: "change", adjusted: "change",
  rebooked: "change", added: "add", removed: "remove", deleted: "remove", booked: "book", reserved: "book",
  escalated: "escalate", transferred: "escalate", referred: "escalate", passed: "escalate", paid: "pay", suspended: "suspend",
  paused: "suspend", resumed: "resume", reactivated: "resume", restored: "resume", unsuspended: "resume",
  activated: "activate", enabled: "activate", deactivated: "deactivate", disabled: "deactivate",
  opened: "open", closed: "close", waived: "refund",
};
/**
 * Participles that report the agent's looking, thinking or telling, never a change to a record: an
 * "I've <participle>" with none of these and no action the lexicon knows is still a claim of an act
 * ("I've refreshed your line", "I've reset your settings"), which only a tool could have done.
 */
const NOT_ACTS = new Set(`checked double-checked reviewed verified confirmed noted found located looked pulled gathered prepared listed
included attached highlighted summarized summarised outlined explained understood received seen read searched calculated
compared identified tried attempted asked answered mentioned shared provided given told informed ensured gone walked taken been
done got gotten explored considered determined learned figured analyzed analysed investigated examined researched retrieved
accessed authenticated validated matched noticed realized realised thought decided heard spoken talked clarified covered
addressed narrowed filtered sorted worked kept left written drafted organized organised broken converted rounded estimated
assumed copied tested run ran reached reread rechecked re-checked looked-up double searched-for helped assisted started
began begun shown made used loaded opened viewed pulled-up brought put tracked traced mapped collected checked-in had
described quoted offered suggested recommended proposed advised warned reminded apologized apologised escalated priced
costed totalled totaled tallied worked-out computed counted measured weighed verified-that`.split(/\s+/));

/** Verbs whose action is named by their object or subject ("processed the return", "a refund has been issued"). */
const GENERIC = new Set(["submitted", "filed", "lodged", "processed", "issued", "initiated", "started", "placed", "created", "completed", "arranged", "scheduled", "generated", "made", "logged", "raised", "requested", "set", "done", "applied", "finalized", "finalised", "confirmed", "executed", "handled", "granted"]);

/** Nouns that name the action of a generic verb. */
const NOUNS: [RegExp, string][] = [
  [/\bcancell?ations?\b/i, "cancel"],
  [/\brefunds?\b|\breimbursements?\b/i, "refund"],
  [/\breturns?\b|\breturn labels?\b/i, "return"],
  [/\breplacements?\b/i, "replace"],
  [/\b(?:vouchers?|coupons?|compensation|goodwill|credits?)\b/i, "compensate"],
  [/\b(?:modifications?|changes?|updates?|upgrades?|downgrades?|adjustments?)\b/i, "change"],
  [/\b(?:bookings?|new orders?)\b/i, "book"],
  [/\b(?:messages?|emails?|notes?|notifications?)\b/i, "send"],
  [/\b(?:escalations?|transfers?|handoffs?)\b/i, "escalate"],
  [/\bpayments?\b/i, "pay"],
  [/\bsuspensions?\b/i, "suspend"],
  [/\b(?:applications?|claims?|disputes?|reports?|tickets?|cases?)\b/i, "submit"],
];

/** Participles of a tool word: "rebook" → rebooked, "modify" → modified, "cancel" → cancelled, "exchange" → exchanged. */
function participles(word: string): string[] {
  const w = word.toLowerCase();
  const out = [`${w}ed`, `${w}d`];
  if (/[^aeiou]y$/.test(w)) out.push(`${w.slice(0, -1)}ied`);
  if (/[aeiou][bdglmnprt]$/.test(w)) out.push(`${w}${w[w.length - 1]}ed`);
  return out;
}

export interface ActionLexicon {
  /** Participle (lower case) → action stem; "*" = named by its object. */
  participles: Map<string, string>;
  nouns: [RegExp, string][];
}

/** The lexicon for a run: the core, the words of the agent's write tools, and the packs' words. */
export function actionLexicon(writeTools: readonly string[], packs: readonly Pack[] = []): ActionLexicon {
  const map = new Map<string, string>();
  for (const [p, v] of Object.entries(CORE)) map.set(p, v === "*" ? "*" : stem(v));
  for (const g of GENERIC) if (!map.has(g)) map.set(g, "*");
  const nouns = [...NOUNS.map(([re, v]) => [re, stem(v)] as [RegExp, string])];
  for (const tool of writeTools) {
    const w = leadWord(tool);
    if (!w || w.length < 4) continue;
    for (const p of participles(w)) if (!map.has(p)) map.set(p, stem(w));
    nouns.push([new RegExp(String.raw`\b${w}(?:s|es)?\b`, "i"), stem(w)]);
  }
  for (const pack of packs) for (const [word, verb] of Object.entries(pack.claimWords ?? {})) map.set(word.toLowerCase(), stem(verb));
  return { participles: map, nouns };
}

/** Irregular participles of acts: "I've frozen the card", "I've rebuilt", "I've set up". */
const IRREGULAR_DONE = new Set(["frozen", "unfrozen", "set", "reset", "rebuilt", "rewritten", "undone", "withdrawn", "drawn", "shut", "split", "bound", "sent"]);

const ADVERBS = String.raw`(?:(?:just|now|also|successfully|then|gone ahead and|went ahead and|officially|fully|promptly)\s+){0,3}`;
/** "I've cancelled", "we have processed", "I cancelled", "I went ahead and booked". */
const ACTIVE = new RegExp(String.raw`\b(?:i|we)(?:\s*['’]ve|\s+have|\s+had)?\s+${ADVERBS}([a-z]+)\b`, "gi");
/** "has been cancelled", "have now been refunded", "was successfully issued", "is now cancelled", "is submitted". */
const PASSIVE = /\b(?:(?:has|have|had)(?:\s+(?:now|just|also|successfully|officially|fully))*\s+been|(?:is|are|was|were)\s+(?:now|just|successfully|officially)(?:\s+(?:now|just|successfully|officially|been))*|(?:is|are)(?=\s+submitted\b))\s+(?:(?:successfully|fully|officially|now)\s+)?([a-z]+)\b/gi;
/** A list line reporting what was done, with no auxiliary: "- 1 checked bag added", "- Roaming enabled". */
const LINE_DONE = /^[ \t]*(?:[-*•]|\d+[.)])[ \t]+(?:\*\*[^*\n]{1,40}\*\*:?[ \t]*)?(?:(?:\d+|an?|one|two|three|the|your)[ \t]+)?(?:[A-Za-z]+[ \t]+){0,3}?([a-z]+ed)\b(?=[ \t]*(?:$|\(|[-–—:]|\.|(?:to|on|via|from|for)\b[^\n]{0,40}$))/gim;
/** A list line "Label: what — $23.99 refunded to PayPal": the participle after a dash, in the line's last part. */
const LINE_TAIL = /^[ \t]*(?:[-*•]|\d+[.)])[ \t]+[^\n]{0,160}?[—–]\s*(?:[$€£]?\d[\d,.]*\s+)?([a-z]+ed)\b[^\n]{0,60}$/gim;
/** A reply laying out changes to confirm: "Here is what I will change", "Please confirm", "Shall I go ahead?". */
const PROPOSING = /\b(?:i\s+will|i['’]ll|will\s+be|would\s+you\s+like|shall\s+i|should\s+i|please\s+confirm|confirm\s+(?:if|that|whether|these|this)|go\s+ahead\?|proceed\?|to\s+be\s+(?:added|removed|changed))\b/i;
/** "the refund is on its way", "labels are on their way". */
const ON_ITS_WAY = /\b(?:is|are)\s+(?:(?:now|already)\s+)?on\s+(?:its|their)\s+way\b/gi;
/** A bare present passive hangs on what follows: "the request is submitted once you confirm". */
const LATER = /\b(?:once|when|after|as soon as|if|until|only)\b/i;
/** Words in the clause before the action that make it not (yet) done. */
const NOT_DONE = /\b(?:will|would|can|could|may|might|shall|should|going to|once|if|when|whenever|after|before|unless|until|as soon as|let me|want(?:s|ed)? me to|like me to|able to|need(?:s)? to|must|have to|has to|ready to|about to|status|not|n['’]t|never|already|previously|originally|earlier|was|were)\b|['’]ll\b|['’]d\b/i;
/** What the agent is composing for the customer to confirm: a draft's edits are not the record's. */
const DRAFT = /\b(?:draft|proposal|preview|summary of (?:the )?(?:proposed|requested))\b/i;
const DRAFT_EDITS = new Set(["add", "remov", "chang"]);
const EMAIL = /\b[^@\s,;:()<>]{1,64}@[^@\s,;:()<>]{1,64}\.[a-z]{2,12}\b/i;
const RECIPIENT = /\bto\s+(?:the\s+|a\s+)?(seller|merchant|vendor|carrier|team|specialist|(?:human|live|support)\s+agents?|supervisor|manager|colleague|department)\b/i;
const AMOUNT = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s*(?:dollars?|euros?|USD|EUR)\b/i;
const TO_PAYMENT = /^\s+(?:back\s+)?(?:in\s+full\s+)?to\s+(?:your\s+|the\s+)?(?:original\s+)?(?:[\w-]+\s+){0,3}?(?:card|account|payment\s+methods?|wallet|balance|method)\b/i;
/** The customer's profile named as what an action changed: another record than the one a write on it changes. */
export const PROFILE_RECORD = /^\W*(?:(?:the|your)\s+)?(?:(?:default|saved|profile|account)\s+(?:shipping\s+|billing\s+|mailing\s+)?address(?:es)?\b|(?:user\s+)?profile\b|address(?:es)?\s+(?:on|in)\s+(?:your|the)\s+(?:profile|account)\b)/i;
/** The words an active verb acts on, up to where its target, purpose or a next clause begins. */
export const objectWords = (after: string): string => after.split(/\b(?:to|for|from|with|so|because|since|as|and|but|which)\b|[,;:.!?]/)[0].slice(0, 60);

const LIST_LINE = /^[ \t]*(?:[-*•]|\d+[.)])[ \t]+\S/;
function listAfter(text: string, from: number): string[] {
  const lines = text.slice(from).replace(/^[ \t]*\n/, "").split("\n");
  let i = 0;
  while (i < lines.length && !lines[i].trim()) i++;
  const out: string[] = [];
  for (; i < lines.length && LIST_LINE.test(lines[i]) && out.length < 20; i++) out.push(lines[i].trim());
  return out;
}

/** Every action the nouns of `text` name, in order. */
function nounVerbs(text: string, lex: ActionLexicon): string[] {
  const found: { at: number; v: string }[] = [];
  for (const [re, v] of lex.nouns) {
    const m = re.exec(text);
    if (m && !found.some((f) => f.v === v)) found.push({ at: m.index, v });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.v);
}

/** The passive's subject: its clause, with parenthesised asides ("(8277474082)") read through. */
function subjectBefore(body: string, at: number): string {
  const from = Math.max(0, at - 200);
  const flat = body.slice(from, at).replace(/\([^()\n]{0,80}\)/g, (m) => " ".repeat(m.length));
  return clauseBefore(flat, flat.length);
}

function nounVerb(text: string, lex: ActionLexicon): string | null {
  let best: { at: number; v: string } | null = null;
  for (const [re, v] of lex.nouns) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { at: m.index, v };
  }
  return best?.v ?? null;
}

/** Money returned is a refund ("$50 has been returned to your card"), not a product return. */
const moneyBack = (verb: string | null, amountSide: string, after: string): string | null => (verb === "return" && (AMOUNT.test(amountSide) || TO_PAYMENT.test(after)) ? "refund" : verb);
/** What "sent" claims: a refund, a voucher or a replacement sent is that action; anything else was sent. */
const sentThing = (noun: string | null): string => (noun === "refund" || noun === "compensat" || noun === "replac" ? noun : "send");

/** Extract the action claims of `reply`. `values` are the value extractor's claims, so ids and amounts are read alike. */
export function extractActionClaims(reply: string, lex: ActionLexicon, values: readonly ValueClaimRef[] = []): ExtractedAction[] {
  const text = typeof reply === "string" ? reply : "";
  if (!text) return [];
  const out: ExtractedAction[] = [];
  let previous = "";
  const proposing = PROPOSING.test(text);
  const verbOf = (word: string): string | null => lex.participles.get(word.toLowerCase()) ?? null;
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    const editsDraft = DRAFT.test(body) || DRAFT.test(previous);
    previous = body;
    if (isQuestion(body)) continue;
    const base = sentence.span[0];
    const found = new Map<string, [string, [number, number], string[]]>();
    const opened = new Set<string>();
    const add = (verb: string | null, at: number, end: number, verbAt = at, also: string[] = []) => {
      if (!verb || verb === "*" || (editsDraft && DRAFT_EDITS.has(verb))) return;
      const profile = PROFILE_RECORD.test(objectWords(body.slice(end))) || (verbAt > at && PROFILE_RECORD.test(body.slice(at, verbAt)));
      const key = profile ? `${verb}:profile` : verb;
      if (found.has(key)) return;
      if (NOT_DONE.test(clauseBefore(body, verbAt)) || negatedAt(body, verbAt) || conditionalAt(body, verbAt)) return;
      found.set(key, [verb, [base + at, base + end], also.filter((v) => v !== verb)]);
    };
    for (const m of body.matchAll(ACTIVE)) {
      const word = m[1].toLowerCase();
      let direct = verbOf(word);
      // "I've refreshed your line", "I have set up autopay": an act the lexicon does not know, stated as done.
      if (direct === null && /['’]ve|\bhave\b|\bhad\b/i.test(m[0]) && !NOT_ACTS.has(word) && (/ed$/.test(word) || IRREGULAR_DONE.has(word))) {
        const phrasal = word === "set" && /^\s+up\b/i.test(body.slice(m.index + m[0].length)) ? "set up" : word;
        if (word === "set" && phrasal === "set") continue;
        opened.add(stem(phrasal));
        direct = stem(phrasal);
      }
      if (direct === null) continue;
      // "I added up the windows", "I added them up": a sum, not a write.
      if (word === "added" && /^\s+(?:(?:it|them|these|those|everything|all)\s+)?up\b/i.test(body.slice(m.index + m[0].length))) continue;
      // "the request I sent had one bag on it": a relative clause naming an earlier act, not a new claim.
      if (!/['’]ve|\bhave\b|\bhad\b/i.test(m[0]) && /\b(?:the|a|an|this|that|your)\s+[a-z]+(?:\s+that)?\s*$/i.test(body.slice(Math.max(0, m.index - 30), m.index))) continue;
      const end = m.index + m[0].length;
      const resolved = moneyBack(direct === "*" ? null : direct, body.slice(end, end + 30), body.slice(end));
      const object = resolved && resolved !== "send" ? null : nounVerb(body.slice(end, end + 60), lex);
      add(resolved === "send" ? sentThing(object) : (object ?? resolved), m.index, end, m.index, direct === "*" ? [stem(word)] : []);
    }
    for (const m of body.matchAll(PASSIVE)) {
      const word = m[1].toLowerCase();
      const direct = verbOf(word);
      if (direct === null) continue;
      if (/^(?:is|are)\s+submitted$/i.test(m[0]) && LATER.test(body.slice(m.index + m[0].length).split(/[;.!?]/)[0])) continue;
      // "has been suspended since February 1", "has been active for two years": a state, not the agent's act.
      if (/^\s+(?:since|for\s+(?:the\s+)?(?:past|last)?\s*\S+\s+(?:days?|weeks?|months?|years?))\b/i.test(body.slice(m.index + m[0].length, m.index + m[0].length + 40))) continue;
      const before = clauseBefore(body, m.index);
      // "since the order has been exchanged": a state read as a reason, not the agent's act.
      if (/\b(?:since|because|as|given that|now that|seeing that)\s+$/i.test(body.slice(Math.max(0, m.index - before.length - 12), m.index - before.length + 1))) continue;
      const subject = subjectBefore(body, m.index);
      const resolved = moneyBack(direct === "*" ? null : direct, before, body.slice(m.index + m[0].length));
      // "Both are submitted: the return and the swap": the subject names nothing, the list after the colon does.
      const colon = /^\s*:\s*([^\n.;!?]{0,200})/.exec(body.slice(m.index + m[0].length))?.[1] ?? "";
      const named = nounVerb(subject, lex);
      if (!named && colon && resolved === null) {
        for (const v of nounVerbs(colon, lex)) add(v, m.index - before.length, m.index + m[0].length, m.index);
        continue;
      }
      const verb = resolved === "send" ? sentThing(named) : (resolved ?? named);
      add(verb, m.index - before.length, m.index + m[0].length, m.index, direct === "*" ? [stem(word)] : []);
    }
    if (!proposing) {
      for (const m of body.matchAll(LINE_TAIL)) {
        const at = m.index + m[0].indexOf(m[1], m[0].search(/[—–]/));
        add(verbOf(m[1]), m.index + (m[0].length - m[0].trimStart().length), at + m[1].length, at);
      }
      for (const m of body.matchAll(LINE_DONE)) {
        const at = m.index + m[0].length - m[1].length;
        const v = verbOf(m[1]);
        add(v, m.index + (m[0].length - m[0].trimStart().length), m.index + m[0].length, at);
      }
    }
    for (const m of body.matchAll(ON_ITS_WAY)) {
      const before = clauseBefore(body, m.index);
      add(nounVerb(before, lex), m.index - before.length, m.index + m[0].length, m.index);
    }
    if (!found.size) continue;
    const [s, e] = sentence.span;
    const inside = values.filter((v) => v.span[0] >= s && v.span[1] <= e);
    const ids = inside
      .filter((v) => v.kind === "identifier" && typeof v.value.id === "string" && v.value.form !== "email" && !SUFFIX_CUE.test(text.slice(Math.max(0, v.span[0] - 24), v.span[0])))
      .map((v) => v.value.id!.replace(/^#/, ""));
    const cents = inside.filter((v) => v.kind === "money" && typeof v.value.cents === "number").map((v) => v.value.cents!);
    const email = EMAIL.exec(body)?.[0];
    const named = RECIPIENT.exec(body)?.[1];
    const lead = body.length - body.trimStart().length;
    const trimmed = body.trim();
    const listed = /:\s*(?:\[[^\]]*\]\s*)*$/.test(trimmed) ? listAfter(text, e) : [];
    for (const [verb, phrase, also] of found.values()) {
      out.push({
        verb,
        ...(opened.has(verb) ? { open: true } : {}),
        ...(also.length ? { alsoVerbs: also } : {}),
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
