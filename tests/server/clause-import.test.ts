import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createClauseAction, importPolicyAction, publishClauseAction, renameClauseAction } from "@/lib/clauses/clause-actions";
import { loadClauseLibrary } from "@/lib/clauses/load-clause-library";
import { listClauses } from "@/lib/clauses/list-clauses";
import { clauseState } from "@/lib/clauses/clause-state";
import type { Actor } from "@/lib/auth/actor";
import type { Role } from "@/lib/auth/permissions";
import { createActors } from "./dashboard-fixtures";

const airline = readFileSync(fileURLToPath(new URL("../../../shared/datasets/tau-bench-airline/policy.md", import.meta.url)), "utf8");

describeDatabases("importing a policy document as draft clauses", (getDb) => {
  let actors: Record<Role, Actor>;

  beforeAll(async () => {
    actors = await createActors(getDb().prisma, "imp");
  });

  it("refuses every role but the policy owner, and writes nothing", async () => {
    const { prisma } = getDb();
    for (const role of ["reviewer", "manager", "admin"] as const) {
      const r = await importPolicyAction(actors[role], { markdown: airline, source: "policy.md" }, prisma);
      expect(r).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await prisma.clause.count()).toBe(0);
    expect(await importPolicyAction(null, { markdown: airline }, prisma)).toMatchObject({ ok: false, error: { code: "unauthenticated" } });
  });

  it("refuses empty and heading-only documents with a 4xx and no records", async () => {
    const { prisma } = getDb();
    expect(await importPolicyAction(actors.policy_owner, { markdown: "  " }, prisma)).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(await importPolicyAction(actors.policy_owner, { markdown: "# T\n\n## S\n" }, prisma)).toMatchObject({ ok: false, error: { code: "unprocessable" } });
    expect(await prisma.clause.count()).toBe(0);
  });

  it("a policy owner imports drafts: readable ids, version 1, audited, not used by the verifier", async () => {
    const { prisma } = getDb();
    // A clause already holds CANCEL-FLIGHT-1: the import numbers past it.
    await createClauseAction(actors.policy_owner, { key: "CANCEL-FLIGHT-1", title: "Existing", text: "An existing cancellation rule." }, prisma);
    const r = await importPolicyAction(actors.policy_owner, { markdown: airline, source: "policy.md" }, prisma);
    expect(r.ok).toBe(true);
    const created = r.ok ? r.data.created : [];
    expect(created).toContain("BOOK-FLIGHT-5");
    expect(created).not.toContain("CANCEL-FLIGHT-1");
    expect(created.filter((id) => id.startsWith("CANCEL-FLIGHT-"))).toEqual(["CANCEL-FLIGHT-2", "CANCEL-FLIGHT-3", "CANCEL-FLIGHT-4", "CANCEL-FLIGHT-5"]);
    expect(r.ok && r.message).toMatch(/^Created 28 draft clauses\./);
    const drafts = await prisma.clause.findMany({ where: { draft: true }, include: { versions: true } });
    expect(drafts).toHaveLength(28);
    expect(drafts.every((d) => d.version === 1 && d.versions.length === 1 && d.versions[0].createdById === actors.policy_owner.id)).toBe(true);
    const cancel = drafts.find((d) => d.key === "CANCEL-FLIGHT-3")!;
    expect(cancel.text).toMatch(/^All reservations can be cancelled within 24 hours of booking/);
    expect(cancel.importedFrom).toBe("policy.md § Airline Agent Policy › Cancel flight (lines 58-58)");
    expect(clauseState(cancel, new Date())).toBe("Draft: not used until published");
    expect(await prisma.auditEvent.findFirst({ where: { action: "clause.import" } })).toMatchObject({ actorId: actors.policy_owner.id, details: { source: "policy.md", created: expect.arrayContaining(["REFUND-1"]) } });
    // The verifier's library holds only the published clause.
    expect((await loadClauseLibrary(prisma)).map((c) => c.id)).toEqual(["CANCEL-FLIGHT-1"]);
    expect((await listClauses(prisma))[0]).toMatchObject({ draft: true });
  });

  it("importing the same document again duplicates nothing", async () => {
    const { prisma } = getDb();
    const r = await importPolicyAction(actors.policy_owner, { markdown: airline, source: "policy.md" }, prisma);
    expect(r).toMatchObject({ ok: true, data: { created: [] } });
    expect(r.ok && r.data.alreadyInLibrary).toHaveLength(28);
    expect(await prisma.clause.count({ where: { draft: true } })).toBe(28);
  });

  it("the owner renames a draft (no alias kept for a generated id) and publishes it into the verifier's library", async () => {
    const { prisma } = getDb();
    const draft = await prisma.clause.findUniqueOrThrow({ where: { key: "CANCEL-FLIGHT-3" } });
    const renamed = await renameClauseAction(actors.policy_owner, { clauseId: draft.id, newKey: "CANCEL-24H" }, prisma);
    expect(renamed).toMatchObject({ ok: true, data: { key: "CANCEL-24H", aliases: [] }, message: "Renamed to CANCEL-24H." });
    expect(await publishClauseAction(actors.reviewer, { clauseId: draft.id }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(await publishClauseAction(actors.policy_owner, { clauseId: draft.id }, prisma)).toMatchObject({ ok: true, message: "Published CANCEL-24H: the verifier uses it from now on." });
    expect((await loadClauseLibrary(prisma)).map((c) => c.id)).toEqual(["CANCEL-24H", "CANCEL-FLIGHT-1"]);
    expect(await publishClauseAction(actors.policy_owner, { clauseId: draft.id }, prisma)).toMatchObject({ ok: false, error: { code: "conflict", message: "Clause CANCEL-24H is already published." } });
    expect(await publishClauseAction(actors.policy_owner, { clauseId: "nope" }, prisma)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(await prisma.auditEvent.count({ where: { action: "clause.publish", targetId: draft.id } })).toBe(1);
  });
});
