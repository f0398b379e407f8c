import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { Prisma, type DbClient, type DbTx } from "../db";
import { AppError } from "../errors";
import type { startRunInput } from "./schemas";
import { forgetRunEvidence } from "./run-evidence-cache";

type Input = z.infer<typeof startRunInput>;

const findByKey = (db: DbClient | DbTx, agentId: string, key: string) => db.run.findUnique({ where: { agentId_idempotencyKey: { agentId, idempotencyKey: key } } });

export const isUniqueViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";

/**
 * Inside `tx`: the customer and ticket (created if new) and a new run for them. Customers and
 * tickets are the calling agent's own (unique per agent and external id): another agent's record
 * of the same id is never matched, so nothing here can tell an agent that it exists. The upserts
 * are INSERT … ON CONFLICT DO NOTHING, so any number of concurrent first runs for one new customer
 * all succeed on the one row; a clash on the idempotency key surfaces as a unique violation.
 */
export async function createRunIn(tx: DbTx, agentId: string, input: Input, source: "live" | "import") {
  await tx.$executeRaw`INSERT INTO "Customer" (id, "agentId", "externalId", name, email) VALUES (${randomUUID()}, ${agentId}, ${input.customer.id}, ${input.customer.name ?? null}, ${input.customer.email ?? null}) ON CONFLICT ("agentId", "externalId") DO NOTHING`;
  const customer = await tx.customer.findUniqueOrThrow({ where: { agentId_externalId: { agentId, externalId: input.customer.id } }, select: { id: true } });
  await tx.$executeRaw`INSERT INTO "Ticket" (id, "agentId", "externalId", "customerId", subject) VALUES (${randomUUID()}, ${agentId}, ${input.ticket.id}, ${customer.id}, ${input.ticket.subject}) ON CONFLICT ("agentId", "externalId") DO NOTHING`;
  const ticket = await tx.ticket.findUniqueOrThrow({ where: { agentId_externalId: { agentId, externalId: input.ticket.id } }, select: { id: true, customerId: true } });
  if (ticket.customerId !== customer.id) {
    // Only ever the agent's own ticket: this tells it nothing about any other agent.
    throw new AppError("conflict", `Ticket ${input.ticket.id} belongs to another customer than ${input.customer.id}.`);
  }
  return tx.run.create({ data: { agentId, ticketId: ticket.id, idempotencyKey: input.idempotency_key, source } });
}

/**
 * Starts a run for a ticket and customer, creating both if new. The same idempotency key from the
 * same agent returns the first run instead of a second one, even when two requests race.
 */
export async function startRun(db: DbClient, agentId: string, input: Input, source: "live" | "import" = "live") {
  const existing = await findByKey(db, agentId, input.idempotency_key);
  if (existing) return { run: existing, created: false };
  try {
    const run = await db.$transaction((tx) => createRunIn(tx, agentId, input, source));
    return { run, created: true };
  } catch (err) {
    if (isUniqueViolation(err)) {
      const raced = await findByKey(db, agentId, input.idempotency_key);
      if (raced) return { run: raced, created: false };
    }
    throw err;
  }
}

export { findByKey as findRunByIdempotencyKey };

export async function closeRun(db: DbClient, agentId: string, runId: string) {
  const res = await db.run.updateMany({ where: { id: runId, agentId, endedAt: null }, data: { endedAt: new Date() } });
  const run = await db.run.findFirst({ where: { id: runId, agentId } });
  if (!run) throw new AppError("not_found", `No run ${runId} for this agent.`);
  forgetRunEvidence(run.id);
  return { run, closedNow: res.count === 1 };
}
