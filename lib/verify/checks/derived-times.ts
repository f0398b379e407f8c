/**
 * Dates and lengths of time the agent worked out from the run: a deadline that is a record's date
 * plus a window the policy sets ("return by June 14" for a delivery on May 15 and 30 days; only a date
 * stated as a deadline is worked out, never "arrives Thursday"), the day
 * after a date the customer named, "booked 3 days ago" on the run's clock, a flight "of 2 hours"
 * between one record's two times, "10/22 to 10/25 is 3 days" between two dates the sentence gives.
 * Only those pairings: any two times of the run would ground almost any length. Found: grounded,
 * with the arithmetic. Not found: not checked when the words say the value was worked out ("by",
 * "until", "ago"), else it stays invented.
 */
import type { ReplyContext } from "../context/reply-context";
import { canonicalId } from "../context/records";
import type { ExtractedClaim } from "../extract/claim-types";
import { extractValues, writtenDates } from "../extract/extract-values";
import { addBusinessDays, isoAddDays } from "../language/calendar";
import { hoursOf } from "../language/units";
import type { DurationUnit, Finding } from "../types";
import { defineCheck } from "./define-check";

const ISO = /\b(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/g;
/** "10/22/2025", "10/22/2025 14:05": a US date, as many records write it. */
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{2}):(\d{2}))?/;
/** A time of day alone ("14:00:00", "00:30:00+1": the next day), as a record of a schedule writes it. */
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?(?:\s?\+(\d))?$/;
/** Instants on no date: minutes after midnight of day 0. */
const NO_DATE = Date.UTC(2000, 0, 1);

interface Instant {
  /** ISO day, or "" for a time of day alone. */
  day: string;
  at: number | null;
  label: string;
  /** Which record it belongs to (a nested record is its parent's): pairs are taken within one. */
  group: string;
  /** The record's own id (lower case), so records the sentence names can be paired with each other. */
  id: string;
}

/** Dates and instants in the records the reply names and the latest results, with the record each belongs to. */
function recordInstants(ctx: ReplyContext): Instant[] {
  const out: Instant[] = [];
  const seen = new Set<string>();
  let id = "";
  const visit = (v: unknown, label: string, group: string, depth: number) => {
    if (depth > 4 || out.length > 400) return;
    if (typeof v === "string" && v.length <= 40) {
      const push = (day: string, at: number | null) => {
        const key = `${group}|${day}|${at}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ day, at, label, group, id });
        }
      };
      const clock = CLOCK.exec(v.trim());
      if (clock && +clock[1] < 24) return push("", NO_DATE + ((+(clock[3] ?? 0) * 24 + +clock[1]) * 60 + +clock[2]) * 60_000);
      const us = US.exec(v.trim());
      if (us) {
        const day = `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}`;
        return push(day, us[4] ? Date.parse(`${day}T${us[4]}:${us[5]}:00Z`) : null);
      }
      ISO.lastIndex = 0;
      for (let m = ISO.exec(v); m; m = ISO.exec(v)) push(m[1], m[2] ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:00Z`) : null);
    } else if (Array.isArray(v)) v.forEach((x, i) => visit(x, label, x && typeof x === "object" ? `${group}[${i}]` : group, depth + 1));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) visit(x, `${label}.${k}`, group, depth + 1);
  };
  for (const r of ctx.relevantRecords()) {
    id = canonicalId(r.id);
    visit(r.fields, `${r.toolName ?? "record"} ${r.id}`, `${r.toolCallId}:${r.id}`, 0);
  }
  return out;
}

const SHIFT_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
/** Day shifts the customer asked for: "a day later" +1, "two days earlier" −2, "the day after" +1, "the day before" −1. */
function customerShifts(words: string): number[] {
  const out = new Set<number>();
  for (const m of words.matchAll(/\b(a|one|two|three|four|five|six|seven|\d)\s+days?\s+(later|after|earlier|before|sooner)\b/gi)) {
    const n = SHIFT_WORDS[m[1].toLowerCase()] ?? Number(m[1]);
    out.add(/later|after/i.test(m[2]) ? n : -n);
  }
  if (/\b(?:the\s+)?(?:next|following)\s+day\b|\bthe\s+day\s+after\b/i.test(words)) out.add(1);
  if (/\bthe\s+(?:day|night)\s+before\b|\bthe\s+previous\s+day\b/i.test(words)) out.add(-1);
  return [...out];
}

/** Days a record implies by a date field and a time marked "+N" ("date": "2024-05-20", "arrival": "03:00:00+1"). */
function recordNextDays(ctx: ReplyContext): { day: string; label: string }[] {
  const out: { day: string; label: string }[] = [];
  // A search result's objects carry no date of their own: the date the call asked for is theirs.
  let searched: string | undefined;
  const visit = (v: unknown, label: string, depth: number) => {
    if (depth > 5 || out.length > 200 || !v || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach((x) => visit(x, label, depth + 1));
    const o = v as Record<string, unknown>;
    const date = Object.values(o).find((x): x is string => typeof x === "string" && /^\d{4}-\d{2}-\d{2}$/.test(x)) ?? searched;
    if (date) {
      for (const [k, x] of Object.entries(o)) {
        const m = typeof x === "string" ? /^\d{1,2}:\d{2}(?::\d{2})?\s?\+(\d)$/.exec(x.trim()) : null;
        if (m) out.push({ day: isoAddDays(date, +m[1]), label: `${label}: ${date} with ${k} "${x}" = ${isoAddDays(date, +m[1])}` });
      }
    }
    for (const x of Object.values(o)) if (x && typeof x === "object") visit(x, label, depth + 1);
  };
  for (const r of ctx.relevantRecords()) {
    const call = ctx.calls().find((c) => c.id === r.toolCallId);
    const args = call?.args && typeof call.args === "object" ? Object.values(call.args as Record<string, unknown>) : [];
    searched = args.find((x): x is string => typeof x === "string" && /^\d{4}-\d{2}-\d{2}$/.test(x));
    visit(r.fields, `${r.toolName ?? "record"} ${r.id}`, 0);
  }
  return out;
}

/** Dates written in the latest results' text ("submitted_date: 2025-09-15", "opened 05/10/2023"), as records that are not JSON give them. */
function textDates(ctx: ReplyContext): { day: string; label: string }[] {
  const out = new Map<string, string>();
  for (const s of [...ctx.bag.sources].reverse()) {
    if (out.size >= 40) break;
    if (s.kind !== "tool" || s.content.length > 100_000) continue;
    for (const day of writtenDates(s.content).slice(0, 40 - out.size)) if (!out.has(day)) out.set(day, `${s.label} (message ${s.messageIndex})`);
  }
  return [...out].map(([day, label]) => ({ day, label }));
}

const dayOf = (t: Instant) => t.at ?? Date.parse(`${t.day}T00:00:00Z`);

interface Offset {
  days: number;
  /** Calendar months instead of days ("12 months after March 15"). */
  months?: number;
  business: boolean;
  label: string;
  /** Stated in the reply itself: the only offsets a date with no cue of being worked out is tried with. */
  inReply?: boolean;
}

function offsetOf(n: number, unit: DurationUnit, label: string, inReply = false): Offset | null {
  const o = inReply ? { inReply } : {};
  if (unit === "business_day") return { days: n, business: true, label, ...o };
  if (unit === "month" || unit === "year") return { days: 0, months: unit === "year" ? 12 * n : n, business: false, label, ...o };
  const h = hoursOf(n, unit);
  return h !== null && h % 24 === 0 ? { days: h / 24, business: false, label, ...o } : null;
}

/** Offsets a date may be worked out with: the policy's windows, and the lengths of time the reply itself states ("needs 90 days: eligible 12/09/2025"). */
function windows(ctx: ReplyContext): Offset[] {
  const out: Offset[] = [];
  const plural = (n: number, unit: string) => `${n} ${unit.replace("_", " ")}${n === 1 ? "" : "s"}`;
  for (const f of ctx.policyIndex().facts) {
    if (f.fact.kind !== "duration") continue;
    for (const n of new Set([f.fact.min, f.fact.max])) {
      const o = offsetOf(n, f.fact.unit, `${plural(n, f.fact.unit)} (policy)`);
      if (o) out.push(o);
    }
  }
  for (const c of ctx.extracted) {
    if (c.value.type !== "duration" || c.value.min !== c.value.max) continue;
    const o = offsetOf(c.value.min, c.value.unit, `${plural(c.value.min, c.value.unit)} ("${c.text}" in the reply)`, true);
    if (o) out.push(o);
  }
  const seen = new Set<string>();
  // The reply's own first: a window both state is tried as the reply's.
  return out.reverse().filter((o) => !seen.has(`${o.days}|${o.months}|${o.business}`) && (seen.add(`${o.days}|${o.months}|${o.business}`), true)).slice(0, 24);
}

function shift(day: string, o: Offset, sign: number): string {
  if (o.business) return addBusinessDays(new Date(`${day}T00:00:00Z`), o.days).toISOString().slice(0, 10);
  if (!o.months) return isoAddDays(day, sign * o.days);
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + sign * o.months);
  return d.toISOString().slice(0, 10);
}

const SMALL: Offset[] = [1, 2, 3, 7].map((d) => ({ days: d, business: false, label: `${d} day${d === 1 ? "" : "s"}` }));

export const derivedDate = defineCheck({
  id: "derived-date",
  title: "Dates the agent worked out",
  reads: ["dates in the records the reply names and the latest results", "the customer's words", "run clock", "policy windows"],
  finds: ["grounded", "not_checked"],
  stage: "refine",
  run(ctx, claims) {
    const invented = ctx.extracted.map((_, i) => i).filter((i) => claims[i]?.kind === "date" && claims[i].verdict === "invented");
    if (!invented.length) return [];
    const out: Finding[] = [];
    // A record's own next-day times: a flight on May 20 arriving "03:00:00+1" arrives May 21.
    const nextDays = recordNextDays(ctx);
    // What the customer asked for relative to a record's date: "a day later", "two days earlier", "the day after".
    const shifts = customerShifts(ctx.lastCustomerWords(4));
    const shifted = shifts.length ? recordInstants(ctx).filter((t) => t.day).flatMap((t) => shifts.map((d) => ({ day: isoAddDays(t.day, d), label: `${t.label} ${t.day} ${d > 0 ? "+" : "−"} ${Math.abs(d)} day${Math.abs(d) === 1 ? "" : "s"}, as the customer asked` }))) : [];
    const rest: number[] = [];
    for (const i of invented) {
      const c = ctx.extracted[i];
      const dates = c.value.type === "date" ? c.value.dates : [];
      const hit = nextDays.find((n) => dates.includes(n.day));
      const asked = hit ? undefined : shifted.find((n) => dates.includes(n.day));
      if (hit) out.push({ claim: i, verdict: "grounded", reason: `the record's own next-day time: ${hit.label}` });
      else if (asked) out.push({ claim: i, verdict: "grounded", reason: `the agent's date arithmetic on the customer's request: ${asked.label}` });
      else rest.push(i);
    }
    // Otherwise only a date the words say was worked out ("by June 14", "until", "expires"), or one
    // said with a length of time or another date ("issued March 15, so it ages out March 15, 2026"):
    // "arrives Thursday" must be in the evidence.
    const sentenceHas = (i: number, type: string) => ctx.extracted.some((x, k) => k !== i && x.sentence[0] === ctx.extracted[i].sentence[0] && x.value.type === type);
    const targets = rest.filter((i) => ctx.extracted[i].derived || sentenceHas(i, "duration") || sentenceHas(i, "date"));
    if (!targets.length) return out;
    const offsets = windows(ctx);
    // Record dates and the clock move by the policy's windows; the customer's dates also by a few days
    // ("the day after"). Never the clock by a few days: "arrives Thursday" is the classic invented date.
    const bases: { day: string; label: string; offsets: Offset[] }[] = [
      ...recordInstants(ctx).filter((t) => t.day).map((t) => ({ day: t.day, label: t.label, offsets })),
      ...textDates(ctx).map((t) => ({ ...t, offsets })),
      ...extractValues(ctx.lastCustomerWords(2), ctx.clock.now).flatMap((c) => (c.value.type === "date" ? c.value.dates.map((d) => ({ day: d, label: "the customer's words", offsets: [...offsets, ...SMALL] })) : [])),
      { day: ctx.clock.day, label: `the run's clock (${ctx.clock.detail})`, offsets },
    ];
    for (const i of targets) {
      const c = ctx.extracted[i];
      if (c.value.type !== "date") continue;
      const want = new Set(c.value.dates);
      let found: string | null = null;
      for (const b of bases) {
        // Said with no cue of a deadline, a date is tried only with the lengths of time the reply gives:
        // the run's dates and the policy's windows together would reproduce many a made-up date.
        for (const o of c.derived ? b.offsets : b.offsets.filter((x) => x.inReply)) {
          for (const sign of o.business ? [1] : [1, -1]) {
            const day = shift(b.day, o, sign);
            if (want.has(day)) found = `${b.day} (${b.label}) ${sign > 0 ? "+" : "−"} ${o.label} = ${day}`;
            if (found) break;
          }
          if (found) break;
        }
        if (found) break;
      }
      if (found) out.push({ claim: i, verdict: "grounded", reason: `the agent's date arithmetic on the run: ${found}` });
      else if (c.derived) out.push({ claim: i, verdict: "not_checked", reason: `"${c.text}" is stated as worked out from a window or a date, but no date of the run plus a window the policy sets reproduces it; not checked` });
    }
    return out;
  },
});

/** Dates the whole reply gives, but the claim's own sentence (sentenceInstants reads that). */
function replyInstants(ctx: ReplyContext, c: ExtractedClaim): Instant[] {
  return ctx.extracted.filter((x) => x.sentence[0] !== c.sentence[0] && x.value.type === "date" && x.value.dates.length === 1).map((x) => ({ day: (x.value as { dates: string[] }).dates[0], at: null, label: `"${x.text}"`, group: "reply", id: "" }));
}

/** Dates and times the sentence itself gives ("from 10/22 to 10/25"), read on the run's clock. */
function sentenceInstants(ctx: ReplyContext, c: ExtractedClaim): Instant[] {
  const out: Instant[] = [];
  for (const x of ctx.extracted) {
    if (x.sentence[0] !== c.sentence[0]) continue;
    if (x.value.type === "date" && x.value.dates.length === 1) out.push({ day: x.value.dates[0], at: null, label: `"${x.text}"`, group: "sentence", id: "" });
    if (x.value.type === "time" && x.value.minutes.length === 1) out.push({ day: "", at: NO_DATE + x.value.minutes[0] * 60_000, label: `"${x.text}"`, group: "sentence", id: "" });
  }
  return out;
}

export const derivedDuration = defineCheck({
  id: "derived-duration",
  title: "Lengths of time the agent worked out",
  reads: ["times of one record", "times the sentence gives", "run clock"],
  finds: ["grounded", "not_checked"],
  stage: "refine",
  run(ctx, claims) {
    const targets = ctx.extracted.map((_, i) => i).filter((i) => claims[i]?.kind === "duration" && claims[i].verdict === "invented");
    if (!targets.length) return [];
    const records = recordInstants(ctx);
    const now: Instant = { day: ctx.clock.day, at: ctx.clock.now.getTime(), label: "the run's clock", group: "clock", id: "" };
    let written: Instant[] | undefined;
    const out: Finding[] = [];
    for (const i of targets) {
      const c = ctx.extracted[i];
      const v = c.value;
      if (v.type !== "duration") continue;
      // A month or a year is no fixed number of hours; counted here to the nearest one, an average one will do.
      const per = hoursOf(1, v.unit) ?? (v.unit === "month" ? 730.5 : v.unit === "year" ? 8766 : null);
      let found: string | null = null;
      // Records the sentence names pair with each other too: "HAT136 lands 09:30, HAT039 leaves 10:00" is a layover.
      const named = new Set(ctx.extracted.filter((x) => x.value.type === "identifier" && x.sentence[0] === c.sentence[0]).map((x) => canonicalId((x.value as { id: string }).id)));
      // Worked out ("10 days ago") or approximate ("about four months"): any date the reply or a result's text gives, counted to now.
      const loose: Instant[] = c.derived || c.hedged ? [...replyInstants(ctx, c), ...(written ??= textDates(ctx).map((t) => ({ day: t.day, at: null, label: t.label, group: "text", id: "" })))] : [];
      const within = [...records, ...sentenceInstants(ctx, c), ...loose];
      const together = (x: Instant, y: Instant) => x.group === y.group || (named.has(x.id) && named.has(y.id));
      const pairs: [Instant, Instant][] = [];
      for (const r of within) if (r.day) pairs.push([r, now], [now, r]);
      for (let a = 0; a < within.length; a++) for (let b = 0; b < within.length; b++) if (a !== b && together(within[a], within[b])) pairs.push([within[a], within[b]]);
      for (const [x, y] of per === null ? [] : pairs) {
        // A time of day compares only with another time of day; a date or an instant with its own kind.
        if (!x.day !== !y.day) continue;
        const ta = dayOf(x);
        const tb = dayOf(y);
        if (!(tb > ta) || (!x.day && tb - ta > 48 * 3_600_000)) continue;
        const n = (tb - ta) / 3_600_000 / per!;
        // Counted in average months or years, only the nearest whole one: 0.1 years is not "a year".
        const near = hoursOf(1, v.unit) === null ? [Math.round(n)] : [Math.floor(n), Math.round(n), Math.ceil(n)];
        if (near.some((k) => k >= v.min && k <= v.max)) {
          const show = (t: number, d: string) => (d ? new Date(t).toISOString().slice(0, 16) : new Date(t).toISOString().slice(11, 16));
          found = `${y.label} ${show(tb, y.day)} − ${x.label} ${show(ta, x.day)} ≈ ${Math.round(n * 10) / 10} ${v.unit}s`;
          break;
        }
      }
      if (found) out.push({ claim: i, verdict: "grounded", reason: `the agent's arithmetic on the run's times: ${found}` });
      else if (c.derived) out.push({ claim: i, verdict: "not_checked", reason: `"${c.text}" is stated as a length of time worked out from the record, and no two of its times reproduce it; not checked` });
    }
    return out;
  },
});
