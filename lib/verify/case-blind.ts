/**
 * A case-blind regexp run as a case-sensitive one on the text lower-cased, where that finds the
 * same matches. V8 drops a regexp's compiled code a major GC or two after its last run, so a reply
 * checked after one compiles again every regexp it runs, and a large case-blind pattern costs about
 * twice as much to compile as the same pattern case-sensitive.
 *
 * The same matches: every letter of the pattern is lower case (checked when it is built), and
 * lower-casing changes how a character matches such a pattern only for U+0130 (lower-cased to two
 * characters) and the Kelvin sign (lower-cased to k); a text with either is matched case-blind.
 * Indexes and lengths are the text's; captured groups come back lower-cased.
 */
const FOLDS_APART = /[\u0130\u212a]/;

export interface CaseBlind {
  blind: RegExp;
  lower: RegExp;
}

/** `source` with lower-case letters only (escapes aside); `flags` without "i". */
export function caseBlind(source: string, flags = ""): CaseBlind {
  if (/[A-Z]/.test(source.replace(/\\./g, ""))) throw new Error(`caseBlind: upper-case letter in /${source}/`);
  return { blind: new RegExp(source, `${flags}i`), lower: new RegExp(source, flags) };
}

/** `text.matchAll(re)` of the case-blind pattern (a global one). */
export function matchAllCaseBlind(text: string, re: CaseBlind): ReturnType<string["matchAll"]> {
  return FOLDS_APART.test(text) ? text.matchAll(re.blind) : text.toLowerCase().matchAll(re.lower);
}
