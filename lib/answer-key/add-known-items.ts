import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import type { HeldStatus } from "../review/decisions";
import type { Expected } from "./answer-key-schemas";
import { mixAnswerKeyItems } from "./mix-answer-key-items";

/**
 * What a decided item's decision says its correct decision was. Every status is a case: one added
 * to the decision table does not compile here until it says what it implies.
 */
export function expectedFromStatus(status: HeldStatus, approvedHash: string | null, payloadHash: string): Expected | null {
  switch (status) {
    case "approved":
      return "right";
    case "released":
      // Released as checked was approved as is; released after an edit was judged wrong.
      return approvedHash === payloadHash ? "right" : "wrong";
    // A reviewer who rejected it judged it wrong, as one who edited or escalated it did.
    case "edited":
    case "rejected":
    case "escalated":
      return "wrong";
    case "pending":
      return null;
    default: {
      const never: never = status;
      throw new Error(`unknown status ${String(never)}`);
    }
  }
}

/**
 * Adds known items to the answer key, staged: each is copied into the queue later, at the mix
 * rate. From a decided real item the expected decision defaults to that decision; an imported set
 * states it. Known items cannot be made from known items.
 */
export async function addKnownItems(
  db: DbClient,
  actor: Actor,
  items: { heldItemId: string; expected?: Expected; note?: string }[],
  source: "decided_item" | "import",
) {
  const ids = [...new Set(items.map((i) => i.heldItemId))];
  const found = await db.heldItem.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, approvedHash: true, payloadHash: true } });
  const byId = new Map(found.map((f) => [f.id, f]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new AppError("not_found", `No held item ${missing.slice(0, 5).join(", ")}${missing.length > 5 ? ` and ${missing.length - 5} more` : ""}.`, { missing });
  const known = await db.answerKeyItem.findMany({ where: { heldItemId: { in: ids } }, select: { heldItemId: true } });
  if (known.length) throw new AppError("unprocessable", `Held item ${known[0].heldItemId} is itself a known item; add real items only.`);

  const rows = items.map((i) => {
    const h = byId.get(i.heldItemId)!;
    const fromDecision = expectedFromStatus(h.status, h.approvedHash, h.payloadHash);
    if (source === "decided_item" && h.status === "pending") throw new AppError("unprocessable", `Held item ${h.id} is not decided yet; add decided items, or import it with its expected decision.`);
    const expected = i.expected ?? fromDecision;
    if (!expected) throw new AppError("invalid_input", `Say whether held item ${h.id} is known-wrong or known-right.`);
    return { expected, source, sourceHeldItemId: h.id, note: i.note || null, createdById: actor.id };
  });
  const created = await db.$transaction(async (tx) => {
    await tx.answerKeyItem.createMany({ data: rows });
    await recordAuditEvent(tx, {
      actor,
      action: source === "import" ? "answer_key.import" : "answer_key.add",
      target: { type: "answer_key", id: rows.length === 1 ? rows[0].sourceHeldItemId : undefined },
      details: { count: rows.length, wrong: rows.filter((r) => r.expected === "wrong").length, right: rows.filter((r) => r.expected === "right").length },
    });
    return rows.length;
  });
  const mixed = await mixAnswerKeyItems(db);
  return { added: created, mixed: mixed.mixed };
}
