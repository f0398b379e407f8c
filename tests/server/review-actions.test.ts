import { beforeAll, describe, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { claimLeaseAction, claimNextAction, decideAction, reassignAction, recheckAction, releaseLeaseAction } from "@/lib/review/review-actions";
import { loadHeldItem } from "@/lib/review/load-held-item";
import { listHeldItems } from "@/lib/review/list-held-items";
import { parseQueueParams } from "@/lib/review/queue-params";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createActors, importHeld, lastCallArgs, sundryAgent } from "./review-fixtures";
import { routeHandlersUse } from "./api-harness";
import { POST as releaseLeaseRoute } from "@/app/(console)/queue/[id]/lease/route";

// Every review action, called as the "use server" wrappers call it, with a made-up actor per role.
describeDatabases("review actions", (getDb) => {
  let actors: Record<Role | "second", Actor>;
  let agentId = "";
  /** A fresh held unknown_id write (issue_refund SU-88412 after seeing SU-88421). */
  const heldWrite = async () => (await importHeld(getDb().prisma, agentId, "transposed-id")).held[0];

  routeHandlersUse(getDb);
  beforeAll(async () => {
    actors = await createActors(getDb().prisma, "act");
    agentId = (await sundryAgent(getDb().prisma)).id;
  });

  describe("who may do what", () => {
    it("a policy owner may look at an item but every deciding action is refused and nothing changes", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      const view = await loadHeldItem(prisma, actors.policy_owner, id);
      expect(view).toMatchObject({ canDecide: false, canReassign: false, status: "pending" });
      const results = [
        await decideAction(actors.policy_owner, { id, action: "approve", note: "checked: fine as it is" }, prisma),
        await decideAction(actors.policy_owner, { id, action: "escalate", note: "n" }, prisma),
        await decideAction(actors.policy_owner, { id, action: "edit", note: "n", payload: { order_id: "SU-88421", amount_cents: 6400 } }, prisma),
        await recheckAction(actors.policy_owner, { id, payload: {} }, prisma),
        await claimLeaseAction(actors.policy_owner, { id }, prisma),
        await claimNextAction(actors.policy_owner, {}, prisma),
        await reassignAction(actors.policy_owner, { id, assigneeId: actors.reviewer.id }, prisma),
      ];
      for (const r of results) expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
      const item = await prisma.heldItem.findUniqueOrThrow({ where: { id } });
      expect(item).toMatchObject({ status: "pending", leaseHolderId: null, assigneeId: null });
      expect(await prisma.decision.count({ where: { heldItemId: id } })).toBe(0);
    });

    const MATRIX = { reviewer: "no reassign", manager: "all", admin: "all" } as const;
    for (const [role, scope] of Object.entries(MATRIX) as [keyof typeof MATRIX, string][]) {
      it(`${role} may use every review action (${scope}) on a pending item of their own view`, async () => {
        const { prisma } = getDb();
        const { held, ticket } = await importHeld(prisma, agentId, "transposed-id");
        const id = held[0];
        const a = actors[role];
        expect(await claimNextAction(a, { q: ticket }, prisma)).toMatchObject({ ok: true, data: { id } });
        expect(await claimLeaseAction(a, { id }, prisma)).toMatchObject({ ok: true, data: { mine: true } });
        expect(await releaseLeaseAction(a, { id }, prisma)).toMatchObject({ ok: true, data: { released: true } });
        expect(await recheckAction(a, { id, payload: { order_id: "SU-88421", amount_cents: 6400 } }, prisma)).toMatchObject({ ok: true, data: { decision: "allow" } });
        const reassigned = await reassignAction(a, { id, assigneeId: actors.second.id }, prisma);
        expect(reassigned).toMatchObject(role === "reviewer" ? { ok: false, error: { code: "forbidden" } } : { ok: true, data: { assignee: { id: actors.second.id } } });
        expect(await decideAction(a, { id, action: "escalate", note: `${role} is unsure` }, prisma)).toMatchObject({ ok: true, data: { status: "escalated" } });
        expect(await recheckAction(actors.policy_owner, { id, payload: {} }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      });
    }

    it("a signed-out caller is refused as unauthenticated", async () => {
      const r = await decideAction(null, { id: "x", action: "approve", note: "checked: fine as it is" }, getDb().prisma);
      expect(r).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    });

    for (const role of ["reviewer", "manager", "admin"] as const) {
      it(`${role} approves a pending item: it is released as checked, recorded and audited`, async () => {
        const { prisma } = getDb();
        const id = await heldWrite();
        const r = await decideAction(actors[role], { id, action: "approve", note: "checked: fine as it is" }, prisma);
        expect(r).toMatchObject({ ok: true, data: { status: "approved" } });
        const item = await prisma.heldItem.findUniqueOrThrow({ where: { id } });
        expect(item.approvedHash).toBe(item.payloadHash);
        expect(item.approvedPayload).toEqual(item.payload);
        const decisions = await prisma.decision.findMany({ where: { heldItemId: id } });
        expect(decisions).toMatchObject([{ action: "approve", actorId: actors[role].id }]);
        expect(await prisma.auditEvent.count({ where: { targetId: id, action: "held_item.approve", actorId: actors[role].id } })).toBe(1);
      });
    }

    it("a reviewer escalates with a note (a note is required); only a manager or admin then decides the escalation", async () => {
      const { prisma } = getDb();
      const { held, ticket } = await importHeld(prisma, agentId, "transposed-id");
      const id = held[0];
      const item = { ticketExternal: ticket };
      expect(await decideAction(actors.reviewer, { id, action: "escalate", note: "  " }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
      expect(await decideAction(actors.reviewer, { id, action: "escalate", note: "Order ids swapped; the customer may mean SU-88421" }, prisma)).toMatchObject({ ok: true, data: { status: "escalated" } });
      const [row] = await listHeldItems(prisma, actors.manager, parseQueueParams({ status: "escalated", q: item.ticketExternal }));
      expect(row).toMatchObject({ id, status: "escalated", escalation: { by: actors.reviewer.name, note: "Order ids swapped; the customer may mean SU-88421" } });
      expect(await decideAction(actors.reviewer, { id, action: "approve", note: "checked: fine as it is" }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await claimLeaseAction(actors.reviewer, { id }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await decideAction(actors.manager, { id, action: "escalate", note: "again" }, prisma)).toMatchObject({ ok: false, error: { code: "conflict" } });
      expect(await decideAction(actors.manager, { id, action: "approve", note: "checked: fine as it is" }, prisma)).toMatchObject({ ok: true, data: { status: "approved" } });
      const actions = (await prisma.auditEvent.findMany({ where: { targetId: id }, orderBy: { at: "asc" } })).map((e) => e.action);
      expect(actions).toEqual(["held_item.escalate", "held_item.approve"]);
    });

    it("only managers and admins reassign, and only to someone who can decide the item", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      expect(await reassignAction(actors.reviewer, { id, assigneeId: actors.second.id }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await reassignAction(actors.manager, { id, assigneeId: actors.policy_owner.id }, prisma)).toMatchObject({ ok: false, error: { code: "unprocessable" } });
      expect(await reassignAction(actors.manager, { id, assigneeId: actors.second.id }, prisma)).toMatchObject({ ok: true, data: { assignee: { id: actors.second.id } } });
      expect(await reassignAction(actors.admin, { id, assigneeId: "" }, prisma)).toMatchObject({ ok: true, data: { assignee: null } });
      expect(await prisma.auditEvent.count({ where: { targetId: id, action: "held_item.reassign" } })).toBe(2);
    });
  });

  describe("edits are re-checked", () => {
    it("an amount edited to the seen charge re-checks to allow and can be approved; an unseen amount stays blocked", async () => {
      const { prisma } = getDb();
      const { held } = await importHeld(prisma, agentId, "transposed-id", lastCallArgs({ order_id: "SU-88421", amount_cents: 7100 }));
      const id = held[0];
      const item = await prisma.heldItem.findUniqueOrThrow({ where: { id } });
      expect(item.reasonCodes).toEqual(["amount_unmatched"]);
      const unseen = await recheckAction(actors.reviewer, { id, payload: { order_id: "SU-88421", amount_cents: 7000 } }, prisma);
      expect(unseen).toMatchObject({ ok: true, data: { code: "amount_unmatched" } });
      expect(unseen.ok && unseen.data.decision).not.toBe("allow");
      const blocked = await decideAction(actors.reviewer, { id, action: "edit", note: "lower amount", payload: { order_id: "SU-88421", amount_cents: 7000 } }, prisma);
      expect(blocked).toMatchObject({ ok: false, error: { code: "unprocessable" } });
      expect(await prisma.decision.count({ where: { heldItemId: id } })).toBe(0);

      const seen = await recheckAction(actors.reviewer, { id, payload: { order_id: "SU-88421", amount_cents: 6400 } }, prisma);
      expect(seen).toMatchObject({ ok: true, data: { decision: "allow", code: "ok" } });
      const edited = await decideAction(actors.reviewer, { id, action: "edit", note: "refund the charge that was paid", payload: { order_id: "SU-88421", amount_cents: 6400 } }, prisma);
      expect(edited).toMatchObject({ ok: true, data: { status: "edited", recheck: { decision: "allow" } } });
      const after = await prisma.heldItem.findUniqueOrThrow({ where: { id } });
      expect(after.approvedPayload).toEqual({ order_id: "SU-88421", amount_cents: 6400 });
      expect(after.approvedHash).not.toBe(after.payloadHash);
    });
  });

  describe("held replies", () => {
    it("an edited reply is re-verified: still invented stays blocked, grounded text can be approved", async () => {
      const { prisma } = getDb();
      const { held } = await importHeld(prisma, agentId, "transposed-id", (messages) => {
        const reply = messages.find((m) => m.role === "assistant" && typeof m.content === "string") as { content: string };
        reply.content = "I'm sorry about that. I can refund the $71.00 you paid.";
      });
      const replies = await prisma.heldItem.findMany({ where: { id: { in: held }, kind: "reply" } });
      expect(replies).toHaveLength(1);
      const id = replies[0].id;
      expect(replies[0].reasonCodes).toContain("invented");
      const still = await decideAction(actors.reviewer, { id, action: "edit", note: "typo", payload: { text: "I can refund the $72.00 you paid." } }, prisma);
      expect(still).toMatchObject({ ok: false, error: { code: "unprocessable" } });
      const fixed = await recheckAction(actors.reviewer, { id, payload: { text: "I'm sorry about that. I can refund the $64.00 you paid." } }, prisma);
      expect(fixed).toMatchObject({ ok: true, data: { decision: "pass", code: "grounded" } });
      const done = await decideAction(actors.reviewer, { id, action: "edit", note: "the charge was $64.00", payload: { text: "I'm sorry about that. I can refund the $64.00 you paid." } }, prisma);
      expect(done).toMatchObject({ ok: true, data: { status: "edited" } });
      expect((await prisma.heldItem.findUniqueOrThrow({ where: { id } })).approvedPayload).toEqual({ text: "I'm sorry about that. I can refund the $64.00 you paid." });
    });
  });

  describe("two people, one item", () => {
    it("concurrent decides on one item: exactly one succeeds, one decision is recorded, the loser gets a conflict", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      const results = await Promise.all([
        decideAction(actors.reviewer, { id, action: "approve", note: "checked: fine as it is" }, prisma),
        decideAction(actors.second, { id, action: "escalate", note: "not sure" }, prisma),
        decideAction(actors.manager, { id, action: "approve", note: "checked: fine as it is" }, prisma),
        decideAction(actors.admin, { id, action: "escalate", note: "me too" }, prisma),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      for (const r of results.filter((r) => !r.ok)) expect(r).toMatchObject({ error: { code: "conflict" } });
      expect(await prisma.decision.count({ where: { heldItemId: id } })).toBe(1);
      expect(await prisma.auditEvent.count({ where: { targetId: id, action: { startsWith: "held_item." } } })).toBe(1);
    });

    it("a lease keeps others out: they see who holds it, cannot decide, and get it once it is released", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      expect(await claimLeaseAction(actors.reviewer, { id }, prisma)).toMatchObject({ ok: true, data: { mine: true, holder: { id: actors.reviewer.id } } });
      expect(await claimLeaseAction(actors.reviewer, { id }, prisma)).toMatchObject({ ok: true, data: { mine: true } });
      const taken = await claimLeaseAction(actors.second, { id }, prisma);
      expect(taken).toMatchObject({ ok: false, error: { code: "conflict" } });
      expect(!taken.ok && taken.error.message).toContain(actors.reviewer.name);
      expect((await loadHeldItem(prisma, actors.second, id)).lease).toMatchObject({ mine: false, holder: { name: actors.reviewer.name } });
      const refused = await decideAction(actors.second, { id, action: "approve", note: "checked: fine as it is" }, prisma);
      expect(refused).toMatchObject({ ok: false, error: { code: "conflict" } });
      expect(!refused.ok && refused.error.message).toMatch(/holds the lease/);
      expect(await prisma.decision.count({ where: { heldItemId: id } })).toBe(0);
      expect(await releaseLeaseAction(actors.second, { id }, prisma)).toMatchObject({ ok: true, data: { released: false } });
      expect(await releaseLeaseAction(actors.reviewer, { id }, prisma)).toMatchObject({ ok: true, data: { released: true } });
      expect(await claimLeaseAction(actors.second, { id }, prisma)).toMatchObject({ ok: true, data: { mine: true } });
    });

    it("leaving the page gives the lease back through the session route, which declares queue:decide", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      expect(releaseLeaseRoute.permission).toBe("queue:decide");
      await claimLeaseAction(actors.reviewer, { id }, prisma);
      const call = (a: Actor) => releaseLeaseRoute.handler(new Request(`http://localhost/queue/${id}/lease`, { method: "POST" }), { actor: a, params: { id } });
      expect(await (await call(actors.second)).json()).toEqual({ id, released: false });
      expect((await prisma.heldItem.findUniqueOrThrow({ where: { id } })).leaseHolderId).toBe(actors.reviewer.id);
      expect(await (await call(actors.reviewer)).json()).toEqual({ id, released: true });
      expect((await prisma.heldItem.findUniqueOrThrow({ where: { id } })).leaseHolderId).toBeNull();
    });

    it("an expired lease is no lease: another reviewer takes it over", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      await prisma.heldItem.update({ where: { id }, data: { leaseHolderId: actors.reviewer.id, leaseExpiresAt: new Date(Date.now() - 1000) } });
      expect((await loadHeldItem(prisma, actors.second, id)).lease).toBeNull();
      expect(await claimLeaseAction(actors.second, { id }, prisma)).toMatchObject({ ok: true, data: { mine: true } });
    });

    it("concurrent lease claims on one item: exactly one person gets it", async () => {
      const { prisma } = getDb();
      const id = await heldWrite();
      const results = await Promise.all([actors.reviewer, actors.second, actors.manager, actors.admin].map((a) => claimLeaseAction(a, { id }, prisma)));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      const winner = results.find((r) => r.ok);
      const row = await prisma.heldItem.findUniqueOrThrow({ where: { id } });
      expect(winner?.ok && winner.data.holder.id).toBe(row.leaseHolderId);
    });

    it("next item claims the oldest unclaimed item matching the filters, and two reviewers never get the same one", async () => {
      const { prisma } = getDb();
      const ids = [await heldWrite(), await heldWrite(), await heldWrite()];
      const base = Date.parse("2020-01-01T00:00:00Z");
      for (const [i, id] of ids.entries()) await prisma.heldItem.update({ where: { id }, data: { createdAt: new Date(base + i * 1000) } });
      await prisma.heldItem.update({ where: { id: ids[0] }, data: { leaseHolderId: actors.manager.id, leaseExpiresAt: new Date(Date.now() + 60_000) } });
      const filters = { reason: "unknown_id", age: "7d" };
      const [a, b] = await Promise.all([claimNextAction(actors.reviewer, filters, prisma), claimNextAction(actors.second, filters, prisma)]);
      expect(a.ok && b.ok).toBe(true);
      const got = [a.ok && a.data?.id, b.ok && b.data?.id];
      expect(new Set(got)).toEqual(new Set([ids[1], ids[2]]));
      const none = await claimNextAction(actors.admin, { ...filters, kind: "reply" }, prisma);
      expect(none).toMatchObject({ ok: true, data: null });
      expect(await claimNextAction(actors.reviewer, { status: "approved" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    });
  });
});
