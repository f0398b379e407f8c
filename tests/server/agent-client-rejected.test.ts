import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { ADMIN, createSundryAgent, routeHandlersUse } from "./api-harness";
import { heldItemOnRun, useReceiver } from "./http-receiver";
import { createGroundcheckClient, guardedDispatch, guardedReply } from "@/lib/client";
import { inProcessFetch } from "@/lib/demo/in-process-fetch";
import { createApiKey } from "@/lib/agent-api/api-keys";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { workJobs } from "@/lib/jobs/work-jobs";

const REVIEWER = { id: "rev-reject", email: "rev-reject@test.example", name: "Rev", role: "reviewer" as const };

/** A rejected held item as the agent's client sees it: the reviewer's reason is the tool's result. */
describeDatabases("agent client: a person rejects a held item", (getDb) => {
  routeHandlersUse(getDb);
  let visits: ReturnType<typeof createGroundcheckClient>;
  let sundry: ReturnType<typeof createGroundcheckClient>;
  const receiver = useReceiver();
  const ran: unknown[] = [];
  const tools = { schedule_visit: (args: Record<string, unknown>) => (ran.push(args), { ok: true }) };
  const heldItemOf = (runId: string) => heldItemOnRun(getDb().prisma, runId);

  beforeAll(async () => {
    const { prisma } = getDb();
    const agent = await prisma.agent.create({
      data: {
        name: "visits-reject",
        tools: [{ name: "schedule_visit", input_schema: { type: "object", properties: { date: { type: "string" }, note: { type: "string" } } } }],
        policy: { tools: { schedule_visit: { writes: true } }, escalationTool: "escalate_to_human" },
        webhookUrl: receiver.url,
        webhookSecret: "whsec_reject_0123456789",
      },
    });
    visits = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: (await createApiKey(prisma, ADMIN, { agentId: agent.id, name: "v" })).key, fetch: inProcessFetch });
    sundry = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: (await createSundryAgent(prisma)).key, fetch: inProcessFetch });
  });

  it("guardedDispatch returns the rejection as the tool result, never runs the call, and the webhook carries the same error", async () => {
    const runId = (await visits.startRun({ idempotency_key: "rj-1", ticket: { id: "T-RJ-1" }, customer: { id: "cust_1" } })).run_id;
    ran.length = 0;
    const pending = guardedDispatch(visits, { id: "v1", name: "schedule_visit", arguments: { date: "2024-07-04", note: "x" } }, { runId, tools, waitForDecisionMs: 20_000 });
    const item = await heldItemOf(runId);
    await decideHeldItem(getDb().prisma, REVIEWER, item.id, { action: "reject", note: "The customer asked for the 5th, not the 4th.", instead: "Ask the customer to confirm the date." });
    const r = await pending;
    expect(r).toMatchObject({ outcome: "rejected", by: "reviewer", heldItemId: item.id, error: { code: "rejected_by_reviewer", tool_use_id: "v1", is_error: true, retry: "do_not_retry" } });
    const content = JSON.parse(r.content);
    expect(content.message).toContain("What was wrong: The customer asked for the 5th, not the 4th. What to do instead: Ask the customer to confirm the date.");
    expect(content.details).toMatchObject({ held_item_id: item.id, what_was_wrong: "The customer asked for the 5th, not the 4th.", what_to_do_instead: "Ask the customer to confirm the date." });
    expect(ran).toEqual([]);
    // The rejection is in the run, as the tool's result: the guard's ledger and the console see it.
    const last = await getDb().prisma.message.findFirst({ where: { runId }, orderBy: { position: "desc" } });
    expect(last?.eventId).toBe("result:v1");

    receiver.received.length = 0;
    await workJobs(getDb().prisma);
    const hook = receiver.received.map((r) => JSON.parse(r.body)).find((b) => b.held_item_id === item.id);
    expect(hook).toMatchObject({ type: "held_item.decided", status: "rejected", payload_hash: null, rejection: { code: "rejected_by_reviewer", what_was_wrong: "The customer asked for the 5th, not the 4th." } });
  });

  it("a rejected held reply is never sent: guardedReply reports it held, reason rejected, with the reviewer's reason", async () => {
    const runId = (await sundry.startRun({ idempotency_key: "rj-2", ticket: { id: "T-RJ-2" }, customer: { id: "cust_1042" } })).run_id;
    await sundry.appendEvents(runId, [{ id: "u", message: { role: "user", content: "Where is my replacement?" } }]);
    const pending = guardedReply(sundry, "Your replacement arrives Thursday.", { runId, waitForDecisionMs: 20_000 });
    const item = await heldItemOf(runId);
    await decideHeldItem(getDb().prisma, REVIEWER, item.id, { action: "reject", note: "No tool returned a delivery date." });
    const r = await pending;
    expect(r).toMatchObject({ outcome: "held", reason: "rejected", heldItemId: item.id, rejection: { what_was_wrong: "No tool returned a delivery date.", what_to_do_instead: expect.stringContaining("Write a new one") } });
    const last = await getDb().prisma.message.findFirst({ where: { runId }, orderBy: { position: "desc" } });
    expect(last?.eventId).toBe("u");
  });
});
