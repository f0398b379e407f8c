import type { Scenario } from "./demo-scenarios";
import type { Prng } from "./prng";

/**
 * What the demo team does with a held item, as a person would judge it from the item page: the
 * fix the model itself found next (a refund to the right order, the charge's amount), a reply
 * rewritten without the invented part, an escalation when nothing on the page says what is
 * right, an approval (with a note) of a hold that was a false alarm. Pure: the PRNG decides who
 * slips, so the dashboard shows some wrong calls too.
 */
export type TeamChoice =
  | { action: "approve"; note: string }
  | { action: "edit"; note: string; payload: unknown }
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
  return { action: "escalate", note: item.toolName === "cancel_order" ? "There is no cancel tool; the order needs a person." : "The record does not support this; needs a manager." };
}

/** A manager's decision on an escalation: the fix when there is one, else often left for later. */
export function managerChoice(rng: Prng, s: Scenario | null, item: HeldForChoice): TeamChoice {
  const fix = s ? fixFor(s, item) : null;
  if (fix && rng.next() < 0.75) return { action: "edit", note: "Corrected before release.", payload: fix };
  if (item.kind === "reply" && rng.next() < 0.5) return { action: "approve", note: "Acceptable as written." };
  return { action: "wait" };
}

/**
 * A reviewer's call on a known answer-key item: a known-wrong one caught (escalated) with
 * probability `catchRate`, a known-right one flagged with `flagRate`; otherwise approved.
 */
export function knownItemChoice(rng: Prng, expected: "wrong" | "right", rates: { catchRate: number; flagRate: number }): TeamChoice {
  const flag = rng.next() < (expected === "wrong" ? rates.catchRate : rates.flagRate);
  return flag ? { action: "escalate", note: "This does not match the record; please check." } : { action: "approve", note: "Checked; fine." };
}
