// The embedded database under more load than it can take: the excess is refused at once with 503
// and Retry-After (the bounded wait queue in lib/agent-api/admission-gate.ts), never left to time out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../db/databases";
import { useSharedDatabase } from "@/lib/db";
import { call, createSundryAgent } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";

describe("agent API on a saturated embedded database", () => {
  let db: TestDatabase;
  let key = "";
  let runId = "";
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    useSharedDatabase(db);
    ({ key } = await createSundryAgent(db.prisma));
    const r = await call(startRunRoute, { key, body: { idempotency_key: "overload", ticket: { id: "T-over", subject: "x" }, customer: { id: "cust_1042" } } });
    runId = r.json.run_id;
    await call(eventsRoute, { key, params: { runId }, body: { events: [{ id: "u", message: { role: "user", content: "Where is order SU-88421?" } }] } });
  });
  afterAll(async () => db?.close());

  it("answers every request: checks within capacity get a verdict, the excess 503 overloaded with Retry-After", async () => {
    const body = { call: { id: "c", name: "get_order", arguments: '{"order_id":"SU-88421"}' } };
    // More at once than the default gate holds (4 working + 256 waiting).
    const replies = await Promise.all(Array.from({ length: 600 }, () => call(checkCallRoute, { key, params: { runId }, body })));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 503);
    expect(ok.length + refused.length).toBe(replies.length);
    expect(ok.length).toBeGreaterThanOrEqual(260);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.json.error.code).toBe("overloaded");
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    // Refused requests wrote nothing; every answered one left exactly its record.
    expect(await db.prisma.check.count({ where: { runId } })).toBe(ok.length);
  });
});
