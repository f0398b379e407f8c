import { randomUUID } from "node:crypto";
import { Prisma } from "../db";
import type { DbTx } from "../db";

/**
 * A run's messages and tool results written as JSON text, in statements of about CHUNK_CHARS:
 * Prisma's createMany walked and converted every value of a 2 MB import on the request thread
 * (0.6-1.7 s in one block, /api/health waiting behind it), where JSON.stringify is one fast pass
 * and the database parses the rows (on its own thread for the embedded one). Same rows and columns
 * as createMany wrote, in the caller's transaction; ids are random UUIDs and createdAt is the app's
 * clock, as the live check's insert (check-tool-call.ts) does.
 */
const CHUNK_CHARS = 256 * 1024;

export interface MessageRow {
  eventId: string;
  position: number;
  role: string;
  content: unknown;
}

export interface ToolResultRow {
  position: number;
  toolCallId: string;
  toolName: string | null;
  content: string;
  kind: string;
}

/** JSON arrays of the rows, each about CHUNK_CHARS (a bigger row goes alone). */
function chunks(rows: unknown[]): string[] {
  const out: string[] = [];
  let parts: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (parts.length && size + json.length > CHUNK_CHARS) {
      out.push(`[${parts.join(",")}]`);
      parts = [];
      size = 0;
    }
    parts.push(json);
    size += json.length + 1;
  }
  if (parts.length) out.push(`[${parts.join(",")}]`);
  return out;
}

/** A message row as the inserts read it: a fresh id. */
export const messageRow = (r: MessageRow) => ({ id: randomUUID(), event: r.eventId, position: r.position, role: r.role, content: r.content });
/** A tool-result row as the inserts read it: a fresh id and the content's size. */
export const toolResultRow = (r: ToolResultRow) => ({ id: randomUUID(), ...r, sizeBytes: Buffer.byteLength(r.content) });

/**
 * The insert of `json` (rows of messageRow) for run `runId`. `from` puts a relation before the
 * rows, as the check's one statement does (`bump b, ` with `b.id` as the run): only when the run
 * was bumped are they written.
 */
export const insertMessagesSql = (json: string, runId: Prisma.Sql, now: Date, from: Prisma.Sql = Prisma.empty) =>
  Prisma.sql`INSERT INTO "Message" (id, "runId", "eventId", position, role, content, "createdAt")
      SELECT x.id, ${runId}, x.event, x.position, x.role, x.content, ${now}
      FROM ${from}jsonb_to_recordset(${json}::jsonb) AS x(id text, event text, position int, role text, content jsonb)`;

/** The insert of `json` (rows of toolResultRow); `from` as for insertMessagesSql. */
export const insertToolResultsSql = (json: string, runId: Prisma.Sql, now: Date, from: Prisma.Sql = Prisma.empty) =>
  Prisma.sql`INSERT INTO "ToolResult" (id, "runId", position, "toolCallId", "toolName", content, "sizeBytes", kind, "createdAt")
      SELECT x.id, ${runId}, x.position, x."toolCallId", x."toolName", x.content, x."sizeBytes", x.kind::"ResultKind", ${now}
      FROM ${from}jsonb_to_recordset(${json}::jsonb) AS x(id text, position int, "toolCallId" text, "toolName" text, content text, "sizeBytes" int, kind text)`;

export async function insertMessages(tx: DbTx, runId: string, rows: MessageRow[], now = new Date()): Promise<void> {
  for (const json of chunks(rows.map(messageRow))) await tx.$executeRaw(insertMessagesSql(json, Prisma.sql`${runId}`, now));
}

export async function insertToolResults(tx: DbTx, runId: string, rows: ToolResultRow[], now = new Date()): Promise<void> {
  for (const json of chunks(rows.map(toolResultRow))) await tx.$executeRaw(insertToolResultsSql(json, Prisma.sql`${runId}`, now));
}
