import { describe, expect, it } from "vitest";
import { Prisma, queryPrepared, type DbClient } from "@/lib/db";
import { preparedExecutor, preparedStatementName } from "@/lib/db/prepared";
import { describeDatabases } from "./databases";

describe("preparedStatementName", () => {
  it("names marked SQL by its text and leaves the rest unnamed", () => {
    const named = (sql: string) => preparedStatementName({ sql });
    expect(named("/* groundcheck:prepared */ SELECT $1::int AS x")).toMatch(/^gc_[\w-]+$/);
    expect(named("/* groundcheck:prepared */ SELECT $1::int AS x")).toBe(named("/* groundcheck:prepared */ SELECT $1::int AS x"));
    expect(named("/* groundcheck:prepared */ SELECT $1::int AS y")).not.toBe(named("/* groundcheck:prepared */ SELECT $1::int AS x"));
    expect(named("SELECT $1::int AS x")).toBeUndefined();
  });
});

describeDatabases("prepared statements", (getDb) => {
  const isPrepared = (db: DbClient, v: number) =>
    queryPrepared<{ v: number; prepared: boolean }>(
      db,
      Prisma.sql`SELECT ${v}::int AS v, EXISTS (SELECT 1 FROM pg_prepared_statements p WHERE p.statement LIKE '%prepared_test_marker%' AND p.name LIKE 'gc\\_%') AS prepared -- prepared_test_marker`,
    );

  it("run under their name on PostgreSQL, straight to the pool, with the values bound each time", async () => {
    const { prisma, kind } = getDb();
    expect(Boolean(preparedExecutor(prisma))).toBe(kind === "postgres");
    for (const v of [1, 2, 3]) expect(await isPrepared(prisma, v)).toEqual([{ v, prepared: kind === "postgres" }]);
  });

  it("go through Prisma, still named on PostgreSQL, for a client without its own pool (a wrapper, a transaction)", async () => {
    const { prisma, kind } = getDb();
    const wrapped = new Proxy(prisma, {}) as DbClient;
    expect(preparedExecutor(wrapped)).toBeUndefined();
    for (const v of [4, 5]) expect(await isPrepared(wrapped, v)).toEqual([{ v, prepared: kind === "postgres" }]);
    const inTx = await prisma.$transaction(async (tx) => queryPrepared<{ n: number }>(tx as unknown as DbClient, Prisma.sql`SELECT ${6}::int AS n`));
    expect(inTx).toEqual([{ n: 6 }]);
  });

  it("send and read a Date as Prisma does, so a timestamp(3) written by Prisma is matched exactly", async () => {
    const { prisma } = getDb();
    const agent = await prisma.agent.create({ data: { name: `prepared-${Date.now()}`, tools: [] } });
    const rows = await queryPrepared<{ id: string; updatedAt: Date; tools: unknown }>(prisma, Prisma.sql`SELECT id, "updatedAt", tools FROM "Agent" WHERE id = ${agent.id} AND "updatedAt" = ${agent.updatedAt}`);
    // And read back as Prisma reads it: the same instant, JSON as values.
    expect(rows).toEqual([{ id: agent.id, updatedAt: agent.updatedAt, tools: [] }]);
  });
});
