/**
 * Bulk-seeds held items for the queue benchmark with set-based SQL (generate_series), identical on
 * PostgreSQL and PGlite: 1,000 customers, one ticket and run per 5 items, a check per item, and
 * items spread over 30 days with a realistic mix of status, kind, tool, reason, assignee and lease.
 * Customers have first and last names (100 combinations, so "Ana Novak" is ten customers), each
 * run a customer message and a tool result naming a product and what went wrong, so the full-text
 * search document (built by the insert trigger, as in production) has words to find.
 * Also a CLI: `DATABASE_URL=postgresql://… npx tsx bench/queue-seed.ts [count]` seeds that database.
 */
import type { DbClient } from "../lib/db";

const TOOLS = ["issue_refund", "start_return", "cancel_order", "update_address", "offer_replacement", "escalate_to_human"];
const WRITE_REASONS = ["unknown_id", "wrong_customer", "amount_unmatched", "unknown_tool", "missing_param", "invalid_value", "ungrounded_args"];
const REPLY_REASONS = ["invented", "unverifiable", "cited_unsupported"];
const FIRST = ["Ana", "Ben", "Chloe", "Dev", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jonas"];
const LAST = ["Novak", "Okafor", "Petrov", "Quinn", "Rossi", "Sato", "Tanaka", "Ueda", "Varga", "Weber"];
const PRODUCTS = ["teapot", "lamp", "kettle", "blender", "toaster", "mug", "rug", "chair", "desk", "umbrella", "backpack", "jacket", "scarf", "headphones", "speaker", "charger", "camera", "tripod", "vase", "clock"];
const STATES = ["arrived broken", "never arrived", "is the wrong colour", "was charged twice", "is missing a part"];
const sqlList = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(",")}]`;

export interface SeedResult {
  items: number;
  users: string[];
  sample: { customer: string; ticket: string; tool: string };
  ms: number;
}

export async function seedQueue(db: DbClient, count = 100_000): Promise<SeedResult> {
  const started = performance.now();
  const tickets = Math.ceil(count / 5);
  const users: string[] = [];
  for (let i = 0; i < 5; i++) {
    const u = await db.user.upsert({ where: { email: `bench-reviewer-${i}@bench.example` }, create: { email: `bench-reviewer-${i}@bench.example`, name: `Bench Reviewer ${i}`, role: "reviewer", passwordHash: "x" }, update: {} });
    users.push(u.id);
  }
  const run = (sql: string) => db.$executeRawUnsafe(sql);
  await run(`INSERT INTO "Agent"(id, name, tools, "updatedAt") VALUES ('bench-agent', 'bench-agent', '[]', now()) ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO "Customer"(id, "agentId", "externalId", name, email) SELECT 'bc' || g, 'bench-agent', 'bcust_' || g, (${sqlList(FIRST)})[1 + g % 10] || ' ' || (${sqlList(LAST)})[1 + (g / 10) % 10], 'bench' || g || '@bench.example' FROM generate_series(1, 1000) g ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO "Ticket"(id, "agentId", "externalId", "customerId", subject) SELECT 'bt' || g, 'bench-agent', 'BT-' || g, 'bc' || (1 + g % 1000), 'bench' FROM generate_series(1, ${tickets}) g ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO "Run"(id, "agentId", "ticketId", "idempotencyKey", "startedAt") SELECT 'br' || g, 'bench-agent', 'bt' || g, 'bk' || g, now() FROM generate_series(1, ${tickets}) g ON CONFLICT DO NOTHING`);
  // One customer message and one tool result per run, in the words of a support ticket.
  await run(`INSERT INTO "Message"(id, "runId", "eventId", position, role, content)
    SELECT 'bm' || g, 'br' || g, 'e0', 0, 'user', jsonb_build_object('role', 'user', 'content',
      'My ' || (${sqlList(PRODUCTS)})[1 + g % ${PRODUCTS.length}] || ' from order SU-' || (10000 + g % 90000) || ' ' || (${sqlList(STATES)})[1 + (g / 7) % ${STATES.length}] || '. Please help.')
    FROM generate_series(1, ${tickets}) g ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO "ToolResult"(id, "runId", position, "toolCallId", "toolName", content, "sizeBytes")
    SELECT 'btr' || g, 'br' || g, 1, 'call_1', 'get_order', '{"order_id":"SU-' || (10000 + g % 90000) || '","status":"delivered","items":[{"title":"' || (${sqlList(PRODUCTS)})[1 + g % ${PRODUCTS.length}] || ' deluxe","price_cents":' || (500 + g % 9000) || '}]}', 120
    FROM generate_series(1, ${tickets}) g ON CONFLICT DO NOTHING`);
  // i % 10 < 7 → write (a tool), else reply; status: 70% pending, 5% escalated, the rest decided.
  await run(`INSERT INTO "Check"(id, "runId", kind, position, "toolName", decision, code, payload, findings, message)
    SELECT 'bchk' || g, 'br' || (1 + g % ${tickets}), CASE WHEN g % 10 < 7 THEN 'tool_call' ELSE 'reply' END::"CheckKind", 1,
      CASE WHEN g % 10 < 7 THEN (${sqlList(TOOLS)})[1 + g % ${TOOLS.length}] END, 'hold', 'x', '{}', '[]', 'bench'
    FROM generate_series(1, ${count}) g ON CONFLICT DO NOTHING`);
  await run(`INSERT INTO "HeldItem"(id, "checkId", "runId", "ticketId", "customerId", kind, "toolName", "reasonCodes", findings, payload, "payloadHash",
      status, "assigneeId", "leaseHolderId", "leaseExpiresAt", "searchText", "createdAt", "updatedAt")
    SELECT 'bh' || g, 'bchk' || g, 'br' || t, 'bt' || t, 'bc' || (1 + t % 1000),
      CASE WHEN g % 10 < 7 THEN 'write' ELSE 'reply' END::"HeldKind",
      CASE WHEN g % 10 < 7 THEN (${sqlList(TOOLS)})[1 + g % ${TOOLS.length}] END,
      CASE WHEN g % 10 < 7 THEN ARRAY[(${sqlList(WRITE_REASONS)})[1 + (g / 10) % ${WRITE_REASONS.length}]] ELSE ARRAY[(${sqlList(REPLY_REASONS)})[1 + (g / 10) % ${REPLY_REASONS.length}]] END,
      '[]', '{"order_id":"SU-0"}', md5(g::text),
      (CASE WHEN g % 20 < 14 THEN 'pending' WHEN g % 20 = 14 THEN 'escalated' WHEN g % 20 < 17 THEN 'approved' WHEN g % 20 < 19 THEN 'released' ELSE 'edited' END)::"HeldStatus",
      CASE WHEN g % 10 = 3 THEN (${sqlList(users)})[1 + (g / 10) % 5] END,
      CASE WHEN g % 20 = 1 THEN (${sqlList(users)})[1 + g % 5] END,
      CASE WHEN g % 20 = 1 THEN now() + interval '5 minutes' END,
      'br' || t || ' bt-' || t || ' bcust_' || (1 + t % 1000) || ' su-' || (10000 + g % 90000),
      now() - (g * interval '26 seconds'), now()
    FROM (SELECT g, 1 + g % ${tickets} AS t FROM generate_series(1, ${count}) g) s ON CONFLICT DO NOTHING`);
  // What autovacuum does to a table in steady use: statistics, and the visibility map that lets
  // counts over a status run as index-only scans.
  await run(`VACUUM ANALYZE "HeldItem"`);
  await run(`VACUUM ANALYZE "Customer"`);
  return { items: count, users, sample: { customer: "bcust_42", ticket: "bt-4242", tool: "issue_refund" }, ms: performance.now() - started };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import("../lib/db");
  const db = await openDatabase();
  try {
    const r = await seedQueue(db.prisma, Number(process.argv[2] ?? 100_000));
    console.log(`seeded ${r.items} held items into ${db.location} in ${(r.ms / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
  process.exit(0);
}
