import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { RATE_LIMIT } from "@/lib/agent-api/rate-limit";

describeDatabases("agent API v1: rate limit", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  let other = "";
  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
    ({ key: other } = await createSundryAgent(getDb().prisma));
  });

  it("answers 429 with Retry-After once a key passes its limit, per key and shared through the database", async () => {
    const limit = RATE_LIMIT.perWindow;
    RATE_LIMIT.perWindow = 3; // what GROUNDCHECK_RATE_LIMIT=3 sets at startup
    try {
      const start = (k: string, i: number) => call(startRunRoute, { key: k, body: { idempotency_key: `rl-${i}`, ticket: { id: `T-rl-${k.slice(4, 14)}-${i}` }, customer: { id: "c-rl" } } });
      const statuses: number[] = [];
      let limited: Awaited<ReturnType<typeof start>> | null = null;
      for (let i = 0; i < 5; i++) {
        const r = await start(key, i);
        statuses.push(r.status);
        if (r.status === 429) limited ??= r;
      }
      // The window may turn between requests; at least the 4th or 5th request in one window is refused.
      expect(statuses.slice(0, 3).every((s) => s === 201 || s === 429)).toBe(true);
      expect(limited).not.toBeNull();
      expect(limited!.json.error.code).toBe("rate_limited");
      const retry = Number(limited!.headers.get("retry-after"));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      // Another key has its own budget.
      expect((await start(other, 0)).status).toBe(201);
      const buckets = await getDb().prisma.rateLimitBucket.findMany();
      expect(Math.max(...buckets.map((b) => b.count))).toBeGreaterThanOrEqual(4);
    } finally {
      RATE_LIMIT.perWindow = limit;
    }
  });
});
