// Issue 24: policy sentences nothing in code settles (not_checked) pass, are never a held reason,
// show on the item page with their best-matching clause, and are counted for the dashboard.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction } from "@/lib/clauses/clause-actions";
import { loadHeldItem } from "@/lib/review/load-held-item";
import { groupReplyClaims } from "@/lib/review/group-reply-claims";
import { setNotCheckedThresholdAction } from "@/lib/dashboard/dashboard-actions";
import { DEFAULT_NOT_CHECKED_THRESHOLD, getNotCheckedThreshold, NOT_CHECKED_THRESHOLD_KEY } from "@/lib/dashboard/not-checked-threshold";
import { notCheckedRates } from "@/lib/dashboard/not-checked-rates";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { readDashboardPage } from "@/lib/dashboard/dashboard-page";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import type { Claim } from "@/lib/verify/types";
import { createSundryAgent, SUNDRY_CLAUSES } from "./api-harness";
import { checkReply, createActors, type Sundry } from "./dashboard-fixtures";

const NOT_CHECKED_SENTENCE = "Gift wrapping is free for all orders.";
/** A policy sentence nothing settles, then a date no tool result gives: held for the date alone. */
const HELD_WITH_NOT_CHECKED = `${NOT_CHECKED_SENTENCE} Your replacement teapot arrives Thursday.`;

describeDatabases("not_checked policy sentences", (getDb) => {
  let actors: Record<Role, Actor>;
  let sundry: Sundry;

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "nc");
    for (const c of SUNDRY_CLAUSES as { id: string; title: string; text: string }[]) {
      const r = await createClauseAction(actors.policy_owner, { key: c.id, title: c.title, text: c.text }, prisma);
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
    sundry = await createSundryAgent(prisma);
  });

  it("a reply held for an invented date does not name not_checked among its reasons", async () => {
    const { prisma } = getDb();
    const r = await checkReply(prisma, sundry.agent, HELD_WITH_NOT_CHECKED);
    expect(r.held_item_id).toBeTruthy();
    const held = await prisma.heldItem.findUniqueOrThrow({ where: { id: r.held_item_id! } });
    expect(held.reasonCodes).toEqual(["invented"]);
    const check = await prisma.check.findUniqueOrThrow({ where: { id: held.checkId } });
    expect(check.message).toBe("held: invented");
  });

  it("a reply whose only doubt is a not_checked sentence passes and is still counted", async () => {
    const { prisma } = getDb();
    const r = await checkReply(prisma, sundry.agent, NOT_CHECKED_SENTENCE);
    expect(r.held_item_id ?? null).toBeNull();
    const counts = await prisma.replyClaimCount.findMany({ where: { runId: r.run.id } });
    expect(counts).toEqual([expect.objectContaining({ kind: "policy", verdict: "not_checked", n: 1 })]);
  });

  it("the item page's data has the not_checked sentence apart from the alarm, with its best clause's title and text", async () => {
    const { prisma } = getDb();
    const r = await checkReply(prisma, sundry.agent, HELD_WITH_NOT_CHECKED);
    const view = await loadHeldItem(prisma, actors.reviewer, r.held_item_id!);
    const groups = groupReplyClaims(view.findings as Claim[]);
    expect(groups.alarms.map((c) => c.claim.verdict)).toEqual(["invented"]);
    expect(groups.notChecked.map((c) => c.claim.text)).toEqual([NOT_CHECKED_SENTENCE]);
    const passage = groups.notChecked[0].claim.passage!;
    expect(passage.source).toBe("clause");
    const clause = view.clauses[(passage.clauseId ?? passage.id).toLowerCase()];
    expect(clause).toMatchObject({ key: passage.clauseId ?? passage.id });
    expect(clause.text).toContain(passage.text);
  });

  it("the dashboard counts every policy sentence checked, passed replies included, per agent and per day", async () => {
    const { prisma } = getDb();
    const other = await createSundryAgent(prisma, "nc-other");
    await checkReply(prisma, other.agent, NOT_CHECKED_SENTENCE); // passes: 1 of 1 not checked
    await checkReply(prisma, other.agent, "Most items can be returned within 30 days of delivery for a full refund of the item price."); // supported: 0 of 1
    const range = parseDashboardRange({ range: "7d" });
    const s = await notCheckedRates(prisma, range, 0.2);
    const row = s.agents.find((a) => a.id === other.agent.id)!;
    expect(row).toMatchObject({ name: "nc-other", policy: 2, notChecked: 1, share: 0.5, over: true });
    const today = new Date().toISOString().slice(0, 10);
    expect(s.days.find((d) => d.day === today)!.byAgent[other.agent.id]).toMatchObject({ policy: 2, notChecked: 1 });
    expect(s.alarm?.agents.map((a) => a.name)).toContain("nc-other");
    // The page's loader reads the stored threshold and the same figures, batched on the embedded database.
    const page = await readDashboardPage(getDb(), range);
    expect(page.notChecked.threshold).toBe(DEFAULT_NOT_CHECKED_THRESHOLD);
    expect(page.notChecked.agents.find((a) => a.id === other.agent.id)).toMatchObject({ policy: 2, notChecked: 1 });
  });

  it("a reviewer and a policy owner may not set the threshold, and nothing is written", async () => {
    const { prisma } = getDb();
    for (const role of ["reviewer", "policy_owner"] as const) {
      const r = await setNotCheckedThresholdAction(actors[role], { percent: "5" }, prisma);
      expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await setNotCheckedThresholdAction(null, { percent: "5" }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    expect(await prisma.setting.findUnique({ where: { key: NOT_CHECKED_THRESHOLD_KEY } })).toBeNull();
    expect(await getNotCheckedThreshold(prisma)).toBe(DEFAULT_NOT_CHECKED_THRESHOLD);
  });

  it("bad input is a structured invalid_input naming the field, and writes nothing", async () => {
    const { prisma } = getDb();
    for (const percent of ["101", "-1", "", "twenty", null, undefined]) {
      const r = await setNotCheckedThresholdAction(actors.manager, { percent }, prisma);
      expect(r, JSON.stringify(percent)).toMatchObject({ ok: false, error: { code: "invalid_input", details: { fields: ["percent"] } } });
      if (!r.ok) expect(r.error.message).toMatch(/percentage from 0 to 100/);
    }
    expect(await prisma.setting.findUnique({ where: { key: NOT_CHECKED_THRESHOLD_KEY } })).toBeNull();
    expect(await prisma.auditEvent.count({ where: { action: "dashboard.set_not_checked_threshold" } })).toBe(0);
  });

  it("a manager and an admin set it (a percentage, stored as a fraction, audited), and the dashboard uses it", async () => {
    const { prisma } = getDb();
    const m = await setNotCheckedThresholdAction(actors.manager, { percent: "12.5" }, prisma);
    expect(m).toMatchObject({ ok: true, data: { threshold: 0.125 } });
    if (m.ok) expect(m.message).toContain("12.5%");
    expect(await getNotCheckedThreshold(prisma)).toBe(0.125);
    const audit = await prisma.auditEvent.findFirstOrThrow({ where: { action: "dashboard.set_not_checked_threshold" } });
    expect(audit).toMatchObject({ actorId: actors.manager.id, details: { from: DEFAULT_NOT_CHECKED_THRESHOLD, to: 0.125 } });
    expect(await setNotCheckedThresholdAction(actors.admin, { percent: 60 }, prisma)).toMatchObject({ ok: true, data: { threshold: 0.6 } });
    const page = await readDashboardPage(getDb(), parseDashboardRange({ range: "7d" }));
    expect(page.notChecked.threshold).toBe(0.6);
    expect(page.notChecked.agents.find((a) => a.name === "nc-other")).toMatchObject({ share: 0.5, over: false });
  });
});
