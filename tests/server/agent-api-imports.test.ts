import { beforeAll, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { POST as importRoute } from "@/app/api/v1/imports/route";

// The seed's transposed-id run (examples/sundry/runs.jsonl): looks up SU-88421, refunds SU-88412.
const transposed = readFileSync(new URL("../../examples/sundry/runs.jsonl", import.meta.url), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l))
  .find((r) => r.id === "transposed-id");

describeDatabases("agent API v1: imports", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
  });
  const body = (idempotency_key: string, messages: unknown) => ({ idempotency_key, ticket: { id: `T-${idempotency_key}`, subject: "Imported" }, customer: { id: transposed.customer_id }, messages });

  it("replays a finished transcript: the rejected refund becomes a held item, the run is closed", async () => {
    const r = await call(importRoute, { key, body: body("imp-1", transposed.messages) });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ imported: true, tool_calls: { allow: 1, reject: 1, hold: 0 } });
    expect(r.json.held_item_ids).toHaveLength(1);
    const { prisma } = getDb();
    const held = await prisma.heldItem.findUniqueOrThrow({ where: { id: r.json.held_item_ids[0] } });
    expect(held).toMatchObject({ kind: "write", toolName: "issue_refund", status: "pending", reasonCodes: ["unknown_id"] });
    expect(held.payload).toMatchObject({ order_id: "SU-88412" });
    const run = await prisma.run.findUniqueOrThrow({ where: { id: r.json.run_id } });
    expect(run).toMatchObject({ source: "import", messageCount: transposed.messages.length });
    expect(run.endedAt).not.toBeNull();
  });

  it("importing the same idempotency key again changes nothing", async () => {
    const { prisma } = getDb();
    const before = await prisma.check.count();
    const r = await call(importRoute, { key, body: body("imp-1", transposed.messages) });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ imported: false });
    expect(await prisma.check.count()).toBe(before);
    expect(await prisma.run.count({ where: { idempotencyKey: "imp-1" } })).toBe(1);
  });

  it("refuses malformed messages with 400 and stores nothing", async () => {
    const { prisma } = getDb();
    for (const messages of [[], [{ content: "no role" }], "not a list", [42]]) {
      const r = await call(importRoute, { key, body: body("imp-bad", messages) });
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe("invalid_input");
    }
    expect(await prisma.run.count({ where: { idempotencyKey: "imp-bad" } })).toBe(0);
  });
});
