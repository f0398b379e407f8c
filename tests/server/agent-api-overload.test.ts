// The embedded database under more load than it can take: the excess is refused at once with 503
// and Retry-After (the bounded wait queue in lib/agent-api/admission-gate.ts), never left to time out.
// On PGlite in-process and on its own thread (how the server runs it).
//
// The queue's capacity is what is tested here, so a queued check may wait as long as it needs:
// the 4 s default max wait is real time once the database has its own thread, and on a loaded
// machine fewer than 256 checks fit in it (in-process the blocked event loop fired the timers late,
// which hid that). Giving up after the max wait is admission-gate.test.ts's.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "../db/databases";
import { openDatabase, useSharedDatabase } from "@/lib/db";
import { call, createSundryAgent } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";

// Set before the routes (and the gate) are imported, and put back once they are: test files may share a process.
const savedMaxWait = vi.hoisted(() => {
  const saved = process.env.GROUNDCHECK_EMBEDDED_MAX_WAIT_MS;
  process.env.GROUNDCHECK_EMBEDDED_MAX_WAIT_MS = "120000";
  return saved;
});
if (savedMaxWait === undefined) delete process.env.GROUNDCHECK_EMBEDDED_MAX_WAIT_MS;
else process.env.GROUNDCHECK_EMBEDDED_MAX_WAIT_MS = savedMaxWait;

describe.each([
  ["in-process", false],
  ["on its own thread", true],
])("agent API on a saturated embedded database (%s)", (_name, thread) => {
  let db: TestDatabase;
  let key = "";
  let runId = "";
  beforeAll(async () => {
    db = await openDatabase({ memory: true, thread });
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
