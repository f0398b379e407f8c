// Issue 14: hostile input at the boundary is a structured 400 naming the field, never a 500 or a half-written record.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { GET as heldRoute } from "@/app/api/v1/held-items/[id]/route";
import { POST as importRoute } from "@/app/api/v1/imports/route";
import { MAX_JSON_DEPTH } from "@/lib/validation/check-storable";

const deep = (n: number) => {
  let v: unknown = "leaf";
  for (let i = 0; i < n; i++) v = { k: v };
  return v;
};

describeDatabases("hostile input at the boundary", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  let runId = "";
  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
    const r = await call(startRunRoute, { key, body: { idempotency_key: "hostile", ticket: { id: "T-hostile" }, customer: { id: "cust_1042" } } });
    runId = r.json.run_id;
  });
  const bad = (r: { status: number; json: { error: { code: string; message: string } } }, field: RegExp) => {
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe("invalid_input");
    expect(r.json.error.message).toMatch(field);
  };

  it("NUL bytes and lone surrogates in ids and text: 400 naming the field, nothing stored", async () => {
    bad(await call(startRunRoute, { key, body: { idempotency_key: "nul", ticket: { id: "T\u00001" }, customer: { id: "cust_1042" } } }), /^ticket\.id: contains a NUL/);
    bad(await call(startRunRoute, { key, body: { idempotency_key: "sur", ticket: { id: "T-2" }, customer: { id: "cust_\uD800" } } }), /^customer\.id: contains a lone UTF-16 surrogate/);
    bad(await call(eventsRoute, { key, params: { runId }, body: { events: [{ id: "e1", message: { role: "user", content: "hi\u0000there" } }] } }), /^events\.0\.message\.content/);
    // Through the raw body too: JSON escapes arrive as the same characters.
    bad(await call(eventsRoute, { key, params: { runId }, rawBody: '{"events":[{"id":"e1","message":{"role":"user","content":"\\udc00"}}]}' }), /^events\.0\.message\.content/);
    const { prisma } = getDb();
    expect(await prisma.run.count({ where: { idempotencyKey: { in: ["nul", "sur"] } } })).toBe(0);
    expect(await prisma.message.count({ where: { runId } })).toBe(0);
  });

  it("%00 and NUL in URL ids: 400 naming the parameter", async () => {
    bad(await call(heldRoute, { key, params: { id: "abc\u0000" } }), /^id: contains a NUL/);
    bad(await call(checkCallRoute, { key, params: { runId: `${runId}\u0000` }, body: { call: { id: "c", name: "get_order", arguments: "{}" } } }), /^runId/);
  });

  it("nesting deeper than the limit: 400 (10,000 deep included), not a stack overflow", async () => {
    bad(await call(checkCallRoute, { key, params: { runId }, rawBody: `{"call":{"id":"c","name":"get_order","arguments":${"[".repeat(10_000)}${"]".repeat(10_000)}}}` }), /nested deeper than/);
    bad(await call(eventsRoute, { key, params: { runId }, body: { events: [{ id: "d", message: { role: "tool", tool_call_id: "x", content: "y", extra: deep(MAX_JSON_DEPTH + 1) } }] } }), /^events\.0\.message\.extra(\.k)*: nested deeper/);
    // Within the limit it is data like any other.
    const ok = await call(checkCallRoute, { key, params: { runId }, body: { call: { id: "c-ok", name: "get_order", arguments: deep(10) } } });
    expect(ok.status).toBe(200);
  });

  it("an imported assistant message whose content is a number or an object: 400 naming it", async () => {
    for (const content of [42, { text: "hi" }, [1, 2]]) {
      const r = await call(importRoute, { key, body: { idempotency_key: "imp-content", ticket: { id: "T-ic" }, customer: { id: "cust_1042" }, messages: [{ role: "user", content: "hi" }, { role: "assistant", content }] } });
      bad(r, /^messages\.1\.content: content must be a string, null or a list/);
    }
    const r = await call(importRoute, { key, body: { idempotency_key: "imp-content", ticket: { id: "T-ic" }, customer: { id: "cust_1042" }, messages: [{ role: "assistant", content: null, tool_calls: "nope" }] } });
    bad(r, /^messages\.0\.tool_calls/);
    expect(await getDb().prisma.run.count({ where: { idempotencyKey: "imp-content" } })).toBe(0);
  });
});

describeDatabases("routes without parameters", (getDb) => {
  routeHandlersUse(getDb);
  it("a route Next calls with no params (imports) still answers: params resolve to undefined there", async () => {
    const { key } = await createSundryAgent(getDb().prisma);
    const req = new Request("http://localhost/api/v1/imports", { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: "{}" });
    const res = await importRoute(req, { params: Promise.resolve(undefined as never) });
    expect(res.status).toBe(400);
  });
});
