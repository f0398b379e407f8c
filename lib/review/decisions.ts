import { z } from "zod";
import type { DecisionAction, HeldStatus as DbHeldStatus } from "../generated/prisma/enums";
import type { Permission, Role } from "../auth/permissions";
import type { HeldItemRejection } from "../client/types";

/**
 * The one table of review decisions. Per decision: in which status it may be taken and with which
 * permission, whether a note is required, the status it leaves the item in and what the agent
 * receives. The decision panel, the server action, the agent API (long-poll, release, webhook) and
 * the audit all read it; a decision kind added to the zod schema below is a compile error until it
 * has a row here (and in the database enum, checked at the bottom).
 */

/** Every status a held item can be in, in the order a person meets them. */
export const HELD_STATUS_LIST = ["pending", "escalated", "approved", "edited", "rejected", "released"] as const;
export type HeldStatus = (typeof HELD_STATUS_LIST)[number];
/** Statuses in which a person still decides (the queue's work, a lease, an assignment). */
export const OPEN_STATUSES = ["pending", "escalated"] as const satisfies readonly HeldStatus[];
export type OpenStatus = (typeof OPEN_STATUSES)[number];
/** Whether a person still decides an item in this status. */
export const isOpenStatus = (status: string): status is OpenStatus => (OPEN_STATUSES as readonly string[]).includes(status);

/**
 * Who works on an item in an open status: the permission to lease it, be assigned it and decide
 * it, and the role round-robin deals it to. A status added to OPEN_STATUSES needs its row.
 */
export const OPEN_STATUS_RULES = {
  pending: { permission: "queue:decide", roundRobin: "reviewer" },
  escalated: { permission: "escalations:decide", roundRobin: "manager" },
} as const satisfies Record<OpenStatus, { permission: Permission; roundRobin: Role }>;

const NOTE_MAX = 2000;
const tooLong = `Keep it under ${NOTE_MAX.toLocaleString("en")} characters.`;
const optionalNote = z.string().trim().max(NOTE_MAX, `The note is too long. ${tooLong}`).optional();
const requiredNote = (what: string) => z.string({ error: `A note is required to ${what}.` }).trim().min(1, `A note is required to ${what}.`).max(NOTE_MAX, `The note is too long. ${tooLong}`);

/** What a person may decide, as the console and server tests send it. The decision kind comes from here. */
export const decisionInput = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), note: optionalNote }),
  z.object({ action: z.literal("edit"), note: requiredNote("edit"), payload: z.unknown() }),
  z.object({
    action: z.literal("reject"),
    note: requiredNote("reject: say what was wrong"),
    /** What the agent should do instead; the table's default when left blank. */
    instead: z.string().trim().max(NOTE_MAX, `"What to do instead" is too long. ${tooLong}`).optional(),
  }),
  z.object({ action: z.literal("escalate"), note: requiredNote("escalate") }),
]);
export type DecisionInput = z.infer<typeof decisionInput>;
/** A decision as the console sends it (before trimming and defaults). */
export type DecisionRequest = z.input<typeof decisionInput>;
export type DecisionKind = DecisionInput["action"];

/**
 * "required": always. "over_findings": required when the item carries any finding (approving
 * over a flag must say why). "optional": never required.
 */
export type NoteRule = "required" | "over_findings" | "optional";

/** What the agent receives once the decision is recorded. */
export type AgentReceives =
  /** The payload exactly as it was checked, on release. */
  | "checked_payload"
  /** The reviewer's edited payload, re-checked, on release. */
  | "edited_payload"
  /** `status: rejected` and a model-facing error with the reviewer's reason; nothing is released. */
  | "rejection"
  /** Nothing yet: the item waits for a manager. */
  | "nothing_yet";

export interface DecisionRule {
  label: string;
  /** How the history and audit say it ("approved", "rejected and sent back"). */
  past: string;
  /** The key that opens it on the item page. */
  shortcut: string;
  /** In which open status it may be taken, and the permission that takes it there. */
  takes: Partial<Record<OpenStatus, Permission>>;
  note: NoteRule;
  /** The label of the note field. */
  noteLabel: string;
  /** The item's status afterwards. */
  leads: Exclude<HeldStatus, "pending" | "released">;
  agent: AgentReceives;
  /** The toast after it is recorded. */
  success: string;
}

export const DECISIONS = {
  approve: {
    label: "Approve",
    past: "approved",
    shortcut: "a",
    takes: { pending: "queue:decide", escalated: "escalations:decide" },
    note: "over_findings",
    noteLabel: "Why approve over the finding (required)",
    leads: "approved",
    agent: "checked_payload",
    success: "Approved: it will be released as checked.",
  },
  edit: {
    label: "Edit",
    past: "edited and approved",
    shortcut: "e",
    takes: { pending: "queue:decide", escalated: "escalations:decide" },
    note: "required",
    noteLabel: "Your note (required)",
    leads: "edited",
    agent: "edited_payload",
    success: "Edited version approved: it will be released.",
  },
  reject: {
    label: "Reject",
    past: "rejected and sent back",
    shortcut: "r",
    takes: { pending: "queue:decide", escalated: "escalations:decide" },
    note: "required",
    noteLabel: "What was wrong (required; the agent receives it)",
    leads: "rejected",
    agent: "rejection",
    success: "Rejected and sent back: the agent receives your reason; nothing runs.",
  },
  escalate: {
    label: "Escalate",
    past: "escalated",
    shortcut: "x",
    takes: { pending: "queue:decide" },
    note: "required",
    noteLabel: "Reason for the manager (required)",
    leads: "escalated",
    agent: "nothing_yet",
    success: "Escalated to a manager.",
  },
} as const satisfies Record<DecisionKind, DecisionRule>;

export const DECISION_KINDS = Object.keys(DECISIONS) as DecisionKind[];

/** The permission a decision needs on an item in `status`, or null when it cannot be taken there. */
export function permissionFor(kind: DecisionKind, status: string): Permission | null {
  if (!isOpenStatus(status)) return null;
  const takes: Partial<Record<OpenStatus, Permission>> = DECISIONS[kind].takes;
  return takes[status] ?? null;
}

/** Whether the note is required for this decision on an item with (or without) findings. */
export function noteRequired(kind: DecisionKind, hasFindings: boolean): boolean {
  const rule: NoteRule = DECISIONS[kind].note;
  return rule === "required" || (rule === "over_findings" && hasFindings);
}

/** The decisions a role may take on an item in `status` (the panel's buttons, in table order). */
export function decisionsFor(can: (p: Permission) => boolean, status: string): DecisionKind[] {
  return DECISION_KINDS.filter((k) => {
    const p = permissionFor(k, status);
    return p !== null && can(p);
  });
}

/** What an agent hears, for a status: "release" (approved kinds), "rejected", or "wait". */
export function agentOutcome(status: HeldStatus): "release" | "released" | "rejected" | "wait" {
  switch (status) {
    case "approved":
    case "edited":
      return "release";
    case "released":
      return "released";
    case "rejected":
      return "rejected";
    case "pending":
    case "escalated":
      return "wait";
    default: {
      const never: never = status;
      throw new Error(`unknown status ${String(never)}`);
    }
  }
}

/** What to do instead, when the reviewer left it blank: per kind of held item. */
export function defaultInstead(kind: "write" | "reply", toolName: string | null, escalationTool?: string | null): string {
  if (kind === "reply") return "Do not send that reply. Write a new one that says only what the tools returned and the policy clauses you retrieved, citing them.";
  const escalate = escalationTool ? `, or hand the ticket to a person with ${escalationTool}` : "";
  return `Do not call ${toolName ?? "this tool"} again with these arguments. Tell the customer a person declined it and why${escalate}.`;
}

/** What the agent receives for a rejected item: the client's own type, so the two cannot drift. */
export type Rejection = HeldItemRejection;

/** The model-facing error an agent receives for a rejected item (long-poll, release, webhook, client). */
export function rejectionFor(item: { kind: "write" | "reply"; toolName: string | null }, decision: { note: string | null; instead: string | null; at: Date | string }, escalationTool?: string | null): Rejection {
  const wrong = decision.note?.trim() || "A person declined it.";
  const instead = decision.instead?.trim() || defaultInstead(item.kind, item.toolName, escalationTool);
  const what = item.kind === "reply" ? "your reply" : `${item.toolName ?? "the call"}`;
  return {
    code: "rejected_by_reviewer",
    message: `A person reviewed ${what} and rejected it; it ${item.kind === "reply" ? "was not sent" : "did not run"}. What was wrong: ${wrong} What to do instead: ${instead}`,
    retry: "do_not_retry",
    what_was_wrong: wrong,
    what_to_do_instead: instead,
    rejected_at: new Date(decision.at).toISOString(),
  };
}

// The table and the database agree: a kind or status in one and not the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const kindsMatch: Same<DecisionKind, DecisionAction> = true;
const statusesMatch: Same<HeldStatus, DbHeldStatus> = true;
void kindsMatch;
void statusesMatch;
