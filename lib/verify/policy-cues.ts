/**
 * Cues that make a sentence a policy statement: it states eligibility, a window, a fee, or what is
 * or is not allowed. Heuristic and local; questions are never policy statements.
 */
const WE_GIVE = String.raw`\bwe (?:(?:also|always|usually|do)\s+)?(?:offer|provide|cover|guarantee|waive|pay for|reimburse)\b`;
const SERVICE = String.raw`\b(?:return|refund|exchang|ship|deliver|replac|fee|charge|cancel|modif|repair|warrant|insur|compensat|voucher|certificate|credit|discount|label|pick-?up|upgrad|bag|baggage|price[- ]match|reimburs)\w*`;

export const POLICY_CUES: RegExp[] = [
  /\bpolic(?:y|ies)\b/i,
  /\b(?:in)?eligib(?:le|ility)\b/i,
  /\bentitled\b/i,
  /\b(?:non-?)?refundable\b/i,
  /\b(?:not )?(?:allowed|permitted|prohibited)\b/i,
  /\bwithin \d+(?:\s*(?:-|to)\s*\d+)? (?:calendar |business |working )?(?:days?|hours?|weeks?|months?)\b/i,
  /\b(?:return|refund|cancellation|exchange) window\b/i,
  /\b(?:restocking|cancellation|change|service|handling) fees?\b/i,
  /\bfree of charge\b|\bat no (?:extra |additional )?(?:cost|charge)\b/i,
  /\b(?:cannot|can't|can ?not|may not|can(?: only)?|may(?: only)?) be (?:cancel|refund|return|modif|chang|exchang|upgrad|downgrad)/i,
  /\b(?:qualif(?:y|ies|ied)|is covered|are covered|not covered)\b/i,
  /\bonly (?:if|when|within|for)\b/i,
  // What the agent says it may not do is a rule too: "I'm unable to provide your gift card balance".
  /\b(?:i(?:'m| am) (?:unable|not able|not allowed|not permitted) to|i can(?:not|'t)|we can(?:not|'t)) (?:access|provide|share|see|view|look up|disclose|give)\b/i,
  // What the store's process does next is a rule too (tau2 retail: "the replacement ships once the
  // carrier scans your return", "the email includes a prepaid label", "you'll get email updates as the
  // return progresses"): the policy says so or it is made up. Not "you'll receive an email with
  // return instructions", which agents restate from the policy in many words.
  /\b(?:once|after|as soon as|when)\b(?![^.;\n]{0,20}\b(?:you|i)\b)[^.;\n]{0,60}\b(?:receive[sd]?|scan(?:s|ned)?|inspect(?:s|ed)?|processed|arrives?|reaches|picked up|checked in)\b/i,
  /\b(?:email|notification|message)s?\b[^.;\n]{0,60}\b(?:includ|contain|with)\w*[^.;\n]{0,40}\b(?:labels?|qr codes?|drop-?off|deadlines?)\b/i,
  // The same promise told the other way round: "Details such as return labels, any fees and the
  // shipping timeline will be provided in that follow-up email".
  /\b(?:labels?|qr codes?|drop-?off|deadlines?|fees?)\b[^;\n]{0,160}\b(?:provided|included|sent|explained|listed|covered|detailed)\s+in\s+(?:the|that|this|your|a)\s+(?:follow[\s\u2010\u2011-]?up\s+|confirmation\s+|return\s+)?(?:email|message|notification)\b/i,
  /\byou(?:'ll|’ll| will| should) (?:also )?(?:receive|get) (?:the )?(?:standard )?(?:[\w-]+ )?(?:notifications?|updates?)\b/i,
  // When a refund arrives is a rule: "the cancellation refunds are issued immediately".
  /\b(?:refund\w*|credited|reimburs\w*)\b[^.;\n]{0,60}\b(?:immediately|instantly|right away|at once|same[- ]day)\b/i,
  // A service the store says it gives: "for exchanges we offer advance replacement", "we cover return
  // shipping". A service is a process (returns, shipping, refunds, fees, ...) named in the same clause,
  // not a product's variants ("we offer this lamp in white") or a record's field ("we provide the
  // tracking number on every order").
  new RegExp(String.raw`${WE_GIVE}[^.;:
]{0,60}${SERVICE}|${SERVICE}[^.;:
]{0,40}${WE_GIVE}`, "i"),
];

/** The "within N days" cue, which a delivery-date sentence also carries. */
export const WINDOW_CUE = POLICY_CUES[5];

/**
 * Asking for what is needed to check a rule, or saying what the agent will do next, states no rule:
 * "To check your eligibility, I'll need your user ID", "Once you confirm, I can check eligibility".
 */
const REQUEST_OR_INTENT = /^\s*(?:to (?:check|determine|verify|confirm|see|proceed)|once (?:you|i)\b|if you (?:can|could|provide)|please (?:provide|share|confirm|let me know))\b|\b(?:i(?:['’]ll| will) need|i need (?:your|the)|i can (?:then )?check|let me check|help me (?:check|determine|verify)|i(?:['’]ll| will) (?:check|verify|look))\b/i;

/**
 * The agent saying it lacks the information states no rule: "About restocking fees, packaging and
 * deadlines: I don't have that information in my system". The clause that says so, and a topic lead
 * before it ("About ...:"), are read apart; what else the sentence says is still read ("There's a 15%
 * restocking fee, but I don't have the details").
 */
const NO_INFO_CORE = String.raw`\b(?:i|we)\s+(?:do not|don['’]t|have no|can['’]t find|cannot find|couldn['’]t find|could not find)\s+(?:have\s+)?(?:any\s+|that\s+|this\s+|the\s+|more\s+|further\s+|those\s+|such\s+)?(?:information|info|details|data)\b`;
const NO_INFO = new RegExp(String.raw`[^,;:.]*${NO_INFO_CORE}[^,;:.]*`, "i");
/**
 * Whether NO_INFO matches at all: its clause edges can be empty, so it matches exactly where its
 * core does. Tested alone, without the leading [^,;:.]*, which made every sentence cost the
 * square of its length (each start position ran to the next comma and back).
 */
const HAS_NO_INFO = new RegExp(NO_INFO_CORE, "i");
/** "I don't have a return window in my system", "I don't see restocking fees ... in my records": what the agent can see, no rule. */
const NOT_IN_SYSTEM_CORE = String.raw`\b(?:i|we)\s+(?:do not|don['’]t|cannot|can['’]t|could not|couldn['’]t)\s+(?:have|see|find)\b[^;:.]{0,100}\b(?:in|on)\s+(?:my|our|the)\s+(?:system|records?|file|tools?|end)\b`;
const NOT_IN_SYSTEM = new RegExp(String.raw`[^,;:.]*${NOT_IN_SYSTEM_CORE}[^,;:.]*`, "i");
const HAS_NOT_IN_SYSTEM = new RegExp(NOT_IN_SYSTEM_CORE, "i");
/** After what the agent does not know: the rest of its list, and "so I can't confirm/share those (here)". */
const UNKNOWN_TOPICS = /^(?:\s*,(?!\s*(?:so|but|however|although|though|which|and\s+(?:i|we|it|they|you|the|this|that|these|those))\b)[^,.;]*)*(?:\s*,\s*so\s+(?:i|we)\s+(?:can['’]?t|cannot|can not|won['’]t be able to)\s+\w+\s+(?:those|that|them|it|these|this|any of (?:those|that|them))\b[^.;]*)?/i;
const TOPIC_LEAD = /^\s*(?:about|regarding|as for|as to|concerning|on the subject of)\b[^:]{0,100}:\s*/i;

/**
 * The policy named as a reason, with no rule in the words: "due to policy requirements", "the
 * policies are quite strict in these cases", "I am bound by the policy", "subject to the cancellation
 * policy". gpt-4o says this often; it states nothing a passage could support or contradict, so only
 * what the sentence says besides it can make it a policy statement. Not "according to the policy,
 * insurance does not cover the fees": what follows is the rule, and the mention is its cue.
 */
const POLICY_REFERENCE = /\b(?:due to|because of)\s+(?:the\s+|our\s+|its\s+|(?:the\s+)?airline['’]s\s+|store['’]s\s+)?(?:strict\s+|current\s+|standard\s+)?polic(?:y|ies)(?:\s+(?:guidelines|requirements|rules|restrictions|terms))?\b|\b(?:the\s+|our\s+)?polic(?:y|ies)\s+(?:is|are)\s+(?:quite\s+|very\s+|pretty\s+|rather\s+)?strict(?:\s+(?:in|for)\s+(?:these|such|this|those)\s+(?:cases?|situations?))?|\b(?:i\s+am|i['’]m|we\s+are|we['’]re)\s+bound\s+by\s+(?:the\s+|our\s+)?polic(?:y|ies)\b|\bsubject\s+to\s+(?:the\s+|our\s+)?(?:\w+\s+)?polic(?:y|ies)\b/gi;

/** `ignoreWindow`: the sentence's "within N days" was read as a delivery date, not as a window. */
export function isPolicyStatement(sentence: string, ignoreWindow = false): boolean {
  if (sentence.trim().endsWith("?")) return false;
  if (REQUEST_OR_INTENT.test(sentence)) return false;
  const unknown = HAS_NO_INFO.test(sentence) ? NO_INFO : HAS_NOT_IN_SYSTEM.test(sentence) ? NOT_IN_SYSTEM : null;
  // What the agent does not know runs through its list of topics ("I don't have information on return
  // labels, restocking fees, cross-shipping or promo pricing"), and "so I can't confirm those" is its consequence.
  const at = unknown ? unknown.exec(sentence) : null;
  const said = (at ? `${sentence.slice(0, at.index)} ${sentence.slice(at.index + at[0].length).replace(UNKNOWN_TOPICS, " ")}`.replace(TOPIC_LEAD, "") : sentence).replace(POLICY_REFERENCE, " ");
  return POLICY_CUES.some((re) => !(ignoreWindow && re === WINDOW_CUE) && re.test(said));
}
