import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { POST as importRoute } from "@/app/api/v1/imports/route";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { appendEventsIn } from "@/lib/agent-api/append-events";
import { holdItem } from "@/lib/held-items/hold-item";
import { findRunForAgent } from "@/lib/agent-api/load-run";

// The held-item search document (migration queue_triage_search) covers the run's whole
// conversation. Built per held item it read the whole transcript for every item: an import of
// 2 MB with hundreds of held refunds read it hundreds of times in one transaction. The trigger now
// builds the run's part once per state of the run and transaction; these tests pin that the
// document is still exactly what the original function builds.
const HELD = Number(process.env.GC_HELD_SEARCH_ITEMS ?? 24);
const RESULT_BYTES = 16_384;

function transcript(refunds: number) {
  const msgs: Record<string, unknown>[] = [
    { role: "system", content: "You are Sundry's support agent." },
    { role: "user", content: "My teapot from order SU-88421 arrived broken." },
  ];
  const filler = "The parcel left the depot and is on its way to you. ".repeat(Math.ceil(RESULT_BYTES / 52)).slice(0, RESULT_BYTES);
  for (let i = 0; i < refunds; i++) {
    msgs.push({ role: "assistant", content: null, tool_calls: [{ id: `g${i}`, type: "function", function: { name: "get_order", arguments: '{"order_id": "SU-88421"}' } }] });
    msgs.push({ role: "tool", tool_call_id: `g${i}`, name: "get_order", content: `${filler} teapot${i}` });
    msgs.push({ role: "assistant", content: null, tool_calls: [{ id: `r${i}`, type: "function", function: { name: "issue_refund", arguments: `{"order_id": "SU-7${String(i).padStart(4, "0")}", "amount_cents": 6400}` } }] });
  }
  return msgs;
}

describeDatabases("held items of an import: search document", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
  });

  it("gives every held item of a big import the document the original function builds", async () => {
    const started = Date.now();
    const r = await call(importRoute, {
      key,
      body: { idempotency_key: "held-search-1", ticket: { id: "T-held-search-1", subject: "Broken teapot" }, customer: { id: "cust_1042" }, messages: transcript(HELD) },
    });
    console.info(`[held-search] import of ${HELD} held refunds over ${Math.round((HELD * RESULT_BYTES) / 1024)} KB: ${Date.now() - started} ms`);
    expect(r.status).toBe(201);
    expect(r.json.held_item_ids.length).toBeGreaterThanOrEqual(HELD);
    const rows = await getDb().prisma.$queryRaw<{ same: boolean; hit: boolean }[]>`
      SELECT h."searchVector" = "HeldItem_search_document"(h) AS same, h."searchVector" @@ to_tsquery('english', 'teapot3') AS hit
      FROM "HeldItem" h WHERE h."runId" = ${r.json.run_id}`;
    expect(rows.length).toBe(r.json.held_item_ids.length);
    expect(rows.every((x) => x.same && x.hit)).toBe(true);
  });

  it("sees messages appended after an earlier hold in the same transaction", async () => {
    const { prisma } = getDb();
    const start = await call(startRunRoute, {
      key,
      body: { idempotency_key: "held-search-2", ticket: { id: "T-held-search-2", subject: "Broken teapot" }, customer: { id: "cust_1042" } },
    });
    expect(start.status).toBe(201);
    const runId: string = start.json.run_id;
    const agentId = (await prisma.run.findUniqueOrThrow({ where: { id: runId } })).agentId;
    const said = (i: number, word: string) => ({ events: [{ id: `u${i}`, message: { role: "user", content: `Please refund, the ${word} is broken.` } }] });
    await prisma.$transaction(async (tx) => {
      const run = await findRunForAgent(tx, runId, agentId);
      const hold = async (i: number) => {
        const check = await tx.check.create({ data: { runId, kind: "tool_call", position: i, toolName: "issue_refund", callId: `x${i}`, writes: true, decision: "hold", code: "unknown_id", payload: { i }, findings: [], message: "held" } });
        await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: "issue_refund", payload: { i }, findings: [], reasonCodes: ["unknown_id"] });
      };
      await appendEventsIn(tx, agentId, runId, said(1, "kettle"));
      await hold(1);
      await hold(2);
      await appendEventsIn(tx, agentId, runId, said(3, "saucepan"));
      await hold(3);
    });
    const rows = await prisma.$queryRaw<{ same: boolean; saucepan: boolean }[]>`
      SELECT h."searchVector" = "HeldItem_search_document"(h) AS same, h."searchVector" @@ to_tsquery('english', 'saucepan') AS saucepan
      FROM "HeldItem" h WHERE h."runId" = ${runId} ORDER BY h."createdAt", h.id`;
    expect(rows.map((x) => x.saucepan).sort()).toEqual([false, false, true]);
    const reference = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM "HeldItem" h WHERE h."runId" = ${runId} AND (h.payload->>'i')::int < 3 AND h."searchVector" @@ to_tsquery('english', 'saucepan')`;
    expect(reference[0].n).toBe(0);
    expect(rows.filter((x) => x.same)).toHaveLength(1); // the last one; the first two were built before the saucepan
  });
});
