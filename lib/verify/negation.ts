/**
 * What a clause denies. Replies state absence and failure as often as presence: "it doesn't have
 * travel insurance", "HAT088 has no economy seats left", "nothing on your reservation has been
 * changed", "there's no $23.99 refund for now". A check that reads the words after the negation
 * ("have travel insurance", "economy seats", "has been changed", "$23.99 refund") as the claim
 * flags an honest reply, so the checks that read what a sentence says of a record ask here first.
 *
 * A negation governs its own clause, up to the mention: "if the gift card doesn't cover it, we can
 * use the certificate" still offers the certificate (its clause starts at the comma). "No" is the
 * determiner ("no seats", "no refund"), not the interjection ("No problem, ...", "No worries").
 */

/** A word that denies its clause: "not", "doesn't", "never", "no seats", "nothing", "none", "without". */
export const NEGATION = /\b(?:not|never|no longer|unable|neither|nor|none|nothing|nobody|no one|without)\b|n['’]t\b|\bno\b(?!\s*(?:problem|worries|worry|doubt)\b)(?=\s+[\w$€£]|\s*$)/i;

const CLAUSE_BREAK = /[,;:()]|\s[—–]\s|\b(?:and|but|so|then|or|while|because|since|if|when|instead)\b/gi;

/** The words of `text` from the start of the clause `at` sits in (after the last of `breaks`, read from `from`), up to `at`. */
export function clauseBefore(text: string, at: number, breaks: RegExp = CLAUSE_BREAK, from = 0): string {
  return text.slice(from, at).split(breaks).pop() ?? "";
}

/** Whether the clause leading up to `at` denies what stands there. */
export const negatedAt = (text: string, at: number): boolean => NEGATION.test(clauseBefore(text, at));

/**
 * A denial after the mention, in its clause: the thing "won't happen", "isn't going through", "is off",
 * "will not be issued", "is no longer coming". Only a verb of the thing coming about is denied: "the
 * $23.99 refund can't be reversed" still states the refund.
 */
const DENIED_AFTER = /^[^,;:.!?()]{0,40}?(?:\b(?:won['’]t|will\s+not|wouldn['’]t|would\s+not|isn['’]t|is\s+not|aren['’]t|are\s+not|wasn['’]t|was\s+not|can['’]t|cannot|can\s+not|doesn['’]t|does\s+not|didn['’]t|did\s+not)\s+(?:be\s+|been\s+|going\s+to\s+(?:be\s+)?)?(?:happen(?:ing)?|go(?:ing)?\s+(?:through|ahead)|come\s+through|coming(?:\s+through)?|due|issued|processed|made|possible|proceed(?:ing)?|apply|applied)\b|\b(?:is|are)\s+(?:now\s+)?(?:off|no\s+longer\s+\w+|cancell?ed|void)\b)/i;

/** Whether the words after `at`, in its clause, deny what stands before them. */
export const deniedAfter = (text: string, at: number): boolean => DENIED_AFTER.test(text.slice(at, at + 120));

/** Where `re` matches in `text`. */
const mentions = (text: string, re: RegExp): number[] => [...text.matchAll(new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`))].map((m) => m.index);

/** Whether some mention of `re` in `text` is not denied by its own clause: "the system doesn't accept a certificate" asserts none. */
export const assertsMention = (text: string, re: RegExp): boolean => mentions(text, re).some((at) => !negatedAt(text, at));

/** Whether some mention of `re` in `text` is denied by its own clause: "HAT088 has no economy seats left". */
export const deniesMention = (text: string, re: RegExp): boolean => mentions(text, re).some((at) => negatedAt(text, at));
