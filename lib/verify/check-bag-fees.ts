/**
 * A fee for bags the allowance covers (issue 10: policy misapplied to the facts). "A checked bag has
 * been added. The additional charge of $50 has been applied to your card" to a regular member in
 * economy, whom the policy gives one free checked bag; "2 Checked Bags: $100 ($50 per bag)" in
 * business, where every tier gets at least two. The $50 is the policy's own per-bag fee, so the
 * value checks ground it; the facts say no fee is due.
 *
 * The allowance is the policy's per-tier, per-class table (check-tiered-allowance's), for the class
 * the reply names (else the reservation's cabin) and the profile's membership, or the smallest
 * allowance of any tier when the run never read one; times the reservation's passengers. The bags
 * are those the reply counts ("a checked bag", "two checked bags"), added to what the reservation
 * already holds unless the record was read after the write that added them. When the allowance
 * covers them, a charge that is a whole number of the policy's per-bag fee, stated on a line about
 * the bags or their charge, is contradicted. Lines about what an extra bag would cost are left alone.
 */
import { extractPolicyAmounts } from "../evidence/policy-amounts";
import type { PolicyPassage } from "../evidence/policy-passages";
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { tablesOf } from "./check-tiered-allowance";
import { passageRef, passageSupport, passageWhere, type PolicyIndex } from "./match-policy";
import { recordsOf, replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const BAGS = /\b(\d+|an?|one|two|three|four|five)\s+(?:more\s+|additional\s+|extra\s+|new\s+)?(?:checked\s+)?(?:bags?|baggages?|suitcases?)\b/i;
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
/** A line about the bags' charge; not one about what a bag beyond the allowance would cost. */
const ABOUT_CHARGE = /\b(?:bags?|baggages?|charge[ds]?|fee|cost)\b/i;
const HYPOTHETICAL = /\b(?:if|any|would|each\s+(?:extra|additional)|every\s+(?:extra|additional)|beyond|over|exceed\w*|more than)\b/i;

interface Booking { id: string; cabin: string; passengers: number; bags: number; afterWrite: boolean; messageIndex: number }

export function addBagFeeClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, policyIndex: () => PolicyIndex, passages: () => readonly PolicyPassage[]): void {
  if (!BAGS.test(text) || !claims.some((c) => c.kind === "money" && isPassingVerdict(c.verdict))) return;
  let booking: Booking | null = null;
  // Every profile the run read: a companion's profile does not make the customer's tier.
  const tiers = new Set<string>();
  const calls = new Map<string, string>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "assistant") for (const c of e.toolCalls ?? []) calls.set(c.id, c.name);
    if (e.role !== "tool") continue;
    const rec = recordsOf(e);
    const r = rec.reservation;
    if (r?.cabin && r.totalBags !== null && r.passengers > 0) {
      booking = { id: r.id, cabin: r.cabin, passengers: r.passengers, bags: r.totalBags, afterWrite: !/^(?:get|read|list|search|find)_/.test(calls.get(e.toolCallId) ?? e.toolName ?? "get_"), messageIndex: e.index };
    }
    if (rec.membership) tiers.add(rec.membership);
  }
  if (!booking) return;
  const table = tablesOf(policyIndex()).find((t) => /\bbag/.test(t.thing));
  const fee = extractPolicyAmounts(passages()).find((a) => a.per === "bag")?.cents;
  if (!table || !fee) return;
  const named = new Set(classesIn(text).map((c) => c.name.replace(/_/g, " ")));
  const cls = named.size === 1 ? [...named][0] : booking.cabin;
  if (!table.classes.includes(cls)) return;
  const only = tiers.size === 1 ? [...tiers][0] : null;
  const tier = only && table.tiers.includes(only) ? only : null;
  const perPassenger = tier ? table.cells.get(tier)?.get(cls) : Math.min(...table.tiers.map((t) => table.cells.get(t)?.get(cls) ?? Infinity));
  if (perPassenger === undefined || !Number.isFinite(perPassenger)) return;
  const free = perPassenger * booking.passengers;
  const sentences = replySentences(text);
  for (let i = 0; i < sentences.length; i++) {
    const line = sentences[i];
    if (!ABOUT_CHARGE.test(line.text) || HYPOTHETICAL.test(line.text)) continue;
    // The bags the charge is for: counted in its own sentence, else in the one before it.
    const counted = BAGS.exec(line.text) ?? (i > 0 ? BAGS.exec(sentences[i - 1].text) : null);
    if (!counted) continue;
    const n = COUNT[counted[1].toLowerCase()] ?? Number(counted[1]);
    const bags = booking.afterWrite ? booking.bags : booking.bags + n;
    if (bags > free) continue;
    const c = claims.find((x) => x.kind === "money" && x.value.type === "money" && isPassingVerdict(x.verdict) && x.span[0] >= line.start && x.span[1] <= line.end && x.value.cents > 0 && x.value.cents % fee === 0 && x.value.cents / fee <= n);
    if (!c) continue;
    const who = tier ? `a ${tier} member` : tiers.size > 1 ? `a member of any tier (the run read profiles of several: ${[...tiers].join(", ")})` : "a member of any tier (the run never read the membership)";
    const stated = `${perPassenger} free checked bag${perPassenger === 1 ? "" : "s"} for each ${cls} passenger of ${who}, ${booking.passengers} passenger${booking.passengers === 1 ? "" : "s"}: ${free} free`;
    const p = passageRef(table.passage);
    c.verdict = "contradicted";
    c.reason = `${c.text} is charged for ${bags} checked bag${bags === 1 ? "" : "s"} on reservation ${booking.id} (message ${booking.messageIndex}), but ${passageWhere(p)} covers them: ${stated}`;
    c.passage = p;
    c.support = [passageSupport(p)];
    c.conflict = { claimed: line.text, stated, why: "the free allowance covers these bags, so no bag fee is due" };
    return;
  }
}
