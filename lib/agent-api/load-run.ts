import { createGuard, type Guard } from "../guard";
import type { DbClient, DbTx } from "../db";
import { AppError } from "../errors";

// Compiling an agent's schemas is the costly part of a guard; reuse it until the agent changes.
const guards = new Map<string, { version: number; guard: Guard }>();

export function guardFor(agent: { id: string; tools: unknown; policy: unknown; updatedAt: Date }): Guard {
  const cached = guards.get(agent.id);
  if (cached && cached.version === agent.updatedAt.getTime()) return cached.guard;
  const guard = createGuard({ tools: agent.tools, policy: agent.policy ?? undefined });
  guards.set(agent.id, { version: agent.updatedAt.getTime(), guard });
  return guard;
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
