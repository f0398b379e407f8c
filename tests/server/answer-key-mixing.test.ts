import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse, ADMIN } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkReplyRoute } from "@/app/api/v1/runs/[runId]/replies/check/route";
import { setMixRate } from "@/lib/answer-key/mix-rate";

// Known items must keep pace with real traffic: a new real hold from an agent tops the mix up,
// without a manager having to press anything.
describeDatabases("answer-key mixing follows real holds", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  const heldReply = async (ticket: string) => {
    const run = (await call(startRunRoute, { key, body: { idempotency_key: ticket, ticket: { id: ticket }, customer: { id: "cust_1042" } } })).json.run_id;
    await call(eventsRoute, { key, params: { runId: run }, body: { events: [{ id: "u", message: { role: "user", content: "Where is my replacement?" } }] } });
    const r = await call(checkReplyRoute, { key, params: { runId: run }, body: { text: "Your replacement arrives Thursday." } });
    expect(r.json.decision).toBe("hold");
    return r.json.held_item_id as string;
  };

  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
  });

  it("a staged known item enters the queue when the next real item is held", async () => {
    const { prisma } = getDb();
    const source = await heldReply("MIX-1001");
    const staged = await prisma.answerKeyItem.create({ data: { expected: "wrong", source: "decided_item", sourceHeldItemId: source, createdById: ADMIN.id } });
    await setMixRate(prisma, ADMIN, 0.5);
    expect((await prisma.answerKeyItem.findUniqueOrThrow({ where: { id: staged.id } })).heldItemId).toBeNull();

    await heldReply("MIX-1002");
    const mixed = await prisma.answerKeyItem.findUniqueOrThrow({ where: { id: staged.id } });
    expect(mixed.heldItemId).not.toBeNull();
    const copy = await prisma.heldItem.findUniqueOrThrow({ where: { id: mixed.heldItemId! }, include: { check: { include: { run: { include: { ticket: true } } } } } });
    expect(copy.status).toBe("pending");
    expect(copy.check.run.ticket.externalId).toBe("MIX-1003");
  });
});
