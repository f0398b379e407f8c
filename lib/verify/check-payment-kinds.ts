/**
 * A payment method named as the customer's that the profile does not have: "All refunds will go to
 * the PayPal account on file" when get_user_details lists only a Visa credit card (tau2 retail batch K
 * task-23 #18). The value checks pass it: "PayPal" is no id, and nothing contradicts a word.
 *
 * Read only after the run has read a profile's payment methods (`payment_methods`), and only for a
 * kind (PayPal, gift card, credit card, certificate) or card brand named as the customer's own ("your
 * PayPal", "the PayPal account on file") that no tool result or call of the run names at all: a gift
 * card or certificate added during the run names itself. A sentence that asks, supposes, denies or
 * limits ("if you have", "you don't have a PayPal", "only") is left alone.
 */
import type { ToolResultEntry } from "../run/types";
import type { ActionContext } from "./check-action-claims";
import { parseCitations, splitSentences } from "./parse-citations";
import type { Claim } from "./types";

/**
 * The kinds and brands a reply names, each with the words a run's records name it by; `exact` tells
 * which kind a name the reply gave is, compiled once.
 */
const KINDS: { words: string; label: string; evidence: RegExp; exact: RegExp }[] = [
  { words: String.raw`pay\s?pal`, label: "PayPal", evidence: /paypal/ },
  { words: String.raw`gift\s*cards?`, label: "gift card", evidence: /gift[_\s]?card/ },
  { words: String.raw`credit\s*cards?`, label: "credit card", evidence: /credit[_\s]?card/ },
  { words: String.raw`(?:travel\s+)?certificates?`, label: "certificate", evidence: /certificate/ },
  { words: String.raw`visa`, label: "Visa", evidence: /\bvisa\b/ },
  { words: String.raw`master\s?card`, label: "Mastercard", evidence: /master\s?card/ },
  { words: String.raw`amex|american\s+express`, label: "American Express", evidence: /amex|american[_\s]express/ },
  { words: String.raw`discover(?:\s+card)?`, label: "Discover", evidence: /\bdiscover\b/ },
].map((k) => ({ ...k, exact: new RegExp(String.raw`^(?:${k.words})$`, "i") }));
const ANY_KIND = KINDS.map((k) => k.words).join("|");
/** The customer's own: "your (original) PayPal", "the PayPal account on file", "the Visa on your profile". */
const OWNED = new RegExp(
  String.raw`\byour\s+(?:(?:original|default|saved|existing|current)\s+)?(${ANY_KIND})\b|\bthe\s+(${ANY_KIND})(?:\s+(?:account|card|balance))?\s+(?:on\s+file|(?:on|in)\s+(?:your|the)\s+(?:profile|account))\b`,
  "gi",
);
const HAS_OWNED = new RegExp(OWNED.source, "i");
/** Asked, supposed, denied or limited: not a statement that the customer has it. */
const HEDGED = /\?|\b(?:if|whether|unless|not|no|never|without|only|any|either|or|instead|do\s+you|does|did\s+you|have\s+you)\b|n['’]t\b/i;
const PROFILE_READ = /"payment_methods"\s*:/;

export function addPaymentKindClaims(claims: Claim[], text: string, ctx: ActionContext): void {
  if (!HAS_OWNED.test(text)) return;
  const results: ToolResultEntry[] = [];
  const args: string[] = [];
  for (const e of ctx.run.entries) {
    if (e.seq >= ctx.beforeSeq) break;
    if (e.role === "tool") results.push(e);
    else if (e.role === "assistant") for (const c of e.toolCalls) args.push(String(c.rawArguments ?? ""));
  }
  const profile = [...results].reverse().find((r) => PROFILE_READ.test(r.content));
  if (!profile) return;
  const evidence = `${results.map((r) => r.content).join("\n")}\n${args.join("\n")}`.toLowerCase();
  for (const sentence of splitSentences(text, parseCitations(text))) {
    const body = sentence.text;
    if (HEDGED.test(body)) continue;
    for (const m of body.matchAll(OWNED)) {
      const named = (m[1] ?? m[2]).toLowerCase();
      const kind = KINDS.find((k) => k.exact.test(named));
      if (!kind || kind.evidence.test(evidence)) continue;
      const lead = body.length - body.trimStart().length;
      const span: [number, number] = [sentence.span[0] + lead, sentence.span[0] + lead + body.trim().length];
      claims.push({
        kind: "identifier",
        text: body.trim(),
        span,
        value: { type: "identifier", id: kind.label },
        citations: { tools: sentence.tools, clauses: sentence.clauses },
        verdict: "contradicted",
        reason: `The payment method does not match the record: the reply names the customer's ${kind.label}, but the profile (message ${profile.index}) lists no ${kind.label} among its payment methods, and no tool result of this run names one. Name a method the profile has.`,
        support: [{ source: "tool", messageIndex: profile.index, toolCallId: profile.toolCallId, toolName: profile.toolName, span: [0, profile.content.length] }],
        conflict: { claimed: m[0], stated: "no such payment method on the profile", why: "the payment methods of the profile the run read" },
      });
      break;
    }
  }
}
