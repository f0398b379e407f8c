import type { DbClient } from "../db";
import { expectedFromStatus } from "./add-known-items";

/** Recently decided real items (not known items), the candidates a manager can add to the answer key. */
export async function decidedRealItems(db: DbClient, limit = 20) {
  const rows = await db.$queryRawUnsafe<{ id: string; kind: string; toolName: string | null; status: string; reasonCodes: string[]; decidedAt: Date | null; approvedHash: string | null; payloadHash: string; uses: bigint }[]>(
    `SELECT h.id, h.kind::text AS kind, h."toolName", h.status::text AS status, h."reasonCodes", h."decidedAt", h."approvedHash", h."payloadHash",
            (SELECT count(*) FROM "AnswerKeyItem" s WHERE s."sourceHeldItemId" = h.id) AS uses
     FROM "HeldItem" h
     WHERE h.status IN ('approved', 'edited', 'escalated', 'released')
       AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id)
     ORDER BY h."updatedAt" DESC LIMIT $1`,
    limit,
  );
  return rows.map((r) => ({ ...r, uses: Number(r.uses), implied: expectedFromStatus(r.status, r.approvedHash, r.payloadHash) ?? "wrong" }));
}
