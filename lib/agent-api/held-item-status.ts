import type { DbClient } from "../db";
import { AppError } from "../errors";
import { agentOutcome, rejectionFor, type HeldStatus } from "../review/decisions";
import { payloadHash } from "../held-items/payload-hash";

const releasable = (status: HeldStatus) => agentOutcome(status) === "release" || agentOutcome(status) === "released";
/** The long-poll ends on any final answer: releasable, or rejected. */
const settled = (status: HeldStatus) => agentOutcome(status) !== "wait";
const firstRelease = ["approved", "edited"] as const;

async function findForAgent(db: DbClient, agentId: string, id: string) {
  const item = await db.heldItem.findFirst({
    where: { id, check: { run: { agentId } } },
    select: {
      id: true,
      status: true,
      kind: true,
      toolName: true,
      payloadHash: true,
      approvedHash: true,
      approvedPayload: true,
      decidedAt: true,
      releasedAt: true,
      releasedByKeyId: true,
      check: { select: { run: { select: { agent: { select: { policy: true } } } } } },
      decisions: { orderBy: { createdAt: "desc" }, take: 1, select: { action: true, note: true, instead: true, createdAt: true } },
    },
  });
  if (!item) throw new AppError("not_found", `No held item ${id} for this agent.`);
  return item;
}

type AgentItem = Awaited<ReturnType<typeof findForAgent>>;

/** The model-facing rejection of a rejected item (the reviewer's reason and what to do instead); else null. */
export function rejectionOf(item: AgentItem) {
  const last = item.decisions[0];
  if (item.status !== "rejected" || !last) return null;
  const escalationTool = (item.check.run.agent.policy as { escalationTool?: unknown } | null)?.escalationTool;
  return rejectionFor(item, { note: last.note, instead: last.instead, at: last.createdAt }, typeof escalationTool === "string" ? escalationTool : null);
}

function view(item: AgentItem) {
  const last = item.decisions[0];
  return {
    id: item.id,
    status: item.status,
    kind: item.kind,
    checked_hash: item.payloadHash,
    /** True when there is something to release (approved, edited, released). */
    decided: releasable(item.status),
    decision: last ? { action: last.action, note: last.note, at: last.createdAt } : null,
    approved_hash: item.approvedHash,
    /** Set when a person rejected it: nothing will be released; give the model this instead. */
    rejection: rejectionOf(item),
  };
}

/**
 * A held item's state. With `waitSeconds`, waits (polling the database, so any app instance sees
 * a decision made through any other) until it is decided or the time is up. `sleep` is the
 * caller's way to wait between polls (the API's releases its database queue slot meanwhile).
 */
export async function heldItemStatus(db: DbClient, agentId: string, id: string, waitSeconds = 0, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))) {
  const deadline = Date.now() + waitSeconds * 1000;
  let item = await findForAgent(db, agentId, id);
  while (!settled(item.status) && Date.now() < deadline) {
    await sleep(Math.min(500, Math.max(0, deadline - Date.now())));
    item = await findForAgent(db, agentId, id);
  }
  return view(item);
}

/**
 * Releases an approved item, once: returns exactly the approved arguments or text (the edited
 * version if it was edited, already re-checked). When the agent says what it is about to run, it
 * must be that same payload; anything else is refused, so nothing else can run under an approval.
 * The first release marks the item released (when, by which key) in one conditional update; any
 * later release, racing or retried, is 409 `already_released` with that record and no payload, so
 * an approved refund cannot be run twice.
 */
export async function releaseHeldItem(db: DbClient, agentId: string, id: string, intended?: unknown, keyId: string | null = null) {
  const item = await findForAgent(db, agentId, id);
  // Answer key (issue 7): a known item is a copy made to measure reviewers. A decision on it
  // never releases anything to an agent, whatever the decision was.
  if (await db.answerKeyItem.findUnique({ where: { heldItemId: id }, select: { id: true } })) {
    throw new AppError("conflict", "This item is not releasable.");
  }
  const rejection = rejectionOf(item);
  if (rejection) throw new AppError("conflict", `A person rejected this item; it must not run. ${rejection.message}`, { status: "rejected", rejection });
  if (!releasable(item.status)) {
    throw new AppError("conflict", item.status === "escalated" ? "This item was escalated to a manager and is not decided yet." : "This item is not decided yet; wait for the decision.");
  }
  if (intended !== undefined && payloadHash(intended) !== item.approvedHash) {
    throw new AppError("conflict", "These arguments are not what was approved. Run exactly the released payload, or submit the call for a new check.", { approved_hash: item.approvedHash });
  }
  const won = await db.heldItem.updateMany({ where: { id, status: { in: [...firstRelease] } }, data: { status: "released", releasedAt: new Date(), releasedByKeyId: keyId } });
  if (won.count === 0) {
    const done = await findForAgent(db, agentId, id);
    throw new AppError("already_released", "This item was already released; the call it approved must not run again.", {
      id,
      status: done.status,
      released_at: done.releasedAt,
      released_by_key_id: done.releasedByKeyId,
      payload_hash: done.approvedHash,
    });
  }
  return { id, status: "released", payload: item.approvedPayload, payload_hash: item.approvedHash };
}
