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

export async function insertMessages(tx: DbTx, runId: string, rows: MessageRow[], now = new Date()): Promise<void> {
  for (const json of chunks(rows.map((r) => ({ id: randomUUID(), event: r.eventId, position: r.position, role: r.role, content: r.content })))) {
    await tx.$executeRaw(Prisma.sql`INSERT INTO "Message" (id, "runId", "eventId", position, role, content, "createdAt")
      SELECT x.id, ${runId}, x.event, x.position, x.role, x.content, ${now}
      FROM jsonb_to_recordset(${json}::jsonb) AS x(id text, event text, position int, role text, content jsonb)`);
  }
}

export async function insertToolResults(tx: DbTx, runId: string, rows: ToolResultRow[], now = new Date()): Promise<void> {
  const withIds = rows.map((r) => ({ id: randomUUID(), ...r, sizeBytes: Buffer.byteLength(r.content) }));
  for (const json of chunks(withIds)) {
    await tx.$executeRaw(Prisma.sql`INSERT INTO "ToolResult" (id, "runId", position, "toolCallId", "toolName", content, "sizeBytes", kind, "createdAt")
      SELECT x.id, ${runId}, x.position, x."toolCallId", x."toolName", x.content, x."sizeBytes", x.kind::"ResultKind", ${now}
      FROM jsonb_to_recordset(${json}::jsonb) AS x(id text, position int, "toolCallId" text, "toolName" text, content text, "sizeBytes" int, kind text)`);
  }
}
