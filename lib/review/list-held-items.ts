import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import type { QueueParams } from "./queue-params";
import { queueWhere } from "./queue-where";
import { toolDefinitions } from "./tool-definitions";
import { HELD_REASON_CODES, reasonLabel } from "./held-reasons";
import { summarizeHeldItem } from "./summarize-held-item";
import type { HeldStatus } from "./decisions";
import { loadSlaTable } from "./sla-settings";
import { slaMinutesFor, slaState, type SlaState } from "./reason-sla";
import { QUEUE_COUNT_CAP, type QueueTotal } from "./queue-total";

/** One row of the queue table: only what the table shows, never the payload or the evidence. */
export interface QueueRow {
  id: string;
  kind: "write" | "reply";
  toolName: string | null;
  reasonCodes: string[];
  /** One line saying what is wrong ("SU-88412 vs SU-88421"), from summarizeHeldItem. */
  summary: string;
  /** Money the held call would move, in cents (null: none, or a reply). */
  amountAtRiskCents: number | null;
  /** The item's SLA (its strictest reason's) and where it stands now. */
  sla: { minutes: number; state: SlaState };
  status: HeldStatus;
  createdAt: string;
  ticket: string | null;
  customer: string | null;
  /** The agent the ticket belongs to: ticket and customer ids are per agent, so they can repeat across agents. */
  agent: string | null;
  customerName: string | null;
  runId: string;
  assignee: { id: string; name: string } | null;
  /** Who holds a live lease (is reviewing it now), and until when. */
  lease: { holderId: string; name: string; until: string } | null;
  /** For escalated items: who escalated it and why. */
  escalation: { by: string; note: string | null } | null;
}

/**
 * The view's filter, already read by the caller (queueWhere: a full-text search runs there), so
 * the page of rows and the count share one search instead of running it each.
 */
export type ResolvedWhere = Awaited<ReturnType<typeof queueWhere>>;

/**
 * A page of the queue. The total is deliberately not counted here: countHeldItems runs as its own
 * query, so a slow count never holds back the rows (and can be cached or skipped later).
 */
export async function listHeldItems(db: DbClient, actor: Actor, params: QueueParams, now = new Date(), resolved?: ResolvedWhere): Promise<QueueRow[]> {
  const where = resolved !== undefined ? resolved : await queueWhere(db, params, actor.id, now);
  if (!where) return [];
  const [items, slas] = await Promise.all([
    db.heldItem.findMany({
      where,
      orderBy: [{ [params.sort]: params.dir }, ...(params.sort === "createdAt" ? [] : [{ createdAt: "asc" as const }]), { id: params.dir }],
      skip: (params.page - 1) * params.size,
      take: params.size,
      select: {
        id: true,
        kind: true,
        toolName: true,
        reasonCodes: true,
        status: true,
        createdAt: true,
        ticketId: true,
        customerId: true,
        runId: true,
        assigneeId: true,
        leaseHolderId: true,
        leaseExpiresAt: true,
        // The summary reads the findings and the guard's message of this page's rows only.
        findings: true,
        payload: true,
        check: { select: { message: true } },
      },
    }),
    loadSlaTable(db),
  ]);
  const escalatedIds = items.filter((i) => i.status === "escalated").map((i) => i.id);
  const escalations = escalatedIds.length
    ? await db.decision.findMany({ where: { heldItemId: { in: escalatedIds }, action: "escalate" }, orderBy: { createdAt: "desc" }, select: { heldItemId: true, actorId: true, note: true } })
    : [];
  const escalation = new Map<string, { actorId: string; note: string | null }>();
  for (const e of escalations) if (!escalation.has(e.heldItemId)) escalation.set(e.heldItemId, e);
  const userIds = [...new Set([...items.flatMap((i) => [i.assigneeId, i.leaseHolderId]), ...escalations.map((e) => e.actorId)].filter((v): v is string => !!v))];
  const [users, tickets, customers] = await Promise.all([
    userIds.length ? db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true } }) : [],
    items.length ? db.ticket.findMany({ where: { id: { in: [...new Set(items.map((i) => i.ticketId))] } }, select: { id: true, externalId: true, agent: { select: { name: true } } } }) : [],
    items.length ? db.customer.findMany({ where: { id: { in: [...new Set(items.map((i) => i.customerId))] } }, select: { id: true, externalId: true, name: true } }) : [],
  ]);
  const userName = new Map(users.map((u) => [u.id, u.name]));
  const ticketId = new Map(tickets.map((t) => [t.id, t.externalId]));
  const agentName = new Map(tickets.map((t) => [t.id, t.agent.name]));
  const customerId = new Map(customers.map((c) => [c.id, c.externalId]));
  const customerName = new Map(customers.map((c) => [c.id, c.name]));
  return items.map((i) => {
    const { summary, amountAtRiskCents } = summarizeHeldItem({ kind: i.kind, toolName: i.toolName, reasonCodes: i.reasonCodes, findings: i.findings, payload: i.payload, message: i.check?.message });
    const minutes = slaMinutesFor(i.reasonCodes, slas);
    return {
      id: i.id,
      kind: i.kind,
      toolName: i.toolName,
      reasonCodes: i.reasonCodes,
      summary,
      amountAtRiskCents,
      sla: { minutes, state: slaState(i.createdAt, minutes, now, i.status !== "pending" && i.status !== "escalated") },
      status: i.status,
      createdAt: i.createdAt.toISOString(),
      ticket: ticketId.get(i.ticketId) ?? null,
      customer: customerId.get(i.customerId) ?? null,
      customerName: customerName.get(i.customerId) ?? null,
      agent: agentName.get(i.ticketId) ?? null,
      runId: i.runId,
      assignee: i.assigneeId ? { id: i.assigneeId, name: userName.get(i.assigneeId) ?? "unknown user" } : null,
      lease:
        i.leaseHolderId && i.leaseExpiresAt && i.leaseExpiresAt > now
          ? { holderId: i.leaseHolderId, name: userName.get(i.leaseHolderId) ?? "unknown user", until: i.leaseExpiresAt.toISOString() }
          : null,
      escalation: escalation.has(i.id) ? { by: userName.get(escalation.get(i.id)!.actorId) ?? "unknown user", note: escalation.get(i.id)!.note } : null,
    };
  });
}

/** How many items the view matches, up to the cap: a separate query from the page of rows. */
export async function countHeldItems(db: DbClient, actor: Actor, params: QueueParams, now = new Date(), cap = QUEUE_COUNT_CAP, resolved?: ResolvedWhere): Promise<QueueTotal> {
  const where = resolved !== undefined ? resolved : await queueWhere(db, params, actor.id, now);
  if (!where) return { total: 0, capped: false };
  const n = await db.heldItem.count({ where, take: cap + 1 });
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}


/**
 * Choices for the filter menus, from small tables and constants (never a scan of the held items):
 * the guard's codes and the reply verdicts, the tools the agents declare, the people who decide.
 */
export async function queueFilterOptions(db: DbClient) {
  const [agents, people] = await Promise.all([
    db.agent.findMany({ select: { tools: true } }),
    db.user.findMany({ where: { active: true, role: { in: ["reviewer", "manager", "admin"] } }, select: { id: true, name: true, role: true }, orderBy: { name: "asc" } }),
  ]);
  const tools = [...new Set(agents.flatMap((a) => toolDefinitions(a.tools).map((t) => t.name)))].sort();
  // Codes an item is never held for ("ok", "grounded") stay out of the menu.
  const reasons = HELD_REASON_CODES.filter((c) => c !== "ok" && c !== "grounded").map((code) => ({ code, label: reasonLabel(code) }));
  return { tools, reasons, people };
}
