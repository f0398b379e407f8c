import type { DbClient } from "../db";
import { AppError } from "../errors";

export const RATE_LIMIT = {
  /** Requests per key per window; GROUNDCHECK_RATE_LIMIT overrides. */
  perWindow: Number(process.env.GROUNDCHECK_RATE_LIMIT ?? 1200),
  windowSeconds: 60,
};

/**
 * Counts one request for the key in the current fixed window, atomically in the database (one
 * upsert), so every app instance on the same database shares the limit. Throws `rate_limited`
 * with the seconds until the window turns.
 */
export async function consumeRateLimit(db: DbClient, keyId: string, limit = RATE_LIMIT.perWindow, windowSeconds = RATE_LIMIT.windowSeconds): Promise<void> {
  const now = Date.now();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("keyId", "windowStart", "count") VALUES (${keyId}, ${windowStart}, 1)
    ON CONFLICT ("keyId", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 0);
  if (count > limit) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
    throw new AppError("rate_limited", `More than ${limit} requests in ${windowSeconds} s for this key. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds });
  }
}
