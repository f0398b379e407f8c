import { beforeAll, describe, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse, ADMIN } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as closeRoute } from "@/app/api/v1/runs/[runId]/close/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { POST as checkReplyRoute } from "@/app/api/v1/runs/[runId]/replies/check/route";
import { GET as heldRoute } from "@/app/api/v1/held-items/[id]/route";
import { POST as releaseRoute } from "@/app/api/v1/held-items/[id]/release/route";
import { revokeApiKey } from "@/lib/agent-api/api-keys";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { MAX_BODY_BYTES } from "@/lib/agent-api/with-api-key";

const ORDER = {
  order_id: "SU-88421",
  customer_id: "cust_1042",
  status: "delivered",
  seller_id: "sel_311",
  items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }],
  charges: [{ charge_id: "ch_9001", amount_cents: 6400 }],
};
const lookup = [
  { id: "e1", message: { role: "user", content: "My teapot from order SU-88421 arrived broken. I'd like my money back." } },
  { id: "e2", message: { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] } },
  { id: "e3", message: { role: "tool", tool_call_id: "call_1", content: JSON.stringify(ORDER) } },
];

describeDatabases("agent API v1", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  let runId = "";
  const newRun = async (ticket: string) => {
    const r = await call(startRunRoute, { key, body: { idempotency_key: `k-${ticket}`, ticket: { id: ticket, subject: "Broken teapot" }, customer: { id: "cust_1042", name: "Ana" } } });
    expect(r.status).toBe(201);
    return r.json.run_id as string;
  };

  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
    runId = await newRun("T-1");
  });

  describe("authentication and limits", () => {
    it("refuses a missing or malformed key with 401 and a JSON error", async () => {
      for (const k of [null, "not-a-key", "gck_0123456789_" + "x".repeat(32)]) {
        const r = await call(startRunRoute, { key: k, body: {} });
        expect(r.status).toBe(401);
        expect(r.json.error.code).toBe("unauthenticated");
      }
    });
    it("answers malformed JSON and wrong types with 400, never 500", async () => {
      const bad = await call(startRunRoute, { key, rawBody: "{not json" });
      expect(bad.status).toBe(400);
      expect(bad.json.error).toMatchObject({ code: "invalid_input", message: "The request body is not valid JSON." });
      const types = await call(startRunRoute, { key, body: { idempotency_key: 5, ticket: "x" } });
      expect(types.status).toBe(400);
      expect(types.json.error.message).toMatch(/idempotency_key/);
    });
    it("refuses a body over the limit with 413", async () => {
      const r = await call(eventsRoute, { key, params: { runId }, rawBody: JSON.stringify({ events: [{ id: "big", message: { role: "user", content: "x".repeat(MAX_BODY_BYTES) } }] }) });
      expect(r.status).toBe(413);
      expect(r.json.error.code).toBe("payload_too_large");
    });
    it("a revoked key is refused on the very next request", async () => {
      const other = await createSundryAgent(getDb().prisma);
      expect((await call(startRunRoute, { key: other.key, body: { idempotency_key: "r1", ticket: { id: "T-R" }, customer: { id: "c-r" } } })).status).toBe(201);
      await revokeApiKey(getDb().prisma, ADMIN, other.keyId);
      const r = await call(startRunRoute, { key: other.key, body: { idempotency_key: "r2", ticket: { id: "T-R2" }, customer: { id: "c-r" } } });
      expect(r.status).toBe(401);
      expect(r.json.error.message).toContain("revoked");
    });
  });

  describe("runs and events", () => {
    it("starting a run twice with one idempotency key returns the same run", async () => {
      const again = await call(startRunRoute, { key, body: { idempotency_key: "k-T-1", ticket: { id: "T-1" }, customer: { id: "cust_1042" } } });
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ run_id: runId, created: false });
    });
    it("refuses a ticket that belongs to another customer", async () => {
      const r = await call(startRunRoute, { key, body: { idempotency_key: "k-other", ticket: { id: "T-1" }, customer: { id: "cust_9999" } } });
      expect(r.status).toBe(409);
    });
    it("stores an event sent twice once", async () => {
      const first = await call(eventsRoute, { key, params: { runId }, body: { events: lookup } });
      expect(first.json).toMatchObject({ stored: 3, duplicates: 0, message_count: 3 });
      const again = await call(eventsRoute, { key, params: { runId }, body: { events: [lookup[2], lookup[2]] } });
      expect(again.json).toMatchObject({ stored: 0, duplicates: 2, message_count: 3 });
      const tr = await getDb().prisma.toolResult.findMany({ where: { runId } });
      expect(tr).toHaveLength(1);
      expect(tr[0]).toMatchObject({ toolName: "get_order", kind: "observation", toolCallId: "call_1" });
      expect(tr[0].content).toBe(JSON.stringify(ORDER));
    });
    it("answers an unknown run id with 404", async () => {
      const r = await call(eventsRoute, { key, params: { runId: "nope" }, body: { events: lookup } });
      expect(r.status).toBe(404);
      expect(r.json.error.code).toBe("not_found");
    });
    it("does not show one agent's run to another agent", async () => {
      const other = await createSundryAgent(getDb().prisma);
      const r = await call(checkCallRoute, { key: other.key, params: { runId }, body: { call: { id: "x", name: "get_order", arguments: "{}" } } });
      expect(r.status).toBe(404);
    });
  });

  describe("checking tool calls", () => {
    it("allows a refund of the seen charge on the customer's own order", async () => {
      const r = await call(checkCallRoute, { key, params: { runId }, body: { call: { id: "c2", name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' } } });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ decision: "allow", code: "ok" });
      expect(r.json.args_grounded).toBeGreaterThan(0.9);
    });
    it("rejects SU-88412 naming the seen SU-88421, with the error to hand back to the model", async () => {
      const r = await call(checkCallRoute, { key, params: { runId }, body: { call: { id: "c3", name: "issue_refund", arguments: '{"order_id":"SU-88412","amount_cents":6400}' } } });
      expect(r.json).toMatchObject({ decision: "reject", code: "unknown_id" });
      expect(r.json.error).toMatchObject({ tool_use_id: "c3", is_error: true, code: "unknown_id" });
      expect(r.json.error.message).toContain("SU-88421");
      const stored = await getDb().prisma.check.findFirstOrThrow({ where: { runId, callId: "c3" } });
      expect(stored).toMatchObject({ decision: "reject", code: "unknown_id", toolName: "issue_refund", writes: true });
    });
    it("rejects an invented tool, listing the real ones", async () => {
      const r = await call(checkCallRoute, { key, params: { runId }, body: { call: { id: "c4", name: "cancel_order", arguments: '{"order_id":"SU-88421"}' } } });
      expect(r.json.code).toBe("unknown_tool");
      expect(r.json.message).toContain("escalate_to_human");
    });
    it("50 parallel checks on one run each get a verdict and a record, and the ledger stays consistent", async () => {
      const run = await newRun("T-par");
      await call(eventsRoute, { key, params: { runId: run }, body: { events: lookup } });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(checkCallRoute, { key, params: { runId: run }, body: { call: { id: `p${i}`, name: "issue_refund", arguments: JSON.stringify({ order_id: i % 2 ? "SU-88421" : "SU-88412", amount_cents: 6400 }) } } }),
        ),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
      // Odd calls name the seen order and are allowed; even ones are rejected (unknown_id, or the
      // retry cap once three rejections stand in a row, depending on interleaving).
      results.forEach((r, i) => expect(r.json.decision).toBe(i % 2 ? "allow" : "reject"));
      const checks = await getDb().prisma.check.findMany({ where: { runId: run } });
      expect(checks).toHaveLength(50);
      expect(new Set(checks.map((c) => c.callId)).size).toBe(50);
      expect((await getDb().prisma.run.findUniqueOrThrow({ where: { id: run } })).messageCount).toBe(3);
    });
  });

  describe("held items", () => {
    it("a held reply is released only as the approved text", async () => {
      const r = await call(checkReplyRoute, { key, params: { runId }, body: { text: "Your replacement teapot arrives Thursday." } });
      expect(r.json).toMatchObject({ decision: "hold", verdict: "invented" });
      const id = r.json.held_item_id as string;
      expect(id).toBeTruthy();

      const pending = await call(heldRoute, { key, params: { id }, path: `/api/v1/held-items/${id}?wait=0` });
      expect(pending.json).toMatchObject({ status: "pending", decided: false });
      const early = await call(releaseRoute, { key, params: { id }, body: {} });
      expect(early.status).toBe(409);

      // A reviewer edits it to something grounded (no refund ran in this run, so not "I refunded"); the long-poll sees the decision.
      const waiting = call(heldRoute, { key, params: { id }, path: `/api/v1/held-items/${id}?wait=10` });
      const reviewer = { id: "rev-1", email: "rev@test.example", name: "Rev", role: "reviewer" as const };
      await decideHeldItem(getDb().prisma, reviewer, id, { action: "edit", note: "no date was returned", payload: { text: "I can refund the $64.00 you paid for order SU-88421." } });
      expect((await waiting).json).toMatchObject({ status: "edited", decided: true, decision: { action: "edit" } });

      const wrong = await call(releaseRoute, { key, params: { id }, body: { payload: { text: "Your replacement teapot arrives Thursday." } } });
      expect(wrong.status).toBe(409);
      expect(wrong.json.error.message).toContain("not what was approved");
      const released = await call(releaseRoute, { key, params: { id }, body: {} });
      expect(released.json).toMatchObject({ status: "released", payload: { text: "I can refund the $64.00 you paid for order SU-88421." } });
    });

    it("a grounded reply passes without a held item", async () => {
      const r = await call(checkReplyRoute, { key, params: { runId }, body: { text: "I can refund the $64.00 you paid for order SU-88421." } });
      expect(r.json).toMatchObject({ decision: "pass", verdict: "grounded" });
      expect(r.json.held_item_id).toBeUndefined();
    });

    it("a held tool call cannot be released with arguments other than those approved", async () => {
      const { prisma } = getDb();
      const agent = await prisma.agent.create({
        data: {
          name: "visits",
          tools: [{ name: "schedule_visit", input_schema: { type: "object", properties: { date: { type: "string" }, note: { type: "string" } } } }],
          policy: { tools: { schedule_visit: { writes: true } } },
        },
      });
      const { createApiKey } = await import("@/lib/agent-api/api-keys");
      const vkey = (await createApiKey(prisma, ADMIN, { agentId: agent.id, name: "v" })).key;
      const run = (await call(startRunRoute, { key: vkey, body: { idempotency_key: "v1", ticket: { id: "T-V" }, customer: { id: "c-v" } } })).json.run_id;
      const r = await call(checkCallRoute, { key: vkey, params: { runId: run }, body: { call: { id: "tu_1", name: "schedule_visit", arguments: { date: "2024-07-04", note: "x" } } } });
      expect(r.json).toMatchObject({ decision: "hold", code: "ungrounded_args" });
      const id = r.json.held_item_id;
      await decideHeldItem(prisma, { id: "m1", email: "m@test.example", name: "M", role: "manager" }, id, { action: "approve", note: "checked: fine as it is" });
      const other = await call(releaseRoute, { key: vkey, params: { id }, body: { payload: { date: "2024-07-05", note: "x" } } });
      expect(other.status).toBe(409);
      const same = await call(releaseRoute, { key: vkey, params: { id }, body: { payload: { note: "x", date: "2024-07-04" } } });
      expect(same.json).toMatchObject({ status: "released", payload: { date: "2024-07-04", note: "x" } });
    });
  });

  it("closing a run refuses later appends and checks", async () => {
    const run = await newRun("T-close");
    expect((await call(closeRoute, { key, params: { runId: run }, body: {} })).status).toBe(200);
    const r = await call(eventsRoute, { key, params: { runId: run }, body: { events: lookup } });
    expect(r.status).toBe(409);
    expect((await call(checkReplyRoute, { key, params: { runId: run }, body: { text: "hi" } })).status).toBe(409);
  });
});
