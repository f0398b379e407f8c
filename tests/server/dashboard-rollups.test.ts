// Issue 15: the dashboard reads daily rollups kept by triggers. Whatever mix of checks, holds,
// decisions, answer-key copies, back-dated rows and deletions the database has seen, the
// rollups must give exactly the figures aggregating the rows themselves gives.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction } from "@/lib/clauses/clause-actions";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { addKnownItems } from "@/lib/answer-key/add-known-items";
import { mixAnswerKeyItems } from "@/lib/answer-key/mix-answer-key-items";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { batchReads } from "@/lib/dashboard/batch-reads";
import type { DbClient } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createSundryAgent } from "./api-harness";
import { checkCall, checkReply, createActors, UNSUPPORTED_REPLY, type Sundry } from "./dashboard-fixtures";

const RANGES = [parseDashboardRange({ range: "7d" }), parseDashboardRange({ range: "30d" }), parseDashboardRange({ range: "90d" })];

async function expectRollupsMatchRows(prisma: DbClient) {
  for (const range of RANGES) {
    const [raw, rollup] = await Promise.all([loadDashboard(prisma, range, "raw"), loadDashboard(prisma, range, "rollup")]);
    expect(rollup).toEqual(raw);
    // The embedded page's one-statement read gives the very same figures, from either source.
    const batched = batchReads(prisma);
    const [batchedRaw, batchedRollup] = await Promise.all([loadDashboard(batched, range, "raw"), loadDashboard(batched, range, "rollup")]);
    expect(batchedRaw).toEqual(raw);
    expect(batchedRollup).toEqual(raw);
  }
}

describeDatabases("dashboard rollups", (getDb) => {
  let actors: Record<Role, Actor>;
  let sundry: Sundry;

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "ru");
    sundry = await createSundryAgent(prisma);
    await createClauseAction(actors.policy_owner, { key: "RET-30", title: "Returns window", text: "Most items can be returned within 30 days of delivery for a full refund of the item price.", regions: "US" }, prisma);
  });

  it("start empty and stay equal to the rows through checks, holds and every kind of decision", async () => {
    const { prisma } = getDb();
    await expectRollupsMatchRows(prisma);
    await checkCall(prisma, sundry.agent, "cancel_order", { order_id: "SU-88421" });
    await checkCall(prisma, sundry.agent, "get_order", { order_id: "SU-88421" });
    await checkCall(prisma, sundry.agent, "update_address", { order_id: "SU-88421" });
    await checkReply(prisma, sundry.agent, "I can refund the $64.00 you paid for order SU-88421.");
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await checkReply(prisma, sundry.agent, i % 2 ? UNSUPPORTED_REPLY : "Your replacement teapot arrives Thursday."));
    expect(held.every((h) => h.held_item_id)).toBe(true);
    await expectRollupsMatchRows(prisma);
    await decideHeldItem(prisma, actors.reviewer, held[0].held_item_id!, { action: "approve", note: "the date is in the tracking result" });
    await decideHeldItem(prisma, actors.reviewer, held[1].held_item_id!, { action: "escalate", note: "policy says nothing of shipping" });
    await decideHeldItem(prisma, actors.manager, held[1].held_item_id!, { action: "approve", note: "shipping is free per the returns page" });
    await decideHeldItem(prisma, actors.reviewer, held[2].held_item_id!, { action: "edit", note: "no promise of a day", payload: { text: "I can refund the $64.00 you paid for order SU-88421." } });
    await decideHeldItem(prisma, actors.reviewer, held[4].held_item_id!, { action: "reject", note: "no clause says shipping is free; send the returns clause instead" });
    const d = await loadDashboard(prisma, RANGES[0]);
    expect(d.decisions.decided).toBe(4);
    expect(d.decisions.outcomes).toMatchObject({ approved: 2, edited: 1, rejected: 1, pending: 1 });
    await expectRollupsMatchRows(prisma);
  });

  it("leave answer-key copies out, as the rows do", async () => {
    const { prisma } = getDb();
    const decided = await prisma.heldItem.findMany({ where: { status: { not: "pending" } }, select: { id: true } });
    await addKnownItems(prisma, actors.manager, decided.map((h) => ({ heldItemId: h.id })), "decided_item");
    await mixAnswerKeyItems(prisma, { rate: 0.99 });
    const copies = await prisma.answerKeyItem.count({ where: { runId: { not: null } } });
    expect(copies).toBeGreaterThan(0);
    const before = await loadDashboard(prisma, RANGES[0]);
    // A decided copy counts nowhere either.
    const copy = await prisma.answerKeyItem.findFirstOrThrow({ where: { heldItemId: { not: null } } });
    await decideHeldItem(prisma, actors.reviewer, copy.heldItemId!, { action: "approve", note: "answer key copy" });
    const after = await loadDashboard(prisma, RANGES[0]);
    expect(after.holds.total).toEqual(before.holds.total);
    expect(after.decisions).toEqual(before.decisions);
    await expectRollupsMatchRows(prisma);
  });

  it("follow rows moved to other days, changed telemetry and deleted runs", async () => {
    const { prisma } = getDb();
    // Spread the checks and held items over earlier days (the rollups subtract the old day and add the new).
    await prisma.$executeRawUnsafe(`UPDATE "Check" SET "createdAt" = "createdAt" - ((abs(hashtext(id)) % 40) * interval '1 day')`);
    await prisma.$executeRawUnsafe(`UPDATE "HeldItem" h SET "createdAt" = c."createdAt" FROM "Check" c WHERE c.id = h."checkId"`);
    const copies = (await prisma.answerKeyItem.findMany({ where: { runId: { not: null } }, select: { runId: true } })).map((k) => k.runId!);
    // A truncated reply whose evidence came mostly from one tool, and a held reply claiming an action.
    const reply = await prisma.check.findFirstOrThrow({ where: { kind: "reply", decision: "pass", runId: { notIn: copies } } });
    await prisma.check.update({ where: { id: reply.id }, data: { truncated: true, telemetry: { counts: { grounded: 2, unverifiable: 1 }, bytesByTool: { get_order: 5000, search_policy: 700 } } } });
    const heldReply = await prisma.check.findFirstOrThrow({ where: { kind: "reply", decision: "hold", runId: { notIn: copies } } });
    await prisma.check.update({ where: { id: heldReply.id }, data: { telemetry: { counts: { unperformed: 2, failed_action: 1, invented: 1 } } } });
    const d = await loadDashboard(prisma, RANGES[2]);
    expect(d.actions.total).toEqual({ unperformed: 2, failedAction: 1 });
    expect(d.health.topTools[0]).toEqual({ tool: "get_order", bytes: 5000 });
    await expectRollupsMatchRows(prisma);
    // Deleting a run removes its checks, held items and decisions, and their counts.
    const decidedRun = await prisma.heldItem.findFirstOrThrow({ where: { status: "approved" }, select: { runId: true } });
    await prisma.run.delete({ where: { id: decidedRun.runId } });
    await expectRollupsMatchRows(prisma);
  });

  it("keep the decision-time percentiles exact over many buckets and ties, and as answer-key links come and go", async () => {
    const { prisma } = getDb();
    // Hold times from seconds to weeks, several equal (ties straddle the ranks p50 and p90 read).
    await prisma.$executeRawUnsafe(
      `UPDATE "HeldItem" SET "createdAt" = "createdAt" - ((abs(hashtext(id)) % 7) ^ 4 * interval '37 seconds') WHERE status <> 'pending'`,
    );
    await expectRollupsMatchRows(prisma);
    const before = await loadDashboard(prisma, RANGES[2]);
    expect(before.decisions.decided).toBeGreaterThan(2);
    // Unlinking a copy counts it again; linking a real decided item leaves it out.
    const linkedItems = (await prisma.answerKeyItem.findMany({ where: { heldItemId: { not: null }, runId: { not: null } } })).map((a) => a.heldItemId!);
    const copied = await prisma.heldItem.findFirstOrThrow({ where: { id: { in: linkedItems } } });
    const copy = await prisma.answerKeyItem.findUniqueOrThrow({ where: { heldItemId: copied.id } });
    await prisma.answerKeyItem.update({ where: { id: copy.id }, data: { heldItemId: null, runId: null } });
    await expectRollupsMatchRows(prisma);
    const unlinked = await loadDashboard(prisma, RANGES[2]);
    expect(unlinked.holds.total.held).toBe(before.holds.total.held + 1);
    const real = await prisma.heldItem.findFirstOrThrow({ where: { status: { not: "pending" }, id: { notIn: (await prisma.answerKeyItem.findMany({ where: { heldItemId: { not: null } } })).map((a) => a.heldItemId!) } } });
    await prisma.answerKeyItem.update({ where: { id: copy.id }, data: { heldItemId: real.id, runId: real.runId } });
    const linked = await loadDashboard(prisma, RANGES[2]);
    expect(linked.decisions.decided).toBe(unlinked.decisions.decided - 1);
    await expectRollupsMatchRows(prisma);
    await prisma.answerKeyItem.delete({ where: { id: copy.id } });
    expect((await loadDashboard(prisma, RANGES[2])).decisions.decided).toBe(unlinked.decisions.decided);
    await expectRollupsMatchRows(prisma);
  });

  it("are rebuilt from the rows exactly (the migration's backfill)", async () => {
    const { prisma } = getDb();
    const sums = () =>
      prisma.$queryRawUnsafe<{ checks: bigint; held: bigint; reasons: bigint; bytes: bigint; times: bigint; histogram: bigint }[]>(
        `SELECT (SELECT sum(checks) FROM "CheckDayRollup") AS checks, (SELECT sum(items) FROM "HeldDayRollup") AS held,
                (SELECT sum(items) FROM "HeldReasonDayRollup") AS reasons, (SELECT sum(bytes) FROM "TruncatedBytesDayRollup") AS bytes,
                (SELECT count(*) FROM "HeldDecisionTime") AS times, (SELECT sum(items) FROM "HeldDecisionTimeDayRollup") AS histogram`,
      );
    const [kept] = await sums();
    // Every check but the answer-key copies'; every decided, counted item in the histogram.
    const copies = (await prisma.answerKeyItem.findMany({ where: { runId: { not: null } }, select: { runId: true } })).map((k) => k.runId!);
    expect(Number(kept.checks)).toBe(await prisma.check.count({ where: { runId: { notIn: copies } } }));
    const counted = await prisma.heldDecisionTime.count({ where: { pending: false, known: false } });
    expect(counted).toBeGreaterThan(0);
    expect(Number(kept.histogram)).toBe(counted);
    const before = await Promise.all(RANGES.map((r) => loadDashboard(prisma, r)));
    await prisma.$executeRawUnsafe(`SELECT "rebuild_dashboard_rollups"()`);
    const [rebuilt] = await sums();
    expect(rebuilt).toEqual(kept);
    expect(await Promise.all(RANGES.map((r) => loadDashboard(prisma, r)))).toEqual(before);
    await expectRollupsMatchRows(prisma);
  });
});
