import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction } from "@/lib/clauses/clause-actions";
import { decideHeldItem } from "@/lib/review/decide-held-item";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { loadDashboard } from "@/lib/dashboard/load-dashboard";
import { evidenceHealth } from "@/lib/dashboard/evidence-health";
import { exportHeldItems } from "@/lib/dashboard/export-held-items";
import { dashboardExportRoute } from "@/lib/dashboard/export-route";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createSundryAgent, routeHandlersUse } from "./api-harness";
import { parseCsv } from "./parse-csv";
import { checkCall, checkReply, createActors, UNSUPPORTED_REPLY, type Sundry } from "./dashboard-fixtures";

describeDatabases("managers' dashboard", (getDb) => {
  let actors: Record<Role, Actor>;
  let sundry: Sundry;
  const range = () => parseDashboardRange({ range: "7d" });
  routeHandlersUse(getDb);

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "db");
    sundry = await createSundryAgent(prisma);
    await createClauseAction(actors.policy_owner, { key: "RET-30", title: "Returns window", text: "Most items can be returned within 30 days of delivery for a full refund of the item price.", regions: "US" }, prisma);
    // 2 invented tools (cancel_order twice, update_address once), 1 allowed read, 1 grounded
    // reply, 2 held replies (one unsupported citation, one invented date).
    await checkCall(prisma, sundry.agent, "cancel_order", { order_id: "SU-88421" });
    await checkCall(prisma, sundry.agent, "cancel_order", { order_id: "SU-88421" });
    await checkCall(prisma, sundry.agent, "update_address", { order_id: "SU-88421" });
    await checkCall(prisma, sundry.agent, "get_order", { order_id: "SU-88421" });
    await checkReply(prisma, sundry.agent, "I can refund the $64.00 you paid for order SU-88421.");
    const a = await checkReply(prisma, sundry.agent, UNSUPPORTED_REPLY);
    const b = await checkReply(prisma, sundry.agent, "Your replacement teapot arrives Thursday.");
    await decideHeldItem(prisma, actors.reviewer, a.held_item_id!, { action: "escalate", note: "the clause says nothing about shipping" });
    await decideHeldItem(prisma, actors.reviewer, b.held_item_id!, { action: "approve", note: "checked: fine as it is" });
  });

  it("counts checks, holds, rates by day, tool and reason, in the database", async () => {
    const { prisma } = getDb();
    const checks = await prisma.check.count();
    const held = await prisma.heldItem.count();
    const d = await loadDashboard(prisma, range());
    expect(d.holds.total).toMatchObject({ checked: checks, held });
    expect(d.holds.byDay).toHaveLength(7);
    expect(d.holds.byDay.at(-1)).toMatchObject({ checked: checks, held, rate: held / checks });
    expect(d.holds.byDay[0]).toMatchObject({ checked: 0, held: 0, rate: null });
    const reply = d.holds.byTool.find((t) => t.key === "(reply)");
    expect(reply).toMatchObject({ checked: 3, held: 2 });
    const heldReasons = await prisma.heldItem.findMany({ select: { reasonCodes: true } });
    const unknown = heldReasons.filter((h) => h.reasonCodes.includes("unknown_tool")).length;
    expect(d.holds.byReason.find((r) => r.key === "unknown_tool")?.held ?? 0).toBe(unknown);
    expect(d.invented).toEqual([
      expect.objectContaining({ tool: "cancel_order", calls: 2, runs: 2 }),
      expect.objectContaining({ tool: "update_address", calls: 1, runs: 1 }),
    ]);
  });

  it("times hold to decision and counts outcomes", async () => {
    const { prisma } = getDb();
    const d = await loadDashboard(prisma, range());
    expect(d.decisions.decided).toBe(2);
    expect(d.decisions.p50Seconds).toBeGreaterThanOrEqual(0);
    expect(d.decisions.p90Seconds).toBeGreaterThanOrEqual(d.decisions.p50Seconds!);
    expect(d.decisions.outcomes).toMatchObject({ approved: 1, escalated: 1 });
    const pending = await prisma.heldItem.count({ where: { status: "pending" } });
    expect(d.decisions.outcomes.pending).toBe(pending);
  });

  it("a range with nothing in it is empty, not made up", async () => {
    const d = await loadDashboard(getDb().prisma, parseDashboardRange({ from: "2020-01-01", to: "2020-01-03" }));
    expect(d.holds.total).toMatchObject({ checked: 0, held: 0, rate: null });
    expect(d.decisions).toMatchObject({ decided: 0, p50Seconds: null, p90Seconds: null });
    expect(d.invented).toEqual([]);
    expect(d.health.days.every((x) => x.verifications === 0 && x.truncationRate === null)).toBe(true);
  });

  it("evidence health raises the truncation alarm once enough verifications are cut", async () => {
    const { prisma } = getDb();
    const before = await evidenceHealth(prisma, range());
    expect(before.summary.verifications).toBe(3);
    expect(before.alarms).toEqual([]);
    // 20 truncated reply checks with only unverifiable claims: a verifier failing open.
    const run = await prisma.run.findFirstOrThrow();
    await prisma.check.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        runId: run.id, kind: "reply" as const, position: i, decision: "pass", code: "unverifiable", payload: { text: "x" }, findings: [], message: "",
        truncated: true, telemetry: { bytesBefore: 900, bytesAfter: 100, truncated: true, bytesByTool: { get_order: 900 }, counts: { grounded: 0, unverifiable: 2, cited_unsupported: 0, invented: 0 }, held: 0 },
      })),
    });
    const after = await evidenceHealth(prisma, range());
    expect(after.summary.verifications).toBe(23);
    expect(after.days.at(-1)).toMatchObject({ verifications: 23, truncated: 20 });
    expect(after.alarms.map((a) => a.metric)).toEqual(expect.arrayContaining(["truncationRate", "unverifiableToInvented"]));
    expect(after.topTools[0]).toEqual({ tool: "get_order", bytes: 18000 });
  });

  it("exports held items with decisions and findings as CSV and JSONL that parse", async () => {
    const { prisma } = getDb();
    const held = await prisma.heldItem.count();
    const jsonl = await exportHeldItems(prisma, range(), "jsonl");
    const rows = jsonl.trim().split("\n").map((l) => JSON.parse(l));
    expect(rows).toHaveLength(held);
    const escalated = rows.find((r) => r.status === "escalated");
    expect(escalated).toMatchObject({ kind: "reply", decisions: [{ action: "escalate", note: "the clause says nothing about shipping", actor: actors.reviewer.email }] });
    expect(Array.isArray(escalated.findings)).toBe(true);
    const csv = parseCsv(await exportHeldItems(prisma, range(), "csv"));
    expect(csv[0]).toEqual(["id", "created_at", "ticket", "customer_id", "customer", "kind", "tool", "status", "reason_codes", "payload", "findings", "decisions", "decided_at"]);
    expect(csv).toHaveLength(held + 1);
    const col = (name: string) => csv[0].indexOf(name);
    const row = csv.find((r) => r[col("status")] === "escalated")!;
    // Readable cells, no JSON: the ticket and customer, the reply's text, who decided what.
    expect(row[col("ticket")]).toBe(escalated.ticket);
    expect(row[col("ticket")]).toMatch(/\S/);
    expect(row[col("customer_id")]).toBe(escalated.customer_id);
    expect(row[col("payload")]).toBe(UNSUPPORTED_REPLY);
    expect(row[col("decisions")]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d escalate by ${actors.reviewer.email.replace(/\./g, "\\.")}: the clause says nothing about shipping$`));
    for (const r of csv.slice(1)) for (const c of ["payload", "findings", "decisions"]) expect(r[col(c)]).not.toMatch(/^[[{]/);
  });

  it("a reviewer and a policy owner are refused the dashboard's export; a manager gets a file", async () => {
    for (const role of ["reviewer", "policy_owner"] as const) {
      const res = await dashboardExportRoute(async () => actors[role])(new Request("http://x/api/exports/held-items?format=csv"));
      expect(res.status).toBe(403);
    }
    const ok = await dashboardExportRoute(async () => actors.manager)(new Request("http://x/api/exports/held-items?format=jsonl&range=7d"));
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-disposition")).toMatch(/attachment; filename="held-items-.*\.jsonl"/);
    expect((await ok.text()).trim().split("\n").length).toBe(await getDb().prisma.heldItem.count());
  });
});
