import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createSundryAgent, routeHandlersUse } from "./api-harness";
import { createActors, importHeld } from "./review-fixtures";
import { useReceiver } from "./http-receiver";
import { addCommentAction } from "@/lib/comments/comment-actions";
import { listComments } from "@/lib/comments/list-comments";
import { handleOf } from "@/lib/comments/parse-mentions";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { markReadAction, setTeamWebhookAction } from "@/lib/notifications/notification-actions";
import { decideAction, reassignAction } from "@/lib/review/review-actions";
import { workJobs } from "@/lib/jobs/work-jobs";
import type { Actor } from "@/lib/auth/actor";
import { ROLES, type Role } from "@/lib/auth/permissions";

// Comment threads with mentions, the notifications they and escalations and assignments make, and
// the team's Slack-compatible webhook; every action per role.
describeDatabases("comments and notifications", (getDb) => {
  let actors: Record<Role | "second", Actor>;
  let agentId = "";
  routeHandlersUse(getDb);
  beforeAll(async () => {
    actors = await createActors(getDb().prisma, "cn");
    agentId = (await createSundryAgent(getDb().prisma)).agent.id;
  });
  const held = async () => (await importHeld(getDb().prisma, agentId, "wrong-customer")).held[0];
  const at = (a: Actor) => `@${handleOf(a.email)}`;

  describe("comments", () => {
    for (const role of ROLES) {
      it(`${role} comments on an item, mentioning someone: the thread, the audit and the mentioned person's notifications show it`, async () => {
        const { prisma } = getDb();
        const id = await held();
        const r = await addCommentAction(actors[role], { id, body: `${at(actors.second)} is this Ana's brother's order?` }, prisma);
        expect(r).toMatchObject({ ok: true, data: { mentioned: [{ id: actors.second.id }] }, message: `Comment added; ${actors.second.name} notified.` });
        const thread = await listComments(prisma, id);
        expect(thread).toMatchObject([{ author: actors[role].name, body: `${at(actors.second)} is this Ana's brother's order?`, mentions: [{ id: actors.second.id }] }]);
        expect(await prisma.auditEvent.count({ where: { targetId: id, action: "held_item.comment", actorId: actors[role].id } })).toBe(1);
        const { items } = await listNotifications(prisma, actors.second);
        expect(items[0]).toMatchObject({ kind: "mentioned", label: "Mentioned you", href: `/queue/${id}`, read: false });
        expect(items[0].text).toContain(`${actors[role].name} mentioned you`);
        // A comment is not a decision: the item still waits, and the agent hears nothing.
        expect((await prisma.heldItem.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
        expect(await prisma.decision.count({ where: { heldItemId: id } })).toBe(0);
      });
    }

    it("refuses signed-out callers, blank and over-long comments, unknown mentions; nobody is told of their own mention", async () => {
      const { prisma } = getDb();
      const id = await held();
      expect(await addCommentAction(null, { id, body: "hi" }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
      expect(await addCommentAction(actors.reviewer, { id, body: "  " }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", message: "Write a comment first." } });
      expect(await addCommentAction(actors.reviewer, { id, body: "x".repeat(4001) }, prisma)).toMatchObject({ ok: false, error: { message: "The comment is too long. Keep it under 4,000 characters." } });
      expect(await addCommentAction(actors.reviewer, { id, body: "@nobody-here look" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", message: expect.stringContaining("Nobody is called @nobody-here") } });
      expect(await addCommentAction(actors.reviewer, { id: "no-such-item", body: "hi" }, prisma)).toMatchObject({ ok: false, error: { code: "not_found" } });
      const before = await prisma.notification.count({ where: { userId: actors.reviewer.id } });
      expect(await addCommentAction(actors.reviewer, { id, body: `${at(actors.reviewer)} note to self` }, prisma)).toMatchObject({ ok: true });
      expect(await prisma.notification.count({ where: { userId: actors.reviewer.id } })).toBe(before);
    });
  });

  describe("notifications", () => {
    it("an escalation notifies every manager and admin, not the reviewer; an assignment notifies the assignee", async () => {
      const { prisma } = getDb();
      const id = await held();
      expect(await decideAction(actors.reviewer, { id, action: "escalate", note: "SU-88412 is cust_2077's order" }, prisma)).toMatchObject({ ok: true });
      for (const who of [actors.manager, actors.admin]) {
        const { items } = await listNotifications(prisma, who, { kind: "escalated" });
        expect(items.find((n) => n.href === `/queue/${id}`)).toMatchObject({ label: "Escalated to you", text: expect.stringContaining("SU-88412 is cust_2077's order") });
      }
      expect((await listNotifications(prisma, actors.reviewer, { kind: "escalated" })).items.some((n) => n.href === `/queue/${id}`)).toBe(false);
      expect(await reassignAction(actors.manager, { id, assigneeId: actors.admin.id }, prisma)).toMatchObject({ ok: true });
      expect((await listNotifications(prisma, actors.admin, { kind: "assigned" })).items[0]).toMatchObject({ href: `/queue/${id}`, text: `${actors.manager.name} assigned you a held issue_refund` });
    });

    for (const role of ROLES) {
      it(`${role} marks their own notifications read, and only their own`, async () => {
        const { prisma } = getDb();
        const id = await held();
        await addCommentAction(actors.second, { id, body: `${at(actors[role])} and ${at(actors.manager)}` }, prisma);
        const unread = (await listNotifications(prisma, actors[role])).unread;
        expect(unread).toBeGreaterThan(0);
        const managerUnread = (await listNotifications(prisma, actors.manager)).unread;
        const r = await markReadAction(actors[role], { ids: "all" }, prisma);
        expect(r).toMatchObject({ ok: true, data: { marked: unread } });
        expect((await listNotifications(prisma, actors[role])).unread).toBe(0);
        if (role !== "manager") expect((await listNotifications(prisma, actors.manager)).unread).toBe(managerUnread);
      });
    }

    it("marking someone else's notification by id changes nothing", async () => {
      const { prisma } = getDb();
      const id = await held();
      await addCommentAction(actors.reviewer, { id, body: `${at(actors.second)} look` }, prisma);
      const theirs = (await listNotifications(prisma, actors.second)).items[0];
      expect(await markReadAction(actors.reviewer, { ids: [theirs.id] }, prisma)).toMatchObject({ ok: true, data: { marked: 0 } });
      expect(await markReadAction(null, { ids: "all" }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    });
  });

  describe("the team webhook", () => {
    const receiver = useReceiver("/slack");
    const received = receiver.received;
    afterAll(async () => {
      await setTeamWebhookAction(actors.admin, { url: "" }, getDb().prisma);
    });

    it("only managers and admins set it; a bad address is refused in words", async () => {
      const { prisma } = getDb();
      for (const role of ["reviewer", "policy_owner"] as const) expect(await setTeamWebhookAction(actors[role], { url: receiver.url }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await setTeamWebhookAction(actors.manager, { url: "not a url" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", message: "Enter a full address, starting with https://" } });
      expect(await setTeamWebhookAction(actors.admin, { url: "" }, prisma)).toMatchObject({ ok: true, data: { url: null } });
      expect(await setTeamWebhookAction(actors.manager, { url: receiver.url }, prisma)).toMatchObject({ ok: true, data: { url: receiver.url } });
      expect(await prisma.auditEvent.count({ where: { action: "settings.team_webhook", actorId: actors.manager.id } })).toBe(1);
    });

    it("a mention is POSTed in Slack's incoming-webhook shape by the job worker", async () => {
      const { prisma } = getDb();
      await setTeamWebhookAction(actors.manager, { url: receiver.url }, prisma);
      const id = await held();
      received.length = 0;
      await addCommentAction(actors.reviewer, { id, body: `${at(actors.manager)} second opinion please` }, prisma);
      expect(received).toHaveLength(0);
      await workJobs(prisma);
      expect(received).toHaveLength(1);
      expect(received[0].headers["content-type"]).toBe("application/json");
      const body = JSON.parse(received[0].body);
      expect(body.text).toContain(`Mentioned you: ${actors.reviewer.name} mentioned you`);
      expect(body.text).toContain(`/queue/${id}|Open the item>`);
      expect(body.blocks).toEqual([{ type: "section", text: { type: "mrkdwn", text: body.text } }]);
    });
  });
});
