import { createHmac, timingSafeEqual } from "node:crypto";
import { expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { useReceiver } from "./http-receiver";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkReplyRoute } from "@/app/api/v1/runs/[runId]/replies/check/route";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { workJobs } from "@/lib/jobs/work-jobs";

/** What a receiver does (docs/api.md): recompute the HMAC over "t.body" and compare in constant time. */
function verify(secret: string, header: string, body: string, maxAgeSeconds = 300): boolean {
  const m = header.match(/^t=(\d+),v1=([0-9a-f]{64})$/);
  if (!m || Math.abs(Date.now() / 1000 - Number(m[1])) > maxAgeSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${m[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(m[2], "hex"));
}

describeDatabases("agent API v1: decision webhook", (getDb) => {
  routeHandlersUse(getDb);
  const receiver = useReceiver("/hooks/groundcheck");
  const received = receiver.received;

  it("POSTs a decision signed with the agent's secret, and a wrong secret does not verify", async () => {
    const { prisma } = getDb();
    const secret = "whsec_test_0123456789";
    const { agent, key } = await createSundryAgent(prisma);
    await prisma.agent.update({ where: { id: agent.id }, data: { webhookUrl: receiver.url, webhookSecret: secret } });
    const runId = (await call(startRunRoute, { key, body: { idempotency_key: "wh-1", ticket: { id: "T-WH" }, customer: { id: "cust_1042" } } })).json.run_id;
    await call(eventsRoute, { key, params: { runId }, body: { events: [{ id: "u", message: { role: "user", content: "Where is my replacement?" } }] } });
    const held = await call(checkReplyRoute, { key, params: { runId }, body: { text: "Your replacement arrives Thursday." } });
    const id = held.json.held_item_id;
    expect(id).toBeTruthy();
    expect(received).toHaveLength(0);

    await decideHeldItem(prisma, { id: "rev-wh", email: "rev-wh@test.example", name: "Rev", role: "reviewer" }, id, { action: "approve", note: "fine" });
    // The decision queued its delivery; a worker (any instance's) sends it.
    expect(received).toHaveLength(0);
    await workJobs(prisma);
    expect(received).toHaveLength(1);
    const [hook] = received;
    expect(hook.headers["content-type"]).toBe("application/json");
    const signature = String(hook.headers["x-groundcheck-signature"]);
    expect(verify(secret, signature, hook.body)).toBe(true);
    expect(verify("another-secret", signature, hook.body)).toBe(false);
    expect(verify(secret, signature, hook.body.replace("approved", "edited"))).toBe(false);
    expect(JSON.parse(hook.body)).toMatchObject({ type: "held_item.decided", held_item_id: id, run_id: runId, status: "approved", payload_hash: held.json.payload_hash });
  });
});
