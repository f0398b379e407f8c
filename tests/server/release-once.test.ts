// Issue 14: release is single-use. The first release marks the item released (when, by which key);
// every later one, retried or racing, is 409 already_released with that record; the client then never runs the call.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { ADMIN, call, routeHandlersUse } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { POST as releaseRoute } from "@/app/api/v1/held-items/[id]/release/route";
import { createApiKey } from "@/lib/agent-api/api-keys";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { createGroundcheckClient, guardedDispatch } from "@/lib/client";
import { inProcessFetch } from "@/lib/demo/in-process-fetch";

const MANAGER = { id: "m-once", email: "m-once@test.example", name: "M", role: "manager" as const };

describeDatabases("release is single-use", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  let keyId = "";
  beforeAll(async () => {
    const agent = await getDb().prisma.agent.create({
      data: { name: "visits-once", tools: [{ name: "schedule_visit", input_schema: { type: "object", properties: { date: { type: "string" } } } }], policy: { tools: { schedule_visit: { writes: true } } } },
    });
    ({ key, id: keyId } = await createApiKey(getDb().prisma, ADMIN, { agentId: agent.id, name: "once" }));
  });
  const approvedItem = async (n: string) => {
    const run = (await call(startRunRoute, { key, body: { idempotency_key: `once-${n}`, ticket: { id: `T-once-${n}` }, customer: { id: "c-once" } } })).json.run_id;
    const r = await call(checkCallRoute, { key, params: { runId: run }, body: { call: { id: `tu-${n}`, name: "schedule_visit", arguments: { date: "2024-07-04" } } } });
    expect(r.json.decision).toBe("hold");
    await decideHeldItem(getDb().prisma, MANAGER, r.json.held_item_id, { action: "approve", note: "checked: fine as it is" });
    return { runId: run as string, id: r.json.held_item_id as string };
  };

  it("a second release answers 409 already_released with when and by which key, and no payload", async () => {
    const { id } = await approvedItem("a");
    const first = await call(releaseRoute, { key, params: { id }, body: {} });
    expect(first.json).toMatchObject({ status: "released", payload: { date: "2024-07-04" } });
    const second = await call(releaseRoute, { key, params: { id }, body: {} });
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: "already_released", details: { id, status: "released", released_by_key_id: keyId } });
    expect(second.json.error.details.released_at).toBeTruthy();
    expect(second.json).not.toHaveProperty("payload");
  });

  it("ten releases at once: exactly one gets the payload", async () => {
    const { id } = await approvedItem("b");
    const rs = await Promise.all(Array.from({ length: 10 }, () => call(releaseRoute, { key, params: { id }, body: {} })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409 && r.json.error.code === "already_released")).toHaveLength(9);
  });

  it("the client treats an earlier release as done and never runs the call a second time", async () => {
    const client = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: key, fetch: inProcessFetch });
    const run = (await client.startRun({ idempotency_key: "once-client", ticket: { id: "T-once-client" }, customer: { id: "c-once" } })).run_id;
    const ran: unknown[] = [];
    const tools = { schedule_visit: (args: Record<string, unknown>) => (ran.push(args), { ok: true }) };
    const callIt = () => guardedDispatch(client, { id: "v-c", name: "schedule_visit", arguments: { date: "2024-07-04" } }, { runId: run, tools, waitForDecisionMs: 20_000 });
    const pending = callIt();
    let item = null;
    for (let i = 0; i < 100 && !item; i++) {
      item = await getDb().prisma.heldItem.findFirst({ where: { runId: run } });
      if (!item) await new Promise((r) => setTimeout(r, 50));
    }
    await decideHeldItem(getDb().prisma, MANAGER, item!.id, { action: "approve", note: "checked: fine as it is" });
    expect((await pending).outcome).toBe("ran");
    // The agent crashed after running and retries the same step: the check holds again on a new
    // item, so release the original through the retry path the client uses.
    const { waitForDecision } = await import("@/lib/client/wait-for-decision");
    const again = await waitForDecision(client, item!.id, 0);
    expect(again).toMatchObject({ decided: false, reason: "already_released" });
    expect(ran).toEqual([{ date: "2024-07-04" }]);
  });
});
