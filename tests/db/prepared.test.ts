import { describe, expect, it } from "vitest";
import { Prisma, preparedSql } from "@/lib/db";
import { preparedStatementName } from "@/lib/db/prepared";
import { describeDatabases } from "./databases";

describe("preparedStatementName", () => {
  it("names marked SQL by its text and leaves the rest unnamed", () => {
    const a = preparedSql(Prisma.sql`SELECT ${1}::int AS x`);
    const b = preparedSql(Prisma.sql`SELECT ${2}::int AS x`);
    const c = preparedSql(Prisma.sql`SELECT ${1}::int AS y`);
    expect(preparedStatementName({ sql: a.text })).toMatch(/^gc_[\w-]+$/);
    // The same text with other values is the same statement; another text is another.
    expect(preparedStatementName({ sql: b.text })).toBe(preparedStatementName({ sql: a.text }));
    expect(preparedStatementName({ sql: c.text })).not.toBe(preparedStatementName({ sql: a.text }));
    expect(preparedStatementName({ sql: Prisma.sql`SELECT ${1}::int AS x`.text })).toBeUndefined();
  });
});

describeDatabases("prepared statements", (getDb) => {
  it("run marked SQL under its name on PostgreSQL, with its values bound each time", async () => {
    const { prisma, kind } = getDb();
    const seen = async (v: number) =>
      prisma.$queryRaw<{ v: number; prepared: boolean }[]>(
        preparedSql(Prisma.sql`SELECT ${v}::int AS v, EXISTS (SELECT 1 FROM pg_prepared_statements p WHERE p.statement LIKE '%groundcheck:prepared%' AND p.name LIKE 'gc\\_%') AS prepared`),
      );
    for (const v of [1, 2, 3]) expect(await seen(v)).toEqual([{ v, prepared: kind === "postgres" }]);
  });
});
