// Issue 24: policy sentences nothing in code settles (not_checked) pass, are never a held reason,
// show on the item page with their best-matching clause, and are counted for the dashboard.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction } from "@/lib/clauses/clause-actions";
import { loadHeldItem } from "@/lib/review/load-held-item";
import { groupReplyClaims } from "@/lib/review/group-reply-claims";
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
});
