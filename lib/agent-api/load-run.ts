import { createGuard, type Guard } from "../guard";
import type { DbClient, DbTx } from "../db";
import { AppError } from "../errors";

// Compiling an agent's schemas is the costly part of a guard; reuse it until the agent changes.
// Keyed by agent id, checked against updatedAt, so the tools JSON is read only after a change.
const guards = new Map<string, { version: number; guard: Guard }>();

export function guardFor(agent: { id: string; tools: unknown; policy: unknown; updatedAt: Date }): Guard {
  const cached = guards.get(agent.id);
  if (cached && cached.version === agent.updatedAt.getTime()) return cached.guard;
  const guard = createGuard({ tools: agent.tools, policy: agent.policy ?? undefined });
  guards.set(agent.id, { version: agent.updatedAt.getTime(), guard });
  return guard;
}

export async function cachedGuard(db: DbClient | DbTx, agent: { id: string; updatedAt: Date }): Promise<Guard> {
  const cached = guards.get(agent.id);
  if (cached && cached.version === agent.updatedAt.getTime()) return cached.guard;
  const full = await db.agent.findUniqueOrThrow({ where: { id: agent.id }, select: { id: true, tools: true, policy: true, updatedAt: true } });
  return guardFor(full);
}

/** The run, scoped to the calling agent: another agent's run is "not found", never visible. */
export async function findRunForAgent(db: DbClient | DbTx, runId: string, agentId: string) {
  const run = await db.run.findFirst({
    where: { id: runId, agentId },
    include: { agent: true, ticket: { include: { customer: true } } },
  });
  if (!run) throw new AppError("not_found", `No run ${runId} for this agent.`);
  return run;
}

export type RunWithContext = Awaited<ReturnType<typeof findRunForAgent>>;

/** The run's messages in order, exactly as the agent sent them. */
export async function loadMessages(db: DbClient | DbTx, runId: string): Promise<unknown[]> {
  const rows = await db.message.findMany({ where: { runId }, orderBy: { position: "asc" }, select: { content: true } });
  return rows.map((r) => r.content);
}

/** What a check needs, read in parallel: the open run (scoped to the agent), its guard and its messages. */
export async function loadRunForCheck(db: DbClient, runId: string, agentId: string) {
  const [run, messages] = await Promise.all([
    db.run.findFirst({
      where: { id: runId, agentId },
      select: { id: true, endedAt: true, ticketId: true, agent: { select: { id: true, updatedAt: true } }, ticket: { select: { externalId: true, customerId: true, customer: { select: { externalId: true } } } } },
    }),
    loadMessages(db, runId),
  ]);
  if (!run) throw new AppError("not_found", `No run ${runId} for this agent.`);
  if (run.endedAt) throw new AppError("conflict", `Run ${runId} is closed.`);
  return { run, messages, guard: await cachedGuard(db, run.agent) };
}

/** The fields of a run that a held item needs (see hold-item.ts). */
export type HoldContext = { id: string; ticketId: string; ticket: { externalId: string; customerId: string; customer: { externalId: string } } };
