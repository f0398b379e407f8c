/**
 * Verdicts for value claims (dates, money, percentages, identifiers) and tool citations. A value
 * absent from a bag that was cut, or from a capture known to be incomplete, is unverifiable:
 * only a complete bag can show that something was invented.
 */
import type { EvidenceBag } from "./build-evidence-bag";
import type { ExtractedClaim } from "./extract-claims";
import type { Hit } from "./find-evidence";
import { isKept, type Packed } from "./pack-evidence";
import { formatNumber } from "./normalize-values";
import type { RunClock } from "../evidence/run-clock";
import type { Claim, Support } from "./types";

export type Checked = Pick<Claim, "verdict" | "reason" | "support" | "score" | "held" | "passage" | "conflict" | "derivation" | "action">;

export interface CheckContext {
  bag: EvidenceBag;
  packed: Packed;
  captureIncomplete: boolean;
  /** The run's clock: today's date, told as the present, is the run's own (the prompt's current time, the check's now). */
  clock?: RunClock;
}

/** A date told as the present: "today is", "it's now", "as of", "current date". */
const SAID_AS_NOW = /\b(?:today|now|currently|current (?:date|time|day)|as of)\b/i;

/** "it's now 2024-05-15" when the run's stated clock says 2024-05-15. */
function todayOnClock(claim: ExtractedClaim, ctx: CheckContext, reply: string): Checked | null {
  const v = claim.value;
  const clock = ctx.clock;
  if (v.type !== "date" || !clock || (clock.source !== "prompt" && clock.source !== "explicit") || v.dates.length !== 1 || v.dates[0] !== clock.day) return null;
  if (!v.relative && !SAID_AS_NOW.test(reply.slice(Math.max(0, claim.span[0] - 40), claim.span[1] + 20))) return null;
  const support: Support[] = clock.statement ? [{ source: "prompt", messageIndex: clock.statement.messageIndex, span: clock.statement.span }] : [];
  return { verdict: "grounded", reason: `${clock.day} is today on the run's clock: ${clock.detail}`, support };
}

export function hitSupport(bag: EvidenceBag, h: Hit): Support {
  const src = bag.sources[h.source];
  if (src.kind === "tool") return { source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span: [h.start, h.end] };
  if (src.kind === "call") return { source: "call", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label.replace(/ \(arguments\)$/, ""), span: [h.start, h.end] };
  return { source: "user", messageIndex: src.messageIndex, span: [h.start, h.end] };
}

export function describeValue(c: ExtractedClaim): string {
  const v = c.value;
  if (v.type === "money") return `${(v.cents / 100).toFixed(2)} (${v.cents} in cents)`;
  if (v.type === "percent") return `${formatNumber(v.ratio * 100)}% (ratio ${formatNumber(v.ratio)})`;
  if (v.type === "date") return v.dates.length > 3 ? `a date from ${v.dates[0]} to ${v.dates[v.dates.length - 1]}` : v.dates.join(" or ");
  if (v.type === "identifier") return `"${v.id}"`;
  return `"${c.text}"`;
}

/** Why a missing claim is not called invented, or "" when the bag was complete. */
export function missingBecause(ctx: CheckContext): string {
  if (ctx.packed.truncated) return `the evidence was cut to ${ctx.packed.bytesAfter} of ${ctx.bag.bytesBefore} bytes, so it may sit in what was cut`;
  if (ctx.captureIncomplete) return "the run's capture is marked incomplete";
  return "";
}

const CHARGE_WORD = String.raw`(?:charged?|cost|costs|pay|paid|owe|additional|extra|fee)\b`;
const CHARGE_WORDS = new RegExp(String.raw`\b${CHARGE_WORD}`, "i");
/** "nothing extra to pay", "no additional charge", "won't cost": a charge the sentence denies. */
const DENIED_CHARGE = new RegExp(String.raw`(?:\b(?:nothing|no|not|never|without)\s+(?:\w+\s+){0,2}?|n't\s+(?:\w+\s+)?)${CHARGE_WORD}(?:\s+(?:to\s+|be\s+)?${CHARGE_WORD})*`, "gi");
/** Money to the customer: "refunded", "back", "saves", and a price that is "$38 cheaper" or "$114 less". */
const RETURN_WORDS = /\b(refund\w*|credited|credits?\b(?! card)|back|sav(?:e|es|ed|ing|ings)|reimburs\w*|cheaper|less|lower)\b/i;

/**
 * The one contradiction a membership check can see: the evidence has the amount only as a negative
 * number (money going back to the customer) while the sentence says it was charged.
 */
function chargedButNegative(claim: ExtractedClaim, kept: Hit[], ctx: CheckContext, reply: string): boolean {
  if (claim.value.type !== "money" || kept.length === 0) return false;
  const sentence = reply.slice(claim.sentence[0], claim.sentence[1]);
  if (!CHARGE_WORDS.test(sentence.replace(DENIED_CHARGE, " ")) || RETURN_WORDS.test(sentence)) return false;
  return kept.every((h) => ctx.bag.sources[h.source].content.charCodeAt(h.start - 1) === 45);
}

export function checkValueClaim(claim: ExtractedClaim, hits: Hit[], ctx: CheckContext, reply = ""): Checked {
  const { bag } = ctx;
  const cited = new Set(claim.citations.tools);
  const kept = hits.filter((h) => isKept(bag, ctx.packed, h));
  const rank = (h: Hit) => {
    const s = bag.sources[h.source];
    return cited.has(s.toolCallId ?? "") && s.kind === "tool" ? 0 : s.kind === "tool" ? 1 : s.kind === "call" ? 2 : 3;
  };
  kept.sort((a, b) => rank(a) - rank(b));
  const what = describeValue(claim);
  if (chargedButNegative(claim, kept, ctx, reply)) {
    const src = ctx.bag.sources[kept[0].source];
    return {
      verdict: "invented",
      reason: `the evidence has ${what} only as a negative amount (money going back, ${src.label} message ${src.messageIndex}), but the reply says it was charged`,
      support: kept.slice(0, 3).map((h) => hitSupport(ctx.bag, h)),
    };
  }
  if (kept.length > 0) {
    const best = bag.sources[kept[0].source];
    let reason = best.kind === "user"
      ? `${what} appears only in the customer's own words (message ${best.messageIndex})`
      : best.kind === "call"
        ? `${what} is what the run asked ${best.label.replace(/ \(arguments\)$/, "")} for (message ${best.messageIndex}, ${best.toolCallId}), and the tool answered without an error`
        : `${what} found in the ${best.label} result (message ${best.messageIndex}, ${best.toolCallId})`;
    if (cited.size > 0 && rank(kept[0]) !== 0) reason += `; not in the cited call ${[...cited].join(", ")}`;
    return { verdict: "grounded", reason, support: kept.slice(0, 3).map((h) => hitSupport(bag, h)) };
  }
  const today = todayOnClock(claim, ctx, reply);
  if (today) return today;
  const because = missingBecause(ctx);
  if (because) return { verdict: "unverifiable", reason: `${what} not found in the evidence kept; ${because}`, support: [] };
  let reason = !bag.sources.some((s) => s.kind === "tool")
    ? `${what}: no tool in this run returned anything it could come from`
    : `${what} is in no tool result of this run${claim.value.type === "date" && claim.value.relative ? ` (read "${claim.text}" as ${what})` : ""}`;
  if (claim.value.type === "money") {
    const cents = claim.value.cents;
    const calc = [...bag.unbacked.values()].find((u) => Math.round(Math.abs(u.result) * 100) === Math.abs(cents));
    if (calc) reason += `; the agent's calculator gave it from "${calc.expression}", but ${calc.missing.join(", ")} ${calc.missing.length === 1 ? "is" : "are"} in no record the run saw`;
  }
  return { verdict: "invented", reason, support: [] };
}

/** A `[tool:ID]` marker: the id must name, whole, a call this run made whose result is an observation. */
export function checkToolCitation(id: string, bag: EvidenceBag): Checked {
  const kind = bag.callIds.get(id);
  if (kind === undefined) {
    const near = [...bag.callIds.keys()].filter((k) => k.startsWith(id) || id.startsWith(k));
    const hint = near.length ? ` (ids are matched whole; ${near.join(", ")} is another call)` : "";
    return { verdict: "invented", reason: `cites tool call "${id}", which this run never made before the reply${hint}`, support: [] };
  }
  if (kind === "procedure") return { verdict: "invented", reason: `cites "${id}", a procedure (how-to) result, which is not evidence`, support: [] };
  const src = [...bag.sources].reverse().find((s) => s.toolCallId === id);
  const support: Support[] = src
    ? [{ source: "tool", messageIndex: src.messageIndex, toolCallId: id, toolName: src.label, span: [0, src.content.length] }]
    : [];
  return { verdict: "grounded", reason: `cites ${id}, a result of this run (${kind.replace("_", " ")})`, support };
}
