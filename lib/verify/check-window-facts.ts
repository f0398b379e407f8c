/**
 * A policy window applied to this customer's record: "you can cancel for a refund since it is
 * within 24 hours of booking" is contradicted when the reservation's created_at is three days
 * before the run's now, and "it is beyond the 24-hour window" when it is two hours. The record is
 * the order the sentence names (its ids), read with the scope fields; the clock is the run's.
 */
import type { ExtractedClaim } from "./extract-claims";
import type { OrderAttributes } from "./read-order-attributes";
import type { Checked } from "./check-claim";
import type { PolicyPassage } from "../evidence/policy-passages";
import { passageRef, passageSupport, passageWhere } from "./match-policy";
import { distinctiveTerms } from "./score-support";

const WINDOW = /\b(?:within|in the (?:first|last)|less than|under)\s+(\d+)\s*(hours?|days?)\s+(?:of|from|after|since)\s+(?:the\s+|your\s+)?(booking|purchase|ordering|order|delivery|reservation)|\b(\d+)[- ](hour|day)\s+(?:cancellation\s+|refund\s+|return\s+|grace\s+)?(?:window|period)/i;
/** The event before the window: "it was booked within the last 24 hours", "delivered less than 30 days ago". */
const EVENT_FIRST = /\b(book|purchas|order|reserv|deliver)\w*\s+(?:\w+\s+)?(?:(?:with)?in\s+the\s+(?:last|past)|less\s+than|under)\s+(\d+)\s*(hours?|days?)\b/i;
/** The time since the event, counted back from now: "booked yesterday at 4:03 PM, which is less than 24 hours ago". */
const AGO = /\b(book|purchas|order|reserv|creat|made)\w*\b[^.;]{0,80}?\b((?:less|more)\s+than|under|over|within(?:\s+the\s+(?:last|past))?)\s+(\d+)\s*(hours?|days?)\s+ago\b/i;
const OUTSIDE = /\b(?:beyond|outside|past|passed|expired|exceeded|more than|over|no longer|not within|isn't within|is not within|after the)\b/i;
const NEGATED = /\b(?:not|cannot|can't|unable|ineligible|isn't|aren't|won't)\b/i;

const HOUR = 3_600_000;

/** A passage stating an n-unit window: "within 24 hours of booking", "a 30-day return window". */
function statingWindow(passages: readonly PolicyPassage[], n: number, unit: "hour" | "day", sentence: string): PolicyPassage | undefined {
  const re = new RegExp(String.raw`\b${n}(?:\s+|-)${unit}s?\b`, "i");
  // Several clauses may set 30 days (returns, damage reports): the one sharing most of the sentence's words.
  const words = new Set(distinctiveTerms(sentence));
  const shared = (p: PolicyPassage) => distinctiveTerms(p.text).filter((t) => words.has(t)).length;
  return passages.filter((p) => re.test(p.text)).sort((a, b) => shared(b) - shared(a))[0];
}

/**
 * Contradicted when the record does not meet what the sentence says of it; supported, with the
 * record's time and the passage that sets the window, when it does ("Since your reservation was
 * created on 2024-05-01, it is beyond the 24-hour cancellation window"); null when the sentence
 * names no window on a record the run saw, or the policy states no such window.
 */
export function checkWindowFacts(claim: ExtractedClaim, attributes: OrderAttributes, now: Date, clockDetail: string, passages: readonly PolicyPassage[] = []): Checked | null {
  const m = WINDOW.exec(claim.text);
  const a = m ? null : AGO.exec(claim.text);
  const f = m || a ? null : EVENT_FIRST.exec(claim.text);
  if (!m && !f && !a) return null;
  const n = Number(m ? (m[1] ?? m[4]) : a ? a[3] : f![2]);
  const unit = (m ? (m[2] ?? m[5]) : a ? a[4] : f![3]).toLowerCase().startsWith("hour") ? "hour" : "day";
  const event = (m ? (m[3] ?? "booking") : a ? (/creat|made/i.test(a[1]) ? "book" : a[1]) : f![1]).toLowerCase();
  const attr = /deliver/.test(event) ? attributes.deliveredAt : attributes.purchasedAt;
  if (!attr) return null;
  const at = Date.parse(attr.value.length === 10 ? `${attr.value}T00:00:00Z` : attr.value.replace(" ", "T").replace(/(\d\d:\d\d(:\d\d)?)$/, "$1Z"));
  if (!Number.isFinite(at)) return null;
  const elapsedHours = (now.getTime() - at) / HOUR;
  const limitHours = unit === "hour" ? n : n * 24;
  const inside = elapsedHours >= 0 && elapsedHours <= limitHours;
  // The sentence says the record is outside the window (or that the action is refused) vs inside.
  // "A basic economy reservation can only be cancelled within 24 hours of booking, if ..., or ...":
  // the rule, with its conditions, is what the policy match reads; it says nothing of this record.
  if (/\b(?:can|may)\s+only\b|\bonly\s+(?:if|when|within)\b/i.test(claim.text) && !/\b(?:booked|made|created|purchased|ordered)\s+(?:on|at|in|yesterday|today|last|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|\d)/i.test(claim.text) && !/\b(?:outside|beyond|past|within|inside)\s+(?:the|its|your)\b/i.test(claim.text)) return null;
  const saysOutside = OUTSIDE.test(claim.text) || NEGATED.test(claim.text);
  const ago = elapsedHours < 48 ? `${Math.round(elapsedHours)} hours` : `${Math.round(elapsedHours / 24)} days`;
  const stated = `${attr.value} is ${ago} before the run's now (${now.toISOString().slice(0, 16).replace("T", " ")}, from ${clockDetail})`;
  if (saysOutside !== inside) {
    const passage = statingWindow(passages, n, unit, claim.text);
    if (!passage) return null;
    const p = passageRef(passage);
    return {
      verdict: "supported_uncited",
      reason: `the record's time ${stated}: ${inside ? "inside" : "outside"} the ${n}-${unit} window ${passageWhere(p)} sets ("${p.text}"); suggested citation ${p.id}`,
      support: [attr.support, passageSupport(p)],
      passage: p,
    };
  }
  const why = saysOutside
    ? `the reply says the ${n}-${unit} window of ${event} has passed, but the record's time ${stated}`
    : `the reply relies on the ${n}-${unit} window of ${event}, but the record's time ${stated}`;
  return { verdict: "contradicted", reason: why, support: [attr.support], conflict: { claimed: claim.text, stated, why } };
}
