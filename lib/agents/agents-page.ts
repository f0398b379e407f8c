import { getPrisma } from "../db";
import { listWebhookDeliveries } from "../agent-api/deliver-webhook";
import { describeToolRoles } from "../policy";

/** The agents list's loader: each agent with its active keys and runs counted, dates as ISO strings. */
export async function agentsPage() {
  const db = await getPrisma();
  const agents = await db.agent.findMany({
    orderBy: { name: "asc" },
    select: { id: true, name: true, createdAt: true, webhookUrl: true, _count: { select: { runs: true, apiKeys: { where: { revokedAt: null } } } } },
  });
  return agents.map((a) => ({ id: a.id, name: a.name, activeKeys: a._count.apiKeys, runs: a._count.runs, webhookUrl: a.webhookUrl, createdAt: a.createdAt.toISOString() }));
}

/**
 * One agent's page: its keys, what the guard checks for its tools, its latest webhook deliveries,
 * and its configuration as the form edits it. Null when there is no such agent.
 */
export async function agentPage(id: string) {
  const db = await getPrisma();
  const agent = await db.agent.findUnique({ where: { id }, include: { apiKeys: { orderBy: { createdAt: "desc" } } } });
  if (!agent) return null;
  const deliveries = await listWebhookDeliveries(db, agent.id);
  let roles: ReturnType<typeof describeToolRoles> = [];
  try {
    roles = describeToolRoles(agent.tools, agent.policy ?? undefined);
  } catch {
    // A configuration the guard cannot read shows no roles here; the form below says what is wrong on save.
    roles = [];
  }
  return {
    id: agent.id,
    name: agent.name,
    keys: agent.apiKeys.map((k) => ({ id: k.id, name: k.name, prefix: k.prefix, createdAt: k.createdAt.toISOString(), lastUsedAt: k.lastUsedAt?.toISOString() ?? null, revokedAt: k.revokedAt?.toISOString() ?? null })),
    roles,
    deliveries: deliveries.map((d) => ({
      id: d.id,
      createdAt: d.createdAt.toISOString(),
      event: d.event,
      heldItemId: d.heldItemId,
      status: d.status,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      attempts: d.attempts,
      lastError: d.lastError,
      lastStatusCode: d.lastStatusCode,
      nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    })),
    config: { tools: JSON.stringify(agent.tools, null, 2), policy: agent.policy ? JSON.stringify(agent.policy, null, 2) : "", webhookUrl: agent.webhookUrl ?? "" },
  };
}
