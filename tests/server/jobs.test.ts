// Background jobs on the shared job table (lib/jobs): leasing across workers, retries with backoff,
// leases that run out (a stopped instance), and webhook deliveries with their log and redelivery.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { ADMIN, createSundryAgent } from "./api-harness";
import { enqueueJob } from "@/lib/jobs/enqueue-job";
import { claimJob, workJobs } from "@/lib/jobs/work-jobs";
import { listWebhookDeliveries, redeliverWebhook } from "@/lib/agent-api/deliver-webhook";
import type { DbClient } from "@/lib/db";
import { redeliverWebhookAction } from "@/lib/agents/agent-actions";
import { ROLES } from "@/lib/auth/permissions";

describeDatabases("background jobs", (getDb) => {
  // A receiver that answers with the next status of `answers` (then 200) and counts per delivery id.
  const seen = new Map<string, number>();
  let answers: number[] = [];
  let server: Server;
  let url = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        const id = String(req.headers["x-groundcheck-delivery"]);
        seen.set(id, (seen.get(id) ?? 0) + 1);
        res.statusCode = answers.shift() ?? 200;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  async function agentWithHook(prisma: DbClient) {
    const { agent } = await createSundryAgent(prisma);
    await prisma.agent.update({ where: { id: agent.id }, data: { webhookUrl: url, webhookSecret: "whsec_jobs_0123456789" } });
    return agent.id;
  }
  async function queueDelivery(prisma: DbClient, agentId: string) {
    const d = await prisma.webhookDelivery.create({ data: { agentId, event: "held_item.decided", body: JSON.stringify({ type: "held_item.decided" }) } });
    await enqueueJob(prisma, { kind: "webhook.deliver", payload: { deliveryId: d.id } });
    return d.id;
  }
  const makeDue = (prisma: DbClient) => prisma.$executeRaw`UPDATE "Job" SET "runAt" = now() - interval '1 second' WHERE status = 'queued'`;

  it("runs each job exactly once when several workers claim at the same time", async () => {
    const { prisma } = getDb();
    const agentId = await agentWithHook(prisma);
    const ids = await Promise.all(Array.from({ length: 20 }, () => queueDelivery(prisma, agentId)));
    const ran = await Promise.all(["w1", "w2", "w3"].map((workerId) => workJobs(prisma, { workerId })));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(20);
    for (const id of ids) expect(seen.get(id)).toBe(1);
    const log = await listWebhookDeliveries(prisma, agentId);
    expect(log.map((d) => d.status)).toEqual(Array(20).fill("delivered"));
  });

  it("retries a failed delivery with backoff, logs every attempt, and marks it failed when attempts run out", async () => {
    const { prisma } = getDb();
    const agentId = await agentWithHook(prisma);
    answers = [500];
    const id = await queueDelivery(prisma, agentId);
    expect(await workJobs(prisma)).toBe(1);
    let [d] = await listWebhookDeliveries(prisma, agentId);
    expect(d).toMatchObject({ id, status: "pending", attempts: 1, lastStatusCode: 500, lastError: "The receiver answered HTTP 500." });
    expect(d.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 5_000);
    // Not due yet: the backoff holds it.
    expect(await workJobs(prisma)).toBe(0);
    await makeDue(prisma);
    expect(await workJobs(prisma)).toBe(1);
    [d] = await listWebhookDeliveries(prisma, agentId);
    expect(d).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200, lastError: null });
    expect(seen.get(id)).toBe(2);

    // Always failing: six attempts, then failed, and the job with it.
    answers = Array(6).fill(503);
    const doomed = await queueDelivery(prisma, agentId);
    for (let i = 0; i < 6; i++) {
      await makeDue(prisma);
      expect(await workJobs(prisma)).toBe(1);
    }
    await makeDue(prisma);
    expect(await workJobs(prisma)).toBe(0);
    expect(await prisma.webhookDelivery.findUnique({ where: { id: doomed } })).toMatchObject({ status: "failed", attempts: 6, lastStatusCode: 503 });
    expect(await prisma.job.count({ where: { status: "failed", payload: { equals: { deliveryId: doomed } } } })).toBe(1);

    // An admin's redeliver: a fresh job, and this time it goes through.
    await redeliverWebhook(prisma, ADMIN, doomed);
    expect(await workJobs(prisma)).toBe(1);
    expect(await prisma.webhookDelivery.findUnique({ where: { id: doomed } })).toMatchObject({ status: "delivered", attempts: 7 });
  });

  it("lets only admins redeliver, and refuses an unknown delivery with not_found", async () => {
    const { prisma } = getDb();
    const agentId = await agentWithHook(prisma);
    const id = await queueDelivery(prisma, agentId);
    await workJobs(prisma);
    for (const role of ROLES.filter((r) => r !== "admin")) {
      const actor = { id: `u-${role}`, email: `${role}@test.example`, name: role, role };
      expect(await redeliverWebhookAction(actor, { deliveryId: id }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await prisma.job.count({ where: { status: "queued" } })).toBe(0);
    expect(await redeliverWebhookAction(ADMIN, { deliveryId: "nope" }, prisma)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await redeliverWebhookAction(ADMIN, { deliveryId: id }, prisma)).toMatchObject({ ok: true });
    expect(await workJobs(prisma)).toBe(1);
    expect(seen.get(id)).toBe(2);
    expect(await prisma.auditEvent.count({ where: { action: "webhook.redeliver", targetId: id } })).toBe(1);
  });

  it("hands a job whose worker stopped to another once the lease runs out, and the old worker cannot finish it", async () => {
    const { prisma } = getDb();
    const agentId = await agentWithHook(prisma);
    const id = await queueDelivery(prisma, agentId);
    const taken = await claimJob(prisma, "stopped-instance");
    expect(taken).not.toBeNull();
    // While the lease holds, nobody else gets it.
    expect(await workJobs(prisma, { workerId: "other" })).toBe(0);
    await prisma.$executeRaw`UPDATE "Job" SET "lockedUntil" = now() - interval '1 second' WHERE id = ${taken!.id}`;
    expect(await workJobs(prisma, { workerId: "other" })).toBe(1);
    expect(seen.get(id)).toBe(1);
    const job = await prisma.job.findUniqueOrThrow({ where: { id: taken!.id } });
    expect(job).toMatchObject({ status: "done", lockedBy: "other", attempts: 2 });
    // The stopped worker coming back and completing changes nothing (it no longer holds the lease).
    const res = await prisma.$executeRaw`UPDATE "Job" SET status = 'queued' WHERE id = ${taken!.id} AND "lockedBy" = ${"stopped-instance"}`;
    expect(res).toBe(0);
  });

  it("keeps one answer-key mix queued however often it is asked for", async () => {
    const { prisma } = getDb();
    for (let i = 0; i < 5; i++) await enqueueJob(prisma, { kind: "answer_key.mix", key: "answer_key.mix" });
    expect(await prisma.job.count({ where: { kind: "answer_key.mix", status: "queued" } })).toBe(1);
    expect(await workJobs(prisma)).toBe(1);
    // Leased and done: the key is free again.
    await enqueueJob(prisma, { kind: "answer_key.mix", key: "answer_key.mix" });
    expect(await prisma.job.count({ where: { kind: "answer_key.mix", status: "queued" } })).toBe(1);
  });
});
