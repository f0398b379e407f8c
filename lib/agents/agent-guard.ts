/**
 * An agent's compiled guard, kept per process. Compiling an agent's schemas is the costly part of a
 * guard; it is reused until the agent changes (keyed by agent id, checked against updatedAt, so the
 * tools JSON is read only after a change). The agent API, review re-checks and the answer key all
 * judge with it, so it lives beside the agents, not inside any one of them.
 */
import { createGuard, type Guard } from "../guard";

const guards = new Map<string, { version: number; guard: Guard }>();

export function guardFor(agent: { id: string; tools: unknown; policy: unknown; updatedAt: Date }): Guard {
  const cached = guards.get(agent.id);
  if (cached && cached.version === agent.updatedAt.getTime()) return cached.guard;
  const guard = createGuard({ tools: agent.tools, policy: agent.policy ?? undefined });
  guards.set(agent.id, { version: agent.updatedAt.getTime(), guard });
  return guard;
}

/** The agent's guard if compiled for this version (ms of updatedAt) already, else null. */
export function compiledGuard(agentId: string, version: number): Guard | null {
  const cached = guards.get(agentId);
  return cached && cached.version === version ? cached.guard : null;
}
