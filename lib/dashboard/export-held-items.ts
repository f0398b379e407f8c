import type { DbClient } from "../db";
import type { DashboardRange } from "./dashboard-range";
import { argumentsCell, decisionsCell, findingsCell } from "./held-item-cells";

export type ExportFormat = "csv" | "jsonl";
/** One readable value per cell (lib/dashboard/held-item-cells.ts); the JSONL export has the structures. */
export const CSV_COLUMNS = ["id", "created_at", "ticket", "customer_id", "customer", "kind", "tool", "status", "reason_codes", "payload", "findings", "decisions", "decided_at"] as const;

const BATCH = 500;

/**
 * RFC 4180 field: quoted when it holds a comma, quote or line break. A cell a spreadsheet would
 * read as a formula (starting with = + - @, tab or CR; OWASP "CSV injection") gets a leading `'`,
 * so tool names and texts an agent chose are shown as text, never evaluated.
 */
export function csvField(v: unknown): string {
  const raw = v === null || v === undefined ? "" : typeof v === "string" ? v : JSON.stringify(v);
  const s = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Held items created in the range, with their decisions (who, what, note, edited version) and
 * findings, oldest first, one line at a time in batches: for building evaluation sets. Known
 * (answer-key) items are left out; they are copies, not traffic.
 */
export async function* heldItemExportLines(db: DbClient, range: DashboardRange, format: ExportFormat): AsyncGenerator<string> {
  if (format === "csv") yield `${CSV_COLUMNS.join(",")}\n`;
  let cursor: string | undefined;
  for (;;) {
    const items = await db.heldItem.findMany({
      where: { createdAt: { gte: range.from, lt: range.to } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
      select: {
        id: true, createdAt: true, kind: true, toolName: true, status: true, reasonCodes: true, payload: true, findings: true, decidedAt: true, runId: true, ticketId: true, customerId: true,
        decisions: { orderBy: { createdAt: "asc" }, select: { actorId: true, action: true, note: true, editedPayload: true, createdAt: true } },
      },
    });
    if (items.length === 0) return;
    cursor = items[items.length - 1].id;
    const known = new Set((await db.answerKeyItem.findMany({ where: { heldItemId: { in: items.map((i) => i.id) } }, select: { heldItemId: true } })).map((k) => k.heldItemId));
    const actorIds = [...new Set(items.flatMap((i) => i.decisions.map((d) => d.actorId)))];
    const emails = new Map((await db.user.findMany({ where: { id: { in: actorIds } }, select: { id: true, email: true } })).map((u) => [u.id, u.email]));
    const [tickets, customers] = await Promise.all([
      db.ticket.findMany({ where: { id: { in: [...new Set(items.map((i) => i.ticketId))] } }, select: { id: true, externalId: true } }),
      db.customer.findMany({ where: { id: { in: [...new Set(items.map((i) => i.customerId))] } }, select: { id: true, externalId: true, name: true, email: true } }),
    ]);
    const ticketOf = new Map(tickets.map((t) => [t.id, t.externalId]));
    const customerOf = new Map(customers.map((c) => [c.id, c]));
    for (const i of items) {
      if (known.has(i.id)) continue;
      const decisions = i.decisions.map((d) => ({ action: d.action, actor: emails.get(d.actorId) ?? d.actorId, note: d.note, edited_payload: d.editedPayload ?? undefined, at: d.createdAt.toISOString() }));
      const customer = customerOf.get(i.customerId);
      const row = {
        id: i.id,
        created_at: i.createdAt.toISOString(),
        ticket: ticketOf.get(i.ticketId) ?? null,
        customer_id: customer?.externalId ?? null,
        customer: customer ? [customer.name, customer.email && `<${customer.email}>`].filter(Boolean).join(" ") || null : null,
        kind: i.kind,
        tool: i.toolName,
        status: i.status,
        reason_codes: i.reasonCodes,
        payload: i.payload,
        findings: i.findings,
        decisions,
        decided_at: i.decidedAt?.toISOString() ?? null,
      };
      if (format === "jsonl") yield `${JSON.stringify({ ...row, run_id: i.runId, ticket_id: i.ticketId })}\n`;
      else {
        const cells = { ...row, reason_codes: row.reason_codes.join(" "), payload: argumentsCell(row.payload), findings: findingsCell(row.findings), decisions: decisionsCell(decisions) };
        yield `${CSV_COLUMNS.map((c) => csvField(cells[c])).join(",")}\n`;
      }
    }
    if (items.length < BATCH) return;
  }
}

/** The whole export as one string (tests, small ranges). */
export async function exportHeldItems(db: DbClient, range: DashboardRange, format: ExportFormat): Promise<string> {
  let out = "";
  for await (const line of heldItemExportLines(db, range, format)) out += line;
  return out;
}
