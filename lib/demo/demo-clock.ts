/**
 * The demo's clock: the month of history is played through the real API, and every row the API
 * writes takes its time from `new Date()` / `Date.now()` in this process (Prisma fills
 * `@default(now())` client-side). So instead of rewriting timestamps afterwards (audit events are
 * append-only and must not be), the seed moves this process's clock to each ticket's moment while
 * it plays it. Only `new Date()` moves: `Date.now()` stays real, because the embedded
 * PostgreSQL times its own timers with it (a clock jumping back a month leaves them weeks long)
 * and timeouts, rate windows and budgets are about elapsed time, not the story's. Seed scripts
 * only: the app itself never installs it.
 */
const RealDate = Date;
let offsetMs = 0;

class DemoDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [string | number | Date]));
  }
  // Dates made before the clock moved (or by code holding the original Date) are still dates.
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof RealDate;
  }
}

/**
 * Runs `work` on the demo clock, starting at `start`; `moveTo` sets it forward (never back, so
 * rows keep the order they were written in). The real clock is back when `work` settles.
 */
export async function onDemoClock<T>(start: number, work: (moveTo: (moment: number) => void) => Promise<T>): Promise<T> {
  if (globalThis.Date === (DemoDate as unknown)) throw new Error("the demo clock is already running");
  const original = globalThis.Date;
  offsetMs = start - RealDate.now();
  globalThis.Date = DemoDate as unknown as DateConstructor;
  try {
    return await work((moment) => {
      offsetMs = Math.max(offsetMs, moment - RealDate.now());
    });
  } finally {
    offsetMs = 0;
    globalThis.Date = original;
  }
}

/** The real time, whatever the demo clock says. */
export const realNow = () => RealDate.now();
