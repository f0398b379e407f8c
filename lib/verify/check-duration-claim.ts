/**
 * A duration ("within 5 to 7 business days", "24 hours") is not a list of dates (issue 10). A
 * duration about a process (a refund, a return window, a cancellation) is a policy claim: grounded
 * by a policy passage that states that duration for that process. One that promises an event
 * ("arrives within 3 days") needs a tool result (an ETA) or the policy. Otherwise it is invented.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import type { EvidenceBag } from "./build-evidence-bag";
import { missingBecause, type CheckContext, type Checked } from "./check-claim";
import { durationsIn, type ExtractedClaim } from "./extract-claims";
import { passageRef, passageSupport, passageWhere } from "./match-policy";
import { absoluteDate, addBusinessDays, addDays, monthNumber, toIsoDay } from "./normalize-values";

/** The durations each policy passage states, read once: passages are cached per prompt and library, replies are many. */
const durationsOfPassage = new WeakMap<object, ReturnType<typeof durationsIn>>();
function passageDurations(p: { text: string }): ReturnType<typeof durationsIn> {
  let d = durationsOfPassage.get(p);
  if (!d) durationsOfPassage.set(p, (d = durationsIn(p.text)));
  return d;
}

/**
 * The processes a policy gives durations for, most specific first; "refund" alone names none (every
 * process refunds). A passage is about its first process ("Modify payment" is a payment change, not
 * an item modification); a sentence may name several.
 */
const PROCESSES: [string, RegExp][] = [
  ["payment change", /\bpayment(?: method)?\b.*\b(?:modif|chang)|\b(?:modif|chang)\w*\b.*\bpayment/i],
  ["cancellation", /\bcancel/i],
  ["return", /\breturn/i],
  ["exchange", /\bexchang/i],
  ["modification", /\bmodif|\bchang/i],
  ["delivery", /\bdeliver|\bship|\barriv/i],
  ["booking", /\bbook/i],
  ["insurance", /\binsur/i],
];

export const processesOf = (text: string) => new Set(PROCESSES.filter(([, re]) => re.test(text)).map(([name]) => name));
export const processOfPassage = (p: PolicyPassage) => {
  const own = PROCESSES.find(([, re]) => re.test(p.heading.split(" > ").pop() ?? ""))?.[0] ?? PROCESSES.find(([, re]) => re.test(p.text))?.[0];
  return own ? new Set([own]) : new Set<string>();
};

/**
 * The paragraph or numbered item a sentence sits in, up to the sentence's end: "3) Grill modification
 * ... Refunds take 5-7 business days" is about the modification, not the exchanges in items 1 and 2.
 */
function blockBefore(reply: string, sentence: [number, number]): string {
  const head = reply.slice(0, sentence[0]);
  const starts = [...head.matchAll(/\n\s*\n|\n\s*(?:\d+[).]|#{1,6})\s/g)];
  const from = starts.length ? starts[starts.length - 1].index! : 0;
  return reply.slice(from, sentence[1]);
}

/** What a duration is about when its sentence does not say: its paragraph, the reply's other words, else the run's latest call. */
/** "the refund arrives in 5 to 7 business days": money that arrives is the refund's timing, not a delivery. */
const MONEY_ARRIVES = /\b(refunds?|credits?|money|funds|amounts?)\b([^.;,]{0,30}?)\b(?:arriv|reach|land|appear|post)\w*/gi;

function wantedProcesses(sentence: string, block: string, reply: string, bag: EvidenceBag): Set<string> {
  const own = processesOf(sentence.replace(MONEY_ARRIVES, "$1$2"));
  if (own.size) return own;
  const inBlock = processesOf(block.replace(MONEY_ARRIVES, "$1$2"));
  if (inBlock.size) return inBlock;
  const inReply = processesOf(reply.replace(MONEY_ARRIVES, "$1$2"));
  if (inReply.size) return inReply;
  const lastCall = [...bag.sources].reverse().find((s) => s.kind === "call");
  return lastCall ? processesOf(lastCall.label.replace(/_/g, " ")) : new Set();
}

/**
 * "cancelled within 24 hours of booking": the passage counts the duration from another process than
 * its own, and a sentence about that one ("booked on May 11, well past 24 hours") is what it states.
 */
function anchoredTo(p: PolicyPassage, d: Duration, wanted: Set<string>): boolean {
  const text = p.text;
  return passageDurations(p).some((x) => same(x, d) && [...processesOf(text.slice(x.at + x.text.length, x.at + x.text.length + 24).replace(/^\s*(?:of|from|after|since)\s+/i, ""))].some((w) => wanted.has(w)));
}

type Duration = { min: number; max: number; unit: string };
const same = (a: Duration, b: Duration) => a.min === b.min && a.max === b.max && a.unit === b.unit;
const describe = (d: Duration) => `${d.min === d.max ? d.min : `${d.min} to ${d.max}`} ${d.unit.replace("_", " ")}${d.max === 1 ? "" : "s"}`;

const CLOCK = /\b([01]?\d|2[0-3]):([0-5]\d)(?::\d{2})?\s*(am|pm|a\.m\.|p\.m\.)?/gi;

/** Two clock times in `text` that lie `hours` apart (a later one, or past midnight), as "16:00 - 11:00". */
function elapsedBetween(text: string, hours: number): string | null {
  const times: number[] = [];
  for (const m of text.matchAll(CLOCK)) {
    let h = Number(m[1]);
    const half = m[3]?.toLowerCase().replace(/\./g, "");
    if (half === "pm" && h < 12) h += 12;
    if (half === "am" && h === 12) h = 0;
    times.push(h * 60 + Number(m[2]));
    if (times.length > 40) break;
  }
  const hh = (t: number) => `${String(Math.floor(t / 60) % 24).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`;
  for (let i = 0; i < times.length; i++) {
    for (let j = i + 1; j < times.length; j++) {
      const span = (times[j] - times[i] + 24 * 60) % (24 * 60);
      if (span === hours * 60) return `${hh(times[j])} - ${hh(times[i])}`;
    }
  }
  return null;
}

export interface DurationContext extends CheckContext {
  bag: EvidenceBag;
  passages: () => PolicyPassage[];
  reply: string;
  /** The run's clock (UTC midnight): an event promised "within 3-5 business days" is checked against dates from it. */
  ref: Date;
}

const EVENT = /\b(arriv|deliver|ship|reach|land|dispatch|post|credit|appear)\w*/i;
const ISO_DAY = /\b(\d{4}-\d{2}-\d{2})/g;

export function checkDurationClaim(claim: ExtractedClaim, ctx: DurationContext): Checked {
  if (claim.value.type !== "duration") throw new Error("not a duration claim");
  const d = claim.value;
  const sentence = ctx.reply.slice(claim.sentence[0], claim.sentence[1]);
  const what = describe(d);
  const wanted = wantedProcesses(sentence, blockBefore(ctx.reply, claim.sentence), ctx.reply, ctx.bag);
  const stating = ctx.passages().filter((p) => passageDurations(p).some((x) => same(x, d)));
  const fits = stating.filter((p) => {
    const about = processOfPassage(p);
    return wanted.size === 0 || about.size === 0 || [...about].some((x) => wanted.has(x)) || anchoredTo(p, d, wanted);
  });
  if (fits.length > 0) {
    const p = passageRef(fits[0]);
    return { verdict: "supported_uncited", reason: `${what}: ${passageWhere(p)} states it${wanted.size ? ` for ${[...wanted].join(", ")}` : ""}: "${p.text}"`, support: [passageSupport(p)], passage: p };
  }
  // An ETA or a window a tool reported.
  for (const src of ctx.bag.sources) {
    if (src.kind !== "tool") continue;
    const hit = durationsIn(src.content).find((x) => same(x, d));
    if (hit) return { verdict: "grounded", reason: `${what} found in the ${src.label} result (message ${src.messageIndex})`, support: [{ source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span: [hit.at, hit.at + hit.text.length] }] };
  }
  // An event promised within the window: a date a tool returned inside it backs the promise.
  if (EVENT.test(sentence) && (d.unit === "day" || d.unit === "business_day")) {
    const step = d.unit === "business_day" ? addBusinessDays : addDays;
    const from = toIsoDay(addDays(ctx.ref, 1));
    const to = toIsoDay(step(ctx.ref, d.max));
    for (const src of ctx.bag.sources) {
      if (src.kind !== "tool") continue;
      for (const m of src.content.matchAll(ISO_DAY)) {
        if (m[1] >= from && m[1] <= to) {
          return { verdict: "grounded", reason: `${what} from the run's clock (${toIsoDay(ctx.ref)}) covers ${m[1]}, a date in the ${src.label} result (message ${src.messageIndex})`, support: [{ source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span: [m.index, m.index + m[1].length] }] };
        }
      }
    }
  }
  if (stating.length > 0) {
    const others = [...new Set(stating.map((p) => p.heading.split(" > ").pop() || p.text.slice(0, 40)))];
    return {
      verdict: "invented",
      reason: `the policy states ${what} only for ${others.join("; ")}, not for ${[...wanted].join(", ")}`,
      support: [],
      passage: passageRef(stating[0]),
    };
  }
  // The customer's own words ("within 3-4 hours of my original departure") restated.
  for (const src of ctx.bag.sources) {
    if (src.kind !== "user") continue;
    const hit = durationsIn(src.content).find((x) => same(x, d));
    if (hit) return { verdict: "grounded", reason: `${what}: the customer's own words (message ${src.messageIndex})`, support: [{ source: "user", messageIndex: src.messageIndex, span: [hit.at, hit.at + hit.text.length] }] };
  }
  // Time gone by since a date the sentence names, counted on the run's clock: "May 13, two days ago",
  // "booked on May 11, so it's been more than four days".
  const since = d.unit === "day" && d.min === d.max ? daysSinceNamedDate(sentence, d.min, ctx.ref) : null;
  if (since) return { verdict: "grounded", reason: `${what}, derived: ${since} on the run's clock (${toIsoDay(ctx.ref)})`, support: [] };
  // A travel time the reply works out from the times it lists ("Departure 11:00 AM ... Arrival 04:00 PM": 5 hours).
  const elapsed = d.unit === "hour" && d.min === d.max ? elapsedBetween(ctx.reply.slice(0, claim.sentence[1]), d.min) : null;
  if (elapsed) return { verdict: "grounded", reason: `${what}, derived: ${elapsed}, times the reply lists`, support: [] };
  const because = missingBecause(ctx);
  if (because) return { verdict: "unverifiable", reason: `${what} not found in the evidence kept; ${because}`, support: [] };
  return { verdict: "invented", reason: `${what}: no tool result gives it and the policy the agent was given states no such time`, support: [] };
}

/** A time gone by: "two days ago", "it's been more than four days", "four days since". */
const ELAPSED = /\bago\b|\bsince\b|\b(?:it['’]s|it has|has|have)\s+been\b|\b(?:passed|elapsed|gone by)\b/i;
const NAMED_DAY = /\b(\d{4})-(\d{2})-(\d{2})\b|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?/gi;

/**
 * The date in the sentence whose distance from the run's clock is the stated number of days, as
 * "2024-05-15 - 2024-05-13"; only where the sentence says time has gone by. A date's time of day is
 * not read, so "more than four days" from 00:08 on May 11 counts as the four whole days it is.
 */
function daysSinceNamedDate(sentence: string, days: number, ref: Date): string | null {
  if (!ELAPSED.test(sentence)) return null;
  for (const m of sentence.matchAll(NAMED_DAY)) {
    const iso = m[1] ? `${m[1]}-${m[2]}-${m[3]}` : absoluteDate(m[6] ? Number(m[6]) : null, monthNumber(m[4]), Number(m[5]), ref);
    if (!iso) continue;
    const gap = Math.round((ref.getTime() - Date.parse(iso)) / 86_400_000);
    if (gap === days) return `${toIsoDay(ref)} - ${iso}`;
  }
  return null;
}

