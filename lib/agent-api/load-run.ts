import { compiledGuard, guardFor } from "../agents/agent-guard";
import type { Guard } from "../guard";

export { compiledGuard, guardFor };
import { Prisma, queryPrepared, type DbClient, type DbTx } from "../db";
import type { ApiCaller } from "./api-keys";
import type { KeyClaim, KeyRow } from "./with-api-key";
import { AppError } from "../errors";

export async function cachedGuard(db: DbClient | DbTx, agent: { id: string; updatedAt: Date }): Promise<Guard> {
  const cached = compiledGuard(agent.id, agent.updatedAt.getTime());
  if (cached) return cached;
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

interface RunForCheckRow {
  id: string;
  endedAt: Date | null;
  ticketId: string;
  agentId: string;
  agentUpdatedAt: Date;
  ticketExternalId: string;
  customerId: string;
  customerExternalId: string;
  messageCount: number;
  toolChecks: number;
  messages: unknown[];
  /** Which of the request's event ids the run already holds. */
  known: string[];
  recent: { decision: string; callId: string | null; toolName: string | null; code: string; message: string }[];
}

// The run's columns for a check, scoped to `agentId` (a value, or the key row's column).
const runForCheckSql = (runId: string, agentId: Prisma.Sql, from: number, eventIds: string[]) => Prisma.sql`
    SELECT r.id, r."endedAt", r."ticketId", a.id AS "agentId", a."updatedAt" AS "agentUpdatedAt",
      t."externalId" AS "ticketExternalId", t."customerId", c."externalId" AS "customerExternalId", r."messageCount", r."toolChecks",
      (SELECT coalesce(json_agg(m.content ORDER BY m.position), '[]'::json) FROM "Message" m WHERE m."runId" = r.id AND m.position >= ${from}) AS messages,
      ${eventIds.length ? Prisma.sql`(SELECT coalesce(json_agg(m."eventId"), '[]'::json) FROM "Message" m WHERE m."runId" = r.id AND m."eventId" IN (SELECT jsonb_array_elements_text(${JSON.stringify(eventIds)}::jsonb)))` : Prisma.sql`'[]'::json`} AS known,
      (SELECT coalesce(json_agg(x ORDER BY x."createdAt" DESC), '[]'::json) FROM (
        SELECT k.decision, k."callId", k."toolName", k.code, k.message, k."createdAt" FROM "Check" k
        WHERE k."runId" = r.id AND k.kind = 'tool_call' ORDER BY k."createdAt" DESC LIMIT 50) x) AS recent
    FROM "Run" r
    JOIN "Agent" a ON a.id = r."agentId"
    JOIN "Ticket" t ON t.id = r."ticketId"
    JOIN "Customer" c ON c.id = t."customerId"
    WHERE r.id = ${runId} AND r."agentId" = ${agentId}`;

async function runForCheck(db: DbClient, row: RunForCheckRow | undefined, runId: string) {
  if (!row?.id) throw new AppError("not_found", `No run ${runId} for this agent.`);
  if (row.endedAt) throw new AppError("conflict", `Run ${runId} is closed.`);
  const run = {
    id: row.id,
    agentId: row.agentId,
    ticketId: row.ticketId,
    ticket: { externalId: row.ticketExternalId, customerId: row.customerId, customer: { externalId: row.customerExternalId } },
  };
  const guard = await cachedGuard(db, { id: row.agentId, updatedAt: new Date(row.agentUpdatedAt) });
  const agentVersion = new Date(row.agentUpdatedAt).getTime();
  return { run, messages: row.messages, messageCount: Number(row.messageCount), toolChecks: Number(row.toolChecks), known: row.known, recent: row.recent, guard, agentVersion };
}

/**
 * What a check needs, in one round trip: the open run (scoped to the agent), its messages in
 * order from position `from` on (0: all of them; a tool-call check passes the position its cached
 * evidence covers, see run-evidence-cache.ts), which of `eventIds` (events the check carries) it
 * already holds, and its latest tool-call checks newest first (for the retry cap; 50 is more than
 * any sensible limit). The agent's guard is compiled once and reused until the agent changes.
 */
export async function loadRunForCheck(db: DbClient, runId: string, agentId: string, from = 0, eventIds: string[] = []) {
  const rows = await db.$queryRaw<RunForCheckRow[]>(runForCheckSql(runId, Prisma.sql`${agentId}`, from, eventIds));
  return runForCheck(db, rows[0], runId);
}

/**
 * loadRunForCheck and the request's API key with its rate-limit count so far, in the same
 * statement (a read: the request is counted by the check's own write). The run is scoped to the
 * key's agent; the key is judged by `key.accept` before the run is.
 */
export async function loadRunForKeyedCheck(db: DbClient, key: KeyClaim, runId: string, from = 0, eventIds: string[] = []): Promise<Awaited<ReturnType<typeof runForCheck>> & { caller: ApiCaller }> {
  // Prepared on PostgreSQL (two shapes: with and without event ids), as the check's write is.
  const rows = await queryPrepared<RunForCheckRow & { keyId: string; keyAgentId: string; revokedAt: Date | null; lastUsedAt: Date | null; count: number | null }>(db, Prisma.sql`
    WITH kr AS (
      SELECT kk.id, kk."agentId", kk."revokedAt", kk."lastUsedAt",
        (SELECT b."count" FROM "RateLimitBucket" b WHERE b."keyId" = kk.id AND b."windowStart" = ${key.windowStart}) AS "count"
      FROM "ApiKey" kk WHERE kk.prefix = ${key.prefix} AND kk.hash = ${key.hash})
    SELECT kr.id AS "keyId", kr."agentId" AS "keyAgentId", kr."revokedAt", kr."lastUsedAt", kr."count", x.*
    FROM kr LEFT JOIN LATERAL (${runForCheckSql(runId, Prisma.sql`kr."agentId"`, from, eventIds)}) x ON true`);
  const row = rows[0];
  const caller = await key.accept(row ? { id: row.keyId, agentId: row.keyAgentId, revokedAt: row.revokedAt, lastUsedAt: row.lastUsedAt, count: row.count } satisfies KeyRow : null);
  return { ...(await runForCheck(db, row, runId)), caller };
}

/** All messages of a run in order (a check whose cached evidence could not be extended). */
export async function loadRunMessages(db: DbClient, runId: string): Promise<unknown[]> {
  const rows = await db.message.findMany({ where: { runId }, orderBy: { position: "asc" }, select: { content: true } });
  return rows.map((r) => r.content);
}

/** The fields of a run that a held item needs (see hold-item.ts). */
export type HoldContext = { id: string; ticketId: string; ticket: { externalId: string; customerId: string; customer: { externalId: string } } };
