// A check on a run this process checked last, with a key it verified, needs no read (run-check-state.ts):
// one statement, which writes only while the run, the agent and the key are still as the process
// remembers them. These tests count the statements and change each of those things behind its back.
import { beforeAll, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { describeDatabases } from "../db/databases";
import { useSharedDatabase, type DbClient } from "@/lib/db";
import { call, createSundryAgent, ADMIN } from "./api-harness";
import { POST as checkRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { createApiKey, revokeApiKey } from "@/lib/agent-api/api-keys";
import { RATE_LIMIT } from "@/lib/agent-api/rate-limit";
import { startRun, closeRun } from "@/lib/agent-api/start-run";

/** The client with every call that reaches the database counted (a transaction counts once). */
function counting(prisma: DbClient) {
  const calls: string[] = [];
  const wrap = (target: object, prefix: string): object =>
    new Proxy(target, {
      get(t, prop, receiver) {
        const v = Reflect.get(t, prop, receiver);
        if (typeof prop !== "string") return v;
        if (typeof v === "function") return (...args: unknown[]) => (calls.push(prefix + prop), Reflect.apply(v, t, args));
        if (v && typeof v === "object" && !prefix && !prop.startsWith("$") && !prop.startsWith("_")) return wrap(v, `${prop}.`);
        return v;
      },
    });
  return { client: wrap(prisma, "") as DbClient, calls };
}

const ORDER = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }] };
const lookup = [
  { id: "e1", message: { role: "user", content: "My teapot from order SU-88421 arrived broken." } },
  { id: "e2", message: { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] } },
  { id: "e3", message: { role: "tool", tool_call_id: "call_1", content: JSON.stringify(ORDER) } },
];
// A refund on an order id the run has never seen: rejected (unknown_id); the third in a row hits the retry cap (Sundry's retryLimit 3).
const invented = (i: number) => ({ call: { id: `bad${i}`, name: "issue_refund", arguments: '{"order_id":"SU-88412","amount_cents":6400}' } });
const known = { call: { id: "ok", name: "get_order", arguments: '{"order_id":"SU-88421"}' } };

describeDatabases("agent API v1: checks on cached run state", (getDb) => {
  let counted: ReturnType<typeof counting>;
  beforeAll(() => {
    counted = counting(getDb().prisma);
    useSharedDatabase({ ...getDb(), prisma: counted.client });
  });

  async function newRun() {
    const { prisma } = getDb();
    const { agent, key: agentKey, keyId } = await createSundryAgent(prisma);
    const agentId = agent.id;
    const { run } = await startRun(prisma, agentId, { idempotency_key: randomUUID(), ticket: { id: `T-${randomUUID()}`, subject: "s" }, customer: { id: "cust_1042" } });
    expect((await call(eventsRoute, { key: agentKey, params: { runId: run.id }, body: { events: lookup } })).status).toBe(200);
    const check = async (body: unknown) => {
      const before = counted.calls.length;
      const r = await call(checkRoute, { key: agentKey, body, params: { runId: run.id } });
      return { ...r, statements: counted.calls.slice(before) };
    };
    return { run, key: agentKey, agentId, keyId, check };
  }

  it("a run's next check is one statement, and the retry cap counts the checks it did not read", async () => {
    const { check } = await newRun();
    const first = await check(invented(1));
    expect(first.json.code).toBe("unknown_id");
    expect(first.statements.length).toBeGreaterThan(1);
    const second = await check(invented(2));
    expect(second.json.code).toBe("unknown_id");
    expect(second.statements).toEqual(["$queryRaw"]);
    const third = await check(invented(3));
    expect(third.statements).toEqual(["$queryRaw"]);
    expect(third.json.code).toBe("retry_limit");
    expect(third.json.message).toContain("3 calls in a row");
    // An allowed call ends the streak, as the record says.
    expect((await check(known)).json.decision).toBe("allow");
    expect((await check(invented(4))).json.code).toBe("unknown_id");
  });

  it("takes concurrent checks of one run in turn: each judged on the last one's state, one statement each", async () => {
    const { run, key, check } = await newRun();
    expect((await check(known)).status).toBe(200);
    const before = counted.calls.length;
    // Eight parallel tool calls of one agent: all arrive before the first is written.
    const rs = await Promise.all(Array.from({ length: 8 }, (_, i) => call(checkRoute, { key, body: { call: { ...known.call, id: `p${i}` } }, params: { runId: run.id } })));
    expect(rs.map((r) => r.json.decision)).toEqual(Array(8).fill("allow"));
    expect(counted.calls.slice(before)).toEqual(Array(8).fill("$queryRaw"));
    expect(await getDb().prisma.check.count({ where: { runId: run.id } })).toBe(9);
    // The streak still follows the record: rejections in parallel reach the retry cap in order.
    const bad = await Promise.all([1, 2, 3].map((i) => call(checkRoute, { key, body: invented(i), params: { runId: run.id } })));
    expect(bad.map((r) => r.json.code)).toEqual(["unknown_id", "unknown_id", "retry_limit"]);
  });

  it("sees a check another instance recorded (by the run's toolChecks) and counts it in the streak", async () => {
    const { run, check } = await newRun();
    expect((await check(invented(1))).json.code).toBe("unknown_id");
    expect((await check(invented(2))).statements).toEqual(["$queryRaw"]);
    // What another instance's check statement writes: a rejection, and the run's version bumped.
    await getDb().prisma.$executeRaw`WITH b AS (UPDATE "Run" SET "toolChecks" = "toolChecks" + 1 WHERE id = ${run.id} RETURNING id)
      INSERT INTO "Check" (id, "createdAt", "runId", kind, position, "toolName", "callId", writes, decision, code, payload, findings, message)
      SELECT ${randomUUID()}, now(), id, 'tool_call', 3, 'get_order', 'elsewhere', false, 'reject', 'unknown_id', '{}'::jsonb, '[]'::jsonb, 'No order SU-77777.' FROM b`;
    const after = await check(invented(3));
    expect(after.json.code).toBe("retry_limit");
    // Two of this process's, the other instance's, this one: the record's streak, not the cache's.
    expect(after.json.message).toContain("4 calls in a row");
    expect(after.json.message).toContain("3) get_order: unknown_id");
    // The cached statement wrote nothing, then the read path did the check: stale write, read, write.
    expect(after.statements).toEqual(["$queryRaw", "$queryRaw", "$queryRaw"]);
    expect(await getDb().prisma.check.count({ where: { runId: run.id } })).toBe(4);
  });

  it("reads events appended meanwhile (by /events or another instance) before judging", async () => {
    const { run, key, check } = await newRun();
    const call2 = { call: { id: "c2", name: "issue_refund", arguments: '{"order_id":"SU-55555","amount_cents":6400}' } };
    expect((await check(call2)).json.code).toBe("unknown_id");
    const more = [
      { id: "e4", message: { role: "user", content: "Also order SU-55555." } },
      { id: "e5", message: { role: "assistant", content: null, tool_calls: [{ id: "call_2", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-55555"}' } }] } },
      { id: "e6", message: { role: "tool", tool_call_id: "call_2", content: JSON.stringify({ ...ORDER, order_id: "SU-55555" }) } },
    ];
    expect((await call(eventsRoute, { key, params: { runId: run.id }, body: { events: more } })).status).toBe(200);
    expect((await check({ call: { ...call2.call, id: "c3" } })).json.decision).toBe("allow");
  });

  it("refuses a revoked key at its next check, though this process had verified it", async () => {
    const { check, keyId } = await newRun();
    expect((await check(known)).status).toBe(200);
    expect((await check(known)).statements).toEqual(["$queryRaw"]);
    await revokeApiKey(getDb().prisma, ADMIN, keyId);
    const r = await check(known);
    expect(r.status).toBe(401);
    expect(r.json.error.message).toContain("revoked");
  });

  it("answers 409 on a run closed meanwhile, and judges by the agent's new policy once it changes", async () => {
    const { prisma } = getDb();
    const a = await newRun();
    expect((await a.check(known)).status).toBe(200);
    await closeRun(prisma, a.agentId, a.run.id);
    expect((await a.check(known)).status).toBe(409);

    const b = await newRun();
    expect((await b.check(known)).json.decision).toBe("allow");
    const agent = await prisma.agent.findUniqueOrThrow({ where: { id: b.agentId } });
    const tools = (agent.tools as { function: { name: string } }[]).filter((t) => t.function.name !== "get_order");
    await prisma.agent.update({ where: { id: b.agentId }, data: { tools } });
    expect((await b.check(known)).json.code).toBe("unknown_tool");
  });

  it("holds a call on cached state in one transaction, and re-reads when the run moved first", async () => {
    const { prisma } = getDb();
    const agent = await prisma.agent.create({
      data: { name: `visits-${randomUUID()}`, tools: [{ name: "schedule_visit", input_schema: { type: "object", properties: { date: { type: "string" } } } }], policy: { tools: { schedule_visit: { writes: true } } } },
    });
    const { key } = await createApiKey(prisma, ADMIN, { agentId: agent.id, name: "visits" });
    const { run } = await startRun(prisma, agent.id, { idempotency_key: randomUUID(), ticket: { id: `T-${randomUUID()}`, subject: "s" }, customer: { id: "c-v" } });
    // Evidence is kept once a message decided the run's format (an assistant's tool call does).
    expect((await call(eventsRoute, { key, params: { runId: run.id }, body: { events: lookup } })).status).toBe(200);
    const visit = async (i: number) => {
      const before = counted.calls.length;
      const r = await call(checkRoute, { key, params: { runId: run.id }, body: { call: { id: `v${i}`, name: "schedule_visit", arguments: { date: "2024-07-04" } } } });
      expect(r.json.decision).toBe("hold");
      return counted.calls.slice(before);
    };
    await visit(1);
    // The hold's transaction, then the answer-key mix's job (queued after every real hold).
    expect(await visit(2)).toEqual(["$transaction", "$executeRaw"]);
    await prisma.$executeRaw`UPDATE "Run" SET "toolChecks" = "toolChecks" + 1 WHERE id = ${run.id}`;
    // The transaction found the run moved and wrote nothing; the read path then held it once.
    expect((await visit(3)).filter((c) => c === "$transaction")).toHaveLength(2);
    expect(await prisma.heldItem.count({ where: { runId: run.id } })).toBe(3);
    expect(await prisma.check.count({ where: { runId: run.id } })).toBe(3);
  });

  it("counts cached checks against the key's limit and refuses past it without recording", async () => {
    const { prisma } = getDb();
    const { run, check, keyId } = await newRun();
    expect((await check(known)).status).toBe(200);
    const used = (await prisma.rateLimitBucket.findMany({ where: { keyId } })).reduce((s, b) => Math.max(s, b.count), 0);
    const limit = RATE_LIMIT.perWindow;
    RATE_LIMIT.perWindow = used + 1;
    try {
      const ok = await check(known);
      const refused = await check(known);
      // The window may turn between requests; then the first is in a new window and both pass.
      if (ok.status === 200 && refused.status === 429) {
        expect(ok.statements).toEqual(["$queryRaw"]);
        expect(refused.json.error.code).toBe("rate_limited");
        expect(await prisma.check.count({ where: { runId: run.id } })).toBe(2);
      }
    } finally {
      RATE_LIMIT.perWindow = limit;
    }
  });
});
