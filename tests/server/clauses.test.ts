import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction, editClauseAction, renameClauseAction, retireClauseAction } from "@/lib/clauses/clause-actions";
import { loadClauseLibrary } from "@/lib/clauses/load-clause-library";
import { exportClauseLibrary } from "@/lib/clauses/export-clause-library";
import { clauseCitationStats, lowSupportReplies } from "@/lib/clauses/clause-citations";
import { findClauseByName } from "@/lib/clauses/find-clause";
import { citedClauseTexts } from "@/lib/clauses/cited-clause-texts";
import { parseClauseLibrary, verifyReply } from "@/lib/verify";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createSundryAgent } from "./api-harness";
import { checkReply, createActors, UNSUPPORTED_REPLY, type Sundry } from "./dashboard-fixtures";

const RET30 = {
  key: "ret-30",
  title: "Returns window",
  text: "Most items can be returned within 30 days of delivery for a full refund of the item price. The item must be unused and in its original packaging.",
  regions: "US, ca",
  statuses: "delivered",
};

describeDatabases("clause library", (getDb) => {
  let actors: Record<Role, Actor>;
  let sundry: Sundry;
  let clauseId = "";

  beforeAll(async () => {
    actors = await createActors(getDb().prisma, "cl");
    sundry = await createSundryAgent(getDb().prisma);
  });

  it("refuses a reviewer and a manager every clause change; the library stays empty", async () => {
    const { prisma } = getDb();
    for (const role of ["reviewer", "manager"] as const) {
      const r = await createClauseAction(actors[role], RET30, prisma);
      expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await prisma.clause.count()).toBe(0);
  });

  it("a policy owner creates a clause: id upper-cased, scope structured, version 1, audited", async () => {
    const { prisma } = getDb();
    const r = await createClauseAction(actors.policy_owner, RET30, prisma);
    expect(r).toMatchObject({ ok: true, data: { key: "RET-30", version: 1, scope: { regions: ["US", "CA"], statuses: ["delivered"] } } });
    clauseId = r.ok ? r.data.id : "";
    expect(await prisma.clauseVersion.count({ where: { clauseId } })).toBe(1);
    const audit = await prisma.auditEvent.findFirst({ where: { action: "clause.create", targetId: clauseId } });
    expect(audit).toMatchObject({ actorId: actors.policy_owner.id, details: { key: "RET-30" } });
  });

  it("validates ids with clear errors: format, and unique across ids and aliases", async () => {
    const { prisma } = getDb();
    const bad = await createClauseAction(actors.policy_owner, { ...RET30, key: "30 days!" }, prisma);
    expect(bad).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(!bad.ok && bad.error.message).toMatch(/^A clause id is letters and digits/);
    const dup = await createClauseAction(actors.policy_owner, { ...RET30, key: "Ret-30" }, prisma);
    expect(dup).toMatchObject({ ok: false, error: { code: "conflict", message: expect.stringContaining("already the id of clause RET-30") } });
    const dates = await createClauseAction(actors.policy_owner, { ...RET30, key: "RET-X", effectiveFrom: "2025-02-01", effectiveTo: "2025-01-01" }, prisma);
    expect(!dates.ok && dates.error.message).toMatch(/^The end date is before the start date/);
  });

  it("an edit makes version 2; a stale edit is refused; both versions are kept", async () => {
    const { prisma } = getDb();
    const r = await editClauseAction(actors.policy_owner, { ...RET30, clauseId, baseVersion: 1, text: `${RET30.text} Start the return with start_return.` }, prisma);
    expect(r).toMatchObject({ ok: true, data: { version: 2 } });
    const stale = await editClauseAction(actors.policy_owner, { ...RET30, clauseId, baseVersion: 1, text: "Someone else's edit." }, prisma);
    expect(stale).toMatchObject({ ok: false, error: { code: "conflict", message: expect.stringContaining("now version 2") } });
    const versions = await prisma.clauseVersion.findMany({ where: { clauseId }, orderBy: { version: "asc" } });
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0].text).toBe(RET30.text);
    expect(await prisma.auditEvent.count({ where: { action: "clause.edit", targetId: clauseId } })).toBe(1);
  });

  it("the verifier judges against the version in force, and claims record which version", async () => {
    const { prisma } = getDb();
    // Version 3 takes effect next year: today's replies are still judged against version 2.
    const future = new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);
    await editClauseAction(actors.policy_owner, { ...RET30, clauseId, baseVersion: 2, text: "Returns are accepted within 14 days.", effectiveFrom: future }, prisma);
    const today = await loadClauseLibrary(prisma);
    expect(today).toEqual([expect.objectContaining({ id: "RET-30", version: "2", text: expect.stringContaining("start_return") })]);
    const later = await loadClauseLibrary(prisma, new Date(Date.parse(future) + 86400_000));
    expect(later[0]).toMatchObject({ version: "3", text: "Returns are accepted within 14 days." });

    const res = await checkReply(prisma, sundry.agent, UNSUPPORTED_REPLY);
    const claims = res.claims.filter((c) => c.citations.clauses.length > 0);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims[0].support).toContainEqual(expect.objectContaining({ source: "clause", clauseId: "RET-30", clauseVersion: "2" }));
  });

  it("renaming keeps the old id as an alias: old citations still resolve, and the name stays taken", async () => {
    const { prisma } = getDb();
    const r = await renameClauseAction(actors.policy_owner, { clauseId, newKey: "ret-30d" }, prisma);
    expect(r).toMatchObject({ ok: true, data: { key: "RET-30D", aliases: ["RET-30"] } });
    expect((await findClauseByName(prisma, "ret-30"))?.id).toBe(clauseId);
    // A new clause may not take the old id.
    const taken = await createClauseAction(actors.policy_owner, { ...RET30, key: "RET-30" }, prisma);
    expect(taken).toMatchObject({ ok: false, error: { code: "conflict", message: expect.stringContaining("an old id (alias) of clause RET-30D") } });
    // A reply still citing the old id is resolved to the renamed clause by the verifier.
    const res = await checkReply(prisma, sundry.agent, UNSUPPORTED_REPLY, ["RET-30"]);
    const cited = res.claims.find((c) => c.citations.clauses.includes("RET-30"));
    expect(cited?.verdict).not.toBe("invented");
    expect(cited?.support).toContainEqual(expect.objectContaining({ source: "clause", clauseId: "RET-30D" }));
    expect(await prisma.auditEvent.findFirst({ where: { action: "clause.rename", targetId: clauseId } })).toMatchObject({ details: { from: "RET-30", to: "RET-30D" } });
    // The reply checked before the rename recorded RET-30 version 2: it still shows that text.
    const older = await prisma.check.findFirstOrThrow({ where: { kind: "reply" }, orderBy: { createdAt: "asc" } });
    const texts = await citedClauseTexts(prisma, older.findings as never);
    expect(texts["ret-30"]).toMatchObject({ key: "RET-30D", version: 2, text: expect.stringContaining("start_return") });
  });

  it("counts citations by id and alias, and lists held replies citing it with low support", async () => {
    const { prisma } = getDb();
    const clause = await prisma.clause.findUniqueOrThrow({ where: { id: clauseId } });
    const names = [clause.key, ...clause.aliases];
    const stats = await clauseCitationStats(prisma, names);
    expect(stats.replies).toBe(2);
    expect(stats.lowSupportClaims).toBeGreaterThanOrEqual(2);
    const low = await lowSupportReplies(prisma, names);
    expect(low).toHaveLength(2);
    expect(low.every((l) => l.score < 0.5 && l.citedAs === "RET-30" && l.status === "pending")).toBe(true);
    expect(await clauseCitationStats(prisma, ["NOPE-1"])).toEqual({ replies: 0, claims: 0, lowSupportClaims: 0 });
  });

  it("the citations table follows the findings: one row per claim and id, replaced when findings change", async () => {
    const { prisma } = getDb();
    const rows = (id: string) => prisma.clauseCitation.findMany({ where: { checkId: id }, orderBy: [{ claimIndex: "asc" }, { clause: "asc" }], select: { claimIndex: true, clause: true, citedAs: true, score: true } });
    // What the page read before the table: every reply's findings JSON, for the clause's names.
    const fromJson = async (names: string[]) =>
      prisma.$queryRawUnsafe<{ replies: bigint; claims: bigint; low: bigint }[]>(
        `SELECT count(DISTINCT c.id) AS replies, count(*) AS claims, count(*) FILTER (WHERE (cl.claim->>'score')::float8 < 0.5) AS low
         FROM "Check" c CROSS JOIN LATERAL jsonb_array_elements(c.findings) AS cl(claim)
         CROSS JOIN LATERAL (SELECT min(k) AS cited FROM jsonb_array_elements_text(COALESCE(cl.claim->'citations'->'clauses', '[]'::jsonb)) AS k WHERE upper(k) = ANY($1::text[])) AS m
         WHERE c.kind = 'reply' AND m.cited IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = c."runId")`,
        names,
      );
    const clause = await prisma.clause.findUniqueOrThrow({ where: { id: clauseId } });
    const names = [clause.key, ...clause.aliases].map((n) => n.toUpperCase());
    const [before] = await fromJson(names);
    expect(await clauseCitationStats(prisma, names)).toEqual({ replies: Number(before.replies), claims: Number(before.claims), lowSupportClaims: Number(before.low) });

    const run = await prisma.check.findFirstOrThrow({ where: { kind: "reply" }, select: { runId: true } });
    const claim = (clauses: string[], score?: unknown) => ({ kind: "policy", text: "Returns within 30 days.", verdict: "cited_unsupported", citations: { tools: [], clauses }, ...(score === undefined ? {} : { score }) });
    const check = await prisma.check.create({
      data: { runId: run.runId, kind: "reply", position: 0, decision: "hold", code: "cited_unsupported", payload: { text: "x" }, message: "m",
        findings: [claim(["ret-30", "RET-30", "RET-30D"], 0.2), claim([], 0.1), claim(["RET-30"], "high")] },
    });
    expect(await rows(check.id)).toEqual([
      { claimIndex: 0, clause: "RET-30", citedAs: "RET-30", score: 0.2 },
      { claimIndex: 0, clause: "RET-30D", citedAs: "RET-30D", score: 0.2 },
      { claimIndex: 2, clause: "RET-30", citedAs: "RET-30", score: null },
    ]);
    // The claim citing the clause by its id and its alias is one citing claim.
    const stats = await clauseCitationStats(prisma, names);
    expect(stats).toEqual({ replies: Number(before.replies) + 1, claims: Number(before.claims) + 2, lowSupportClaims: Number(before.low) + 1 });

    await prisma.check.update({ where: { id: check.id }, data: { findings: [claim(["Ret-30"], 0.9)] } });
    expect(await rows(check.id)).toEqual([{ claimIndex: 0, clause: "RET-30", citedAs: "Ret-30", score: 0.9 }]);
    await prisma.check.update({ where: { id: check.id }, data: { findings: { not: "an array" } } });
    expect(await rows(check.id)).toEqual([]);
    await prisma.check.delete({ where: { id: check.id } });
    expect(await clauseCitationStats(prisma, names)).toEqual({ replies: Number(before.replies), claims: Number(before.claims), lowSupportClaims: Number(before.low) });
  });

  it("the JSON export loads in the CLI's parser and judges a reply like the app does", async () => {
    const { prisma } = getDb();
    const exported = parseClauseLibrary(JSON.parse(await exportClauseLibrary(prisma)));
    expect(exported).toEqual(await loadClauseLibrary(prisma));
    expect(exported[0]).toMatchObject({ id: "RET-30D", aliases: ["RET-30"] });
    const r = verifyReply({ run: [{ role: "user", content: "hi" }] }, "Returns are fine [clause:RET-30].", { clauses: exported });
    expect(r.claims[0].reason).not.toMatch(/does not exist/);
  });

  it("retiring removes it from the verifier's library and is audited; retired clauses cannot be edited", async () => {
    const { prisma } = getDb();
    const clause = await prisma.clause.findUniqueOrThrow({ where: { id: clauseId } });
    expect(await retireClauseAction(actors.policy_owner, { clauseId }, prisma)).toMatchObject({ ok: true });
    expect(await loadClauseLibrary(prisma)).toEqual([]);
    const edit = await editClauseAction(actors.policy_owner, { ...RET30, clauseId, baseVersion: clause.version }, prisma);
    expect(edit).toMatchObject({ ok: false, error: { code: "unprocessable" } });
    expect(await retireClauseAction(actors.policy_owner, { clauseId }, prisma)).toMatchObject({ ok: false, error: { code: "conflict" } });
    expect(await prisma.auditEvent.count({ where: { action: "clause.retire", targetId: clauseId } })).toBe(1);
  });
});
