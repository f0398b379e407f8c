import type { NotificationKind as DbKind } from "../generated/prisma/enums";

/** Why a person is told: one row per kind (a kind in the database and not here fails to compile). */
export const NOTIFICATION_KINDS = {
  escalated: { label: "Escalated to you", verb: "escalated" },
  assigned: { label: "Assigned to you", verb: "assigned you" },
  mentioned: { label: "Mentioned you", verb: "mentioned you" },
} as const satisfies Record<DbKind, { label: string; verb: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
