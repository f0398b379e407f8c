import { beforeAll, describe, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse, SUNDRY_CLAUSES } from "./api-harness";
import { createActors, importHeld } from "./review-fixtures";
import { decideAction, recheckAction } from "@/lib/review/review-actions";
import { loadHeldItem } from "@/lib/review/load-held-item";
import { loadDemoClauses } from "@/lib/demo/load-demo-clauses";
import { GET as heldItemRoute } from "@/app/api/v1/held-items/[id]/route";
import { POST as releaseRoute } from "@/app/api/v1/held-items/[id]/release/route";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";

// Reject and send back, approving over a finding, and a reviewer's cited clause, per role, through
// the declared actions; what the agent then receives through the API.
describeDatabases("review decisions: reject, approve over a finding, cite a clause", (getDb) => {
  let actors: Record<Role | "second", Actor>;
  let agentId = "";
  let key = "";
  routeHandlersUse(getDb);
  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "dec");
    const sundry = await createSundryAgent(prisma);
    agentId = sundry.agent.id;
    key = sundry.key;
    await loadDemoClauses(prisma, SUNDRY_CLAUSES, actors.policy_owner.id);
  });
  /** A held refund to another buyer's order (wrong_customer), as an import holds it. */
  const heldRefund = async () => (await importHeld(getDb().prisma, agentId, "wrong-customer")).held[0];
  const reason = "SU-88412 belongs to cust_2077, not to Ana: refund her own order SU-88421.";

  describe("reject and send back", () => {
    for (const role of ["reviewer", "manager", "admin"] as const) {
      it(`${role} rejects a pending refund with a reason: nothing is released, the decision and audit say why`, async () => {
        const { prisma } = getDb();
        const id = await heldRefund();
        const r = await decideAction(actors[role], { id, seenStatus: "pending", action: "reject", note: reason, instead: "Ask which order the lamp came from." }, prisma);
        expect(r).toMatchObject({ ok: true, data: { status: "rejected" }, message: expect.stringContaining("Rejected and sent back") });
        const item = await prisma.heldItem.findUniqueOrThrow({ where: { id } });
        expect(item).toMatchObject({ status: "rejected", approvedHash: null, approvedPayload: null });
        expect(item.decidedAt).not.toBeNull();
        expect(await prisma.decision.findMany({ where: { heldItemId: id } })).toMatchObject([{ action: "reject", note: reason, instead: "Ask which order the lamp came from.", actorId: actors[role].id }]);
        const audit = await prisma.auditEvent.findFirstOrThrow({ where: { targetId: id, action: "held_item.reject" } });
        expect(audit.details).toMatchObject({ from: "pending", to: "rejected", note: reason, instead: "Ask which order the lamp came from." });
      });
    }

    it("a policy owner cannot reject; a blank reason is refused with a human message; nothing changes", async () => {
      const { prisma } = getDb();
      const id = await heldRefund();
      expect(await decideAction(actors.policy_owner, { id, action: "reject", note: reason }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await decideAction(actors.reviewer, { id, action: "reject", note: "  " }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", message: "A note is required to reject: say what was wrong." } });
      const tooLong = await decideAction(actors.reviewer, { id, action: "reject", note: "x".repeat(2001) }, prisma);
      expect(tooLong).toMatchObject({ ok: false, error: { code: "invalid_input", message: "The note is too long. Keep it under 2,000 characters." } });
      expect((await prisma.heldItem.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    });

    it("an escalated cancel_order: a reviewer cannot reject it, a manager can; a decided item cannot be rejected again", async () => {
      const { prisma } = getDb();
      const { held } = await importHeld(prisma, agentId, "cancel-order");
      const id = held[0];
      expect((await prisma.heldItem.findUniqueOrThrow({ where: { id } })).toolName).toBe("cancel_order");
      expect(await decideAction(actors.reviewer, { id, action: "escalate", note: "cancel_order is not a tool we have" }, prisma)).toMatchObject({ ok: true });
      expect(await decideAction(actors.reviewer, { id, action: "reject", note: "no" }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      const view = await loadHeldItem(prisma, actors.manager, id);
      expect(view.allowed).toEqual(["approve", "edit", "reject"]);
      expect(await decideAction(actors.manager, { id, seenStatus: "escalated", action: "reject", note: "There is no cancel_order tool." }, prisma)).toMatchObject({ ok: true, data: { status: "rejected" } });
      expect(await decideAction(actors.admin, { id, action: "reject", note: "again" }, prisma)).toMatchObject({ ok: false, error: { code: "conflict" } });
      expect((await loadHeldItem(prisma, actors.manager, id)).allowed).toEqual([]);
    });

    it("the agent's long-poll returns status rejected with the model-facing error at once, and release is refused", async () => {
      const { prisma } = getDb();
      const id = await heldRefund();
      await decideAction(actors.reviewer, { id, action: "reject", note: reason }, prisma);
      const started = Date.now();
      const state = await call(heldItemRoute, { key, params: { id }, path: `/api/v1/held-items/${id}?wait=10` });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(state.json).toMatchObject({
        status: "rejected",
        decided: false,
        decision: { action: "reject", note: reason },
        rejection: { code: "rejected_by_reviewer", retry: "do_not_retry", what_was_wrong: reason, what_to_do_instead: expect.stringContaining("escalate_to_human") },
      });
      expect(state.json.rejection.message).toContain(reason);
      const release = await call(releaseRoute, { key, params: { id }, body: {} });
      expect(release.status).toBe(409);
      expect(release.json.error).toMatchObject({ code: "conflict", details: { status: "rejected", rejection: { what_was_wrong: reason } } });
    });
  });

  describe("approving over a finding needs a reason", () => {
    for (const role of ["reviewer", "manager", "admin"] as const) {
      it(`${role}: an approve with no reason is refused and records nothing; with one it is approved and the reason kept`, async () => {
        const { prisma } = getDb();
        const id = await heldRefund();
        const bare = await decideAction(actors[role], { id, action: "approve" }, prisma);
        // The finding by the label the queue shows for it, not its code.
        expect(bare).toMatchObject({ ok: false, error: { code: "invalid_input", message: expect.stringContaining("Approving over a finding (Another customer's record) needs a reason") } });
        expect(!bare.ok && bare.error.message).not.toContain("wrong_customer");
        expect(await decideAction(actors[role], { id, action: "approve", note: "   " }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
        expect(await prisma.decision.count({ where: { heldItemId: id } })).toBe(0);
        expect(await decideAction(actors[role], { id, action: "approve", note: "Ana bought it for her brother; he confirmed." }, prisma)).toMatchObject({ ok: true, data: { status: "approved" } });
        expect((await prisma.decision.findFirstOrThrow({ where: { heldItemId: id } })).note).toBe("Ana bought it for her brother; he confirmed.");
      });
    }
  });

  describe("a reviewer fixes a reply by citing a clause", () => {
    /** A held reply stating the wrong return window, with no citation (the run looked up no policy). */
    const heldReply = async () => {
      const { held } = await importHeld(getDb().prisma, agentId, "transposed-id", (messages) => {
        const reply = messages.find((m) => m.role === "assistant" && typeof m.content === "string") as { content: string };
        reply.content = "Most items can be returned within 60 days of delivery for a full refund of the item price.";
      });
      const rows = await getDb().prisma.heldItem.findMany({ where: { id: { in: held }, kind: "reply" } });
      expect(rows).toHaveLength(1);
      return rows[0].id;
    };
    const fixed = "Most items can be returned within 30 days of delivery for a full refund of the item price [clause:RET-30].";

    it("the held reply shows the clause that contradicts it", async () => {
      const { prisma } = getDb();
      const view = await loadHeldItem(prisma, actors.reviewer, await heldReply());
      const claim = (view.findings as { verdict: string; passage?: { clauseId?: string } }[]).find((c) => c.verdict !== "grounded");
      expect(claim).toMatchObject({ verdict: "contradicted", passage: { clauseId: "RET-30" } });
    });

    it("the cited clause counts as retrieved by the reviewer: the re-check passes, says who retrieved it, and the edit is approved and recorded so", async () => {
      const { prisma } = getDb();
      const id = await heldReply();
      const r = await recheckAction(actors.reviewer, { id, payload: { text: fixed } }, prisma);
      expect(r).toMatchObject({ ok: true, data: { decision: "pass", retrievedByReviewer: [{ key: "RET-30", by: { id: actors.reviewer.id, name: actors.reviewer.name } }] } });
      const edited = await decideAction(actors.reviewer, { id, action: "edit", note: "the window is 30 days", payload: { text: fixed } }, prisma);
      expect(edited).toMatchObject({ ok: true, data: { status: "edited" } });
      expect(await prisma.decision.findFirstOrThrow({ where: { heldItemId: id } })).toMatchObject({ action: "edit", citedClauses: ["RET-30"] });
      const audit = await prisma.auditEvent.findFirstOrThrow({ where: { targetId: id, action: "held_item.edit" } });
      expect(audit.details).toMatchObject({ retrieved_by_reviewer: ["RET-30"] });
      const view = await loadHeldItem(prisma, actors.reviewer, id);
      expect(view.decisions[0].retrievedByReviewer).toMatchObject([{ key: "RET-30", by: { name: actors.reviewer.name } }]);
    });

    it("a re-check that fails says why: the claim, its verdict and the reason", async () => {
      const { prisma } = getDb();
      const id = await heldReply();
      const r = await recheckAction(actors.reviewer, { id, payload: { text: "Most items can be returned within 45 days of delivery for a full refund [clause:RET-30]." } }, prisma);
      expect(r.ok && r.data.decision).toBe("hold");
      expect(r.ok && r.data.message).toMatch(/^the edited reply is still not grounded\. ".+" is [a-z ]+: .+/);
      const bogus = await recheckAction(actors.reviewer, { id, payload: { text: "Returns are accepted for 30 days [clause:NO-SUCH]." } }, prisma);
      expect(bogus.ok && bogus.data.message).toContain("NO-SUCH");
    });

    it("a policy owner cannot re-check or edit", async () => {
      const { prisma } = getDb();
      const id = await heldReply();
      expect(await recheckAction(actors.policy_owner, { id, payload: { text: fixed } }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await decideAction(actors.policy_owner, { id, action: "edit", note: "n", payload: { text: fixed } }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    });
  });
});
