import type { Scenario } from "./demo-scenarios";
import type { Prng } from "./prng";

/**
 * What the demo team does with a held item, as a person would judge it from the item page: the
 * fix the model itself found next (a refund to the right order, the charge's amount), a reply
 * rewritten without the invented part, an escalation when nothing on the page says what is
 * right, a rejection sent back to the agent saying what was wrong when the call or reply should
 * not go out at all, an approval (with a note) of a hold that was a false alarm. Pure: the PRNG
 * decides who slips, so the dashboard shows some wrong calls too.
 */
export type TeamChoice =
  | { action: "approve"; note: string }
  | { action: "edit"; note: string; payload: unknown }
  | { action: "reject"; note: string; instead?: string }
  | { action: "escalate"; note: string }
  | { action: "wait" };

export interface HeldForChoice {
  kind: "write" | "reply";
  toolName: string | null;
  payload: unknown;
  reasonCodes: string[];
}

/** Replies rewritten the way a reviewer would: the invented or unsupported part taken out. */
const REPLY_FIXES: Partial<Record<string, (text: string) => string>> = {
  invented_date: (t) => t.replace(/ arrives Thursday\./, " is on its way; Sundry emails you the tracking number once it ships."),
  cited_unsupported: () => "Most items can be returned within 30 days of delivery [clause:RET-30]. I can start the return for you now.",
  uncited_policy: () => "Most items can be returned within 30 days of delivery [clause:RET-30].",
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type Args = { order_id?: string; amount_cents?: number };

/**
 * What a reviewer writes when sending a held item back, from what its page shows (the finding's
 * reason code, the arguments, the corrected call when the run has one): what was wrong, and what
 * the agent should do instead (left to the decision table's default when there is nothing to add).
 */
export function rejectionOf(item: HeldForChoice, fix: unknown | null): { action: "reject"; note: string; instead?: string } {
  const args = (item.payload ?? {}) as Args;
  const right = (fix ?? {}) as Args;
  const has = (code: string) => item.reasonCodes.includes(code);
  const reject = (note: string, instead?: string) => ({ action: "reject" as const, note, ...(instead ? { instead } : {}) });
  if (has("unknown_tool")) return reject(`There is no ${item.toolName} tool: nothing here can do that.`, `Hand ${args.order_id ?? "the ticket"} to a person with escalate_to_human and tell the customer a colleague will email them.`);
  if (has("unknown_id")) return reject(`${args.order_id ?? "That order"} is not the customer's order${right.order_id ? `; the order they wrote about is ${right.order_id}` : ""}.`, right.order_id ? `Refund ${right.order_id} instead.` : undefined);
  if (has("amount_unmatched") && args.amount_cents !== undefined) return reject(`${money(args.amount_cents)} matches no charge on ${args.order_id ?? "the order"}.`, right.amount_cents ? `Refund the charge itself: ${money(right.amount_cents)}.` : undefined);
  if (has("wrong_customer")) return reject(`${args.order_id ?? "That order"} belongs to another customer.`, "Ask the customer which of their own orders they mean.");
  if (item.kind === "reply" && (has("contradicted") || has("cited_unsupported"))) return reject("The reply states a policy the clause does not say (returns are 30 days from delivery, RET-30).", "Quote RET-30 as it is and cite it as [clause:RET-30].");
  if (item.kind === "reply") return reject("The reply says something no tool returned.", undefined);
  return reject("The record does not support this call.");
}

/** The edit a reviewer would make, or null when the page gives no right version to write. */
export function fixFor(s: Scenario, item: HeldForChoice): unknown | null {
  if (item.kind === "reply") {
    const fix = REPLY_FIXES[s.kind];
    const text = (item.payload as { text?: string } | null)?.text;
    return fix && typeof text === "string" ? { text: fix(text) } : null;
  }
  // A held call: the model's own next attempt at the same tool is the corrected call.
  const calls = s.steps.flatMap((st) => ("call" in st && st.call === item.toolName ? [st.args] : []));
  const at = calls.findIndex((args) => same(args, item.payload));
  return at >= 0 && at + 1 < calls.length ? calls[at + 1] : null;
}

/** A reviewer's first decision on a real held item. `slip`: this reviewer's chance of a wrong call. */
export function reviewerChoice(rng: Prng, s: Scenario, item: HeldForChoice, slip: number): TeamChoice {
  const fix = fixFor(s, item);
  const failure = !["refund", "track", "return", "replacement", "seller_question", "find_order", "escalation"].includes(s.kind);
  if (!failure) {
    // A correct run held anyway (a false alarm): approved with what was checked.
    return rng.next() < 0.9 ? { action: "approve", note: "Checked against the tool results: the reply is right." } : { action: "escalate", note: "Not sure this is covered; please have a look." };
  }
  if (rng.next() < slip) return { action: "approve", note: "Looks fine to me." };
  if (fix && rng.next() < 0.8) return { action: "edit", note: item.kind === "reply" ? "Took out what the record does not say." : "Corrected to the customer's order and the charge on it.", payload: fix };
  // Nothing to release as it is: sent back to the agent with the reason, or left to a manager.
  if (rng.next() < 0.6) return rejectionOf(item, fix);
  return { action: "escalate", note: item.toolName === "cancel_order" ? "There is no cancel tool; the order needs a person." : "The record does not support this; needs a manager." };
}

/**
 * A manager's decision on an escalation: the fix when there is one; a write with none (an
 * invented tool, an order nobody can name) often sent back; else often left for later.
 */
export function managerChoice(rng: Prng, s: Scenario | null, item: HeldForChoice): TeamChoice {
  const fix = s ? fixFor(s, item) : null;
  if (fix && rng.next() < 0.75) return { action: "edit", note: "Corrected before release.", payload: fix };
  if (item.kind === "reply" && rng.next() < 0.5) return { action: "approve", note: "Acceptable as written." };
  if (item.kind === "write" && item.reasonCodes.length > 0 && rng.next() < 0.5) return rejectionOf(item, fix);
  return { action: "wait" };
}

/**
 * A reviewer's call on a known answer-key item: a known-wrong one caught (escalated, or a third of
 * the time sent back) with probability `catchRate`, a known-right one flagged with `flagRate`;
 * otherwise approved.
 */
export function knownItemChoice(rng: Prng, expected: "wrong" | "right", item: HeldForChoice, rates: { catchRate: number; flagRate: number }): TeamChoice {
  const flag = rng.next() < (expected === "wrong" ? rates.catchRate : rates.flagRate);
  if (!flag) return { action: "approve", note: "Checked; fine." };
  return rng.next() < 0.35 ? rejectionOf(item, null) : { action: "escalate", note: "This does not match the record; please check." };
}
