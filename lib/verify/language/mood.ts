/**
 * The English phrase logic of the verifier, in one place: questions, negation, hedges, conditions,
 * offers, the agent's own process talk, talk about the policy, sentences that state a rule, and the
 * words that say a value was worked out rather than read. Every check asks here; none keeps a copy.
 * Heuristic and generic: no word of any one business. Every pattern is linear in its input (no
 * nested quantifiers; gaps are bounded).
 */

/** A sentence that asks: it ends with "?" (after closing quotes, brackets or citation markers). */
export function isQuestion(sentence: string): boolean {
  let end = sentence.length;
  for (;;) {
    while (end > 0 && /[\s"'”’)\]*_]/.test(sentence[end - 1])) end--;
    // A trailing citation marker "[tool:x]" belongs to the sentence, not to its mood.
    if (sentence[end] === "]" || sentence[end - 1] !== "]") break;
    const open = sentence.lastIndexOf("[", end - 1);
    if (open < 0) break;
    end = open;
  }
  return sentence[end - 1] === "?";
}

/** Where a clause starts: after punctuation that breaks it, or a conjunction that begins a new one. */
const CLAUSE_BREAK = /[,;:()\n]|\s[—–-]\s|\b(?:and|but|so|then|or|while|because|since|if|when|instead|although|though|whereas|unless)\b/gi;

/** The words of `text` from the start of the clause `at` sits in, up to `at`. */
export function clauseBefore(text: string, at: number, maxBack = 160): string {
  const from = Math.max(0, at - maxBack);
  const before = text.slice(from, at);
  let start = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(before); m; m = CLAUSE_BREAK.exec(before)) start = m.index + m[0].length;
  return before.slice(start);
}

/** The words after `at` up to the end of its clause. */
export function clauseAfter(text: string, at: number, maxAhead = 160): string {
  const after = text.slice(at, at + maxAhead);
  const m = /[,;:.!?()\n]|\s[—–]\s|\b(?:and|but|so|then|or|while|because|since|if|when|unless)\b/i.exec(after);
  return m ? after.slice(0, m.index) : after;
}

/** A word that denies its clause: "not", "doesn't", "never", "no refund", "nothing", "none", "without". */
const NEGATION = /\b(?:not|never|no longer|unable|neither|nor|none|nothing|nobody|without|cannot)\b|n['’]t\b|\bno\b(?!\s*(?:problem|worries|worry|doubt)\b)(?=\s+[\w$€£]|\s*$)/i;

/** Whether the clause leading up to `at` denies what stands there. */
export const negatedAt = (text: string, at: number): boolean => NEGATION.test(clauseBefore(text, at));

/** Whether a piece of text (a clause) contains a negation. */
export const hasNegation = (text: string): boolean => NEGATION.test(text);

/**
 * A denial after the mention, in its clause: the thing "won't happen", "isn't going through", "will
 * not be issued". Only a verb of the thing coming about is denied.
 */
const DENIED_AFTER = /^[^,;:.!?()]{0,40}?\b(?:won['’]t|will\s+not|wouldn['’]t|would\s+not|isn['’]t|is\s+not|aren['’]t|are\s+not|wasn['’]t|was\s+not|can['’]t|cannot|doesn['’]t|does\s+not|didn['’]t|did\s+not)\s+(?:be\s+|been\s+|going\s+to\s+(?:be\s+)?)?(?:happen|go\s+through|going\s+through|issued|processed|applied|possible|available|coming|needed|required|charged|refunded)\b/i;
export const deniedAfter = (text: string, at: number): boolean => DENIED_AFTER.test(text.slice(at, at + 120));

/** "about $50", "approximately 2 hours", "roughly", "~": the value is an estimate. */
const HEDGE = /\b(?:about|approximately|approx\.?|around|roughly|nearly|almost|close to|estimated|an estimated|some|or so)\s*$|~\s*$/i;
export const hedgedAt = (text: string, at: number): boolean => HEDGE.test(text.slice(Math.max(0, at - 24), at));

/** A condition on its clause: "if", "unless", "once", "when", "provided", "as long as", "in case", "should you". */
const CONDITION = /\b(?:if|unless|once|when|whenever|provided|as long as|as soon as|in case|assuming|suppose|should you|were you|whether)\b/i;
export const conditionalAt = (text: string, at: number): boolean => CONDITION.test(clauseBefore(text, at)) || CONDITION.test(text.slice(Math.max(0, at - 120), at).split(/[.;!?\n]/).pop() ?? "");

/** Examples and templates are not claims: "(e.g., 123 Main St)", "it looks like '#W0000000'". */
export const EXAMPLE = /\b(?:e\.g\.|eg\.|for example|for instance|such as|looks like|format(?: is|:)|i\.e\.)[,:]?\s*[^,;)\]\n"]{0,80}/gi;

/**
 * The agent's own process, not a fact about the world: "give me two minutes", "one moment while I
 * check", "I'll get back to you within the hour", "bear with me".
 */
const AGENT_PROCESS = /\b(?:give me|bear with me|one moment|just a moment|a moment|hold on|please hold|please wait|i(?:['’]ll| will| am going to|['’]m going to) (?:check|look|review|verify|get back|be back|search|pull up|need)|let me|allow me|while i)\b/i;
export const isAgentProcess = (clause: string): boolean => AGENT_PROCESS.test(clause);

/** The agent offering, proposing or about to do something: "I can cancel it", "I'll go ahead and", "would you like me to". */
const OFFER = /\b(?:i|we)\s+(?:can|could|am able to|['’]m able to|are able to|will|['’]ll|would be (?:happy|glad) to|may)\s+(?:also\s+|now\s+|still\s+|then\s+|go ahead and\s+|certainly\s+|definitely\s+)?\w+|\b(?:would you like|do you want|shall i|should i|want me to|like me to)\b|\b(?:is|are)\s+(?:still\s+)?eligible\b|\bcan (?:still )?be\s+\w+ed\b/i;
export const isOffer = (clause: string): boolean => OFFER.test(clause);

/**
 * Talk about the policy, the agent's limits or feelings that states no rule: "Let me review the
 * cancellation eligibility", "I don't have the authority to make exceptions", "This is a strict
 * policy to protect your privacy", "no matter how many times I review this, the policy remains the
 * same", "I understand your frustration".
 */
const POLICY_TALK = [
  /\b(?:let me|i(?:['’]ll| will)|i(?:['’]m| am) going to|allow me to)\s+(?:\w+\s+){0,2}(?:review|check|look at|look into|go over|walk you through|explain|confirm|verify|clarify)\b/i,
  /\b(?:i|we)\s+(?:do not|don['’]t|can(?:not|['’]t)|am not able to|['’]m not able to|am unable to|['’]m unable to)\s+(?:have\s+)?(?:the\s+)?(?:authority|ability|permission|power|discretion)\b/i,
  /\b(?:make|grant|offer)\s+(?:an?\s+)?exceptions?\b/i,
  /\b(?:to protect|for (?:your|the customer['’]s|our customers['’]) (?:security|privacy|protection|safety))\b/i,
  /\b(?:the\s+)?polic(?:y|ies)\s+(?:remains?|stays?|is|are)\s+(?:the same|unchanged|firm|strict|clear|in place)\b/i,
  /\bi\s+(?:understand|appreciate|hear|realize|know)\b/i,
  /\b(?:sorry|apologi[sz]e|apologies|unfortunately)\b[^.!?]{0,40}$/i,
  /\b(?:due to|because of|per|according to|under|based on|in line with|in accordance with)\s+(?:the\s+|our\s+|its\s+|this\s+)?(?:\w+\s+)?polic(?:y|ies)\s*[,.!]?\s*$/i,
];
export const isPolicyTalk = (sentence: string): boolean => POLICY_TALK.some((re) => re.test(sentence)) && !statesRuleCore(sentence, true);

/**
 * A sentence that states a rule of the business: what is (not) allowed, eligible, required, free,
 * within a window, limited, or what happens next by rule. No nouns of any one business.
 */
const RULE_CUES = [
  /\b(?:in)?eligib(?:le|ility)\b/i,
  /\b(?:not\s+)?(?:allowed|permitted|prohibited|entitled|forbidden|mandatory)\b/i,
  /\b(?:non-?)?(?:refundable|transferable|returnable|cancell?able)\b/i,
  /\b(?:fees?|surcharges?|penalt(?:y|ies)|charges?)\s+(?:is|are|of|applies|apply|will apply|would apply|waived)\b|\b(?:no|a|an)\s+(?:\w+\s+)?(?:fees?|surcharges?|penalty)\b/i,
  /\bfree of charge\b|\bat no (?:extra |additional )?(?:cost|charge)\b|\bfor free\b|(?<!\bfeel\s)\bfree\s+(?!to\b)\w+/i,
  /\b(?:can|cannot|can['’]t|could not|couldn['’]t|may|may not|must|must not|need to|needs to|has to|have to|will not|won['’]t|is to|are to)\s+(?:only\s+|not\s+|also\s+|still\s+|never\s+)?be\s+\w+(?:ed|en|id|t)\b/i,
  /\bonly\s+(?:if|when|within|for|after|before|once|by|on|up to|be|applies|allowed|possible|available)\b|\b(?:can|may)\s+only\b/i,
  /\b(?:up to|at most|no more than|maximum of|a maximum|max\.?|at least|minimum of|a minimum|not more than|limit of|limited to)\s+(?:\$|€|£)?\d|\b(?:up to|at most|no more than|maximum of|at least|not more than|limited to)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\b/i,
  /\b(?:qualif(?:y|ies|ied)|(?:is|are|isn['’]t|aren['’]t|not)\s+covered)\b/i,
  /\bpolic(?:y|ies)\s+(?:says|states|is that|requires|allows|does not|doesn['’]t|prohibits|only)\b|\b(?:according to|per|under|as per)\s+(?:the\s+|our\s+)?(?:\w+\s+)?polic(?:y|ies)\s*,?\s+\w+/i,
  /\b(?:is|are|isn['’]t|aren['’]t)\s+(?:not\s+)?(?:possible|required|necessary|needed)\b/i,
  /\bwithin\s+(?:the\s+)?(?:first\s+|last\s+|next\s+)?(?:\d|one|two|three|five|seven|ten|fourteen|thirty|twenty|a\s+|an\s+)/i,
  /\b(?:as long as|provided that|on condition|unless)\b/i,
];

function statesRuleCore(sentence: string, strict: boolean): boolean {
  // In the strict reading (inside talk), only a cue beyond the mention of policy counts.
  return RULE_CUES.some((re, i) => !(strict && i === 9) && re.test(sentence));
}

export function statesRule(sentence: string): boolean {
  if (isQuestion(sentence)) return false;
  return statesRuleCore(sentence, false);
}

/**
 * A request or the agent's next step: "To check your eligibility I'll need your user id", "Once you
 * confirm, I can check". States no rule of its own.
 */
const REQUEST_OR_INTENT = /^\s*(?:to (?:check|determine|verify|confirm|see|proceed|help)|once (?:you|i)\b|if you (?:can|could|provide|would like)|please (?:provide|share|confirm|let me know|send))\b|\b(?:i(?:['’]ll| will) need|i need (?:your|the|to)|let me check|help me (?:check|determine|verify)|i(?:['’]ll| will) (?:check|verify|look))\b/i;
export const isRequestOrIntent = (sentence: string): boolean => REQUEST_OR_INTENT.test(sentence);

/** A date or time told as the present: "today is", "it's now", "as of", "current date". */
export const SAID_AS_NOW = /\b(?:today|now|currently|current (?:date|time|day)|as of)\b/i;

/**
 * Words that say an amount was worked out, not read off a record: "in total", "the difference",
 * "that leaves", "you'll get ... back", "comes to", "you save". Such an amount no arithmetic over the
 * evidence reproduces is not checked, not invented (issue 24's third finding).
 */
const DERIVED_MONEY = /\b(?:total(?:s|ing|led)?|in all|altogether|combined|sum|together|overall|net|difference|differ|remaining|remainder|left|leaves?|leaving|balance|back|save|saves|saving|savings|comes? to|adds? up|works? out|amounts? to|more|less|cheaper|pricier|higher|lower|times|prorat\w*|refund(?:ed)? (?:you|of the difference))\b|[×*=+]/i;
export const derivedMoneyCue = (near: string): boolean => DERIVED_MONEY.test(near);

/** "by June 14", "until", "expires", "deadline", "no later than", "ends on": a date worked out from a window. */
const DERIVED_DATE = /\b(?:by|until|till|before|after|expires?|expiry|expiration|deadline|no later than|ends?|closes?|last day|through|from|starting|since|within|around|approximately|about|estimated|expected|eta)\b/i;
export const derivedDateCue = (near: string): boolean => DERIVED_DATE.test(near);

/** "ago", "since", "left", "until", "from now", "old", "it's been", "more than": a length of time worked out. */
const DERIVED_DURATION = /\b(?:ago|since|left|remaining|remain|from now|away|old|been|elapsed|passed|long|lasts?|layover|duration|total)\b/i;
export const derivedDurationCue = (near: string): boolean => DERIVED_DURATION.test(near);
