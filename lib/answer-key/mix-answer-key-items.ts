import type { DbClient } from "../db";
import { copyHeldItem } from "./copy-held-item";
import { holdTornNotebookCopy } from "./torn-notebook";
import { getMixRate } from "./mix-rate";

/**
 * Tops the queue up with staged known items so that about `rate` of the pending items are known:
 * known / (known + real) ≈ rate. Each is copied in as a fresh held item (see copyHeldItem), created
 * now like any new hold, so position and age give nothing away; the latest additions go in first.
 * Safe to call often (after a held item is created, on a timer, when a manager adds items): it
 * does nothing when the mix is already there.
 */
export async function mixAnswerKeyItems(db: DbClient, opts: { rate?: number; max?: number } = {}) {
  const rate = opts.rate ?? (await getMixRate(db));
  const [[counts], staged] = await Promise.all([
    db.$queryRawUnsafe<{ real: bigint; known: bigint }[]>(
      `SELECT count(*) FILTER (WHERE a.id IS NULL) AS real, count(a.id) AS known
       FROM "HeldItem" h LEFT JOIN "AnswerKeyItem" a ON a."heldItemId" = h.id WHERE h.status = 'pending'`,
    ),
    db.answerKeyItem.count({ where: { heldItemId: null } }),
  ]);
  const realPending = Number(counts?.real ?? 0);
  const knownPending = Number(counts?.known ?? 0);
  if (rate <= 0 || staged === 0) return { mixed: 0, rate, realPending, knownPending };
  const target = rate >= 1 ? staged : Math.round((rate * realPending) / (1 - rate));
  const want = Math.min(staged, Math.max(0, target - knownPending), opts.max ?? 500);
  if (want === 0) return { mixed: 0, rate, realPending, knownPending };
  // A copy of an item still waiting in the queue would stand next to its twin there, the
  // plainest tell there is: such known items wait until their source has been decided.
  const picks = await db.$queryRawUnsafe<{ id: string; sourceHeldItemId: string | null; sourceCheckId: string | null }[]>(
    `SELECT a.id, a."sourceHeldItemId", a."sourceCheckId" FROM "AnswerKeyItem" a
     WHERE a."heldItemId" IS NULL
       AND NOT EXISTS (SELECT 1 FROM "HeldItem" s WHERE s.id = a."sourceHeldItemId" AND s.status = 'pending')
     ORDER BY a."createdAt" DESC, a.id LIMIT $1`,
    want,
  );
  let mixed = 0;
  for (const p of picks) {
    const done = await db.$transaction(async (tx) => {
      const { heldItemId, runId } = p.sourceHeldItemId ? await copyHeldItem(tx, p.sourceHeldItemId) : await holdTornNotebookCopy(tx, p.sourceCheckId!);
      const res = await tx.answerKeyItem.updateMany({ where: { id: p.id, heldItemId: null }, data: { heldItemId, runId, mixedAt: new Date() } });
      if (res.count === 0) throw new Error("already mixed"); // rolls the copy back: someone else mixed it
      return true;
    }).catch((err: Error) => (err.message === "already mixed" || err.message.includes("no longer held") ? false : Promise.reject(err)));
    if (done) mixed++;
  }
  return { mixed, rate, realPending, knownPending: knownPending + mixed };
}
