/**
 * The guard's evidence persisted per run (EvidenceSegment rows, see run-evidence-cache.ts): read by
 * an instance that has not seen the run, written by each check that moved the evidence, in the
 * check's own statement. Segments are immutable and keyed by the range they cover, so two
 * instances writing the same range write the same bytes and one insert is dropped. The delta is
 * stored deflated: transcripts repeat their keys and values, so a segment is several times smaller
 * than the transcript it covers, and a cold restore's read is mostly the transfer.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { Prisma, type DbClient } from "../db";
import type { Policy } from "../policy/types";
import { restoreRunEvidence, type PendingSegment, type StoredSegment } from "./run-evidence-cache";
import type { KeyClaim } from "./with-api-key";

/** Who may read the run: the calling agent, or the agent of the request's key (not yet accepted). */
export type RunScope = { agentId: string } | { key: KeyClaim };

const scopeSql = (scope: RunScope) => ("key" in scope ? Prisma.sql`(SELECT "agentId" FROM "ApiKey" WHERE prefix = ${scope.key.prefix} AND hash = ${scope.key.hash} AND "revokedAt" IS NULL)` : Prisma.sql`${scope.agentId}`);

/**
 * Restores this process's evidence for a run from its segments built under the agent's current
 * configuration (one read). Nothing happens when the run has none (or is not the scope's): the
 * check then reads the whole run, as before segments existed.
 */
export async function restoreEvidence(db: DbClient, runId: string, scope: RunScope, policyOf: (agent: { id: string; updatedAt: Date }) => Promise<Policy>): Promise<number> {
  const rows = await db.$queryRaw<{ from: number; to: number; format: string; calls: [string, string][]; data: Uint8Array; agentId: string; agentUpdatedAt: Date }[]>`
    SELECT s."fromPosition" AS "from", s."toPosition" AS "to", s.format, s.calls, s.data, a.id AS "agentId", a."updatedAt" AS "agentUpdatedAt"
    FROM "Run" r JOIN "Agent" a ON a.id = r."agentId"
    JOIN "EvidenceSegment" s ON s."runId" = r.id AND s."agentUpdatedAt" = a."updatedAt"
    WHERE r.id = ${runId} AND r."agentId" = ${scopeSql(scope)}`;
  if (!rows.length) return 0;
  const agent = { id: rows[0].agentId, updatedAt: new Date(rows[0].agentUpdatedAt) };
  const segments: StoredSegment[] = rows.map((r) => ({ from: Number(r.from), to: Number(r.to), format: r.format, calls: r.calls, data: inflateRawSync(r.data) }));
  return restoreRunEvidence(runId, agent.updatedAt.getTime(), await policyOf(agent), segments);
}

/** The statement part that stores `segment` when `gate` (a CTE name) has a row. */
export function segmentInsertSql(segment: PendingSegment, gate: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`INSERT INTO "EvidenceSegment" ("runId", "agentUpdatedAt", "fromPosition", "toPosition", format, calls, data, "createdAt")
    SELECT ${segment.runId}, ${new Date(segment.agentVersion)}, ${segment.from}, ${segment.to}, ${segment.format}, ${JSON.stringify(segment.calls)}::jsonb, ${deflateRawSync(segment.data, { level: 1 })}, ${new Date()}
    WHERE EXISTS (SELECT 1 FROM ${gate})
    ON CONFLICT DO NOTHING`;
}

/** Stores one segment on its own (one too large to ride with its check). */
export async function storeSegment(db: DbClient, segment: PendingSegment): Promise<void> {
  await db.$executeRaw`WITH one AS (SELECT 1) ${segmentInsertSql(segment, Prisma.sql`one`)}`;
}

/**
 * Replaces the run's chain of segments up to `segment.to` with `segment` (one from 0): a run
 * checked hundreds of times is then restored from one row, not hundreds.
 */
export async function compactSegments(db: DbClient, segment: PendingSegment): Promise<void> {
  await db.$executeRaw`WITH one AS (SELECT 1), ins AS (${segmentInsertSql(segment, Prisma.sql`one`)})
    DELETE FROM "EvidenceSegment" WHERE "runId" = ${segment.runId} AND "toPosition" <= ${segment.to}
      AND NOT ("fromPosition" = 0 AND "toPosition" = ${segment.to} AND "agentUpdatedAt" = ${new Date(segment.agentVersion)})`;
}
