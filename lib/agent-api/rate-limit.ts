/**
 * The per-key rate limit: a fixed window per key, counted in the database (RateLimitBucket) by
 * authenticateAndCount, so every app instance on one database shares one limit.
 */
import { Prisma } from "../db";
import { AppError } from "../errors";

export const RATE_LIMIT = {
  /** Requests per key per window; GROUNDCHECK_RATE_LIMIT overrides. */
  perWindow: Number(process.env.GROUNDCHECK_RATE_LIMIT ?? 1200),
  windowSeconds: 60,
};

const INT_MAX = 2_147_483_647;

/** The fixed window that now falls in. */
export function currentWindow(windowSeconds = RATE_LIMIT.windowSeconds) {
  const windowMs = windowSeconds * 1000;
  return { start: new Date(Math.floor(Date.now() / windowMs) * windowMs), windowMs };
}

/** Throws `rate_limited`, with the seconds until the window turns, when `count` is over the limit. */
export function enforceRateLimit(count: number, limit = RATE_LIMIT.perWindow, windowSeconds = RATE_LIMIT.windowSeconds): void {
  if (count <= limit) return;
  const { start, windowMs } = currentWindow(windowSeconds);
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - Date.now()) / 1000));
  throw new AppError("rate_limited", `More than ${limit} requests in ${windowSeconds} s for this key. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
}

/**
 * The statement fragment that counts one request against a key's window: a handler that
 * authenticates its own request (KeyClaim in with-api-key.ts) puts it in its write, so the
 * request costs one write, not two. The count only moves while under the limit and returns a row
 * only then: a write that runs it refuses itself (no row, nothing written) once the window is full,
 * so concurrent requests cannot overshoot the limit between the read and the write.
 */
export function countRequestSql(keyId: string, windowStart: Date, limit = RATE_LIMIT.perWindow, gate?: Prisma.Sql): Prisma.Sql {
  // The count is an integer column: a limit past its range (the demo seed's "no limit") is no limit.
  const cap = Math.min(limit, INT_MAX);
  // With `gate` (a CTE name), the request is counted only when that has a row.
  const row = gate ? Prisma.sql`SELECT ${keyId}, ${windowStart}, 1 FROM ${gate}` : Prisma.sql`VALUES (${keyId}, ${windowStart}, 1)`;
  return Prisma.sql`INSERT INTO "RateLimitBucket" ("keyId", "windowStart", "count") ${row}
    ON CONFLICT ("keyId", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1 WHERE "RateLimitBucket"."count" < ${cap}
    RETURNING "count"`;
}

/** A counted write found the window full (countRequestSql returned no row): the request is refused. */
export function refuseOverLimit(): never {
  enforceRateLimit(RATE_LIMIT.perWindow + 1);
  throw new Error("unreachable");
}
