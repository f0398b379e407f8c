import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction, editClauseAction, importPolicyAction, publishClauseAction } from "@/lib/clauses/clause-actions";
import { addFactAction, confirmFactAction, deleteFactAction, editFactAction } from "@/lib/clauses/fact-actions";
import { loadClauseLibrary } from "@/lib/clauses/load-clause-library";
import { exportClauseLibrary } from "@/lib/clauses/export-clause-library";
import { parseClauseLibrary } from "@/lib/verify";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createActors } from "./dashboard-fixtures";

const POLICY = `# Bookings

## Cancel

- A booking can be cancelled within 24 hours of booking. Each reservation can have at most five passengers.

## Pay

- Payment must be made with a gift card or a credit card.
`;

describeDatabases("a clause's facts", (getDb) => {
  let actors: Record<Role, Actor>;
  let cancelId = "";

  const clause = (id: string) => getDb().prisma.clause.findUniqueOrThrow({ where: { id }, include: { versions: { orderBy: { version: "asc" } } } });
  const snapshot = async (id: string) => {
    const c = await clause(id);
    return { version: c.version, facts: c.facts, versions: c.versions.length, audit: await getDb().prisma.auditEvent.count({ where: { targetId: id } }) };
  };

  beforeAll(async () => {
    const { prisma } = getDb();
    actors = await createActors(prisma, "facts");
    const r = await importPolicyAction(actors.policy_owner, { markdown: POLICY, source: "bookings.md" }, prisma);
    expect(r).toMatchObject({ ok: true, data: { created: ["CANCEL-1", "PAY-1"] } });
    cancelId = (await prisma.clause.findUniqueOrThrow({ where: { key: "CANCEL-1" } })).id;
  });

  it("importing drafts each clause's facts, unconfirmed, with the span of their sentence", async () => {
    const c = await clause(cancelId);
    expect(c.facts).toEqual([
      { kind: "duration", min: 24, max: 24, unit: "hour", since: "booking", about: "A booking can be cancelled within 24 hours of booking.", span: [0, 54], confirmed: false },
      { kind: "limit", max: 5, noun: "passeng", about: "Each reservation can have at most five passengers.", span: [55, 105], confirmed: false },
    ]);
    expect(c.text.slice(55, 105)).toBe("Each reservation can have at most five passengers.");
    expect(c.versions[0].facts).toEqual(c.facts);
  });

  it("the verifier's library and the export carry the facts, unconfirmed ones included", async () => {
    const { prisma } = getDb();
    for (const id of [cancelId, (await prisma.clause.findUniqueOrThrow({ where: { key: "PAY-1" } })).id]) {
      expect(await publishClauseAction(actors.policy_owner, { clauseId: id }, prisma)).toMatchObject({ ok: true });
    }
    const library = await loadClauseLibrary(prisma);
    expect(library.find((c) => c.id === "CANCEL-1")?.facts).toHaveLength(2);
    expect(library.find((c) => c.id === "PAY-1")?.facts).toEqual([expect.objectContaining({ kind: "kinds", allowed: ["gift card", "credit card"], confirmed: false })]);
    expect(parseClauseLibrary(JSON.parse(await exportClauseLibrary(prisma)))).toEqual(library);
  });

  it("a clause nobody gave facts to carries none, so the verifier drafts from its text as before", async () => {
    const { prisma } = getDb();
    const r = await createClauseAction(actors.policy_owner, { key: "RET-30", title: "Returns", text: "Items can be returned within 30 days of delivery." }, prisma);
    expect(r.ok).toBe(true);
    expect((await loadClauseLibrary(prisma)).find((c) => c.id === "RET-30")).not.toHaveProperty("facts");
  });

  it("refuses a reviewer and a manager every fact change, and writes nothing", async () => {
    const { prisma } = getDb();
    const before = await snapshot(cancelId);
    const fields = { kind: "limit", max: "6", noun: "passengers" };
    for (const role of ["reviewer", "manager"] as const) {
      for (const r of [
        await confirmFactAction(actors[role], { clauseId: cancelId, baseVersion: before.version, index: 0 }, prisma),
        await editFactAction(actors[role], { clauseId: cancelId, baseVersion: before.version, index: 1, ...fields }, prisma),
        await deleteFactAction(actors[role], { clauseId: cancelId, baseVersion: before.version, index: 0 }, prisma),
        await addFactAction(actors[role], { clauseId: cancelId, baseVersion: before.version, ...fields }, prisma),
      ]) {
        expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
      }
    }
    expect(await confirmFactAction(null, { clauseId: cancelId, baseVersion: 1, index: 0 }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
    expect(await snapshot(cancelId)).toEqual(before);
  });

  it("a policy owner confirms a draft: a new version with the fact confirmed, audited, and the verifier gets it confirmed", async () => {
    const { prisma } = getDb();
    const r = await confirmFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: "1", index: "0" }, prisma);
    expect(r).toMatchObject({ ok: true, data: { key: "CANCEL-1", version: 2 }, message: "Confirmed; saved CANCEL-1 as version 2." });
    const c = await clause(cancelId);
    expect(c.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(c.versions[0].facts).toMatchObject([{ confirmed: false }, { confirmed: false }]);
    expect(c.versions[1].facts).toMatchObject([{ kind: "duration", confirmed: true }, { kind: "limit", confirmed: false }]);
    expect(c.versions[1]).toMatchObject({ text: c.text, key: "CANCEL-1", createdById: actors.policy_owner.id });
    expect(await prisma.auditEvent.findFirst({ where: { action: "clause.fact.confirm", targetId: cancelId } })).toMatchObject({ actorId: actors.policy_owner.id, details: { version: 2, index: 0 } });
    expect((await loadClauseLibrary(prisma)).find((c) => c.id === "CANCEL-1")).toMatchObject({ version: "2", facts: [{ confirmed: true }, { confirmed: false }] });
    // Confirming it twice is refused, and adds no version.
    expect(await confirmFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, index: 0 }, prisma)).toMatchObject({ ok: false, error: { code: "conflict" } });
    expect((await clause(cancelId)).version).toBe(2);
  });

  it("a stale form (the clause changed since it was loaded) is refused, not applied over the newer facts", async () => {
    const { prisma } = getDb();
    const before = await snapshot(cancelId);
    const r = await deleteFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 1, index: 1 }, prisma);
    expect(r).toMatchObject({ ok: false, error: { code: "conflict", details: { currentVersion: 2 } } });
    expect(!r.ok && r.error.message).toMatch(/changed by someone else \(now version 2, you saw version 1\)\. Reload/);
    expect(await snapshot(cancelId)).toEqual(before);
  });

  it("bad input gets a structured error and writes nothing: unknown clause, index out of range, an invalid fact with its problems", async () => {
    const { prisma } = getDb();
    const before = await snapshot(cancelId);
    expect(await confirmFactAction(actors.policy_owner, { clauseId: "no-such-clause", baseVersion: 2, index: 0 }, prisma)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await confirmFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, index: 7 }, prisma)).toMatchObject({
      ok: false,
      error: { code: "invalid_input", message: "Clause CANCEL-1 has 2 facts; there is no fact number 8.", details: { field: "index", facts: 2 } },
    });
    expect(await deleteFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, index: -1 }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", details: { fields: ["index"] } } });
    const bad = await editFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, index: 0, kind: "duration", min: "10", max: "2", unit: "fortnight" }, prisma);
    expect(bad).toMatchObject({ ok: false, error: { code: "invalid_input", details: { problems: ["facts[0].max: must be >= min", "facts[0].unit: must be one of minute, hour, day, business_day, week, month, year"] } } });
    expect(!bad.ok && bad.error.message).toBe("The fact is not valid: max: must be >= min; unit: must be one of minute, hour, day, business_day, week, month, year.");
    expect(await addFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, kind: "kinds", allowed: "" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", details: { problems: ["facts[2]: a kinds fact needs allowed or forbidden"] } } });
    expect(await addFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, kind: "rate", percent: "5", span: "0-999" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", details: { field: "span" } } });
    expect(await addFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 2, kind: "colour" }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input", details: { fields: ["kind"] } } });
    expect(await snapshot(cancelId)).toEqual(before);
  });

  it("a policy owner edits, adds and deletes facts, each a new version; the owner's facts are confirmed", async () => {
    const { prisma } = getDb();
    const edited = await editFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: "2", index: "1", kind: "limit", max: "6", noun: "Passengers" }, prisma);
    expect(edited).toMatchObject({ ok: true, data: { version: 3 } });
    expect((await clause(cancelId)).facts).toMatchObject([{ kind: "duration" }, { kind: "limit", max: 6, noun: "passeng", span: [55, 105], about: "Each reservation can have at most five passengers.", confirmed: true }]);

    const added = await addFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 3, span: "0-54", kind: "amount", amount: "25", per: "booking" }, prisma);
    expect(added).toMatchObject({ ok: true, data: { version: 4 } });
    expect(((await clause(cancelId)).facts as unknown[])[2]).toEqual({ kind: "amount", cents: 2500, per: "booking", about: "A booking can be cancelled within 24 hours of booking.", span: [0, 54], confirmed: true });

    const deleted = await deleteFactAction(actors.policy_owner, { clauseId: cancelId, baseVersion: 4, index: 0 }, prisma);
    expect(deleted).toMatchObject({ ok: true, data: { version: 5 } });
    const c = await clause(cancelId);
    expect((c.facts as { kind: string }[]).map((f) => f.kind)).toEqual(["limit", "amount"]);
    expect(c.versions.map((v) => (v.facts as unknown[]).length)).toEqual([2, 2, 2, 3, 2]);
    expect(await prisma.auditEvent.count({ where: { targetId: cancelId, action: { startsWith: "clause.fact." } } })).toBe(4);
  });

  it("an admin may change facts too; deleting every fact leaves the verifier none, not its own drafts", async () => {
    const { prisma } = getDb();
    const pay = await prisma.clause.findUniqueOrThrow({ where: { key: "PAY-1" } });
    expect(await deleteFactAction(actors.admin, { clauseId: pay.id, baseVersion: pay.version, index: 0 }, prisma)).toMatchObject({ ok: true });
    expect((await loadClauseLibrary(prisma)).find((c) => c.id === "PAY-1")).toMatchObject({ facts: [] });
  });

  it("a text edit keeps the facts, their spans following their sentences", async () => {
    const { prisma } = getDb();
    const c = await clause(cancelId);
    const text = `Read this first. ${c.text}`;
    const r = await editClauseAction(actors.policy_owner, { clauseId: cancelId, baseVersion: c.version, title: c.title, text }, prisma);
    expect(r.ok).toBe(true);
    const after = await clause(cancelId);
    expect(after.facts).toMatchObject([{ kind: "limit", span: [72, 122] }, { kind: "amount", span: [17, 71] }]);
    expect(text.slice(72, 122)).toBe("Each reservation can have at most five passengers.");
    expect(after.versions.at(-1)!.facts).toEqual(after.facts);
  });
});
