/**
 * The writes of a tool-call check (check-tool-call.ts): an allowed or rejected check in one
 * statement, a held one in one transaction. Both bump the run's `toolChecks`, the version by which
 * an instance that keeps the run's check state (run-check-state.ts) sees that it is current.
 */
import { randomUUID } from "node:crypto";
import { Prisma, queryPrepared, type DbClient } from "../db";
import type { RunEntry } from "../run";
import type { PendingSegment } from "./run-evidence-cache";
import { segmentInsertSql } from "./evidence-segments";
import { appendEventsIn } from "./append-events";
import { holdItem } from "../held-items/hold-item";
import { insertMessagesSql, insertToolResultsSql, messageRow, toolResultRow } from "./insert-run-rows";
import type { HoldContext } from "./load-run";
import { countRequestSql, refuseOverLimit } from "./rate-limit";
import type { KeyClaim } from "./with-api-key";

export type CheckRow = { runId: string; kind: "tool_call"; position: number; toolName: string; callId: string; writes: boolean; decision: string; code: string; argsGrounded: number | null | undefined; payload: object; findings: object; message: string };
export type Event = { id: string; message: Record<string, unknown> };
export type Appended = { expected: number; fresh: Event[]; added: RunEntry[]; resultKind: (tool: string | null) => string };

/**
 * A check judged on cached state instead of a read: what its write requires still to hold. The
 * request's key is the one this process verified (`keyId`), unrevoked, of the run's agent; the
 * agent unchanged; the run open at `messageCount` messages and `toolChecks` checks; none of the
 * events it carries stored yet. Otherwise the write does nothing and counts nothing ("stale").
 */
export interface Expected {
  keyId: string;
  agentVersion: number;
  toolChecks: number;
  messageCount: number;
  eventIds: string[];
}

/** The check's id and the run's `toolChecks` after it; "moved": counted, not written; "stale": neither. */
export type Recorded = { id: string; toolChecks: number } | "moved" | "stale";

const stillSql = (e: Expected) => Prisma.sql`r."toolChecks" = ${e.toolChecks} AND r."messageCount" = ${e.messageCount} AND r."endedAt" IS NULL
    AND r."agentId" = (SELECT k."agentId" FROM "ApiKey" k WHERE k.id = ${e.keyId} AND k."revokedAt" IS NULL)
    AND (SELECT a."updatedAt" FROM "Agent" a WHERE a.id = r."agentId") = ${new Date(e.agentVersion)}
    ${e.eventIds.length ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM "Message" m WHERE m."runId" = r.id AND m."eventId" IN (SELECT jsonb_array_elements_text(${JSON.stringify(e.eventIds)}::jsonb)))` : Prisma.empty}`;

/**
 * The check's insert as one statement, with the request's rate-limit count when the route passed
 * its key: the check is written only if the count moved (the window was not full), else nothing is.
 * The run row is updated under its lock (`toolChecks`, and the message count when the check
 * carries events): with events, or judged on cached state (`expect`), only if the run is still
 * where the check found it, else nothing is written and the answer is "moved". The events take the
 * next positions (tool results also stored whole); the evidence segment rides along.
 */
export async function insertCheck(db: DbClient, d: CheckRow, key: KeyClaim | null, a: Appended, segment: PendingSegment | null, expect?: Expected): Promise<Recorded> {
  const id = randomUUID();
  // createdAt from the app's clock, as Prisma's @default(now()) stamps every other row: the same
  // instant as the run's other rows (and the demo's month of history replays on a shifted clock).
  const now = new Date();
  const ctes: Prisma.Sql[] = [Prisma.sql`one AS (SELECT 1)`];
  let gate = Prisma.sql`one`;
  if (expect) {
    ctes.push(Prisma.sql`ok AS (SELECT 1 FROM "Run" r WHERE r.id = ${d.runId} AND ${stillSql(expect)})`);
    gate = Prisma.sql`ok`;
  }
  if (key) {
    ctes.push(Prisma.sql`counted AS (${expect ? countRequestSql(expect.keyId, key.windowStart, undefined, gate) : key.countSql()})`);
    gate = Prisma.sql`counted`;
  }
  const rows = a.fresh.map((e, i) => messageRow({ eventId: e.id, position: a.expected + i, role: String(e.message.role), content: e.message }));
  const where = [Prisma.sql`r.id = ${d.runId}`, Prisma.sql`EXISTS (SELECT 1 FROM ${gate})`];
  if (expect) where.push(Prisma.sql`r."toolChecks" = ${expect.toolChecks}`);
  if (expect || rows.length) where.push(Prisma.sql`r."messageCount" = ${a.expected}`, Prisma.sql`r."endedAt" IS NULL`);
  const count = rows.length ? Prisma.sql`, "messageCount" = ${a.expected + rows.length}` : Prisma.empty;
  ctes.push(Prisma.sql`bump AS (UPDATE "Run" r SET "toolChecks" = r."toolChecks" + 1${count}
    WHERE ${Prisma.join(where, " AND ")} RETURNING r.id, r."toolChecks")`);
  if (rows.length) {
    const results = a.added.flatMap((r) =>
      r.role === "tool" ? [toolResultRow({ position: r.index, toolCallId: r.toolCallId, toolName: r.toolName, content: r.content, kind: a.resultKind(r.toolName) })] : [],
    );
    ctes.push(Prisma.sql`msgs AS (${insertMessagesSql(JSON.stringify(rows), Prisma.sql`b.id`, now, Prisma.sql`bump b, `)})`);
    if (results.length) ctes.push(Prisma.sql`results AS (${insertToolResultsSql(JSON.stringify(results), Prisma.sql`b.id`, now, Prisma.sql`bump b, `)})`);
  }
  if (segment) ctes.push(Prisma.sql`segment AS (${segmentInsertSql(segment, Prisma.sql`bump`)})`);
  ctes.push(Prisma.sql`chk AS (INSERT INTO "Check" (id, "createdAt", "runId", kind, position, "toolName", "callId", writes, decision, code, "argsGrounded", payload, findings, message)
    SELECT ${id}, ${now}, ${d.runId}, 'tool_call', ${d.position}, ${d.toolName}, ${d.callId}, ${d.writes}, ${d.decision}, ${d.code}, ${d.argsGrounded ?? null},
      ${JSON.stringify(d.payload)}::jsonb, ${JSON.stringify(d.findings)}::jsonb, ${d.message} FROM bump RETURNING 1)`);
  // Prepared on PostgreSQL: the statement takes a few shapes (key, expect, events, results, segment), all values parameters.
  const [out] = await queryPrepared<{ ok: number; counted: number; written: number; version: number | null }>(db, Prisma.sql`WITH ${Prisma.join(ctes, ", ")}
    SELECT ${expect ? Prisma.sql`(SELECT count(*) FROM ok)::int` : Prisma.sql`1`} AS ok, ${key ? Prisma.sql`(SELECT count(*) FROM counted)::int` : Prisma.sql`1`} AS counted,
      (SELECT count(*) FROM chk)::int AS written, (SELECT "toolChecks" FROM bump) AS version`);
  if (Number(out.ok) === 0) return "stale";
  if (expect && key) key.confirm({ keyId: expect.keyId, agentId: key.known!.agentId });
  if (Number(out.written) === 1) return { id, toolChecks: Number(out.version) };
  if (key && Number(out.counted) === 0) refuseOverLimit();
  return "moved";
}

class Stale extends Error {}
class OverLimit extends Error {}

/**
 * A held check: the run's bump (only while still as `expect` says, when given), the events, the
 * check, its held item and the request's count in one transaction. "stale": nothing was written.
 */
export async function holdCheck(db: DbClient, d: CheckRow, run: HoldContext & { agentId: string }, key: KeyClaim | null, a: Appended, hold: { payload: unknown; findings: unknown; code: string }, expect?: Expected) {
  // Judged on cached state, the key is the request's once the transaction found it valid.
  const confirm = () => expect && key?.confirm({ keyId: expect.keyId, agentId: run.agentId });
  try {
    return await db.$transaction(async (tx) => {
      const [bumped] = await tx.$queryRaw<{ toolChecks: number }[]>`UPDATE "Run" r SET "toolChecks" = r."toolChecks" + 1
        WHERE r.id = ${d.runId} ${expect ? Prisma.sql`AND ${stillSql(expect)}` : Prisma.empty} RETURNING r."toolChecks"`;
      if (!bumped) throw new Stale();
      const appended = a.fresh.length ? await appendEventsIn(tx, run.agentId, d.runId, { events: a.fresh }) : null;
      const check = await tx.check.create({ data: d });
      const held = await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: d.toolName, payload: hold.payload, findings: hold.findings, reasonCodes: [hold.code] });
      if (key && (await tx.$queryRaw<unknown[]>(expect ? countRequestSql(expect.keyId, key.windowStart) : key.countSql())).length === 0) throw new OverLimit();
      return { check, held, toolChecks: Number(bumped.toolChecks), eventsInPlace: !appended || appended.message_count === a.expected + a.fresh.length };
    }).then((saved) => (confirm(), saved));
  } catch (err) {
    if (err instanceof Stale) return "stale" as const;
    if (err instanceof OverLimit) {
      confirm();
      refuseOverLimit();
    }
    throw err;
  }
}
