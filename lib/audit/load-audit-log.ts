import { getPrisma, type DbClient } from "../db";

export interface AuditTarget {
  type: string;
  id: string | null;
  /** What a person calls it: the ticket of a held item, a user's email, a clause's key. */
  label: string;
  /** Where it is shown in the console, when it has a page. */
  href: string | null;
}

export interface AuditRow {
  id: string;
  at: Date;
  actorEmail: string | null;
  action: string;
  target: AuditTarget;
  details: unknown;
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The audit log page's read: the latest events, newest first, each target named the way the
 * console names it (held item → its ticket, user → email, clause → key, agent → name) and linked
 * to its page. Targets deleted since are shown by type and id.
 */
export async function loadAuditLog(db: DbClient, take = 200): Promise<AuditRow[]> {
  const events = await db.auditEvent.findMany({ orderBy: { at: "desc" }, take });
  const ids = (type: string) => [...new Set(events.filter((e) => e.targetType === type && e.targetId).map((e) => e.targetId!))];
  const [held, users, clauses, agents, keys] = await Promise.all([
    db.heldItem.findMany({ where: { id: { in: ids("held_item") } }, select: { id: true, ticketId: true, toolName: true, kind: true } }),
    db.user.findMany({ where: { id: { in: ids("user") } }, select: { id: true, email: true } }),
    db.clause.findMany({ where: { id: { in: ids("clause") } }, select: { id: true, key: true } }),
    db.agent.findMany({ where: { id: { in: ids("agent") } }, select: { id: true, name: true } }),
    db.apiKey.findMany({ where: { id: { in: ids("api_key") } }, select: { id: true, prefix: true, name: true, agentId: true } }),
  ]);
  const tickets = byId(await db.ticket.findMany({ where: { id: { in: [...new Set(held.map((h) => h.ticketId))] } }, select: { id: true, externalId: true } }));
  const maps = { held: byId(held), users: byId(users), clauses: byId(clauses), agents: byId(agents), keys: byId(keys) };

  const target = (type: string, id: string | null): AuditTarget => {
    const fallback = { type, id, label: id ? `${type.replace(/_/g, " ")} ${id.slice(-8)}` : type.replace(/_/g, " "), href: null };
    if (!id) return fallback;
    if (type === "held_item") {
      const h = maps.held.get(id);
      return h ? { type, id, label: `${tickets.get(h.ticketId)?.externalId ?? "ticket"} · ${h.kind === "reply" ? "reply" : h.toolName}`, href: `/queue/${id}` } : fallback;
    }
    if (type === "user") {
      const u = maps.users.get(id);
      return u ? { type, id, label: u.email, href: "/admin/users" } : fallback;
    }
    if (type === "clause") {
      const c = maps.clauses.get(id);
      return c ? { type, id, label: `clause ${c.key}`, href: `/policies/${encodeURIComponent(c.key)}` } : fallback;
    }
    if (type === "agent") {
      const a = maps.agents.get(id);
      return a ? { type, id, label: a.name, href: `/admin/agents/${id}` } : fallback;
    }
    if (type === "api_key") {
      const k = maps.keys.get(id);
      return k ? { type, id, label: `API key ${k.prefix} (${k.name})`, href: `/admin/agents/${k.agentId}` } : fallback;
    }
    return fallback;
  };
  return events.map((e) => ({ id: e.id, at: e.at, actorEmail: e.actorEmail, action: e.action, target: target(e.targetType, e.targetId), details: e.details }));
}

/** The audit page's loader: the shared database, the latest events. */
export async function auditLogPage(): Promise<AuditRow[]> {
  return loadAuditLog(await getPrisma());
}
