import type { z } from "zod";
import { Prisma, type DbClient } from "../db";
import { AppError } from "../errors";
import type { startRunInput } from "./schemas";
import { forgetRunEvidence } from "./run-evidence-cache";

type Input = z.infer<typeof startRunInput>;

/**
 * Starts a run for a ticket and customer, creating both if new. The same idempotency key from the
 * same agent returns the first run instead of a second one, even when two requests race.
 */
export async function startRun(db: DbClient, agentId: string, input: Input, source: "live" | "import" = "live") {
  const existing = await db.run.findUnique({ where: { agentId_idempotencyKey: { agentId, idempotencyKey: input.idempotency_key } } });
  if (existing) return { run: existing, created: false };
  try {
    const run = await db.$transaction(async (tx) => {
      const customer = await tx.customer.upsert({
        where: { externalId: input.customer.id },
        create: { externalId: input.customer.id, name: input.customer.name, email: input.customer.email },
        update: {},
      });
      const ticket = await tx.ticket.upsert({
        where: { externalId: input.ticket.id },
        create: { externalId: input.ticket.id, customerId: customer.id, subject: input.ticket.subject },
        update: {},
      });
      if (ticket.customerId !== customer.id) {
        throw new AppError("conflict", `Ticket ${input.ticket.id} belongs to another customer than ${input.customer.id}.`);
      }
      return tx.run.create({ data: { agentId, ticketId: ticket.id, idempotencyKey: input.idempotency_key, source } });
    });
    return { run, created: true };
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
      const raced = await db.run.findUnique({ where: { agentId_idempotencyKey: { agentId, idempotencyKey: input.idempotency_key } } });
      if (raced) return { run: raced, created: false };
    }
    throw err;
  }
}

export async function closeRun(db: DbClient, agentId: string, runId: string) {
  const res = await db.run.updateMany({ where: { id: runId, agentId, endedAt: null }, data: { endedAt: new Date() } });
  const run = await db.run.findFirst({ where: { id: runId, agentId } });
  if (!run) throw new AppError("not_found", `No run ${runId} for this agent.`);
  forgetRunEvidence(run.id);
  return { run, closedNow: res.count === 1 };
}
