import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, checksumOf, readMigrations } from "@/lib/db/migrations";
import { DatabaseError } from "@/lib/db";
import { pgliteSession } from "@/lib/db/open";
import { engineApplyMigrations } from "../../scripts/db/engine";

const columnsOf = async (db: PGlite) =>
  (
    await db.query<{ column_name: string; data_type: string; is_nullable: string; column_default: string | null; character_maximum_length: number | null }>(
      `SELECT column_name, data_type, is_nullable, column_default, character_maximum_length
         FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY column_name`,
    )
  ).rows;

const historyOf = async (db: PGlite) =>
  (
    await db.query<{ migration_name: string; checksum: string; applied_steps_count: number; done: boolean }>(
      `SELECT migration_name, checksum, applied_steps_count, finished_at IS NOT NULL AS done FROM "_prisma_migrations" ORDER BY migration_name`,
    )
  ).rows;

describe("applying migrations without Prisma's binary engine", () => {
  const dbs: PGlite[] = [];
  const fresh = () => {
    const db = new PGlite();
    dbs.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of dbs) await db.close();
  });

  it("records _prisma_migrations exactly as Prisma's schema engine does, so either can take over", async () => {
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);

    const byEngine = fresh();
    expect(await engineApplyMigrations(byEngine)).toEqual(migrations.map((m) => m.name));
    const byUs = fresh();
    const ours = await applyMigrations(pgliteSession(byUs), migrations);
    expect(ours.applied).toEqual(migrations.map((m) => m.name));

    expect(await columnsOf(byUs)).toEqual(await columnsOf(byEngine));
    expect(await historyOf(byUs)).toEqual(await historyOf(byEngine));
    expect((await historyOf(byUs)).map((r) => r.checksum)).toEqual(migrations.map((m) => checksumOf(m.sql)));

    // The engine finds nothing to do on our database, and we find nothing to do on the engine's.
    expect(await engineApplyMigrations(byUs)).toEqual([]);
    expect((await applyMigrations(pgliteSession(byEngine), migrations)).applied).toEqual([]);
  });

  describe("with a scratch migrations folder", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "gc-migrations-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (name: string, sql: string) => {
      mkdirSync(path.join(dir, name), { recursive: true });
      writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };

    it("applies only pending migrations, in order, and rolls a failing one back entirely", async () => {
      const db = fresh();
      write("20260101000000_a", `CREATE TABLE a (id int);`);
      expect((await applyMigrations(pgliteSession(db), readMigrations(dir))).applied).toEqual(["20260101000000_a"]);

      write("20260102000000_b", `CREATE TABLE b (id int);`);
      write("20260103000000_bad", `CREATE TABLE c (id int);\nSELECT no_such_function();`);
      const error = await applyMigrations(pgliteSession(db), readMigrations(dir)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseError);
      expect((error as DatabaseError).code).toBe("migration_failed");
      expect((error as Error).message).toMatch(/20260103000000_bad.*no_such_function/s);

      const tables = (await db.query<{ t: string }>(`SELECT table_name AS t FROM information_schema.tables WHERE table_name IN ('a','b','c') ORDER BY 1`)).rows;
      expect(tables.map((r) => r.t)).toEqual(["a", "b"]); // b applied, the bad one left nothing
      expect((await historyOf(db)).map((r) => r.migration_name)).toEqual(["20260101000000_a", "20260102000000_b"]);

      write("20260103000000_bad", `CREATE TABLE c (id int);`); // fixed: now it applies
      expect((await applyMigrations(pgliteSession(db), readMigrations(dir))).applied).toEqual(["20260103000000_bad"]);
    });

    it("refuses a database that has migrations this checkout does not know", async () => {
      const db = fresh();
      await applyMigrations(pgliteSession(db), readMigrations(dir));
      const error = await applyMigrations(pgliteSession(db), readMigrations(dir).slice(0, 1)).catch((e: unknown) => e);
      expect((error as DatabaseError).code).toBe("migration_history_conflict");
      expect((error as Error).message).toContain("20260102000000_b");
    });
  });
});
