import type { DbClient } from "../db";
import { expectedFromStatus } from "./add-known-items";
import type { HeldStatus } from "../review/decisions";

/** Recently decided real items (not known items), the candidates a manager can add to the answer key, with their ticket and customer. */
export async function decidedRealItems(db: DbClient, limit = 20) {
  const rows = await db.$queryRawUnsafe<{ id: string; kind: string; toolName: string | null; status: HeldStatus; reasonCodes: string[]; decidedAt: Date | null; approvedHash: string | null; payloadHash: string; uses: bigint; ticket: string | null; customer: string | null }[]>(
    `SELECT h.id, h.kind::text AS kind, h."toolName", h.status::text AS status, h."reasonCodes", h."decidedAt", h."approvedHash", h."payloadHash",
            t."externalId" AS ticket, COALESCE(c.name, c."externalId") AS customer,
            (SELECT count(*) FROM "AnswerKeyItem" s WHERE s."sourceHeldItemId" = h.id) AS uses
     FROM "HeldItem" h
     LEFT JOIN "Ticket" t ON t.id = h."ticketId"
     LEFT JOIN "Customer" c ON c.id = h."customerId"
     WHERE h.status IN ('approved', 'edited', 'escalated', 'released')
       AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id)
     ORDER BY h."updatedAt" DESC LIMIT $1`,
    limit,
  );
  return rows.map((r) => ({ ...r, uses: Number(r.uses), implied: expectedFromStatus(r.status, r.approvedHash, r.payloadHash) ?? "wrong" }));
}
