/**
 * A bounded wait queue in front of the embedded database (issue 15). PGlite runs one statement at a
 * time in this process; past its capacity, an unbounded pile of waiting requests only grows until
 * clients time out. The gate lets `concurrency` requests work at once, queues up to `queue` more
 * for at most `maxWaitMs`, and refuses the rest at once with 503 `overloaded` and Retry-After, so
 * an agent always gets an answer it can act on.
 */
import { AppError } from "../errors";

export interface GateOptions {
  concurrency: number;
  queue: number;
  maxWaitMs: number;
}

/** Runs `idle` (a sleep, a long-poll's wait) without holding a slot; the slot is taken again after. */
export type Pause = <T>(idle: () => Promise<T>) => Promise<T>;

export interface Gate {
  run<T>(work: (pause: Pause) => Promise<T>): Promise<T>;
  stats(): { active: number; waiting: number };
}

const overloaded = (why: string, retryAfterSeconds: number) =>
  new AppError("overloaded", `The server is at capacity (${why}). Retry after ${retryAfterSeconds} s.`, { retryAfterSeconds });

export function createGate(opts: GateOptions): Gate {
  let active = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  // Seconds a refused client should wait: about the time the queue ahead of it takes to drain.
  const retryAfter = () => Math.max(1, Math.ceil(opts.maxWaitMs / 1000));

  const release = () => {
    active--;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (active < opts.concurrency) {
        active++;
        return resolve();
      }
      if (waiting.length >= opts.queue) return reject(overloaded("the wait queue is full", retryAfter()));
      const slot = {
        start: () => {
          active++;
          resolve();
        },
        timer: setTimeout(() => {
          const i = waiting.indexOf(slot);
          if (i >= 0) waiting.splice(i, 1);
          reject(overloaded(`waited ${opts.maxWaitMs} ms for the database`, retryAfter()));
        }, opts.maxWaitMs),
      };
      waiting.push(slot);
    });

  return {
    async run(work) {
      await acquire();
      let held = true;
      const pause: Pause = async (idle) => {
        release();
        held = false;
        try {
          return await idle();
        } finally {
          await acquire();
          held = true;
        }
      };
      try {
        return await work(pause);
      } finally {
        if (held) release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}

const num = (v: string | undefined, dflt: number) => (v !== undefined && v !== "" && Number.isFinite(Number(v)) ? Number(v) : dflt);

/**
 * The process's gate for agent API requests on the embedded database (GROUNDCHECK_EMBEDDED_CONCURRENCY,
 * _QUEUE, _MAX_WAIT_MS). On PostgreSQL the pool and the server queue requests themselves.
 */
export const embeddedGate = createGate({
  concurrency: num(process.env.GROUNDCHECK_EMBEDDED_CONCURRENCY, 4),
  queue: num(process.env.GROUNDCHECK_EMBEDDED_QUEUE, 256),
  maxWaitMs: num(process.env.GROUNDCHECK_EMBEDDED_MAX_WAIT_MS, 4000),
});
