import { CORRECT, FAILURES, type Scenario } from "./demo-scenarios";
import type { Prng } from "./prng";
import { ordersOf, type SundryStore } from "./sundry-store";

/**
 * The demo's month: which tickets arrive when, and when the team is at work. Pure (a seeded PRNG
 * and a reference time), so the same month comes out on every machine, relative to `now`.
 */
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface HistoryOptions {
  /** Days of history before today. */
  days: number;
  /** Tickets on an ordinary weekday; weekends get about half. */
  perWeekday: number;
}

export const MONTH_OF_HISTORY: HistoryOptions = { days: 30, perWeekday: 11 };

export interface PlannedTicket {
  at: number;
  scenario: Scenario;
}

const utcMidnight = (t: number) => t - (t % DAY);
const isWeekend = (t: number) => [0, 6].includes(new Date(t).getUTCDay());

/**
 * Tickets spread over the days before today, in the order they arrive (each gets its number
 * when it does, lib/demo/play-history.ts):
 * weekdays busier than weekends, business hours busier than nights, a share of the seed's
 * failures that falls from about 45% to 25% over the month (the team fixing its prompts), so the
 * hold-rate chart has a shape. About half are played live, the rest imported after the fact.
 */
export function planHistory(store: SundryStore, rng: Prng, now: number, opts: HistoryOptions): PlannedTicket[] {
  const others = store.customers.filter((c) => !["cust_1042", "cust_2077", "cust_3150"].includes(c.id));
  const failureKinds = Object.keys(FAILURES);
  const correctKinds = Object.keys(CORRECT);
  const today = utcMidnight(now);
  const out: { at: number; scenario: Omit<Scenario, "ticket"> }[] = [];
  for (let d = opts.days; d >= 1; d--) {
    const day = today - d * DAY;
    const progress = (opts.days - d) / Math.max(1, opts.days - 1);
    const base = isWeekend(day) ? opts.perWeekday / 2 : opts.perWeekday;
    const count = Math.max(1, Math.round(base * (0.8 + 0.4 * rng.next())));
    const failShare = 0.45 - 0.2 * progress;
    for (let i = 0; i < count; i++) {
      // Most tickets between 07:00 and 20:00 UTC, a few at night.
      const hour = rng.next() < 0.9 ? 7 + rng.next() * 13 : rng.next() * 24;
      const failing = rng.next() < failShare;
      const table = failing ? FAILURES : CORRECT;
      const kind = rng.pick(failing ? failureKinds : correctKinds);
      for (let tries = 0; tries < 20; tries++) {
        const c = rng.pick(others);
        const o = ordersOf(store, c.id).find((x) => table[kind].fits(x));
        if (!o) continue;
        const scenario = { ...table[kind].make(o, c, rng), customer: c, mode: rng.next() < 0.45 ? ("live" as const) : ("import" as const), format: rng.next() < 0.3 ? ("anthropic" as const) : ("openai" as const) };
        out.push({ at: Math.floor(day + hour * HOUR), scenario });
        break;
      }
    }
  }
  out.sort((a, b) => a.at - b.at);
  return out.map((t) => ({ at: t.at, scenario: { ...t.scenario, ticket: "" } }));
}

/** When the team works: weekdays 08:00-18:00 UTC, weekends a skeleton shift 10:00-16:00. */
export function shiftOf(t: number): { start: number; end: number } {
  const day = utcMidnight(t);
  return isWeekend(day) ? { start: day + 10 * HOUR, end: day + 16 * HOUR } : { start: day + 8 * HOUR, end: day + 18 * HOUR };
}

/** The first moment at or after `t` when someone is on shift. */
export function nextOnShift(t: number): number {
  for (let day = utcMidnight(t); ; day += DAY) {
    const { start, end } = shiftOf(day);
    if (t < end) return Math.max(t, start);
    t = Math.max(t, day + DAY);
  }
}

/** A log-normal delay (median `medianMs`, spread `sigma`): most items quick, a long tail. */
export function logNormalMs(rng: Prng, medianMs: number, sigma: number): number {
  const u = Math.max(rng.next(), 1e-9);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
  return medianMs * Math.exp(sigma * z);
}
