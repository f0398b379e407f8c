import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as checkRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { RATE_LIMIT } from "@/lib/agent-api/rate-limit";
import { startRun } from "@/lib/agent-api/start-run";

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
      // Seven requests: should the minute turn among them, one window still sees four of them.
      for (let i = 0; i < 7; i++) {
        const r = await start(key, i);
        statuses.push(r.status);
        if (r.status === 429) limited ??= r;
      }
      // The window may turn between requests; the fourth request in one window is refused.
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

// The check route authenticates in its own read and counts in its own write (withApiKeyInHandler):
// the same answers as every other route, and every request counted exactly once.
describeDatabases("agent API v1: the check route's key and count", (getDb) => {
  routeHandlersUse(getDb);

  it("counts each check once (allowed, invalid, unknown run), answers a bad key 401 first and refuses past the limit", async () => {
    const { prisma } = getDb();
    const { agent, key, keyId } = await createSundryAgent(prisma);
    const { run } = await startRun(prisma, agent.id, { idempotency_key: "ck-1", ticket: { id: "T-ck-1", subject: "check counts" }, customer: { id: "c-ck" } });
    const check = (body: unknown, runId = run.id, k: string | null = key) => call(checkRoute, { key: k, body, params: { runId } });
    const counted = async () => (await prisma.rateLimitBucket.findMany({ where: { keyId } })).reduce((s, b) => s + b.count, 0);
    const call1 = { call: { id: "c1", name: "get_order", arguments: '{"order_id":"SU-1"}' } };
    const before = await counted();
    expect((await check(call1)).status).toBe(200);
    expect((await check({ call: { id: 7 } })).json.error.code).toBe("invalid_input");
    expect((await check(call1, "no-such-run")).json.error.code).toBe("not_found");
    expect(await counted()).toBe(before + 3);
    // A wrong or missing key is 401 whatever else is wrong with the request, and counts nothing.
    expect((await check({ call: { id: 7 } }, run.id, `${key.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await check(call1, run.id, null)).status).toBe(401);
    expect(await counted()).toBe(before + 3);
    const limit = RATE_LIMIT.perWindow;
    RATE_LIMIT.perWindow = 0;
    try {
      const refused = await check(call1);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      // Refused before anything was written.
      expect(await prisma.check.count({ where: { runId: run.id } })).toBe(1);
    } finally {
      RATE_LIMIT.perWindow = limit;
    }
  });
});
