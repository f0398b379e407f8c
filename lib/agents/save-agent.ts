import { randomBytes } from "node:crypto";
import { Prisma, recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { createGuard } from "../guard";
import { PolicyError } from "../policy";
import { ToolDefinitionError } from "../run";

/**
 * Builds a guard from the tools and policy before saving them, so an agent can only be configured
 * with definitions the guard can actually use; problems come back as one readable message.
 */
function validateConfiguration(tools: unknown, policy: unknown) {
  if (tools === undefined) throw new AppError("invalid_input", "Paste the agent's tool definitions (a JSON array).");
  try {
    const guard = createGuard({ tools, policy });
    return guard.problems;
  } catch (e) {
    if (e instanceof PolicyError) throw new AppError("invalid_input", `The policy is not valid: ${e.problems.join("; ")}`);
    if (e instanceof ToolDefinitionError) throw new AppError("invalid_input", `The tool definitions are not valid: ${e.message}`);
    throw e;
  }
}

export async function createAgent(db: DbClient, actor: Actor, input: { name: string; tools: unknown; policy?: unknown; webhookUrl?: string }) {
  const warnings = validateConfiguration(input.tools, input.policy);
  const webhookSecret = input.webhookUrl ? `whsec_${randomBytes(24).toString("base64url")}` : null;
  try {
    const agent = await db.$transaction(async (tx) => {
      const a = await tx.agent.create({
        data: { name: input.name, tools: input.tools as object, policy: (input.policy ?? Prisma.DbNull) as object, webhookUrl: input.webhookUrl ?? null, webhookSecret },
        select: { id: true, name: true },
      });
      await recordAuditEvent(tx, { actor, action: "agent.create", target: { type: "agent", id: a.id }, details: { name: a.name, webhook: Boolean(input.webhookUrl) } });
      return a;
    });
    return { ...agent, warnings, webhookSecret };
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002") throw new AppError("conflict", `An agent named ${input.name} already exists.`);
    throw e;
  }
}

export async function updateAgent(db: DbClient, actor: Actor, input: { agentId: string; tools: unknown; policy?: unknown; webhookUrl?: string }) {
  const warnings = validateConfiguration(input.tools, input.policy);
  return db.$transaction(async (tx) => {
    const before = await tx.agent.findUnique({ where: { id: input.agentId }, select: { id: true, name: true, webhookSecret: true } });
    if (!before) throw new AppError("not_found", "No such agent.");
    const webhookSecret = input.webhookUrl ? (before.webhookSecret ?? `whsec_${randomBytes(24).toString("base64url")}`) : null;
    await tx.agent.update({
      where: { id: input.agentId },
      data: { tools: input.tools as object, policy: (input.policy ?? Prisma.DbNull) as object, webhookUrl: input.webhookUrl ?? null, webhookSecret },
    });
    await recordAuditEvent(tx, { actor, action: "agent.update", target: { type: "agent", id: before.id }, details: { name: before.name } });
    return { id: before.id, name: before.name, warnings, webhookSecret: webhookSecret !== before.webhookSecret ? webhookSecret : null };
  });
}
