import { recordAuditEvent, type DbClient, type DbTx } from "../db";
import type { Actor } from "../auth/actor";

export const MIX_RATE_KEY = "answer_key.mix_rate";
/** Default share of the pending queue that is known items, when no one has set it. */
export const DEFAULT_MIX_RATE = Number(process.env.GROUNDCHECK_ANSWER_KEY_RATE ?? 0.05);

export async function getMixRate(db: DbClient | DbTx): Promise<number> {
  const row = await db.setting.findUnique({ where: { key: MIX_RATE_KEY } });
  const v = typeof row?.value === "number" ? row.value : DEFAULT_MIX_RATE;
  return Number.isFinite(v) ? Math.min(0.5, Math.max(0, v)) : 0;
}

export async function setMixRate(db: DbClient, actor: Actor, rate: number) {
  return db.$transaction(async (tx) => {
    const before = await getMixRate(tx);
    await tx.setting.upsert({ where: { key: MIX_RATE_KEY }, create: { key: MIX_RATE_KEY, value: rate, updatedById: actor.id }, update: { value: rate, updatedById: actor.id } });
    await recordAuditEvent(tx, { actor, action: "answer_key.set_rate", target: { type: "setting", id: MIX_RATE_KEY }, details: { from: before, to: rate } });
    return { rate };
  });
}
