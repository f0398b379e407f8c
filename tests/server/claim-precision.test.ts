// Verdict counts and the verifier's precision: claims per verdict and kind counted by the database
// as reply checks are recorded, and false alarms recorded when a person lets a held reply out unchanged.
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { recordReplyCheck } from "@/lib/agent-api/record-reply-check";
import { decideAction } from "@/lib/review/review-actions";
import { parseDashboardRange } from "@/lib/dashboard/dashboard-range";
import { claimPrecision } from "@/lib/dashboard/claim-precision";
import { evidenceHealth } from "@/lib/dashboard/evidence-health";
import { VERDICTS, type Claim, type ClaimKind, type Verdict } from "@/lib/verify/types";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import type { DbClient } from "@/lib/db";
import { createSundryAgent } from "./api-harness";
import { createActors, startLookupRun, type Sundry } from "./dashboard-fixtures";

const claim = (kind: ClaimKind, verdict: Verdict): Claim => ({
  kind, verdict, text: `${kind} ${verdict}`, span: [0, 1], value: { type: "policy", clauseIds: [] }, reason: "hand-made", support: [], citations: { tools: [], clauses: [] },
});

/** Records a reply check with these claims through the writer the agent API uses; returns the held item id. */
async function recordReply(prisma: DbClient, agent: Sundry["agent"], text: string, claims: Claim[]) {
  const run = await startLookupRun(prisma, agent);
  const ctx = await prisma.run.findUniqueOrThrow({ where: { id: run.id }, include: { ticket: { include: { customer: true } } } });
  const counts = Object.fromEntries(VERDICTS.map((v) => [v, claims.filter((c) => c.verdict === v).length])) as Record<Verdict, number>;
  const failing = claims.find((c) => !["grounded", "supported_uncited"].includes(c.verdict));
  const res = await prisma.$transaction((tx) =>
    recordReplyCheck(tx, ctx, 5, text, {
      verdict: failing?.verdict ?? "grounded",
      held: false,
      claims,
      telemetry: { bytesBefore: 10, bytesAfter: 10, truncated: false, bytesByTool: {}, counts, held: 0, packer: "claim-aware" },
    }),
  );
  return res.held?.id ?? null;
}

describeDatabases("reply verdict counts and false alarms", (getDb) => {
  let actors: Record<Role, Actor>;
  let sundry: Sundry;
  const held: Record<string, string> = {};
  const range = () => parseDashboardRange({ range: "7d" });

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "prec");
    sundry = await createSundryAgent(prisma);
    // A passing reply: one grounded amount, two uncited policy sentences the policy supports.
    expect(await recordReply(prisma, sundry.agent, "ok", [claim("money", "grounded"), claim("policy", "supported_uncited"), claim("policy", "supported_uncited")])).toBeNull();
    held.policyMoney = (await recordReply(prisma, sundry.agent, "a", [claim("policy", "contradicted"), claim("money", "invented"), claim("money", "grounded")]))!;
    held.date = (await recordReply(prisma, sundry.agent, "b", [claim("date", "invented")]))!;
    held.policy = (await recordReply(prisma, sundry.agent, "c", [claim("policy", "contradicted")]))!;
    held.escalated = (await recordReply(prisma, sundry.agent, "d", [claim("identifier", "invented")]))!;
  });

  it("counts claims per verdict and kind as checks are recorded, supported_uncited and contradicted included", async () => {
    const { prisma } = getDb();
    const p = await claimPrecision(prisma, range());
    const by = Object.fromEntries(p.verdicts.map((v) => [v.verdict, v.claims]));
    expect(by).toMatchObject({ grounded: 2, supported_uncited: 2, contradicted: 2, invented: 3, unverifiable: 0, cited_unsupported: 0 });
    expect(p.verdicts.map((v) => v.verdict)).toEqual([...VERDICTS]);
    expect(p.uncitedPolicyClaims).toBe(2);
    expect(p.byKind.find((k) => k.kind === "policy")).toEqual({ kind: "policy", total: 4, counts: { supported_uncited: 2, contradicted: 2 } });
    expect(await prisma.replyClaimCount.count()).toBe(8);
    // claimsTotal (evidence health's denominator) now counts every verdict, not only the first four.
    const health = await evidenceHealth(prisma, range());
    expect(health.summary.unverifiableRate).toBe(0);
    const totals = await prisma.check.findMany({ where: { kind: "reply" }, select: { claimsTotal: true }, orderBy: { createdAt: "asc" } });
    expect(totals.map((t) => t.claimsTotal)).toEqual([3, 3, 1, 1, 1]);
    expect(p.falseAlarms.total).toEqual({ decided: 0, falseAlarms: 0, rate: null });
  });

  it("records nothing for a role that cannot decide, nor for an escalation", async () => {
    const { prisma } = getDb();
    expect(await decideAction(actors.policy_owner, { id: held.date, action: "approve", note: "checked: fine as it is" }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await decideAction(actors.reviewer, { id: held.escalated, action: "escalate", note: "not sure" }, prisma)).toMatchObject({ ok: true });
    expect(await prisma.heldClaimOutcome.count()).toBe(0);
  });

  it("approving unchanged is a likely false alarm of each kind that held it; an edit confirms them; a manager's decision on an escalation counts", async () => {
    const { prisma } = getDb();
    expect(await decideAction(actors.reviewer, { id: held.policyMoney, action: "approve", note: "checked: fine as it is" }, prisma)).toMatchObject({ ok: true });
    expect(await decideAction(actors.reviewer, { id: held.date, action: "approve", note: "checked: fine as it is" }, prisma)).toMatchObject({ ok: true });
    const edit = await decideAction(actors.reviewer, { id: held.policy, action: "edit", note: "fixed the policy", payload: { text: "Thank you for your patience; a colleague will follow up." } }, prisma);
    expect(edit).toMatchObject({ ok: true });
    expect(await decideAction(actors.manager, { id: held.escalated, action: "approve", note: "checked: fine as it is" }, prisma)).toMatchObject({ ok: true });
    const rows = await prisma.heldClaimOutcome.findMany({ where: { heldItemId: held.policyMoney }, orderBy: { kind: "asc" } });
    expect(rows.map((r) => ({ kind: r.kind, verdicts: r.verdicts, claims: r.claims, falseAlarm: r.falseAlarm }))).toEqual([
      { kind: "money", verdicts: ["invented"], claims: 1, falseAlarm: true },
      { kind: "policy", verdicts: ["contradicted"], claims: 1, falseAlarm: true },
    ]);
    const p = await claimPrecision(prisma, range());
    expect(p.falseAlarms.byKind).toEqual([
      { kind: "date", decided: 1, falseAlarms: 1, rate: 1 },
      { kind: "money", decided: 1, falseAlarms: 1, rate: 1 },
      { kind: "identifier", decided: 1, falseAlarms: 1, rate: 1 },
      { kind: "policy", decided: 2, falseAlarms: 1, rate: 0.5 },
    ]);
    expect(p.falseAlarms.total).toEqual({ decided: 4, falseAlarms: 3, rate: 0.75 });
  });

  it("leaves answer-key copies and other ranges out", async () => {
    const { prisma } = getDb();
    const copyOf = await prisma.heldItem.findUniqueOrThrow({ where: { id: held.date } });
    await prisma.answerKeyItem.create({ data: { expected: "right", source: "decided_item", sourceHeldItemId: copyOf.id, heldItemId: copyOf.id, runId: copyOf.runId } });
    const p = await claimPrecision(prisma, range());
    expect(p.falseAlarms.byKind.find((k) => k.kind === "date")).toBeUndefined();
    expect(p.verdicts.find((v) => v.verdict === "invented")?.claims).toBe(2);
    const past = await claimPrecision(prisma, parseDashboardRange({ from: "2020-01-01", to: "2020-01-07" }));
    expect(past.verdicts.every((v) => v.claims === 0)).toBe(true);
    expect(past.falseAlarms.byKind).toEqual([]);
  });
});
