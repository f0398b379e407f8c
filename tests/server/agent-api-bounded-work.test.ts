// Issue 14: bounded work per request, off the event loop; atomic import idempotency; race-free first runs.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkReplyRoute } from "@/app/api/v1/runs/[runId]/replies/check/route";
import { POST as importRoute } from "@/app/api/v1/imports/route";
import { REQUEST_LIMITS } from "@/lib/agent-api/request-limits";
import { verifyReplyOffThread } from "@/lib/work-pool/verify-off-thread";
import { emptyPolicy } from "@/lib/policy";

const lookup = [
  { role: "user", content: "My teapot from order SU-88421 arrived broken." },
  { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] },
  { role: "tool", tool_call_id: "c1", content: JSON.stringify({ order_id: "SU-88421", customer_id: "cust_1042", charges: [{ charge_id: "ch_1", amount_cents: 6400 }] }) },
];
const denseAmounts = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(", ");

describeDatabases("bounded work per request", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
  });
  const newRun = async (ticket: string) => {
    const r = await call(startRunRoute, { key, body: { idempotency_key: `k-${ticket}`, ticket: { id: ticket }, customer: { id: "cust_1042" } } });
    expect(r.status).toBe(201);
    await call(eventsRoute, { key, params: { runId: r.json.run_id }, body: { events: lookup.map((message, i) => ({ id: `e${i}`, message })) } });
    return r.json.run_id as string;
  };

  it("refuses a reply over the documented length with 400 naming the field, and records nothing", async () => {
    const runId = await newRun("T-long");
    const r = await call(checkReplyRoute, { key, params: { runId }, body: { text: "a".repeat(REQUEST_LIMITS.replyChars + 1) } });
    expect(r.status).toBe(400);
    expect(r.json.error).toMatchObject({ code: "invalid_input" });
    expect(r.json.error.message).toMatch(/^text:/);
    expect(await getDb().prisma.check.count({ where: { runId } })).toBe(0);
  });

  it("refuses a reply with more claims than the limit with 413, and records nothing", async () => {
    const runId = await newRun("T-claims");
    const r = await call(checkReplyRoute, { key, params: { runId }, body: { text: `Refunds: ${denseAmounts(REQUEST_LIMITS.claimsPerReply + 50)}.` } });
    expect(r.status).toBe(413);
    expect(r.json.error).toMatchObject({ code: "payload_too_large", details: { field: "text", limit: REQUEST_LIMITS.claimsPerReply } });
    expect(await getDb().prisma.check.count({ where: { runId } })).toBe(0);
  });

  it("a reply within the limits is still checked and recorded (through the pool)", async () => {
    const runId = await newRun("T-ok");
    const r = await call(checkReplyRoute, { key, params: { runId }, body: { text: "Your order SU-88421 was charged $64.00." } });
    expect(r.status).toBe(200);
    expect(r.json.verdict).toBe("grounded");
    expect(await getDb().prisma.check.count({ where: { runId, kind: "reply" } })).toBe(1);
  });

  it("a failed import leaves its idempotency key free: the retry imports and holds", async () => {
    const { prisma } = getDb();
    const body = (customer: string, messages: unknown[]) => ({ idempotency_key: "imp-atomic", ticket: { id: "T-imp-atomic" }, customer: { id: customer }, messages });
    // Fails after judgement, inside the write: the ticket exists for another customer.
    await call(startRunRoute, { key, body: { idempotency_key: "other", ticket: { id: "T-imp-atomic" }, customer: { id: "cust_other" } } });
    const refund = [...lookup, { role: "assistant", content: null, tool_calls: [{ id: "c2", type: "function", function: { name: "issue_refund", arguments: '{"order_id":"SU-99999","amount_cents":6400}' } }] }];
    const first = await call(importRoute, { key, body: body("cust_1042", refund) });
    expect(first.status).toBe(409);
    // Fails in the judgement: a reply over the claim limit.
    const second = await call(importRoute, { key, body: { ...body("cust_other", [...refund, { role: "assistant", content: denseAmounts(REQUEST_LIMITS.claimsPerReply + 1) }]) } });
    expect(second.status).toBe(413);
    expect(second.json.error.details.field).toBe(`messages.${refund.length}.content`);
    expect(await prisma.run.count({ where: { idempotencyKey: "imp-atomic" } })).toBe(0);
    const retry = await call(importRoute, { key, body: body("cust_other", refund) });
    expect(retry.status).toBe(201);
    expect(retry.json).toMatchObject({ imported: true });
    expect(retry.json.held_item_ids).toHaveLength(1);
    const again = await call(importRoute, { key, body: body("cust_other", refund) });
    expect(again.json).toMatchObject({ imported: false, run_id: retry.json.run_id });
  });

  it("two imports of one key at once: one imports, the other answers as a repeat, one run", async () => {
    const b = { idempotency_key: "imp-race", ticket: { id: "T-imp-race" }, customer: { id: "cust_1042" }, messages: lookup };
    const rs = await Promise.all([call(importRoute, { key, body: b }), call(importRoute, { key, body: b })]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await getDb().prisma.run.count({ where: { idempotencyKey: "imp-race" } })).toBe(1);
  });

  it("20 parallel first runs for one new customer and ticket all succeed on one customer row", async () => {
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(startRunRoute, { key, body: { idempotency_key: `par-${i}`, ticket: { id: "T-par" }, customer: { id: "cust_new_parallel" } } })),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(201));
    const { prisma } = getDb();
    expect(await prisma.customer.count({ where: { externalId: "cust_new_parallel" } })).toBe(1);
    expect(await prisma.ticket.count({ where: { externalId: "T-par" } })).toBe(1);
  });
});

it("a verification over its time budget is stopped and answered 422, and the event loop kept answering meanwhile", async () => {
  // A reply whose claims rescan a large transcript: slow on purpose, stopped at a 300 ms budget.
  const big = Array.from({ length: 400 }, (_, i) => ({ role: "tool", tool_call_id: `c${i}`, content: denseAmounts(2000) }));
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  const started = Date.now();
  const err = await verifyReplyOffThread(
    { messages: big, customerId: "c", text: `Charged ${denseAmounts(REQUEST_LIMITS.claimsPerReply)}.`, clauses: [], policy: emptyPolicy(), budget: 0, maxClaims: REQUEST_LIMITS.claimsPerReply },
    300,
  ).catch((e) => e);
  clearInterval(timer);
  expect(err).toMatchObject({ code: "unprocessable", details: { budget_ms: 300 } });
  // The main thread's timers fired while the pool thread worked: it was never blocked.
  // Lenient on purpose (an eighth of the ideal count): a blocked loop gives none, a loaded machine fewer.
  expect(ticks).toBeGreaterThan((Date.now() - started) / 10 / 8);
});
