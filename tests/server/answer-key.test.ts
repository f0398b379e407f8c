import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { describeDatabases } from "../db/databases";
import { wilson } from "@/lib/answer-key/wilson";
import { addKnownItemAction, importKnownItemsAction, mixNowAction, setMixRateAction } from "@/lib/answer-key/answer-key-actions";
import { reviewerAccuracy, answerKeyCounts } from "@/lib/answer-key/accuracy";
import { mixAnswerKeyItems } from "@/lib/answer-key/mix-answer-key-items";
import { seedAnswerKey } from "@/lib/answer-key/seed-answer-key";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { workJobs } from "@/lib/jobs/work-jobs";
import { listHeldItems } from "@/lib/review/list-held-items";
import { loadHeldItem } from "@/lib/review/load-held-item";
import { parseQueueParams } from "@/lib/review/queue-params";
import { releaseHeldItem } from "@/lib/agent-api/held-item-status";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createSundryAgent } from "./api-harness";
import { checkReply, createActors, createReviewer, UNSUPPORTED_REPLY, type Sundry } from "./dashboard-fixtures";

describe("Wilson 95% interval", () => {
  it("matches hand-computed values, including the seed's 6 of 20", () => {
    const six = wilson(6, 20);
    expect(six.rate).toBe(0.3);
    expect(six.low).toBeCloseTo(0.1455, 4);
    expect(six.high).toBeCloseTo(0.519, 3);
    const none = wilson(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    const all = wilson(10, 10);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.7225, 4);
    expect(wilson(0, 0)).toEqual({ k: 0, n: 0, rate: null, low: null, high: null });
  });
});

const GROUNDED_EDIT = { text: "I can refund the $64.00 you paid for order SU-88421." };

describeDatabases("answer key", (getDb) => {
  let actors: Record<Role, Actor>;
  let sundry: Sundry;
  let ana: Actor;
  let ben: Actor;
  const sources = { wrong: "", right: "" };

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "ak");
    ana = await createReviewer(prisma, "Ana");
    ben = await createReviewer(prisma, "Ben");
    sundry = await createSundryAgent(prisma);
    await prisma.agent.update({ where: { id: sundry.agent.id }, data: { webhookUrl: "http://127.0.0.1:9/hook", webhookSecret: "s" } });
    // Two decided real items: one escalated (known-wrong), one approved (known-right).
    const a = await checkReply(prisma, sundry.agent, UNSUPPORTED_REPLY);
    const b = await checkReply(prisma, sundry.agent, "Your replacement teapot arrives Thursday.");
    await decideHeldItem(prisma, actors.manager, a.held_item_id!, { action: "escalate", note: "not in the clause" });
    await decideHeldItem(prisma, actors.manager, b.held_item_id!, { action: "approve", note: "checked: fine as it is" });
    sources.wrong = a.held_item_id!;
    sources.right = b.held_item_id!;
    // Real pending traffic for the mix: four held replies.
    for (let i = 0; i < 4; i++) await checkReply(prisma, sundry.agent, "Your replacement teapot arrives Thursday.");
  });

  afterEach(() => vi.restoreAllMocks());

  it("a reviewer and a policy owner are refused every answer-key action, and nothing changes", async () => {
    const { prisma } = getDb();
    for (const role of ["reviewer", "policy_owner"] as const) {
      const results = [
        await addKnownItemAction(actors[role], { heldItemId: sources.wrong }, prisma),
        await importKnownItemsAction(actors[role], { set: JSON.stringify([{ heldItemId: sources.right, expected: "right" }]) }, prisma),
        await setMixRateAction(actors[role], { rate: "0.5" }, prisma),
        await mixNowAction(actors[role], {}, prisma),
      ];
      for (const r of results) expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await prisma.answerKeyItem.count()).toBe(0);
    expect(await prisma.setting.count()).toBe(0);
  });

  it("refuses undecided items without a stated answer, unknown ids and malformed sets", async () => {
    const { prisma } = getDb();
    const pending = await prisma.heldItem.findFirstOrThrow({ where: { status: "pending" } });
    expect(await addKnownItemAction(actors.manager, { heldItemId: pending.id }, prisma)).toMatchObject({ ok: false, error: { code: "unprocessable" } });
    expect(await addKnownItemAction(actors.manager, { heldItemId: "nope" }, prisma)).toMatchObject({ ok: false, error: { code: "not_found" } });
    const bad = await importKnownItemsAction(actors.manager, { set: "[{]" }, prisma);
    expect(bad).toMatchObject({ ok: false, error: { code: "invalid_input", message: expect.stringContaining("not valid JSON") } });
    const label = await importKnownItemsAction(actors.manager, { set: JSON.stringify([{ heldItemId: pending.id, expected: "maybe" }]) }, prisma);
    expect(label).toMatchObject({ ok: false, error: { code: "invalid_input" } });
  });

  it("a manager adds known items (staged), sets the rate, and they are mixed into the queue as ordinary held items", async () => {
    const { prisma } = getDb();
    expect(await setMixRateAction(actors.manager, { rate: "0.5" }, prisma)).toMatchObject({ ok: true, data: { rate: 0.5 } });
    // Ten known items: 5 known-wrong (from the escalated item), 5 known-right (3 from the approved item, 2 imported).
    for (let i = 0; i < 5; i++) expect(await addKnownItemAction(actors.manager, { heldItemId: sources.wrong }, prisma)).toMatchObject({ ok: true });
    for (let i = 0; i < 3; i++) await addKnownItemAction(actors.manager, { heldItemId: sources.right }, prisma);
    const imported = await importKnownItemsAction(actors.admin, { set: JSON.stringify([{ heldItemId: sources.right, expected: "right" }, { heldItemId: sources.right, expected: "right" }]) }, prisma);
    expect(imported).toMatchObject({ ok: true, data: { added: 2 } });
    // Rate 0.5 with 4 real pending items: 4 known items in the queue, the other 6 wait.
    const counts = await answerKeyCounts(prisma);
    expect(counts.wrong.in_queue + counts.right.in_queue).toBe(4);
    expect(counts.wrong.staged + counts.right.staged).toBe(6);
    expect(await prisma.auditEvent.count({ where: { action: { startsWith: "answer_key." } } })).toBe(1 + 8 + 1);
    // Raise the rate to the maximum and mix the rest in for the tests below.
    await setMixRateAction(actors.manager, { rate: 0.5 }, prisma);
    await mixAnswerKeyItems(prisma, { rate: 0.99 });
    expect((await answerKeyCounts(prisma)).wrong.staged).toBe(0);
  });

  it("known items look exactly like real ones in the queue rows and the item view", async () => {
    const { prisma } = getDb();
    const known = await prisma.answerKeyItem.findFirstOrThrow({ where: { expected: "wrong" } });
    const real = await prisma.heldItem.findFirstOrThrow({ where: { status: "pending", id: { notIn: (await prisma.answerKeyItem.findMany()).map((k) => k.heldItemId!) } } });
    const rows = await listHeldItems(prisma, ana, parseQueueParams({ status: "pending", size: "100" }));
    const knownRow = rows.find((r) => r.id === known.heldItemId)!;
    const realRow = rows.find((r) => r.id === real.id)!;
    expect(Object.keys(knownRow).sort()).toEqual(Object.keys(realRow).sort());
    const [kv, rv] = [await loadHeldItem(prisma, ana, known.heldItemId!), await loadHeldItem(prisma, ana, real.id)];
    expect(Object.keys(kv).sort()).toEqual(Object.keys(rv).sort());
    for (const text of [JSON.stringify(knownRow), JSON.stringify(kv)]) expect(text).not.toMatch(/answer.?key|known|expected/i);
    expect(kv).toMatchObject({ kind: "reply", status: "pending", reasonCodes: expect.any(Array), canDecide: true });
  });

  it("each known item arrives on a ticket of its own in the source's series, so no ticket shows up twice", async () => {
    const { prisma } = getDb();
    const known = await prisma.answerKeyItem.findMany({ where: { heldItemId: { not: null } } });
    const items = await prisma.heldItem.findMany({ where: { id: { in: known.map((k) => k.heldItemId!) } }, select: { ticketId: true, runId: true } });
    const tickets = await prisma.ticket.findMany({ where: { id: { in: items.map((i) => i.ticketId) } } });
    expect(new Set(items.map((i) => i.ticketId)).size).toBe(items.length);
    const real = await prisma.heldItem.findMany({ where: { id: { notIn: known.map((k) => k.heldItemId!) } }, select: { ticketId: true } });
    for (const t of tickets) expect(real.map((r) => r.ticketId)).not.toContain(t.id);
  });

  it("scores each reviewer's first decision, with Wilson intervals, team total and weekly trend", async () => {
    const { prisma } = getDb();
    const known = await prisma.answerKeyItem.findMany({ orderBy: { createdAt: "asc" } });
    const wrong = known.filter((k) => k.expected === "wrong").map((k) => k.heldItemId!);
    const right = known.filter((k) => k.expected === "right").map((k) => k.heldItemId!);
    // Ana: catches 3 of 4 known-wrong (2 escalations, 1 edit), flags 1 of 3 known-right.
    await decideHeldItem(prisma, ana, wrong[0], { action: "escalate", note: "shipping is not in RET-30" });
    await decideHeldItem(prisma, ana, wrong[1], { action: "escalate", note: "wrong" });
    await decideHeldItem(prisma, ana, wrong[2], { action: "edit", note: "fixed", payload: GROUNDED_EDIT });
    await decideHeldItem(prisma, ana, wrong[3], { action: "approve", note: "checked: fine as it is" });
    await decideHeldItem(prisma, ana, right[0], { action: "approve", note: "checked: fine as it is" });
    await decideHeldItem(prisma, ana, right[1], { action: "approve", note: "checked: fine as it is" });
    await decideHeldItem(prisma, ana, right[2], { action: "escalate", note: "looks off" });
    // Ben: misses his known-wrong item, approves his known-right ones.
    await decideHeldItem(prisma, ben, wrong[4], { action: "approve", note: "checked: fine as it is" });
    await decideHeldItem(prisma, ben, right[3], { action: "approve", note: "checked: fine as it is" });
    await decideHeldItem(prisma, ben, right[4], { action: "approve", note: "checked: fine as it is" });
    // A manager deciding Ana's escalation later does not change whose call it was.
    await decideHeldItem(prisma, actors.manager, wrong[0], { action: "approve", note: "checked: fine as it is" });

    const acc = await reviewerAccuracy(prisma);
    const byName = Object.fromEntries(acc.reviewers.map((r) => [r.name, r]));
    expect(Object.keys(byName).sort()).toEqual(["Ana", "Ben"]);
    expect(byName.Ana.recall).toEqual(wilson(3, 4));
    expect(byName.Ana.flagRate).toEqual(wilson(1, 3));
    expect(byName.Ben.recall).toEqual(wilson(0, 1));
    expect(byName.Ben.flagRate).toEqual(wilson(0, 2));
    expect(acc.team.recall).toEqual(wilson(3, 5));
    expect(acc.team.flagRate).toEqual(wilson(1, 5));
    expect(acc.team.recall.low).toBeCloseTo(0.2307, 3);
    expect(acc.team.recall.high).toBeCloseTo(0.8824, 3);
    expect(acc.trend).toHaveLength(1);
    expect(acc.trend[0].recall).toEqual(wilson(3, 5));
  });

  it("a decision on a known item never releases anything to an agent, and no webhook fires", async () => {
    const { prisma } = getDb();
    // Deliveries queued by the earlier tests' decisions go out (and fail: port 9) before we count.
    await workJobs(prisma);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const known = await prisma.answerKeyItem.findMany();
    const approved = await prisma.heldItem.findFirstOrThrow({ where: { id: { in: known.map((k) => k.heldItemId!) }, status: "approved" } });
    await expect(releaseHeldItem(prisma, sundry.agent.id, approved.id)).rejects.toMatchObject({ code: "conflict" });
    expect((await prisma.heldItem.findUniqueOrThrow({ where: { id: approved.id } })).status).toBe("approved");
    // Deciding another known item: no webhook call. Deciding a real one: the webhook is called.
    const [k] = await prisma.heldItem.findMany({ where: { id: { in: known.map((x) => x.heldItemId!) }, status: "pending" } });
    if (k) await decideHeldItem(prisma, ana, k.id, { action: "approve", note: "checked: fine as it is" });
    await workJobs(prisma);
    expect(fetchSpy).not.toHaveBeenCalled();
    const real = await prisma.heldItem.findFirstOrThrow({ where: { status: "pending", id: { notIn: known.map((x) => x.heldItemId!) } } });
    fetchSpy.mockResolvedValue(new Response("ok"));
    await decideHeldItem(prisma, ana, real.id, { action: "approve", note: "checked: fine as it is" });
    await workJobs(prisma);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("known items are left out of the dashboard's real hold rates", async () => {
    const { prisma } = getDb();
    const d = await loadDashboard(prisma, parseDashboardRange({ range: "7d" }));
    const knownIds = (await prisma.answerKeyItem.findMany()).map((k) => k.heldItemId!);
    expect(d.holds.total.held).toBe(await prisma.heldItem.count({ where: { id: { notIn: knownIds } } }));
    expect(d.holds.total.checked).toBe(await prisma.check.count({ where: { run: { id: { notIn: (await prisma.answerKeyItem.findMany()).map((k) => k.runId!) } } } }));
  });
});

describeDatabases("demo answer key (seed 000: known-wrong among correct replies)", (getDb) => {
  it("stages known-wrong from wrong-by-construction holds and known-right from honest replies held on cut evidence", async () => {
    const { prisma } = getDb();
    const actors = await createActors(prisma, "seed");
    const sundry = await createSundryAgent(prisma);
    await checkReply(prisma, sundry.agent, "Your replacement teapot arrives Thursday.");
    for (let i = 0; i < 3; i++) await checkReply(prisma, sundry.agent, GROUNDED_EDIT.text);
    const r = await seedAnswerKey(prisma, actors.admin, { knownWrong: 2, total: 10, rate: 0.5 });
    expect(r).toMatchObject({ created: true, wrong: 2, right: 8 });
    const items = await prisma.answerKeyItem.findMany();
    expect(items.filter((i) => i.expected === "right").every((i) => i.source === "torn_notebook" && i.sourceCheckId)).toBe(true);
    // Rate 0.5 with one real pending item: one known item mixed in now, as an ordinary held reply.
    expect(r.mixed).toBe(1);
    const mixed = await prisma.answerKeyItem.findFirstOrThrow({ where: { heldItemId: { not: null } } });
    const held = await prisma.heldItem.findUniqueOrThrow({ where: { id: mixed.heldItemId! } });
    expect(held).toMatchObject({ kind: "reply", status: "pending" });
    expect(held.reasonCodes.length).toBeGreaterThan(0);
    // Mixing everything: the torn-notebook copies are held replies with real verifier reasons.
    await mixAnswerKeyItems(prisma, { rate: 0.99 });
    const right = await prisma.answerKeyItem.findMany({ where: { expected: "right" } });
    expect(right.every((i) => i.heldItemId)).toBe(true);
    const rightHeld = await prisma.heldItem.findMany({ where: { id: { in: right.map((i) => i.heldItemId!) } } });
    expect(rightHeld.every((h) => h.reasonCodes.some((c) => ["invented", "unverifiable"].includes(c)))).toBe(true);
    expect(await seedAnswerKey(prisma, actors.admin)).toMatchObject({ created: false });
  });
});
