/**
 * Bulk-seeds held items for the queue and page benchmarks with set-based SQL (generate_series),
 * identical on PostgreSQL and PGlite, writing the rows the app writes for a held item and its
 * decision, through the database's own triggers (search tokens and the full-text document, claim
 * counts, the dashboard's daily rollups and decision-time histogram), so every page reads what it
 * would read in production:
 * - 1,000 customers (first and last names: 100 combinations, so "Ana Novak" is ten customers) and
 *   one ticket and run per 5 items, with a subject, a customer message and a get_order tool result
 *   naming a product and what went wrong (words for the full-text search);
 * - per item its check (the guard's finding or the verifier's claims, its message; replies with
 *   claim-count telemetry) and the held item with the same findings and payload, the payload's
 *   SHA-256, the search text the app builds (run, ticket, customer and the payload's ids);
 * - a realistic mix: 70% writes over 6 tools and 7 guard codes (a near miss, another buyer's
 *   order, an amount over the charge, ...), 30% replies over 3 verdicts; 70% pending, 5%
 *   escalated, 5% approved, 5% rejected, 10% released, 5% edited; 10% assigned, 5% under a live
 *   lease; spread over 30 days;
 * - for each decided or escalated item its Decision (approve, edit with the edited payload,
 *   reject with what to do instead, escalate) 2-180 minutes after the hold, decidedAt, the
 *   approved payload and hash, releasedAt, the audit event, the escalation's notifications to the
 *   managers and admins, the assignment's notification, and the verifier's claim outcomes.
 * A ticket's product is picked by t / 4 and its items' statuses cycle with g % 20 (t % 4 within a
 * product), so a searched word's matches have the mix of statuses the whole queue has.
 * Inserts go in run order, so the search trigger builds each run's part of the document once (it
 * keeps it for the next item of the same run) instead of once per item. Then VACUUM ANALYZE, as
 * autovacuum would. Also a CLI: `DATABASE_URL=postgresql://… npx tsx bench/queue-seed.ts [count]`.
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
  /** Milliseconds per step, in order. */
  steps: [string, number][];
}

/**
 * SQL expressions of an item's attributes as functions of its number g (1..count), shared by
 * every statement so the check, the held item, its decision and its notifications agree.
 */
function itemSql(count: number, users: string[]) {
  const t = `(1 + (g - 1) / 5)`;
  const order = `(10000 + g % 90000)`;
  const write = `(g % 10 < 7)`;
  const tool = `(${sqlList(TOOLS)})[1 + g % ${TOOLS.length}]`;
  const reason = `CASE WHEN ${write} THEN (${sqlList(WRITE_REASONS)})[1 + (g / 10) % ${WRITE_REASONS.length}] ELSE (${sqlList(REPLY_REASONS)})[1 + (g / 10) % ${REPLY_REASONS.length}] END`;
  const status = `(CASE WHEN g % 20 < 14 THEN 'pending' WHEN g % 20 = 14 THEN 'escalated' WHEN g % 20 = 15 THEN 'approved' WHEN g % 20 = 16 THEN 'rejected' WHEN g % 20 < 19 THEN 'released' ELSE 'edited' END)`;
  const created = `(now() - ((g * ${Math.max(1, Math.floor((30 * 86400) / count))}) * interval '1 second') - interval '1 minute')`;
  // The first decision, 2 to 180 minutes after the hold, never in the future.
  const decided = `LEAST(${created} + ((2 + (g * 7) % 179) * interval '1 minute'), now() - interval '10 seconds')`;
  const actor = `(${sqlList(users)})[1 + (g / 20) % ${users.length}]`;
  const cents = `(500 + g % 9000)`;
  // The arguments as the agent sent them, or the reply's text.
  const payload = `CASE WHEN ${write} THEN jsonb_build_object('order_id', 'SU-' || (${order} + 9), 'amount_cents', ${cents} + 1000, 'reason', 'customer request')
    ELSE jsonb_build_object('text', 'Your refund of $' || (${cents} / 100) || '.00 for order SU-' || ${order} || ' was sent today and arrives in 3 days.') END`;
  const claimText = `'Your refund of $' || (${cents} / 100) || '.00 for order SU-' || ${order} || ' was sent today'`;
  const finding = (status: string, extra: string) =>
    `jsonb_build_array(jsonb_build_object('path', 'order_id', 'value', 'SU-' || (${order} + 9), 'role', 'id', 'status', '${status}', 'evidence', '[]'::jsonb, 'weight', 1, 'score', 0${extra}))`;
  const findings = `CASE WHEN ${write} THEN CASE ${reason}
      WHEN 'unknown_id' THEN ${finding("near_miss", `, 'nearMisses', jsonb_build_array(jsonb_build_object('value', 'SU-' || (${order} + 90), 'kind', 'transposition', 'description', 'two digits swapped', 'diffInCall', '[5,7]'::jsonb, 'diffInSeen', '[5,7]'::jsonb, 'evidence', '[]'::jsonb))`)}
      WHEN 'wrong_customer' THEN ${finding("wrong_customer", `, 'owner', jsonb_build_object('value', 'bcust_' || (1 + (g + 7) % 1000), 'expected', 'bcust_' || (1 + ${t} % 1000), 'evidence', '[]'::jsonb)`)}
      WHEN 'amount_unmatched' THEN jsonb_build_array(jsonb_build_object('path', 'amount_cents', 'value', ${cents} + 1000, 'role', 'amount', 'status', 'exceeds_charge', 'unit', 'cents',
        'evidence', jsonb_build_array(jsonb_build_object('messageIndex', 1, 'toolCallId', 'call_1', 'source', 'tool_result', 'span', '[0,4]'::jsonb, 'text', ${cents}::text)), 'weight', 1, 'score', 0))
      ELSE ${finding("unseen", "")} END
    ELSE jsonb_build_array(jsonb_build_object('kind', CASE WHEN (g / 10) % 3 = 2 THEN 'policy' ELSE 'money' END, 'text', ${claimText}, 'span', '[0,40]'::jsonb,
      'value', jsonb_build_object('type', 'money', 'cents', (${cents} / 100) * 100, 'currency', 'USD'), 'verdict', ${reason}, 'reason', 'no tool result or clause says so',
      'support', '[]'::jsonb, 'citations', jsonb_build_object('tools', '[]'::jsonb, 'clauses', CASE WHEN ${reason} = 'cited_unsupported' THEN '["RET-30"]'::jsonb ELSE '[]'::jsonb END))) END`;
  const message = `CASE ${reason}
      WHEN 'unknown_tool' THEN ${tool} || ' is not a tool of this agent.'
      WHEN 'missing_param' THEN 'The required argument order_id is missing. Look the order up first.'
      WHEN 'invalid_value' THEN 'amount_cents must be a positive integer. Use the charge from get_order.'
      WHEN 'ungrounded_args' THEN 'order_id was not seen in this run. Look the order up first.'
      ELSE 'Held for a person: ' || ${reason} || '.' END`;
  return { t, order, write, tool, reason, status, created, decided, actor, payload, findings, message };
}

export async function seedQueue(db: DbClient, count = 100_000): Promise<SeedResult> {
  const started = performance.now();
  const steps: [string, number][] = [];
  const tickets = Math.ceil(count / 5);
  const users: string[] = [];
  for (let i = 0; i < 5; i++) {
    const u = await db.user.upsert({ where: { email: `bench-reviewer-${i}@bench.example` }, create: { email: `bench-reviewer-${i}@bench.example`, name: `Bench Reviewer ${i}`, role: "reviewer", passwordHash: "x" }, update: {} });
    users.push(u.id);
  }
  const x = itemSql(count, users);
  const run = async (name: string, sql: string) => {
    const t0 = performance.now();
    await db.$executeRawUnsafe(sql);
    steps.push([name, performance.now() - t0]);
  };
  // Item g belongs to ticket t = ceil(g / 5): the ticket and its run start before its items are held.
  const ticketTime = `(now() - ((5 * t * ${Math.max(1, Math.floor((30 * 86400) / count))}) * interval '1 second') - interval '2 minutes')`;
  await run("agent", `INSERT INTO "Agent"(id, name, tools, "updatedAt") VALUES ('bench-agent', 'bench-agent', '[]', now()) ON CONFLICT DO NOTHING`);
  await run("customers", `INSERT INTO "Customer"(id, "agentId", "externalId", name, email) SELECT 'bc' || g, 'bench-agent', 'bcust_' || g, (${sqlList(FIRST)})[1 + g % 10] || ' ' || (${sqlList(LAST)})[1 + (g / 10) % 10], 'bench' || g || '@bench.example' FROM generate_series(1, 1000) g ON CONFLICT DO NOTHING`);
  await run("tickets", `INSERT INTO "Ticket"(id, "agentId", "externalId", "customerId", subject, "createdAt")
    SELECT 'bt' || t, 'bench-agent', 'BT-' || t, 'bc' || (1 + t % 1000), 'My ' || (${sqlList(PRODUCTS)})[1 + (t / 4) % ${PRODUCTS.length}] || ' ' || (${sqlList(STATES)})[1 + (t / 7) % ${STATES.length}], ${ticketTime}
    FROM generate_series(1, ${tickets}) t ON CONFLICT DO NOTHING`);
  await run("runs", `INSERT INTO "Run"(id, "agentId", "ticketId", "idempotencyKey", "startedAt", "messageCount")
    SELECT 'br' || t, 'bench-agent', 'bt' || t, 'bk' || t, ${ticketTime}, 2 FROM generate_series(1, ${tickets}) t ON CONFLICT DO NOTHING`);
  // One customer message and one tool result per run, in the words of a support ticket.
  await run("messages", `INSERT INTO "Message"(id, "runId", "eventId", position, role, content, "createdAt")
    SELECT 'bm' || t, 'br' || t, 'e0', 0, 'user', jsonb_build_object('role', 'user', 'content',
      'My ' || (${sqlList(PRODUCTS)})[1 + (t / 4) % ${PRODUCTS.length}] || ' from order SU-' || (10000 + t % 90000) || ' ' || (${sqlList(STATES)})[1 + (t / 7) % ${STATES.length}] || '. Please help.'), ${ticketTime}
    FROM generate_series(1, ${tickets}) t ON CONFLICT DO NOTHING`);
  await run("tool results", `INSERT INTO "ToolResult"(id, "runId", position, "toolCallId", "toolName", content, "sizeBytes", "createdAt")
    SELECT 'btr' || t, 'br' || t, 1, 'call_1', 'get_order', '{"order_id":"SU-' || (10000 + t % 90000) || '","status":"delivered","items":[{"title":"' || (${sqlList(PRODUCTS)})[1 + (t / 4) % ${PRODUCTS.length}] || ' deluxe","price_cents":' || (500 + t % 9000) || '}]}', 120, ${ticketTime}
    FROM generate_series(1, ${tickets}) t ON CONFLICT DO NOTHING`);
  // Items in run order (t, then g): the search trigger reuses each run's part of the document.
  const items = `(SELECT g, ${x.t} AS t FROM generate_series(1, ${count}) g ORDER BY 2, 1) s`;
  await run("checks", `INSERT INTO "Check"(id, "runId", kind, position, "toolName", "callId", writes, decision, code, payload, findings, message, telemetry, "createdAt")
    SELECT 'bchk' || g, 'br' || t, CASE WHEN ${x.write} THEN 'tool_call' ELSE 'reply' END::"CheckKind", 2,
      CASE WHEN ${x.write} THEN ${x.tool} END, CASE WHEN ${x.write} THEN 'call_' || g END, ${x.write}, 'hold', ${x.reason}, ${x.payload}, ${x.findings}, ${x.message},
      CASE WHEN NOT ${x.write} THEN jsonb_build_object('counts', jsonb_build_object(${x.reason}, 1, 'grounded', 2), 'evidenceBytes', 120) END, ${x.created}
    FROM ${items} ORDER BY t, g ON CONFLICT DO NOTHING`);
  await run("held items", `INSERT INTO "HeldItem"(id, "checkId", "runId", "ticketId", "customerId", kind, "toolName", "reasonCodes", findings, payload, "payloadHash",
      status, "assigneeId", "leaseHolderId", "leaseExpiresAt", "decidedAt", "approvedPayload", "approvedHash", "releasedAt", "searchText", "createdAt", "updatedAt")
    SELECT 'bh' || g, 'bchk' || g, 'br' || t, 'bt' || t, 'bc' || (1 + t % 1000),
      CASE WHEN ${x.write} THEN 'write' ELSE 'reply' END::"HeldKind", CASE WHEN ${x.write} THEN ${x.tool} END, ARRAY[${x.reason}],
      ${x.findings}, ${x.payload}, encode(sha256(convert_to((${x.payload})::text, 'UTF8')), 'hex'),
      ${x.status}::"HeldStatus",
      CASE WHEN g % 10 = 3 THEN (${sqlList(users)})[1 + (g / 10) % ${users.length}] END,
      CASE WHEN g % 20 = 1 THEN (${sqlList(users)})[1 + g % ${users.length}] END,
      CASE WHEN g % 20 = 1 THEN now() + interval '5 minutes' END,
      CASE WHEN g % 20 >= 15 THEN ${x.decided} END,
      CASE WHEN g % 20 IN (15, 17, 18) THEN ${x.payload} WHEN g % 20 = 19 THEN (${x.payload}) || '{"reason":"edited by a reviewer"}'::jsonb END,
      CASE WHEN g % 20 IN (15, 17, 18) THEN encode(sha256(convert_to((${x.payload})::text, 'UTF8')), 'hex') WHEN g % 20 = 19 THEN md5('edited' || g) END,
      CASE WHEN g % 20 IN (17, 18) THEN ${x.decided} + interval '2 seconds' END,
      'br' || t || ' bt-' || t || ' bcust_' || (1 + t % 1000) || CASE WHEN ${x.write} THEN ' su-' || (${x.order} + 9) ELSE ' su-' || ${x.order} END,
      ${x.created}, now()
    FROM ${items} ORDER BY t, g ON CONFLICT DO NOTHING`);
  // The first decision of every decided or escalated item (escalated and then decided items are not modelled).
  const action = `CASE WHEN g % 20 = 14 THEN 'escalate' WHEN g % 20 = 16 THEN 'reject' WHEN g % 20 = 19 THEN 'edit' ELSE 'approve' END`;
  const decidedItems = `(SELECT g, ${x.t} AS t FROM generate_series(1, ${count}) g WHERE g % 20 >= 14) s`;
  await run("decisions", `INSERT INTO "Decision"(id, "heldItemId", "actorId", action, note, instead, "editedPayload", "editedHash", "createdAt")
    SELECT 'bd' || g, 'bh' || g, ${x.actor}, (${action})::"DecisionAction",
      CASE WHEN g % 20 = 14 THEN 'Not sure this customer owns the order: a manager should decide.' WHEN g % 20 = 16 THEN 'The order is not this customer''s.' WHEN g % 20 = 19 THEN 'Corrected the amount to the charge.' WHEN g % 40 = 15 THEN 'Checked the order by phone.' END,
      CASE WHEN g % 20 = 16 THEN 'Look the order up with get_order and refund only the charge it shows.' END,
      CASE WHEN g % 20 = 19 THEN (${x.payload}) || '{"reason":"edited by a reviewer"}'::jsonb END,
      CASE WHEN g % 20 = 19 THEN md5('edited' || g) END,
      ${x.decided}
    FROM ${decidedItems} ON CONFLICT DO NOTHING`);
  await run("audit events", `INSERT INTO "AuditEvent"(id, at, "actorId", "actorEmail", action, "targetType", "targetId", details)
    SELECT 'bae' || d.id, d."createdAt", d."actorId", u.email, 'held_item.' || d.action, 'held_item', d."heldItemId",
      jsonb_build_object('from', 'pending', 'to', h.status::text, 'note', d.note, 'run', h."runId")
    FROM "Decision" d JOIN "HeldItem" h ON h.id = d."heldItemId" JOIN "User" u ON u.id = d."actorId" WHERE d.id LIKE 'bd%' ON CONFLICT DO NOTHING`);
  await run("notifications", `INSERT INTO "Notification"(id, "userId", kind, "heldItemId", "actorId", text, "createdAt")
    SELECT 'bn' || d.id || '-' || m.id, m.id, 'escalated'::"NotificationKind", d."heldItemId", d."actorId",
      u.name || ' escalated ' || CASE WHEN h.kind = 'reply' THEN 'a held reply' ELSE 'a held ' || h."toolName" END || ': “' || d.note || '”', d."createdAt"
    FROM "Decision" d JOIN "HeldItem" h ON h.id = d."heldItemId" JOIN "User" u ON u.id = d."actorId"
    CROSS JOIN (SELECT id FROM "User" WHERE active AND role IN ('manager', 'admin')) m
    WHERE d.id LIKE 'bd%' AND d.action = 'escalate' AND m.id <> d."actorId"
    UNION ALL
    SELECT 'bna' || h.id, h."assigneeId", 'assigned'::"NotificationKind", h.id, NULL, 'A manager assigned you ' || CASE WHEN h.kind = 'reply' THEN 'a held reply' ELSE 'a held ' || h."toolName" END, h."createdAt" + interval '1 minute'
    FROM "HeldItem" h WHERE h.id LIKE 'bh%' AND h."assigneeId" IS NOT NULL
    ON CONFLICT DO NOTHING`);
  // The verifier's precision: a decided reply's flagged claims, a false alarm when let out unchanged.
  await run("claim outcomes", `INSERT INTO "HeldClaimOutcome"(id, "heldItemId", kind, verdicts, claims, "falseAlarm", "heldAt", "decidedAt")
    SELECT 'bco' || h.id, h.id, c->>'kind', ARRAY[c->>'verdict'], 1, h."approvedHash" IS NOT NULL AND h."approvedHash" = h."payloadHash", h."createdAt", h."decidedAt"
    FROM "HeldItem" h CROSS JOIN LATERAL jsonb_array_elements(h.findings) c
    WHERE h.id LIKE 'bh%' AND h.kind = 'reply' AND h."decidedAt" IS NOT NULL ON CONFLICT DO NOTHING`);
  // What autovacuum does to tables in steady use: statistics, and the visibility map that lets
  // counts over a status run as index-only scans.
  for (const table of ["HeldItem", "Check", "Decision", "AuditEvent", "Notification", "Customer", "Ticket", "Run", "Message", "ToolResult", "HeldDecisionTime", "HeldClaimOutcome", "ReplyClaimCount"]) {
    await run(`vacuum ${table}`, `VACUUM ANALYZE "${table}"`);
  }
  return { items: count, users, sample: { customer: "bcust_42", ticket: "bt-4242", tool: "issue_refund" }, ms: performance.now() - started, steps };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openDatabase } = await import("../lib/db");
  const db = await openDatabase();
  try {
    const r = await seedQueue(db.prisma, Number(process.argv[2] ?? 100_000));
    console.log(`seeded ${r.items} held items into ${db.location} in ${(r.ms / 1000).toFixed(1)} s`);
    for (const [step, ms] of r.steps) console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }
  process.exit(0);
}
