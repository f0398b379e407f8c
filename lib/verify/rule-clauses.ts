/**
 * The clause of a policy sentence that states the rule, apart from the agent's reading of the record
 * around it: after a leading reason ("Since the order is pending, ..."), after the facts a ", so"
 * draws on ("Both orders were paid with PayPal, so the refunds take 5 to 7 business days"), or inside
 * parentheses that carry a rule ("Summary before I submit (items can be modified only once):").
 * Clauses of fewer than three words are left out: they say too little to match a passage on.
 */
const REASON_FIRST = /^\s*(?:(?:also|and|but)\s*,?\s+)?(?:because|since|as|now that|given that|seeing that|once)\b[^,;:]{3,160}[,;]\s*(.+)$/is;
const SO_THEN = /[,;]\s*(?:and\s+)?so\b\s*(?:that\s+)?(.+)$/is;
const PARENTHESES = /\(([^()]+)\)/g;

const words = (s: string) => s.split(/\s+/).filter((w) => /[a-z]/i.test(w)).length;

/** "Heads up:", "Keep in mind that", "Please note," before the rule: framing, no part of it. */
const LEAD_IN = /^\s*(?:(?:(?:please|just)\s+)?(?:note|keep in mind|remember|be aware|bear in mind)|heads[\s-]up|just so you know|fyi|important(?:\s+note)?|one (?:thing|note)(?: to keep in mind)?)\b[^:,.]{0,20}?(?:\bthat\b|:|,|-|—|(?=\s+(?:an?|the|this|your|each|every|all|any|it|items?|orders?)\b))\s*(.+)$/is;

/**
 * A rule clause and what the sentence says beside it: the reason or facts it draws on (`condition`),
 * which a supported clause must not carry a rule of its own in. Framing (a lead-in) and a summary
 * around a parenthesised rule are no condition.
 */
export interface RuleClause {
  clause: string;
  condition: string | null;
  /** The rule follows what it explains ("A — B", "A, since B"): the condition is a consequence the rule may justify. */
  justifies?: boolean;
  /**
   * The rule comes first and the condition is what the agent draws from it or asks for ("An order can
   * only be exchanged once, so tell me now if there's anything else", "Since an order can only be
   * exchanged once, the bottle can't be added afterwards", "Pick one of each — the order can only be
   * exchanged once"): a request, a plan or the rule applied to the case, which must state no rule of its own.
   */
  consequence?: boolean;
  /** Two statements side by side ("A; B"): the other one must state no rule to leave the rule alone. */
  aside?: boolean;
}

const REASON_WORD = /^\s*(?:(?:also|and|but)\s*,?\s+)?(?:because|since|as|now that|given that|seeing that|once)\s+/i;

/** A rule given after what it explains: "the bottle can't be exchanged again — the exchange can only be done once per order". */
const RULE_AFTER = /^(.{12,}?)\s*(?:—|–|\s-\s|,\s*(?:since|because|as)\b)\s*(.{12,})$/s;

export function ruleClauses(full: string): RuleClause[] {
  const out: RuleClause[] = [];
  // "You can use it toward a future booking; just note that any unused balance isn't refundable."
  const halves = full.split(/\s*;\s*/);
  if (halves.length === 2 && halves.every((h) => words(h) >= 3)) {
    for (const [rule, other] of [halves, [...halves].reverse()]) out.push({ clause: LEAD_IN.exec(rule)?.[1] ?? rule, condition: other, aside: true });
  }
  const lead = LEAD_IN.exec(full);
  const sentence = lead ? lead[1] : full;
  if (lead) out.push({ clause: sentence, condition: null });
  const reason = REASON_FIRST.exec(sentence);
  if (reason) {
    const because = sentence.slice(0, reason.index + reason[0].length - reason[1].length);
    out.push({ clause: reason[1], condition: because });
    out.push({ clause: because.replace(REASON_WORD, "").replace(/[,;]\s*$/, ""), condition: reason[1], consequence: true });
  }
  const so = SO_THEN.exec(sentence);
  if (so) {
    out.push({ clause: so[1], condition: sentence.slice(0, so.index) });
    // "Nothing else from the order can be exchanged, so the bottle would have to stay as it is": the rule before, its consequence for the record after.
    out.push({ clause: sentence.slice(0, so.index), condition: so[1], consequence: true });
  }
  const asides = [...sentence.matchAll(PARENTHESES)].map((m) => m[1]);
  for (const aside of asides) out.push({ clause: aside, condition: null });
  // "nothing else on this order (the water bottle included) can be exchanged": the aside names the case.
  if (asides.length) out.push({ clause: sentence.replace(PARENTHESES, " ").replace(/\s{2,}/g, " "), condition: asides.join("; "), aside: true });
  const after = RULE_AFTER.exec(reason ? reason[1] : sentence);
  if (after) {
    const before = sentence.slice(0, sentence.length - after[2].length).replace(/\s*(?:—|–|-|,\s*(?:since|because|as))\s*$/, "");
    out.push({ clause: after[2], condition: before, justifies: true });
    if (!/,\s*(?:since|because|as)\s*$/.test(sentence.slice(0, sentence.length - after[2].length))) out.push({ clause: before, condition: after[2], consequence: true });
  }
  return out.map((c) => ({ ...c, clause: c.clause.trim() })).filter((c) => words(c.clause) >= 3 && c.clause.length < full.trim().length);
}

/**
 * A sentence's clauses, where agents join a rule, their own limit and another rule in one breath:
 * "Basic economy flights can't be changed, so I can't swap the flights themselves, but I can change
 * the cabin class on the same flights"; "I can't move you to a different flight: basic economy flights
 * can't be modified". Broken at ";", ": ", a spaced dash, ", but", ", so", and ", and" before a new
 * subject with its verb; lead-ins and joining words dropped. Clauses of fewer than three words are
 * left out, and a sentence that does not break gives nothing.
 */
const CLAUSE_BREAK = /\s*(?:;|:\s|\s[—–-]\s|—|,\s*(?:but|so|and so|which means|meaning)\b|,\s*and\s+(?=(?:[\w'’-]+\s+){0,4}(?:can|cannot|can['’]t|could|is|are|isn['’]t|aren['’]t|will|won['’]t|must)\b))\s*/i;
const JOINING = /^\s*(?:and|but|so|also|then|however|though)\b\s*,?\s*/i;

export function sentenceParts(full: string): string[] {
  const parts = full.split(CLAUSE_BREAK).map((p) => {
    const bare = p.replace(JOINING, "");
    return (LEAD_IN.exec(bare)?.[1] ?? bare).trim();
  });
  const kept = parts.filter((p) => words(p) >= 3);
  return kept.length >= 2 ? kept : [];
}

