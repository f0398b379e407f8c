import { randomUUID } from "node:crypto";
import type { DbTx } from "../db";
import { holdItem } from "../held-items/hold-item";

/**
 * Makes a fresh held item that is, to a reviewer, an ordinary one: a new run for the same agent
 * and ticket holding the messages and tool results the source check saw, a new check with the
 * same verdict and findings, and a held item made by the agent API's own holdItem. Nothing in
 * these rows says "known"; that fact lives only in AnswerKeyItem.
 */
export async function copyHeldItem(tx: DbTx, sourceHeldItemId: string) {
  const source = await tx.heldItem.findUniqueOrThrow({ where: { id: sourceHeldItemId }, include: { check: true } });
  const { check } = source;
  const run = await copyRunPrefix(tx, check.runId, check.position);
  const copy = await tx.check.create({
    data: {
      runId: run.id,
      kind: check.kind,
      position: check.position,
      toolName: check.toolName,
      callId: check.callId,
      writes: check.writes,
      decision: check.decision,
      code: check.code,
      argsGrounded: check.argsGrounded,
      payload: check.payload as object,
      findings: check.findings as object,
      message: check.message,
      telemetry: (check.telemetry ?? undefined) as object | undefined,
      truncated: check.truncated,
    },
  });
  const held = await holdItem(tx, run, { id: copy.id, kind: check.kind, toolName: check.toolName, payload: source.payload, findings: source.findings, reasonCodes: source.reasonCodes });
  return { heldItemId: held.id, runId: run.id };
}

/**
 * The next ticket id in the source ticket's series ("SUN-1001" → one past the highest "SUN-…" in
 * use). A copy on the source's own ticket would show the same ticket twice in the queue, which
 * is exactly the tell an answer key must not have.
 */
async function nextTicketExternalId(tx: DbTx, agentId: string, source: string): Promise<string> {
  const m = source.match(/^(.*?)(\d+)$/);
  if (!m) return `${source}-${randomUUID().slice(0, 8)}`;
  const [, prefix, digits] = m;
  const rows = await tx.$queryRaw<{ max: number | null }[]>`
    SELECT max(substring("externalId" from ${prefix.length + 1}::int)::bigint)::float8 AS max FROM "Ticket"
    WHERE "agentId" = ${agentId} AND "externalId" LIKE ${prefix.replace(/[\\%_]/g, "\\$&") + "%"} AND substring("externalId" from ${prefix.length + 1}::int) ~ '^[0-9]+$'`;
  const next = Math.max(Number(digits), Number(rows[0]?.max ?? 0)) + 1;
  return `${prefix}${String(next).padStart(digits.length, "0")}`;
}

/**
 * A new run for the same agent and customer, on a new ticket of the same series (same source,
 * live or import), holding the messages and tool results of `runId` before `position`: what the
 * copied check saw, and nothing after it.
 */
export async function copyRunPrefix(tx: DbTx, runId: string, position: number) {
  const from = await tx.run.findUniqueOrThrow({ where: { id: runId }, include: { ticket: true } });
  const now = new Date();
  const ticket = await tx.ticket.create({
    data: { agentId: from.agentId, externalId: await nextTicketExternalId(tx, from.agentId, from.ticket.externalId), customerId: from.ticket.customerId, subject: from.ticket.subject, createdAt: now },
  });
  const run = await tx.run.create({
    data: { agentId: from.agentId, ticketId: ticket.id, idempotencyKey: randomUUID(), source: from.source, startedAt: now, messageCount: position },
    include: { agent: true, ticket: { include: { customer: true } } },
  });
  const messages = await tx.message.findMany({ where: { runId, position: { lt: position } }, orderBy: { position: "asc" } });
  if (messages.length) {
    await tx.message.createMany({ data: messages.map((m) => ({ runId: run.id, eventId: m.eventId, position: m.position, role: m.role, content: m.content as object, createdAt: now })) });
  }
  const results = await tx.toolResult.findMany({ where: { runId, position: { lt: position } } });
  if (results.length) {
    await tx.toolResult.createMany({
      data: results.map((r) => ({ runId: run.id, position: r.position, toolCallId: r.toolCallId, toolName: r.toolName, content: r.content, sizeBytes: r.sizeBytes, kind: r.kind, createdAt: now })),
    });
  }
  return run;
}
