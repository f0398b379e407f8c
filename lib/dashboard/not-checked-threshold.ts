import { recordAuditEvent, type DbClient, type DbTx } from "../db";
import type { Actor } from "../auth/actor";

export const NOT_CHECKED_THRESHOLD_KEY = "dashboard.not_checked_threshold";
/** Alarm when more than this share of policy sentences is not checked, until a manager sets another. */
export const DEFAULT_NOT_CHECKED_THRESHOLD = 0.2;

/** The stored threshold as a fraction (0.2 = 20%); the default when unset or unreadable. */
export async function getNotCheckedThreshold(db: DbClient | DbTx): Promise<number> {
  const row = await db.setting.findUnique({ where: { key: NOT_CHECKED_THRESHOLD_KEY } });
  const v = row?.value;
  return typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1 ? v : DEFAULT_NOT_CHECKED_THRESHOLD;
}

/** Stores the threshold and its audit event in one transaction: both or neither. */
export async function setNotCheckedThreshold(db: DbClient, actor: Actor, threshold: number) {
  return db.$transaction(async (tx) => {
    const before = await getNotCheckedThreshold(tx);
    await tx.setting.upsert({
      where: { key: NOT_CHECKED_THRESHOLD_KEY },
      create: { key: NOT_CHECKED_THRESHOLD_KEY, value: threshold, updatedById: actor.id },
      update: { value: threshold, updatedById: actor.id },
    });
    await recordAuditEvent(tx, { actor, action: "dashboard.set_not_checked_threshold", target: { type: "setting", id: NOT_CHECKED_THRESHOLD_KEY }, details: { from: before, to: threshold } });
    return { threshold };
  });
}
