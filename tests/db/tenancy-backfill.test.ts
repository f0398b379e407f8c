// Issue 14, tenancy: the agent_tenancy migration backfills customers and tickets to their agent.
// A database migrated up to the one before it holds a ticket and a customer shared by two agents
// (the old model allowed it), tickets and customers no run used, and held items on them; after
// the migration every run, held item and ticket points at its own agent's records.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "@/lib/db";
import { pgliteSession, pgSession } from "@/lib/db/open";
import type { SqlSession } from "@/lib/db/migrations";
import { databaseKinds, TEST_DATABASE_URL } from "./databases";

const all = readMigrations();
const at = all.findIndex((m) => m.name.endsWith("_agent_tenancy"));
const before = all.slice(0, at);

const SEED = `
  INSERT INTO "Agent" (id, name, tools, "createdAt", "updatedAt") VALUES ('ag_a', 'a', '[]', '2026-01-01', now()), ('ag_b', 'b', '[]', '2026-01-02', now());
  INSERT INTO "Customer" (id, "externalId", "createdAt") VALUES ('c1', 'cust_1', '2026-01-01'), ('c2', 'cust_2', '2026-01-01'), ('c3', 'cust_3', '2026-01-01');
  INSERT INTO "Ticket" (id, "externalId", "customerId", subject, "createdAt") VALUES
    ('t1', 'T-1', 'c1', 'shared', '2026-01-01'), ('t2', 'T-2', 'c1', 'b only', '2026-01-02'), ('t3', 'T-3', 'c2', 'no run', '2026-01-03');
  INSERT INTO "Run" (id, "agentId", "ticketId", "idempotencyKey", "startedAt") VALUES
    ('r_a', 'ag_a', 't1', 'k', '2026-01-01'), ('r_b', 'ag_b', 't1', 'k', '2026-01-02'), ('r_b2', 'ag_b', 't2', 'k2', '2026-01-03');
  INSERT INTO "Check" (id, "runId", kind, position, decision, code, payload, findings, message) VALUES
    ('k_a', 'r_a', 'reply', 0, 'hold', 'x', '{}', '[]', ''), ('k_b', 'r_b', 'reply', 0, 'hold', 'x', '{}', '[]', '');
  INSERT INTO "HeldItem" (id, "checkId", "runId", "ticketId", "customerId", kind, "reasonCodes", findings, payload, "payloadHash", "updatedAt") VALUES
    ('h_a', 'k_a', 'r_a', 't1', 'c1', 'reply', '{}', '[]', '{}', 'x', now()), ('h_b', 'k_b', 'r_b', 't1', 'c1', 'reply', '{}', '[]', '{}', 'x', now());
`;

async function withSession(kind: string, body: (s: SqlSession) => Promise<void>) {
  if (kind === "pglite") {
    const db = new PGlite();
    try {
      await body(pgliteSession(db));
    } finally {
      await db.close();
    }
    return;
  }
  const name = `gc_tenancy_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await body(pgSession(client));
  } finally {
    await client.end();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

for (const kind of databaseKinds()) {
  describe(`agent_tenancy backfill [${kind}]`, () => {
    it("splits shared tickets and customers per agent and moves runs and held items onto the copies", { timeout: 120_000 }, async () => {
      expect(at).toBeGreaterThan(0);
      await withSession(kind, async (s) => {
        await applyMigrations(s, before);
        await s.exec(SEED);
        await applyMigrations(s, all);
        const tickets = await s.query<{ id: string; agentId: string; externalId: string; customerId: string; subject: string }>(`SELECT id, "agentId", "externalId", "customerId", subject FROM "Ticket" ORDER BY "externalId", "agentId"`);
        const customers = await s.query<{ id: string; agentId: string; externalId: string }>(`SELECT id, "agentId", "externalId" FROM "Customer" ORDER BY "externalId", "agentId"`);
        const byKey = (agentId: string, externalId: string) => tickets.find((t) => t.agentId === agentId && t.externalId === externalId)!;
        const cust = (agentId: string, externalId: string) => customers.find((c) => c.agentId === agentId && c.externalId === externalId)!;
        expect(tickets.map((t) => `${t.externalId}@${t.agentId}`)).toEqual(["T-1@ag_a", "T-1@ag_b", "T-2@ag_b", "T-3@ag_a"]);
        expect(customers.map((c) => `${c.externalId}@${c.agentId}`)).toEqual(["cust_1@ag_a", "cust_1@ag_b", "cust_2@ag_a", "cust_3@ag_a"]);
        // The first run's agent keeps the original rows; the other agent's copy keeps the ticket's data.
        expect(byKey("ag_a", "T-1").id).toBe("t1");
        expect(byKey("ag_b", "T-1").subject).toBe("shared");
        expect(byKey("ag_a", "T-1").customerId).toBe("c1");
        expect(byKey("ag_b", "T-1").customerId).toBe(cust("ag_b", "cust_1").id);
        expect(byKey("ag_b", "T-2").customerId).toBe(cust("ag_b", "cust_1").id);
        const runs = await s.query<{ id: string; ticketId: string }>(`SELECT id, "ticketId" FROM "Run" ORDER BY id`);
        expect(runs).toEqual([
          { id: "r_a", ticketId: "t1" },
          { id: "r_b", ticketId: byKey("ag_b", "T-1").id },
          { id: "r_b2", ticketId: "t2" },
        ]);
        const held = await s.query<{ id: string; ticketId: string; customerId: string }>(`SELECT id, "ticketId", "customerId" FROM "HeldItem" ORDER BY id`);
        expect(held).toEqual([
          { id: "h_a", ticketId: "t1", customerId: "c1" },
          { id: "h_b", ticketId: byKey("ag_b", "T-1").id, customerId: cust("ag_b", "cust_1").id },
        ]);
        // Every ticket's customer is its own agent's.
        const mismatched = await s.query(`SELECT t.id FROM "Ticket" t JOIN "Customer" c ON c.id = t."customerId" WHERE c."agentId" <> t."agentId"`);
        expect(mismatched).toEqual([]);
      });
    });

    it("with no agent at all, the (necessarily unused) tickets and customers are removed", { timeout: 120_000 }, async () => {
      await withSession(kind, async (s) => {
        await applyMigrations(s, before);
        await s.exec(`INSERT INTO "Customer" (id, "externalId") VALUES ('c1', 'cust_1'); INSERT INTO "Ticket" (id, "externalId", "customerId", subject) VALUES ('t1', 'T-1', 'c1', '')`);
        await applyMigrations(s, all);
        expect(await s.query(`SELECT id FROM "Ticket" UNION ALL SELECT id FROM "Customer"`)).toEqual([]);
      });
    });
  });
}
