import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { countHeldItems, listHeldItems, queueFilterOptions } from "@/lib/review/list-held-items";
import { QUEUE_COUNT_CAP, totalLabel } from "@/lib/review/queue-total";
import { MAX_PAGE_SIZE, parseQueueParams, queueSearch } from "@/lib/review/queue-params";
import { adjacentHeldItems } from "@/lib/review/adjacent-held-items";
import { loadHeldItem } from "@/lib/review/load-held-item";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createActors, importHeld, lastCallArgs, sundryAgent } from "./review-fixtures";

// The queue's reads: filters, sorting, the page-size cap, the separate count, and the item view.
describeDatabases("review queue", (getDb) => {
  let actors: Record<Role | "second", Actor>;
  const made: { ticket: string; runId: string; id: string; reason: string }[] = [];

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "queue");
    const agent = await sundryAgent(prisma);
    for (const [run, edit] of [
      ["transposed-id", undefined],
      ["wrong-customer", undefined],
      ["transposed-id", lastCallArgs({ order_id: "SU-88421", amount_cents: 7100 })],
      ["transposed-id", undefined],
    ] as const) {
      const r = await importHeld(prisma, agent.id, run, edit);
      const item = await prisma.heldItem.findUniqueOrThrow({ where: { id: r.held[0] } });
      made.push({ ticket: r.ticket, runId: r.runId, id: item.id, reason: item.reasonCodes[0] });
    }
    const base = Date.parse("2024-01-01T00:00:00Z");
    for (const [i, m] of made.entries()) await prisma.heldItem.update({ where: { id: m.id }, data: { createdAt: new Date(base + i * 3_600_000) } });
  });

  it("reads the URL state leniently and caps the page size", () => {
    const p = parseQueueParams(new URLSearchParams("size=100000&page=-3&sort=password&status=bogus&reason=unknown_id&kind=nope"));
    expect(p).toMatchObject({ size: MAX_PAGE_SIZE, page: 1, sort: "createdAt", status: "pending", reason: "unknown_id", kind: undefined });
    expect(queueSearch({ ...p, page: 2 })).toBe("?page=2&size=100&reason=unknown_id");
    expect(parseQueueParams({ q: "  ", customer: "" })).toMatchObject({ q: undefined, customer: undefined });
  });

  it("filters by reason, tool, kind, customer, age and search, oldest first, and counts separately", async () => {
    const { prisma } = getDb();
    const view = (raw: Record<string, string>) => parseQueueParams(raw);
    const ids = async (raw: Record<string, string>) => (await listHeldItems(prisma, actors.reviewer, view(raw))).map((r) => r.id);
    const unknown = made.filter((m) => m.reason === "unknown_id").map((m) => m.id);
    expect(await ids({ reason: "unknown_id", age: "24h" })).toEqual(unknown);
    expect(await countHeldItems(prisma, actors.reviewer, view({ reason: "unknown_id", age: "24h" }))).toEqual({ total: unknown.length, capped: false });
    expect(await ids({ reason: "unknown_id", age: "24h", dir: "desc" })).toEqual([...unknown].reverse());
    expect(await ids({ q: made[1].ticket.toUpperCase() })).toEqual([made[1].id]);
    expect(await ids({ q: made[2].runId })).toEqual([made[2].id]);
    expect(await ids({ q: "no-such-ticket" })).toEqual([]);
    expect(await ids({ customer: "cust_1042", tool: "issue_refund", kind: "write", age: "24h" })).toEqual(expect.arrayContaining(made.map((m) => m.id)));
    expect(await ids({ customer: "cust_nobody" })).toEqual([]);
    expect(await countHeldItems(prisma, actors.reviewer, view({ customer: "cust_nobody" }))).toEqual({ total: 0, capped: false });
    expect(await ids({ kind: "reply", q: made[0].ticket })).toEqual([]);
    const page = await listHeldItems(prisma, actors.reviewer, view({ q: made[0].ticket }));
    expect(page[0]).toMatchObject({ ticket: made[0].ticket, customer: "cust_1042", toolName: "issue_refund", status: "pending", lease: null, assignee: null });
  });

  it("counts up to the cap: past it the view says how many it counted and that more match", async () => {
    const { prisma } = getDb();
    const view = parseQueueParams({ reason: "unknown_id", age: "24h" });
    const n = made.filter((m) => m.reason === "unknown_id").length;
    expect(n).toBeGreaterThan(1);
    expect(await countHeldItems(prisma, actors.reviewer, view, new Date(), n)).toEqual({ total: n, capped: false });
    expect(await countHeldItems(prisma, actors.reviewer, view, new Date(), n - 1)).toEqual({ total: n - 1, capped: true });
    expect(totalLabel({ total: 10_000, capped: true })).toBe("10,000+");
    expect(totalLabel({ total: 9_999, capped: false })).toBe("9,999");
    expect(QUEUE_COUNT_CAP).toBe(10_000);
  });

  it("pages: page 2 of size 1 is the second oldest; assignee filters", async () => {
    const { prisma } = getDb();
    const unknown = made.filter((m) => m.reason === "unknown_id").map((m) => m.id);
    const second = await listHeldItems(prisma, actors.reviewer, parseQueueParams({ reason: "unknown_id", age: "24h", size: "1", page: "2" }));
    expect(second.map((r) => r.id)).toEqual([unknown[1]]);
    await prisma.heldItem.update({ where: { id: made[3].id }, data: { assigneeId: actors.second.id, leaseHolderId: actors.reviewer.id, leaseExpiresAt: new Date(Date.now() + 60_000) } });
    const mine = await listHeldItems(prisma, actors.second, parseQueueParams({ assignee: "me" }));
    expect(mine.map((r) => r.id)).toEqual([made[3].id]);
    expect(mine[0]).toMatchObject({ assignee: { name: actors.second.name }, lease: { name: actors.reviewer.name } });
    expect((await listHeldItems(prisma, actors.second, parseQueueParams({ assignee: "none", q: made[3].ticket }))).length).toBe(0);
  });

  it("j/k neighbours follow the view's order", async () => {
    const { prisma } = getDb();
    const unknown = made.filter((m) => m.reason === "unknown_id").map((m) => m.id);
    const filters = parseQueueParams({ reason: "unknown_id", age: "24h" });
    expect(await adjacentHeldItems(prisma, actors.reviewer, filters, unknown[0])).toEqual({ previous: null, next: unknown[1] });
    expect(await adjacentHeldItems(prisma, actors.reviewer, filters, unknown[1])).toEqual({ previous: unknown[0], next: unknown[2] ?? null });
  });

  it("the item view carries the evidence texts the spans index into, and the tool's schema", async () => {
    const { prisma } = getDb();
    const view = await loadHeldItem(prisma, actors.reviewer, made[0].id);
    const finding = (view.findings as { path: string; nearMisses?: { evidence: { messageIndex: number; span: [number, number] }[] }[] }[]).find((f) => f.path === "order_id")!;
    for (const e of finding.nearMisses![0].evidence) {
      const m = view.conversation.find((c) => c.index === e.messageIndex)!;
      expect(m.text.slice(...e.span)).toBe("SU-88421");
    }
    expect(view.tool?.parameters.properties).toHaveProperty("amount_cents");
    expect(view).toMatchObject({ canDecide: true, canReassign: false, ticket: { externalId: made[0].ticket }, customer: { externalId: "cust_1042" } });
    expect((await loadHeldItem(prisma, actors.manager, made[0].id)).canReassign).toBe(true);
  });

  it("filter menus come from constants and the agents' tools, not a scan", async () => {
    const o = await queueFilterOptions(getDb().prisma);
    expect(o.tools).toContain("issue_refund");
    const codes = o.reasons.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(["unknown_id", "wrong_customer", "invented", "unverifiable"]));
    expect(codes).not.toContain("ok");
    expect(o.reasons.find((r) => r.code === "wrong_customer")?.label).toBe("Another customer's record");
    expect(o.people.map((p) => p.name)).not.toContain(actors.policy_owner.name);
  });
});
