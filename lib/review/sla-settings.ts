import { getPrisma, recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { HELD_REASONS, HELD_REASON_CODES, isHeldReason, type HeldReason } from "./held-reasons";
import { SLA_MAX_MINUTES, SLA_MIN_MINUTES, slaTableWith, type SlaTable } from "./reason-sla";

/** The SLA of every reason: the defaults with the managers' stored overrides (one small table read). */
export async function loadSlaTable(db: DbClient): Promise<SlaTable> {
  return slaTableWith(await db.reasonSla.findMany({ select: { reason: true, minutes: true } }));
}

/** The settings form's rows: every reason with its label, default, and current value. */
export async function slaSettings(db: DbClient) {
  const table = await loadSlaTable(db);
  return HELD_REASON_CODES.map((code) => ({ code, label: HELD_REASONS[code].label, defaultMinutes: HELD_REASONS[code].slaMinutes, minutes: table[code] }));
}

/**
 * A manager sets the SLA of some reasons. A value equal to the default removes the override, so
 * a later change of a default reaches every reason nobody tuned. Audited with before and after.
 */
export async function setSlaMinutes(db: DbClient, actor: Actor, changes: Partial<Record<string, number>>) {
  const entries = Object.entries(changes).filter((e): e is [string, number] => e[1] !== undefined);
  for (const [reason, minutes] of entries) {
    if (!isHeldReason(reason)) throw new AppError("invalid_input", `No reason named ${reason}.`, { field: reason });
    if (!Number.isInteger(minutes) || minutes < SLA_MIN_MINUTES || minutes > SLA_MAX_MINUTES) {
      throw new AppError("invalid_input", `The SLA for “${HELD_REASONS[reason].label}” must be a whole number of minutes from ${SLA_MIN_MINUTES} to ${SLA_MAX_MINUTES}.`, { field: reason });
    }
  }
  return db.$transaction(async (tx) => {
    const before = slaTableWith(await tx.reasonSla.findMany({ select: { reason: true, minutes: true } }));
    const changed: { reason: HeldReason; from: number; to: number }[] = [];
    for (const [reason, minutes] of entries as [HeldReason, number][]) {
      if (before[reason] === minutes) continue;
      changed.push({ reason, from: before[reason], to: minutes });
      if (minutes === HELD_REASONS[reason].slaMinutes) await tx.reasonSla.deleteMany({ where: { reason } });
      else await tx.reasonSla.upsert({ where: { reason }, create: { reason, minutes, updatedById: actor.id }, update: { minutes, updatedById: actor.id } });
    }
    if (changed.length) await recordAuditEvent(tx, { actor, action: "queue.sla_update", target: { type: "setting", id: "reason_sla" }, details: { changed } });
    return { changed };
  });
}

/** The settings page's rows, from the app's database (pages call loaders, never Prisma). */
export async function loadSlaSettingsPage() {
  return slaSettings(await getPrisma());
}
