import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { seedDemoData } from "@/lib/demo/seed-demo-data";
import { readSundryExample } from "@/lib/demo/demo-config";
import { DEMO_AGENT_NAME } from "@/lib/demo/ensure-demo-agent";
import { renameClause } from "@/lib/clauses/rename-clause";
import { loadHeldItem } from "@/lib/review/load-held-item";

type Claim = Pick<import("@/lib/verify").Claim, "kind" | "verdict" | "reason" | "conflict" | "passage">;

const DAY = 86_400_000;
/** A few days of the demo's month (the seed plays 30): enough for every rule, quick on both databases. */
const HISTORY = { days: 4, perWeekday: 5 };

describeDatabases("demo data loaded through the API", (getDb) => {
  let first: Awaited<ReturnType<typeof seedDemoData>>;
  const admin = { id: "", email: "admin@demo.test", name: "Demo Admin", role: "admin" as const };

  beforeAll(async () => {
    const db = getDb();
    admin.id = (await db.prisma.user.create({ data: { email: admin.email, name: admin.name, role: "admin", passwordHash: "x" } })).id;
    first = await seedDemoData(db, admin, { ...readSundryExample(), history: HISTORY });
  }, 600_000);

  it("has 60 or more tickets, the Sundry agent with its key once, and the clause library at version 1", async () => {
    const { prisma } = getDb();
    expect(first.summary.tickets).toBeGreaterThanOrEqual(60);
    expect(first.key).toMatch(/^gck_[0-9a-f]{10}_/);
    expect(await prisma.agent.count({ where: { name: DEMO_AGENT_NAME } })).toBe(1);
    const clauses = await prisma.clause.findMany({ include: { versions: true } });
    expect(clauses.map((c) => c.key)).toContain("RET-30");
    expect(clauses.length).toBe(readSundryExample().clauses.length);
    expect(clauses.every((c) => c.versions.length === 1 && c.versions[0].version === 1)).toBe(true);
    // Live runs and imports both, most of them correct.
    expect(first.played.live).toBeGreaterThan(30);
    expect(first.played.import).toBeGreaterThan(5);
    expect(first.summary.checks["reply:pass"]).toBeGreaterThan(40);
  });

  it("holds SU-88412 as unknown_id with the near miss pointing at SU-88421", async () => {
    const items = await getDb().prisma.heldItem.findMany({ where: { kind: "write", reasonCodes: { has: "unknown_id" } } });
    const item = items.find((i) => (i.payload as { order_id?: string }).order_id === "SU-88412");
    expect(item?.status).toBe("pending");
    const finding = (item!.findings as { value: string; status: string; nearMisses?: { value: string }[] }[]).find((f) => f.value === "SU-88412");
    expect(finding?.status).toBe("near_miss");
    expect(finding?.nearMisses?.[0].value).toBe("SU-88421");
  });

  it("records the invented cancel_order and the round refund that matches no charge", async () => {
    const { prisma } = getDb();
    expect(await prisma.check.count({ where: { toolName: "cancel_order", code: "unknown_tool", decision: "reject" } })).toBeGreaterThan(0);
    // The seed's own round refund; the history's generated tickets hold refunds of their own (how many,
    // and which comes first, depends on the weekdays the history covers).
    const refunds = await prisma.check.findMany({ where: { toolName: "issue_refund", code: "amount_unmatched" }, select: { payload: true } });
    expect(refunds.map((r) => r.payload)).toContainEqual({ order_id: "SU-77310", amount_cents: 5000 });
    expect(await prisma.heldItem.count({ where: { reasonCodes: { has: "amount_unmatched" } } })).toBeGreaterThan(0);
    expect(await prisma.heldItem.count({ where: { reasonCodes: { has: "wrong_customer" } } })).toBeGreaterThan(0);
  });

  it("holds the Thursday reply, the uncited policy claim and the clause cited for what it does not say", async () => {
    const replies = await getDb().prisma.heldItem.findMany({ where: { kind: "reply" } });
    const claims = (i: (typeof replies)[number]) => i.findings as unknown as Claim[];
    const text = (i: (typeof replies)[number]) => (i.payload as { text: string }).text;
    const thursday = replies.find((i) => text(i).includes("Thursday"));
    expect(claims(thursday!).some((c) => c.kind === "date" && c.verdict === "invented")).toBe(true);
    // "Within 60 days ... free return shipping", cited nowhere: the clause library says 30 days.
    const uncited = replies.find((i) => text(i).includes("within 60 days of delivery"));
    const policy = claims(uncited!).find((c) => c.kind === "policy")!;
    expect(policy.verdict).toBe("contradicted");
    expect(policy.conflict?.why).toMatch(/60 days?.*30 days?/);
    expect(policy.passage?.clauseId).toBe("RET-30");
    expect(uncited?.reasonCodes).toContain("contradicted");
    const unsupported = replies.find((i) => i.reasonCodes.includes("cited_unsupported"));
    expect(text(unsupported!)).toContain("[clause:RET-30]");
  });

  it("holds the refund claimed while its call was held, and the message claimed after message_seller failed", async () => {
    const replies = await getDb().prisma.heldItem.findMany({ where: { kind: "reply" } });
    type ActionClaim = import("@/lib/verify").Claim;
    const action = (i: (typeof replies)[number]) => (i.findings as unknown as ActionClaim[]).find((c) => c.kind === "action");
    const refund = replies.find((i) => /Your refund of \$[\d.]+ for order SU-\d+ has been issued\./.test((i.payload as { text: string }).text));
    expect(action(refund!)).toMatchObject({ verdict: "unperformed", action: { status: "held", tool: "issue_refund" } });
    expect(refund!.reasonCodes).toContain("unperformed");
    const seller = replies.find((i) => (i.payload as { text: string }).text.includes("can be engraved") || action(i)?.action?.tool === "message_seller");
    expect(action(seller!)).toMatchObject({ verdict: "failed_action", action: { status: "failed", tool: "message_seller" } });
    expect(seller!.reasonCodes).toContain("failed_action");
  });

  it("loading it again adds nothing", async () => {
    const again = await seedDemoData(getDb(), admin, { ...readSundryExample(), history: HISTORY });
    expect(again.history?.skipped).toBe(true);
    expect(again.played).toEqual({ live: 0, import: 0, skipped: first.played.live + first.played.import });
    expect(again.key).toBeNull();
    expect(again.summary).toEqual(first.summary);
  }, 120_000);

  it("spreads the history's runs, checks and holds over the days before today, and today's tickets today", async () => {
    const { prisma } = getDb();
    const days = await prisma.$queryRawUnsafe<{ d: string; n: number }[]>(`SELECT to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD') AS d, count(*)::int AS n FROM "Check" GROUP BY 1 ORDER BY 1`);
    const today = new Date().toISOString().slice(0, 10);
    expect(days.length).toBeGreaterThanOrEqual(5);
    expect(days.map((d) => d.d)).toContain(today);
    const oldest = Date.parse(days[0].d);
    expect(Date.now() - oldest).toBeGreaterThan(4 * DAY);
    expect(Date.now() - oldest).toBeLessThan(5 * DAY);
    // The run, its messages and its checks share one moment in the past.
    const run = await prisma.run.findFirstOrThrow({ where: { ticket: { externalId: "SUN-0101" } }, include: { messages: true, checks: true } });
    expect(Date.now() - run.startedAt.getTime()).toBeGreaterThan(DAY);
    for (const row of [...run.messages, ...run.checks]) expect(Math.abs(row.createdAt.getTime() - run.startedAt.getTime())).toBeLessThan(60_000);
    expect(first.history?.tickets).toBeGreaterThan(8);
  });

  it("has held items decided by the demo team some minutes to hours after they were held, each decision audited at its moment", async () => {
    const { prisma } = getDb();
    const decisions = await prisma.decision.findMany({ include: { heldItem: { select: { createdAt: true } } } });
    // A few days hold only a handful of items (the month's mix of edits, escalations and approvals is in lib/demo/history-plan.test.ts).
    expect(decisions.length).toBeGreaterThan(0);
    for (const d of decisions) expect(d.createdAt.getTime()).toBeGreaterThan(d.heldItem.createdAt.getTime() + 60_000);
    const audited = await prisma.auditEvent.findMany({ where: { action: { startsWith: "held_item." } } });
    expect(audited.length).toBe(decisions.length);
    expect(audited.every((a) => decisions.some((d) => Math.abs(d.createdAt.getTime() - a.at.getTime()) < 5_000))).toBe(true);
    const deciders = await prisma.user.findMany({ where: { id: { in: [...new Set(decisions.map((d) => d.actorId))] } } });
    expect(deciders.every((u) => u.role === "reviewer" || u.role === "manager")).toBe(true);
  });

  it("leaves today's tickets pending", async () => {
    const pendingToday = await getDb().prisma.heldItem.count({ where: { status: "pending", createdAt: { gte: new Date(Date.now() - 3_600_000) } } });
    expect(pendingToday).toBeGreaterThan(10);
  });

  // Runs last: it renames a clause. The console shows a held reply's clause even after the id it
  // cited was renamed, with the version the reply was judged against.
  it("a held reply citing RET-30 still shows that clause on the item page after RET-30 is renamed", async () => {
    const { prisma } = getDb();
    const held = await prisma.heldItem.findFirstOrThrow({ where: { kind: "reply", reasonCodes: { has: "cited_unsupported" } } });
    const clause = await prisma.clause.findUniqueOrThrow({ where: { key: "RET-30" } });
    await renameClause(prisma, admin, { clauseId: clause.id, newKey: "RET-30D" });
    const view = await loadHeldItem(prisma, admin, held.id);
    expect(view.clauses["ret-30"]).toMatchObject({ key: "RET-30D", version: "1", title: clause.title, text: clause.text });
  });
});
