import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse, ADMIN } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkReplyRoute } from "@/app/api/v1/runs/[runId]/replies/check/route";
import { setMixRate } from "@/lib/answer-key/mix-rate";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { workJobs } from "@/lib/jobs/work-jobs";

// Known items must keep pace with real traffic: new holds and decisions top the mix up without a
// manager pressing anything, and a known item never stands in the queue beside its own source.
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

  it("a known item waits while its source is in the queue, and goes in with the next hold or decision after", async () => {
    const { prisma } = getDb();
    const source = await heldReply("MIX-1001");
    const staged = await prisma.answerKeyItem.create({ data: { expected: "wrong", source: "decided_item", sourceHeldItemId: source, createdById: ADMIN.id } });
    await setMixRate(prisma, ADMIN, 0.5);

    // A new real hold tops the mix up, but this copy would sit beside its pending source: it waits.
    await heldReply("MIX-1002");
    await workJobs(prisma);
    expect((await prisma.answerKeyItem.findUniqueOrThrow({ where: { id: staged.id } })).heldItemId).toBeNull();

    // Once a reviewer has decided the source, the decision itself queues the mix that brings the known copy in.
    await decideHeldItem(prisma, { id: "rev-mix", email: "rev@mix.test", name: "Rev", role: "reviewer" }, source, { action: "escalate", note: "no date was returned" });
    expect(await prisma.job.count({ where: { kind: "answer_key.mix", status: "queued" } })).toBe(1);
    await workJobs(prisma);
    const mixed = await prisma.answerKeyItem.findUniqueOrThrow({ where: { id: staged.id } });
    expect(mixed.heldItemId).not.toBeNull();
    const copy = await prisma.heldItem.findUniqueOrThrow({ where: { id: mixed.heldItemId! }, include: { check: { include: { run: { include: { ticket: true } } } } } });
    expect(copy.status).toBe("pending");
    expect(copy.check.run.ticket.externalId).toBe("MIX-1003");
  });
});
