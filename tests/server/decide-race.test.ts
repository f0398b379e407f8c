// Issue 14: a decision carries the status the decider saw. A reviewer's escalate and a manager's
// approve sent at the same instant: exactly one lands; an approve on an item escalated after the
// manager's page rendered is refused with "this item changed since you opened it".
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { decideAction } from "@/lib/review/review-actions";
import { holdItem } from "@/lib/held-items/hold-item";
import { findRunForAgent } from "@/lib/agent-api/load-run";
import type { DbClient } from "@/lib/db";
import { createSundryAgent } from "./api-harness";
import { startLookupRun } from "./dashboard-fixtures";
import { createActors } from "./review-fixtures";

async function pendingItems(prisma: DbClient, n: number) {
  const { agent } = await createSundryAgent(prisma);
  const started = await startLookupRun(prisma, agent);
  const run = await findRunForAgent(prisma, started.id, agent.id);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const payload = { order_id: "SU-88421", amount_cents: 6400, round: i };
    const check = await prisma.check.create({ data: { runId: run.id, kind: "tool_call", position: 5, toolName: "issue_refund", callId: `r${i}`, writes: true, decision: "hold", code: "ungrounded_args", payload, findings: [], message: "m" } });
    ids.push((await prisma.$transaction((tx) => holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: "issue_refund", payload, findings: [], reasonCodes: ["ungrounded_args"] }))).id);
  }
  return ids;
}

describeDatabases("escalate vs approve, sent at the same instant", (getDb) => {
  let actors: Awaited<ReturnType<typeof createActors>>;
  let items: string[] = [];
  beforeAll(async () => {
    actors = await createActors(getDb().prisma, "race");
    items = await pendingItems(getDb().prisma, 50);
  });

  it("50 rounds: exactly one decision wins each time, and an approve never lands on an escalation it did not see", async () => {
    const { prisma } = getDb();
    const tally = { escalated: 0, approved: 0 };
    for (const id of items) {
      const [esc, app] = await Promise.all([
        decideAction(actors.reviewer, { id, seenStatus: "pending", action: "escalate", note: "the amount looks off" }, prisma),
        decideAction(actors.manager, { id, seenStatus: "pending", action: "approve", note: "checked: fine as it is" }, prisma),
      ]);
      expect([esc.ok, app.ok].filter(Boolean)).toHaveLength(1);
      const loser = esc.ok ? app : esc;
      if (!loser.ok) {
        expect(loser.error.code).toBe("conflict");
        expect(loser.error.message).toMatch(/changed since you opened it|decided this item first/);
      }
      const item = await prisma.heldItem.findUniqueOrThrow({ where: { id }, include: { decisions: true } });
      expect(item.decisions).toHaveLength(1);
      expect(item.status).toBe(esc.ok ? "escalated" : "approved");
      tally[esc.ok ? "escalated" : "approved"]++;
    }
    expect(tally.escalated + tally.approved).toBe(50);
  });

  it("the manager's approve from a page rendered before the escalation is refused, with the new state", async () => {
    const { prisma } = getDb();
    const [id] = await pendingItems(prisma, 1);
    expect((await decideAction(actors.reviewer, { id, seenStatus: "pending", action: "escalate", note: "check the amount" }, prisma)).ok).toBe(true);
    const stale = await decideAction(actors.manager, { id, seenStatus: "pending", action: "approve", note: "checked: fine as it is" }, prisma);
    expect(stale).toMatchObject({ ok: false, error: { code: "conflict", details: { status: "escalated", changed: true } } });
    if (!stale.ok) expect(stale.error.message).toContain("This item changed since you opened it: it is now escalated");
    // Having seen the escalation, the manager decides it.
    expect((await decideAction(actors.manager, { id, seenStatus: "escalated", action: "approve", note: "checked: fine as it is" }, prisma)).ok).toBe(true);
  });
});
