// Issue 14, tenancy: customers and tickets belong to the agent whose key created them. Two agents
// use the same ticket, customer and idempotency ids; neither sees, changes or learns of the
// other's records through any endpoint: another agent's run or held item answers exactly as one
// that does not exist (same status, same body with the id in it).
import { beforeAll, describe, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { ADMIN, call, routeHandlersUse } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { POST as checkReplyRoute } from "@/app/api/v1/runs/[runId]/replies/check/route";
import { POST as closeRoute } from "@/app/api/v1/runs/[runId]/close/route";
import { GET as heldItemRoute } from "@/app/api/v1/held-items/[id]/route";
import { POST as releaseRoute } from "@/app/api/v1/held-items/[id]/release/route";
import { POST as importRoute } from "@/app/api/v1/imports/route";
import { createApiKey } from "@/lib/agent-api/api-keys";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { listHeldItems } from "@/lib/review/list-held-items";
import { loadHeldItem } from "@/lib/review/load-held-item";
import { parseQueueParams } from "@/lib/review/queue-params";

const MANAGER = { id: "m-tenancy", email: "m-tenancy@test.example", name: "M", role: "manager" as const };
const TOOLS = [{ name: "schedule_visit", input_schema: { type: "object", properties: { date: { type: "string" } } } }];
const POLICY = { tools: { schedule_visit: { writes: true } } };
const SHARED = { ticket: { id: "T-SHARED", subject: "same id, two stores" }, customer: { id: "cust_shared", name: "Same Id" } };
const MISSING = "cmissing0000000000000000";

type Res = Awaited<ReturnType<typeof call>>;
/** A 404 with the id it names replaced, so "another agent's" and "no such" can be compared whole. */
const shape = (r: Res, id: string) => ({ status: r.status, body: JSON.parse(JSON.stringify(r.json).split(id).join("<id>")) });

describeDatabases("agent API v1: tenancy", (getDb) => {
  routeHandlersUse(getDb);
  const agents: Record<"a" | "b", { id: string; key: string }> = { a: { id: "", key: "" }, b: { id: "", key: "" } };
  // Every response agent B got to a request that did not itself name A's ids (a 404 echoes the id
  // asked for; those are compared whole with a nonexistent id's instead), searched for A's ids at the end.
  const seen: Res[] = [];
  const asB = async (p: Promise<Res>) => {
    const r = await p;
    seen.push(r);
    return r;
  };
  let runA = "";
  let heldA = "";
  let approvedA = "";

  beforeAll(async () => {
    const { prisma } = getDb();
    for (const n of ["a", "b"] as const) {
      const agent = await prisma.agent.create({ data: { name: `tenant-${n}`, tools: TOOLS, policy: POLICY, webhookUrl: `http://127.0.0.1:9/${n}`, webhookSecret: `s-${n}` } });
      agents[n] = { id: agent.id, key: (await createApiKey(prisma, ADMIN, { agentId: agent.id, name: n })).key };
    }
    runA = (await call(startRunRoute, { key: agents.a.key, body: { idempotency_key: "same-key", ...SHARED } })).json.run_id;
    const held = await call(checkCallRoute, { key: agents.a.key, params: { runId: runA }, body: { call: { id: "v1", name: "schedule_visit", arguments: { date: "2024-07-04" } } } });
    expect(held.json.decision).toBe("hold");
    heldA = held.json.held_item_id;
    const second = await call(checkCallRoute, { key: agents.a.key, params: { runId: runA }, body: { call: { id: "v2", name: "schedule_visit", arguments: { date: "2024-07-05" } } } });
    approvedA = second.json.held_item_id;
    await decideHeldItem(prisma, MANAGER, approvedA, { action: "approve", note: "agent A's refund checked against its order" });
  });

  it("the same ticket, customer and idempotency key under another agent is a new, separate record", async () => {
    const { prisma } = getDb();
    const b = await asB(call(startRunRoute, { key: agents.b.key, body: { idempotency_key: "same-key", ...SHARED } }));
    expect(b.status).toBe(201);
    expect(b.json).toMatchObject({ created: true });
    expect(b.json.run_id).not.toBe(runA);
    const tickets = await prisma.ticket.findMany({ where: { externalId: "T-SHARED" }, include: { customer: true } });
    expect(tickets.map((t) => t.agentId).sort()).toEqual([agents.a.id, agents.b.id].sort());
    for (const t of tickets) expect(t.customer.agentId).toBe(t.agentId);
    expect(await prisma.customer.count({ where: { externalId: "cust_shared" } })).toBe(2);
  });

  it("no existence oracle at run start: A's ticket under another customer answers B as a brand-new ticket does", async () => {
    // Before tenancy this was 409 "Ticket T-SHARED belongs to another customer": B learnt A had it.
    const taken = await asB(call(startRunRoute, { key: agents.b.key, body: { idempotency_key: "k-taken", ticket: { id: "T-SHARED-2" }, customer: { id: "cust_b_only" } } }));
    await call(startRunRoute, { key: agents.a.key, body: { idempotency_key: "k-a2", ticket: { id: "T-A-ONLY" }, customer: { id: "cust_a_only" } } });
    const overA = await asB(call(startRunRoute, { key: agents.b.key, body: { idempotency_key: "k-over", ticket: { id: "T-A-ONLY" }, customer: { id: "cust_b_only" } } }));
    expect(overA.status).toBe(taken.status);
    expect(Object.keys(overA.json).sort()).toEqual(Object.keys(taken.json).sort());
    expect(overA.json.created).toBe(true);
    // The agent's own conflict is still reported: its own ticket under another of its customers.
    const own = await asB(call(startRunRoute, { key: agents.b.key, body: { idempotency_key: "k-own", ticket: { id: "T-SHARED-2" }, customer: { id: "cust_shared" } } }));
    expect(own.status).toBe(409);
  });

  describe("another agent's run answers exactly as a run that does not exist", () => {
    const pairs: [string, (runId: string) => Promise<Res>][] = [
      ["events", (runId) => call(eventsRoute, { key: agents.b.key, params: { runId }, body: { events: [{ id: "e1", message: { role: "user", content: "hi" } }] } })],
      ["tool-call check", (runId) => call(checkCallRoute, { key: agents.b.key, params: { runId }, body: { call: { id: "x", name: "schedule_visit", arguments: { date: "2024-07-04" } } } })],
      ["reply check", (runId) => call(checkReplyRoute, { key: agents.b.key, params: { runId }, body: { text: "Your visit is booked." } })],
      ["close", (runId) => call(closeRoute, { key: agents.b.key, params: { runId }, body: {} })],
    ];
    for (const [name, send] of pairs) {
      it(name, async () => {
        const other = await send(runA);
        const none = await send(MISSING);
        expect(other.status).toBe(404);
        expect(shape(other, runA)).toEqual(shape(none, MISSING));
      });
    }
    it("and A's run is untouched by B's attempts", async () => {
      const run = await getDb().prisma.run.findUniqueOrThrow({ where: { id: runA }, include: { _count: { select: { messages: true, checks: true } } } });
      expect(run.endedAt).toBeNull();
      expect(run._count).toEqual({ messages: 0, checks: 2 });
    });
  });

  describe("another agent's held item answers exactly as one that does not exist", () => {
    it("status and long-poll", async () => {
      for (const id of [heldA, approvedA]) {
        const other = await (call(heldItemRoute, { key: agents.b.key, params: { id }, path: `/api/v1/held-items/${id}?wait=1` }));
        const none = await asB(call(heldItemRoute, { key: agents.b.key, params: { id: MISSING }, path: `/api/v1/held-items/${MISSING}?wait=1` }));
        expect(other.status).toBe(404);
        expect(shape(other, id)).toEqual(shape(none, MISSING));
      }
    });
    it("release, with and without a payload, and A can still release its own", async () => {
      for (const body of [{}, { payload: { date: "2024-07-05" } }]) {
        const other = await (call(releaseRoute, { key: agents.b.key, params: { id: approvedA }, body }));
        const none = await asB(call(releaseRoute, { key: agents.b.key, params: { id: MISSING }, body }));
        expect(other.status).toBe(404);
        expect(shape(other, approvedA)).toEqual(shape(none, MISSING));
      }
      const mine = await call(releaseRoute, { key: agents.a.key, params: { id: approvedA }, body: {} });
      expect(mine.json).toMatchObject({ status: "released", payload: { date: "2024-07-05" } });
    });
  });

  it("imports: B's transcript on the same ids and key is B's own import, held on B's ticket and customer", async () => {
    const { prisma } = getDb();
    const messages = [
      { role: "user", content: "Book a visit please" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "schedule_visit", arguments: '{"date":"2024-07-09"}' } }] },
    ];
    const a = await call(importRoute, { key: agents.a.key, body: { idempotency_key: "imp-same", ...SHARED, messages } });
    const b = await asB(call(importRoute, { key: agents.b.key, body: { idempotency_key: "imp-same", ...SHARED, messages } }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.json.imported).toBe(true);
    expect(b.json.held_item_ids).toHaveLength(1);
    const item = await prisma.heldItem.findUniqueOrThrow({ where: { id: b.json.held_item_id ?? b.json.held_item_ids[0] } });
    const ticket = await prisma.ticket.findUniqueOrThrow({ where: { id: item.ticketId }, include: { customer: true } });
    expect([ticket.agentId, ticket.customer.agentId, ticket.customerId]).toEqual([agents.b.id, agents.b.id, item.customerId]);
  });

  it("webhooks: a decision on A's item is delivered to A's URL only", async () => {
    const { prisma } = getDb();
    const deliveries = await prisma.webhookDelivery.findMany({ where: { heldItemId: approvedA } });
    expect(deliveries.map((d) => d.agentId)).toEqual([agents.a.id]);
    expect(await prisma.webhookDelivery.count({ where: { agentId: agents.b.id } })).toBe(0);
  });

  it("nothing B was ever sent names A's runs, held items, tickets or customers", async () => {
    const { prisma } = getDb();
    const aIds = [
      runA,
      heldA,
      approvedA,
      ...(await prisma.ticket.findMany({ where: { agentId: agents.a.id }, select: { id: true } })).map((t) => t.id),
      ...(await prisma.customer.findMany({ where: { agentId: agents.a.id }, select: { id: true } })).map((c) => c.id),
    ];
    const all = seen.map((r) => JSON.stringify(r.json)).join("\n");
    for (const id of aIds) expect(all).not.toContain(id);
    expect(all).not.toContain("T-A-ONLY\" belongs");
  });

  it("the console is team-wide: the queue shows both agents' T-SHARED items, each with its agent", async () => {
    const { prisma } = getDb();
    const params = parseQueueParams({ customer: "cust_shared" });
    const rows = await listHeldItems(prisma, MANAGER, { ...params, status: "pending" });
    const shared = rows.filter((r) => r.ticket === "T-SHARED");
    expect(new Set(shared.map((r) => r.agent))).toEqual(new Set(["tenant-a", "tenant-b"]));
    const view = await loadHeldItem(prisma, MANAGER, heldA);
    expect(view.agent).toEqual({ id: agents.a.id, name: "tenant-a" });
  });
});
