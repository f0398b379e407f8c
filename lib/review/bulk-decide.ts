import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { toErrorBody, type ErrorCode } from "../errors";
import { decideHeldItem, type DecisionInput } from "./decide-held-item";
import type { DecisionKind, HeldStatus } from "./decisions";

/** The most items one bulk action takes: a bigger batch is a report, not a review. */
export const BULK_LIMIT = 500;

/**
 * The decisions a bulk action can take: each item still goes through decideHeldItem on its own.
 * Edit is left out: an edit is one item's payload, not a note shared by many.
 */
export const BULK_DECISIONS = ["approve", "reject", "escalate"] as const satisfies readonly DecisionKind[];
export type BulkDecision = (typeof BULK_DECISIONS)[number];

export interface BulkItem {
  id: string;
  /** The status the person saw when they selected it: an item that moved on since is reported, not decided. */
  seenStatus?: HeldStatus;
}

export type BulkOutcome =
  | { id: string; ticket: string | null; ok: true; status: HeldStatus }
  | { id: string; ticket: string | null; ok: false; code: ErrorCode; message: string };

/**
 * Decides many items with one note. Each item is decided by decideHeldItem exactly as if it were
 * opened and decided alone (permission by status, lease, one winner under races, its own
 * Decision, audit event and webhook), so an item another reviewer decided meanwhile comes back
 * as that item's conflict and is never overwritten. One more audit event records the batch.
 * A rejection's note is what each agent is told was wrong; what to do instead is left to the
 * decision table's default, which names that item's own tool (lib/review/decisions.ts).
 */
export async function bulkDecide(db: DbClient, actor: Actor, action: BulkDecision, note: string, items: BulkItem[]) {
  const unique = [...new Map(items.map((i) => [i.id, i])).values()];
  const tickets = await ticketsOf(db, unique.map((i) => i.id));
  const results: BulkOutcome[] = [];
  for (const item of unique) {
    const ticket = tickets.get(item.id) ?? null;
    try {
      const input: DecisionInput = { action, note, seenStatus: item.seenStatus };
      const out = await decideHeldItem(db, actor, item.id, input);
      results.push({ id: item.id, ticket, ok: true, status: out.status });
    } catch (err) {
      const { error } = toErrorBody(err).body;
      results.push({ id: item.id, ticket, ok: false, code: error.code, message: error.message });
    }
  }
  const decided = results.filter((r) => r.ok).length;
  await recordAuditEvent(db, {
    actor,
    action: "held_item.bulk_decide",
    target: { type: "held_item", id: null },
    details: { action, note, items: unique.length, decided, failed: results.filter((r) => !r.ok).map((r) => ({ id: r.id, code: (r as { code: string }).code })) },
  });
  return { action, decided, failed: results.length - decided, results };
}

/** Ticket ids of the items, for a report people can read. */
export async function ticketsOf(db: DbClient, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const items = await db.heldItem.findMany({ where: { id: { in: ids } }, select: { id: true, ticketId: true } });
  const tickets = await db.ticket.findMany({ where: { id: { in: [...new Set(items.map((i) => i.ticketId))] } }, select: { id: true, externalId: true } });
  const ext = new Map(tickets.map((t) => [t.id, t.externalId]));
  return new Map(items.map((i) => [i.id, ext.get(i.ticketId) ?? i.id]));
}
