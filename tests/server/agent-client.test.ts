import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { ADMIN, createSundryAgent, routeHandlersUse } from "./api-harness";
import { heldItemOnRun } from "./http-receiver";
import { createGroundcheckClient, GroundcheckApiError, guardedDispatch, guardedReply, payloadHash } from "@/lib/client";
import { inProcessFetch } from "@/lib/demo/in-process-fetch";
import { createApiKey } from "@/lib/agent-api/api-keys";
import { decideHeldItem } from "@/lib/review/decide-held-item";

const REVIEWER = { id: "rev-client", email: "rev-client@test.example", name: "Rev", role: "reviewer" as const };
const ORDER = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", seller_id: "sel_311", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }] };

/** The client against the real route handlers (in this process), with tools that record what ran. */
describeDatabases("agent client against the API", (getDb) => {
  routeHandlersUse(getDb);
  let sundry: ReturnType<typeof createGroundcheckClient>;
  let visits: ReturnType<typeof createGroundcheckClient>;
  const ran: { tool: string; args: unknown }[] = [];
  const tools = Object.fromEntries(
    ["get_order", "issue_refund", "schedule_visit"].map((name) => [name, (args: Record<string, unknown>) => (ran.push({ tool: name, args }), name === "get_order" ? ORDER : { ok: true })]),
  );
  const heldItemOf = (runId: string) => heldItemOnRun(getDb().prisma, runId);
  const newRun = async (client: typeof sundry, id: string) => (await client.startRun({ idempotency_key: id, ticket: { id: `T-${id}` }, customer: { id: "cust_1042" } })).run_id;

  beforeAll(async () => {
    const { prisma } = getDb();
    sundry = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: (await createSundryAgent(prisma)).key, fetch: inProcessFetch });
    // An agent whose write call the guard holds (an unseen date): the hold path of guardedDispatch.
    const agent = await prisma.agent.create({
      data: { name: "visits-client", tools: [{ name: "schedule_visit", input_schema: { type: "object", properties: { date: { type: "string" }, note: { type: "string" } } } }], policy: { tools: { schedule_visit: { writes: true } } } },
    });
    visits = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: (await createApiKey(prisma, ADMIN, { agentId: agent.id, name: "v" })).key, fetch: inProcessFetch });
  });

  it("runs an allowed call, returns the model-facing error for a rejected one, and keeps the ledger current", async () => {
    const runId = await newRun(sundry, "c-1");
    await sundry.appendEvents(runId, [{ id: "u", message: { role: "user", content: "My teapot from SU-88421 broke." } }]);
    const assistant = (id: string, name: string, args: object) => ({ id: `a-${id}`, message: { role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] } });
    ran.length = 0;

    const lookup = await guardedDispatch(sundry, { id: "c1", name: "get_order", arguments: '{"order_id":"SU-88421"}' }, { runId, tools, assistantMessage: assistant("c1", "get_order", { order_id: "SU-88421" }) });
    expect(lookup).toMatchObject({ outcome: "ran", result: ORDER, message: { role: "tool", tool_call_id: "c1" } });

    const wrong = await guardedDispatch(sundry, { id: "c2", name: "issue_refund", arguments: '{"order_id":"SU-88412","amount_cents":6400}' }, { runId, tools, assistantMessage: assistant("c2", "issue_refund", {}) });
    expect(wrong.outcome).toBe("rejected");
    expect(JSON.parse(wrong.content)).toMatchObject({ code: "unknown_id", is_error: true, tool_use_id: "c2" });

    const right = await guardedDispatch(sundry, { id: "c3", name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' }, { runId, tools, assistantMessage: assistant("c3", "issue_refund", {}) });
    expect(right.outcome).toBe("ran");
    expect(ran).toEqual([{ tool: "get_order", args: { order_id: "SU-88421" } }, { tool: "issue_refund", args: { order_id: "SU-88421", amount_cents: 6400 } }]);
    // Three assistant messages, three tool results (the rejection too), one user message.
    const stored = await getDb().prisma.message.findMany({ where: { runId }, orderBy: { position: "asc" } });
    expect(stored.map((m) => m.eventId)).toEqual(["u", "a-c1", "result:c1", "a-c2", "result:c2", "a-c3", "result:c3"]);
  });

  it("never runs a held call while it is undecided, and reports it held", async () => {
    const runId = await newRun(visits, "c-2");
    ran.length = 0;
    const r = await guardedDispatch(visits, { id: "v1", name: "schedule_visit", arguments: { date: "2024-07-04", note: "x" } }, { runId, tools, waitForDecisionMs: 1200, format: "anthropic" });
    expect(r).toMatchObject({ outcome: "held", reason: "timed_out", error: { code: "held_for_review", retry: "do_not_retry" } });
    expect(r.message).toMatchObject({ role: "user", content: [{ type: "tool_result", tool_use_id: "v1", is_error: true }] });
    expect(ran).toEqual([]);
  });

  it("waits for a person's edit and runs exactly the released arguments", async () => {
    const runId = await newRun(visits, "c-3");
    ran.length = 0;
    const pending = guardedDispatch(visits, { id: "v2", name: "schedule_visit", arguments: { date: "2024-07-04", note: "x" } }, { runId, tools, waitForDecisionMs: 20_000 });
    const { prisma } = getDb();
    const item = await heldItemOf(runId);
    await decideHeldItem(prisma, { ...REVIEWER, role: "manager" }, item.id, { action: "approve", note: "confirmed with the customer" });
    const r = await pending;
    expect(r.outcome).toBe("ran");
    expect(ran).toEqual([{ tool: "schedule_visit", args: { date: "2024-07-04", note: "x" } }]);
    if (r.outcome === "ran") expect(r.released?.payloadHash).toBe(await payloadHash({ date: "2024-07-04", note: "x" }));
  });

  it("sends a held reply only as the reviewer's edited text", async () => {
    const runId = await newRun(sundry, "c-4");
    await sundry.appendEvents(runId, [
      { id: "u", message: { role: "user", content: "Where is my replacement for SU-88421?" } },
      { id: "a", message: { role: "assistant", content: null, tool_calls: [{ id: "g1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] } },
      { id: "t", message: { role: "tool", tool_call_id: "g1", content: JSON.stringify(ORDER) } },
    ]);
    const pending = guardedReply(sundry, "Your replacement arrives Thursday.", { runId, waitForDecisionMs: 20_000 });
    const { prisma } = getDb();
    const item = await heldItemOf(runId);
    const edited = "I've asked the seller for a delivery date for order SU-88421 [tool:g1].";
    await decideHeldItem(prisma, REVIEWER, item.id, { action: "edit", note: "no date was returned", payload: { text: edited } });
    const r = await pending;
    expect(r).toMatchObject({ outcome: "send", text: edited });
    const last = await prisma.message.findFirst({ where: { runId }, orderBy: { position: "desc" } });
    expect(last?.content).toEqual({ role: "assistant", content: edited });
  });

  it("surfaces API errors as GroundcheckApiError with the server's code", async () => {
    const err = await sundry.checkToolCall("no-such-run", { id: "x", name: "get_order", arguments: "{}" }).catch((e) => e);
    expect(err).toBeInstanceOf(GroundcheckApiError);
    expect(err).toMatchObject({ status: 404, code: "not_found" });
  });
});
