import { beforeAll, describe, expect, it } from "vitest";
import { useSharedDatabase } from "@/lib/db";
import { loadQueuePage } from "@/lib/review/load-queue-page";
import { describeDatabases } from "../db/databases";
import { assignAction, bulkDecideAction, deleteViewAction, saveViewAction, selectMatchingAction, setSlaAction } from "@/lib/review/queue-actions";
import { decideAction } from "@/lib/review/review-actions";
import { countHeldItems, listHeldItems } from "@/lib/review/list-held-items";
import { parseQueueParams } from "@/lib/review/queue-params";
import { assignableUsers } from "@/lib/review/reassign-held-item";
import { reviewerWorkload } from "@/lib/review/reviewer-workload";
import { listSavedViews } from "@/lib/review/saved-views";
import { loadSlaTable } from "@/lib/review/sla-settings";
import { importTranscript } from "@/lib/agent-api/import-transcript";
import type { Actor } from "@/lib/auth/actor";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { call, createSundryAgent, routeHandlersUse } from "./api-harness";
import { createActors, sundryRun } from "./review-fixtures";
import { GET as heldItemRoute } from "@/app/api/v1/held-items/[id]/route";

// The queue's triage, bulk work and search, through the declared actions with a made-up actor per
// role, on every database (the full-text index is PostgreSQL's own tsvector + GIN, on PGlite too).
describeDatabases("queue triage", (getDb) => {
  let actors: Record<Role | "second", Actor>;
  let agentId = "";
  let key = "";
  routeHandlersUse(getDb);
  const tag = `q${Date.now().toString(36)}`;
  /** `n` held unknown_id refunds whose ticket subject carries `word`. */
  const heldBatch = async (word: string, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const { customerId, messages } = sundryRun("transposed-id");
      const ticket = `T-${word}-${i}`;
      const r = await importTranscript(getDb().prisma, agentId, { idempotency_key: ticket, ticket: { id: ticket, subject: `${word} batch` }, customer: { id: customerId, name: "Ana" }, messages } as never);
      ids.push(...(r as { held_item_ids: string[] }).held_item_ids);
    }
    return ids;
  };
  const view = (raw: Record<string, string>) => parseQueueParams(raw);

  beforeAll(async () => {
    actors = await createActors(getDb().prisma, "triage");
    const sundry = await createSundryAgent(getDb().prisma);
    agentId = sundry.agent.id;
    key = sundry.key;
  });

  describe("search", () => {
    let zelda = "";
    beforeAll(async () => {
      // A customer of her own with a name and email, and a conversation about a samovar.
      const { messages } = sundryRun("transposed-id", (m) => {
        (m[1] as { content: string }).content = "My samovar from order SU-88421 arrived dented. I'd like my money back.";
      });
      const r = await importTranscript(getDb().prisma, agentId, {
        idempotency_key: `zq-${tag}`,
        ticket: { id: `T-zq-${tag}`, subject: "Dented delivery" },
        customer: { id: `cust_zq_${tag}`, name: "Zelda Quinlan", email: `zelda.${tag}@example.test` },
        messages,
      } as never);
      zelda = (r as { held_item_ids: string[] }).held_item_ids[0];
    });
    const ids = async (q: string, status = "pending") => (await listHeldItems(getDb().prisma, actors.reviewer, view({ q, status }))).map((r) => r.id);

    it("finds an item by the customer's name, email, the ticket subject and a word of the conversation", async () => {
      expect(await ids("Zelda Quinlan")).toEqual([zelda]);
      expect(await ids("quinlan")).toEqual([zelda]);
      expect(await ids(`zelda.${tag}@example.test`)).toEqual([zelda]);
      expect(await ids("dented delivery")).toEqual([zelda]);
      expect(await ids("samovar")).toEqual([zelda]);
      expect(await ids("samovars")).toEqual([zelda]); // English stemming
      expect(await ids("samovar -dented")).toEqual([]);
      expect(await countHeldItems(getDb().prisma, actors.reviewer, view({ q: "samovar" }))).toEqual({ total: 1, capped: false });
    });
    it("the queue page searches once for its rows and its count, and shows what they show", async () => {
      // Counts the raw statements (the full-text search is the page's only one) the page runs.
      const db = getDb();
      let raw = 0;
      const prisma = new Proxy(db.prisma, {
        get(target, key) {
          const value = Reflect.get(target, key);
          if (key === "$queryRaw") return (...args: unknown[]) => (raw++, (value as (...a: unknown[]) => unknown).apply(target, args));
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      useSharedDatabase({ ...db, prisma });
      try {
        const page = await loadQueuePage(actors.reviewer, view({ q: "samovar" }));
        expect(page.rows.map((r) => r.id)).toEqual([zelda]);
        expect({ total: page.total, capped: page.totalCapped }).toEqual({ total: 1, capped: false });
        // The search, once: the planner's estimate of its matches, then the one statement it picks.
        expect(raw).toBe(2);
      } finally {
        useSharedDatabase(db);
      }
    });
    it("still finds a whole ticket id, matches tool results, and respects the status and other filters", async () => {
      expect(await ids(`t-zq-${tag}`)).toEqual([zelda]);
      // "Ceramic" is only in get_order's result (the tool result), "Quinlan" only in the customer's name.
      expect(await ids("ceramic quinlan")).toEqual([zelda]);
      expect(await ids("samovar", "escalated")).toEqual([]);
      expect(await ids("samovar", "any")).toEqual([zelda]);
      expect((await listHeldItems(getDb().prisma, actors.reviewer, view({ q: "samovar", kind: "reply" }))).length).toBe(0);
    });
    it("hostile search text is only words: no SQL, no error", async () => {
      for (const q of ["'; DROP TABLE \"HeldItem\"; --", "a & | ! ( :*", "\"unterminated", "-", "::"]) expect(Array.isArray(await ids(q))).toBe(true);
      expect(await getDb().prisma.heldItem.count()).toBeGreaterThan(0);
    });
  });

  describe("the queue row", () => {
    it("carries a one-line summary, the amount at risk, the SLA and the customer's name", async () => {
      const [id] = await heldBatch(`row${tag}`, 1);
      await getDb().prisma.heldItem.update({ where: { id }, data: { createdAt: new Date(Date.now() - 2 * 3_600_000) } });
      const [row] = await listHeldItems(getDb().prisma, actors.reviewer, view({ q: `t-row${tag}-0` }));
      expect(row).toMatchObject({ id, summary: "SU-88412 vs SU-88421", amountAtRiskCents: 6400, sla: { minutes: 60, state: "breached" }, customerName: "Ana" });
    });
    it('"any" status lists decided items too', async () => {
      const [id] = await heldBatch(`any${tag}`, 1);
      expect(await decideAction(actors.reviewer, { id, action: "escalate", note: "unsure" }, getDb().prisma)).toMatchObject({ ok: true });
      expect((await listHeldItems(getDb().prisma, actors.reviewer, view({ q: `t-any${tag}-0` }))).length).toBe(0);
      expect((await listHeldItems(getDb().prisma, actors.reviewer, view({ q: `t-any${tag}-0`, status: "any" }))).map((r) => r.id)).toEqual([id]);
    });
  });

  describe("the rejected filter", () => {
    it('"rejected" lists what was sent back and nothing else; a hand-written link to it parses', async () => {
      const ids = await heldBatch(`snt${tag}`, 3);
      await decideAction(actors.reviewer, { id: ids[0], action: "reject", note: "Wrong order: refund SU-88421." }, getDb().prisma);
      await decideAction(actors.reviewer, { id: ids[1], action: "approve", note: "Checked with the customer." }, getDb().prisma);
      const listed = async (status: string) => (await listHeldItems(getDb().prisma, actors.manager, view({ q: `snt${tag}`, status }))).map((r) => [r.id, r.status]);
      expect(await listed("rejected")).toEqual([[ids[0], "rejected"]]);
      expect(await countHeldItems(getDb().prisma, actors.manager, view({ q: `snt${tag}`, status: "rejected" }))).toEqual({ total: 1, capped: false });
      expect(await listed("pending")).toEqual([[ids[2], "pending"]]);
      expect(parseQueueParams(new URLSearchParams("status=rejected")).status).toBe("rejected");
    });
  });

  describe("SLA settings", () => {
    it("only managers and admins set SLAs; the queue reads them; a default value removes the override; audited", async () => {
      const { prisma } = getDb();
      for (const role of ["reviewer", "policy_owner"] as const) expect(await setSlaAction(actors[role], { minutes: { unknown_id: "10" } }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      for (const role of ["manager", "admin"] as const) {
        expect(await setSlaAction(actors[role], { minutes: { unknown_id: "10", wrong_customer: "30" } }, prisma)).toMatchObject({ ok: true });
      }
      expect((await loadSlaTable(prisma)).unknown_id).toBe(10);
      expect(await setSlaAction(actors.manager, { minutes: { unknown_id: "0" } }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await setSlaAction(actors.manager, { minutes: { nonsense_code: "10" } }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await setSlaAction(actors.manager, { minutes: { unknown_id: "60" } }, prisma)).toMatchObject({ ok: true, data: { changed: [{ reason: "unknown_id", from: 10, to: 60 }] } });
      expect(await prisma.reasonSla.count()).toBe(0);
      expect(await prisma.auditEvent.count({ where: { action: "queue.sla_update" } })).toBe(2);
    });
  });

  describe("bulk decisions", () => {
    it("per role: reviewers, managers and admins bulk-approve; a policy owner is refused and nothing changes", async () => {
      const { prisma } = getDb();
      const ids = await heldBatch(`role${tag}`, 4);
      expect(await bulkDecideAction(actors.policy_owner, { action: "approve", note: "fine", items: ids.map((id) => ({ id, seenStatus: "pending" })) }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await prisma.heldItem.count({ where: { id: { in: ids }, status: "pending" } })).toBe(4);
      for (const [i, role] of (["reviewer", "manager", "admin"] as const).entries()) {
        expect(await bulkDecideAction(actors[role], { action: "approve", note: "checked by hand", items: [{ id: ids[i], seenStatus: "pending" }] }, prisma)).toMatchObject({ ok: true, data: { decided: 1, failed: 0 } });
      }
      expect(await bulkDecideAction(actors.reviewer, { action: "approve", note: " ", items: [{ id: ids[3] }] }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await bulkDecideAction(actors.reviewer, { action: "approve", note: "x", items: [] }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    });

    it("20 filtered items with one decided by another reviewer meanwhile: 19 approved, that one reported and left as it was", async () => {
      const { prisma } = getDb();
      const word = `bulk${tag}`;
      await heldBatch(word, 20);
      const sel = await selectMatchingAction(actors.reviewer, { q: word }, prisma);
      if (!sel.ok) throw new Error(sel.error.message);
      expect(sel.data.total).toBe(20);
      const items = sel.data.items.map((i) => ({ id: i.id, seenStatus: i.status }));
      // Someone else escalates one after the selection was made.
      expect(await decideAction(actors.second, { id: items[7].id, action: "escalate", note: "needs a manager" }, prisma)).toMatchObject({ ok: true });
      const r = await bulkDecideAction(actors.reviewer, { action: "approve", note: "all checked against the order", items }, prisma);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.data).toMatchObject({ decided: 19, failed: 1 });
      const failed = r.data.results.filter((x) => !x.ok);
      expect(failed).toEqual([expect.objectContaining({ id: items[7].id, code: "conflict", ticket: expect.stringContaining(word) })]);
      expect(await prisma.heldItem.findUniqueOrThrow({ where: { id: items[7].id } })).toMatchObject({ status: "escalated" });
      expect(await prisma.decision.count({ where: { heldItemId: items[7].id } })).toBe(1);
      expect(await prisma.auditEvent.count({ where: { action: "held_item.approve", actorId: actors.reviewer.id, targetId: { in: items.map((i) => i.id) } } })).toBe(19);
      expect(await prisma.auditEvent.count({ where: { action: "held_item.bulk_decide", actorId: actors.reviewer.id } })).toBeGreaterThan(0);
    });

    // Someone else escalated it meanwhile: the decision table refuses it as changed (conflict), not as a
    // permission the reviewer lacks.
    it("a reviewer's bulk escalate of an already escalated item is refused for that item only", async () => {
      const { prisma } = getDb();
      const ids = await heldBatch(`esc${tag}`, 2);
      await decideAction(actors.second, { id: ids[0], action: "escalate", note: "n" }, prisma);
      const r = await bulkDecideAction(actors.reviewer, { action: "escalate", note: "unsure", items: ids.map((id) => ({ id })) }, prisma);
      expect(r).toMatchObject({ ok: true, data: { decided: 1, failed: 1, results: [{ id: ids[0], ok: false, code: "conflict" }, { id: ids[1], ok: true, status: "escalated" }] } });
    });
  });

  describe("bulk reject and send back", () => {
    const reason = "The refund names SU-88412; the customer's order is SU-88421. Refund that one.";

    it("per role: reviewers, managers and admins reject with one note, each agent hears that note; a policy owner is refused and nothing changes", async () => {
      const { prisma } = getDb();
      const ids = await heldBatch(`rej${tag}`, 4);
      expect(await bulkDecideAction(actors.policy_owner, { action: "reject", note: reason, items: ids.map((id) => ({ id, seenStatus: "pending" })) }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await prisma.heldItem.count({ where: { id: { in: ids }, status: "pending" } })).toBe(4);
      expect(await prisma.decision.count({ where: { heldItemId: { in: ids } } })).toBe(0);
      for (const [i, role] of (["reviewer", "manager", "admin"] as const).entries()) {
        const r = await bulkDecideAction(actors[role], { action: "reject", note: reason, items: [{ id: ids[i], seenStatus: "pending" }] }, prisma);
        expect(r).toMatchObject({ ok: true, data: { decided: 1, failed: 0, results: [{ id: ids[i], ok: true, status: "rejected" }] }, message: "1 rejected and sent back." });
        expect(await prisma.decision.findMany({ where: { heldItemId: ids[i] } })).toMatchObject([{ action: "reject", note: reason, actorId: actors[role].id }]);
        expect(await prisma.auditEvent.count({ where: { action: "held_item.reject", targetId: ids[i], actorId: actors[role].id } })).toBe(1);
      }
      // What the agent's long-poll returns: the batch's note as what was wrong, the table's default for the tool as what to do.
      const state = await call(heldItemRoute, { key, params: { id: ids[0] }, path: `/api/v1/held-items/${ids[0]}` });
      expect(state.json).toMatchObject({ status: "rejected", decided: false, rejection: { code: "rejected_by_reviewer", what_was_wrong: reason, what_to_do_instead: expect.stringContaining("Do not call issue_refund again") } });
      expect(await prisma.heldItem.findUniqueOrThrow({ where: { id: ids[0] } })).toMatchObject({ approvedHash: null, approvedPayload: null });
      expect(await bulkDecideAction(actors.reviewer, { action: "reject", note: "  ", items: [{ id: ids[3] }] }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await prisma.heldItem.findUniqueOrThrow({ where: { id: ids[3] } })).toMatchObject({ status: "pending" });
    });

    it("an escalated item in the batch: a reviewer is refused for it and rejects the rest; a manager rejects it", async () => {
      const { prisma } = getDb();
      const ids = await heldBatch(`rjx${tag}`, 3);
      expect(await decideAction(actors.second, { id: ids[1], action: "escalate", note: "needs a manager" }, prisma)).toMatchObject({ ok: true });
      const r = await bulkDecideAction(actors.reviewer, { action: "reject", note: reason, items: [{ id: ids[0], seenStatus: "pending" }, { id: ids[1], seenStatus: "escalated" }, { id: ids[2], seenStatus: "pending" }] }, prisma);
      expect(r).toMatchObject({
        ok: true,
        message: "2 rejected and sent back, 1 not (see below).",
        data: { decided: 2, failed: 1, results: [{ id: ids[0], ok: true }, { id: ids[1], ok: false, code: "forbidden", message: "Only managers decide escalated items." }, { id: ids[2], ok: true }] },
      });
      expect(await prisma.heldItem.findUniqueOrThrow({ where: { id: ids[1] } })).toMatchObject({ status: "escalated" });
      expect(await bulkDecideAction(actors.manager, { action: "reject", note: reason, items: [{ id: ids[1], seenStatus: "escalated" }] }, prisma)).toMatchObject({ ok: true, data: { decided: 1, results: [{ status: "rejected" }] } });
    });

    it("one rejected by someone else after the selection is reported as a conflict and keeps that person's decision", async () => {
      const { prisma } = getDb();
      const ids = await heldBatch(`rjc${tag}`, 3);
      expect(await decideAction(actors.second, { id: ids[2], action: "approve", note: "checked with the customer" }, prisma)).toMatchObject({ ok: true });
      const r = await bulkDecideAction(actors.reviewer, { action: "reject", note: reason, items: ids.map((id) => ({ id, seenStatus: "pending" })) }, prisma);
      expect(r).toMatchObject({ ok: true, data: { decided: 2, failed: 1, results: [{ ok: true }, { ok: true }, { id: ids[2], ok: false, code: "conflict", ticket: `T-rjc${tag}-2` }] } });
      expect(await prisma.heldItem.findUniqueOrThrow({ where: { id: ids[2] } })).toMatchObject({ status: "approved" });
      expect(await prisma.decision.findMany({ where: { heldItemId: ids[2] } })).toMatchObject([{ action: "approve", actorId: actors.second.id }]);
    });
  });

  describe("select all matching", () => {
    it("respects the filter and is open to everyone who can see the queue", async () => {
      const { prisma } = getDb();
      const word = `sel${tag}`;
      await heldBatch(word, 3);
      await heldBatch(`other${tag}`, 2);
      for (const role of ROLES) {
        const r = await selectMatchingAction(actors[role], { q: word }, prisma);
        expect(r).toMatchObject({ ok: true, data: { total: 3 } });
      }
      expect(await selectMatchingAction(null, { q: word }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    });
  });

  describe("assignment", () => {
    it("only managers and admins assign; to a person, round-robin among reviewers least loaded first; audited per item", async () => {
      const { prisma } = getDb();
      const ids = await heldBatch(`asg${tag}`, 4);
      const items = ids.map((id) => ({ id }));
      for (const role of ["reviewer", "policy_owner"] as const) expect(await assignAction(actors[role], { items, target: { to: "round_robin" } }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await assignAction(actors.manager, { items: [items[0]], target: { to: "user", userId: actors.second.id } }, prisma)).toMatchObject({ ok: true, data: { assigned: 1 } });
      const rr = await assignAction(actors.admin, { items: items.slice(1), target: { to: "round_robin" } }, prisma);
      if (!rr.ok) throw new Error(rr.error.message);
      const reviewers = (await assignableUsers(prisma, "pending", { roundRobin: true })).map((u) => u.id);
      const got = await prisma.heldItem.findMany({ where: { id: { in: ids.slice(1) } }, select: { assigneeId: true } });
      expect(got.every((g) => g.assigneeId && reviewers.includes(g.assigneeId))).toBe(true);
      // second already had one: the three go elsewhere first, never all to one person.
      expect(new Set(got.map((g) => g.assigneeId)).size).toBeGreaterThan(1);
      expect(await prisma.auditEvent.count({ where: { action: "held_item.reassign", targetId: { in: ids } } })).toBe(4);
      expect(await assignAction(actors.manager, { items: [items[0]], target: { to: "user", userId: actors.policy_owner.id } }, prisma)).toMatchObject({ ok: true, data: { assigned: 0, failed: 1, results: [{ code: "unprocessable" }] } });
    });

    it("reassign lists only people who can take the item", async () => {
      const { prisma } = getDb();
      const pending = (await assignableUsers(prisma, "pending")).map((u) => u.role);
      const escalated = (await assignableUsers(prisma, "escalated")).map((u) => u.role);
      expect(new Set(pending)).toEqual(new Set(["reviewer", "manager", "admin"]));
      expect(new Set(escalated)).toEqual(new Set(["manager", "admin"]));
      expect(await assignableUsers(prisma, "approved")).toEqual([]);
    });

    it("the workload view counts assigned, reviewing and decided today per person", async () => {
      const rows = await reviewerWorkload(getDb().prisma);
      const second = rows.find((r) => r.id === actors.second.id)!;
      expect(second.assignedPending).toBeGreaterThanOrEqual(1);
      const reviewer = rows.find((r) => r.id === actors.reviewer.id)!;
      expect(reviewer.decidedToday).toBeGreaterThanOrEqual(19);
      expect(rows.map((r) => r.role)).not.toContain("policy_owner");
    });
  });

  describe("saved views", () => {
    it("each person saves, lists and deletes their own views; anyone who sees the queue may", async () => {
      const { prisma } = getDb();
      for (const role of ROLES) expect(await saveViewAction(actors[role], { name: "Refunds", query: "?tool=issue_refund&page=3&bogus=1" }, prisma)).toMatchObject({ ok: true, data: { query: "?tool=issue_refund" } });
      const mine = await listSavedViews(prisma, actors.reviewer.id);
      expect(mine.map((v) => v.name)).toEqual(["Refunds"]);
      expect(await saveViewAction(actors.reviewer, { name: "Refunds", query: "?tool=issue_refund&status=any" }, prisma)).toMatchObject({ ok: true });
      expect((await listSavedViews(prisma, actors.reviewer.id)).map((v) => v.query)).toEqual(["?status=any&tool=issue_refund"]);
      const others = await listSavedViews(prisma, actors.manager.id);
      expect(await deleteViewAction(actors.reviewer, { id: others[0].id }, prisma)).toMatchObject({ ok: false, error: { code: "not_found" } });
      expect(await deleteViewAction(actors.reviewer, { id: mine[0].id }, prisma)).toMatchObject({ ok: true });
      expect(await saveViewAction(actors.reviewer, { name: "", query: "" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await saveViewAction(null, { name: "x", query: "" }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    });
  });
});
