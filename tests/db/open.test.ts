import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { closeSharedDatabase, DatabaseError, getDatabase, getPrisma, lockFileFor, migratePostgres, openDatabase } from "@/lib/db";
import { TEST_DATABASE_URL } from "./databases";

const codeOf = (error: unknown) => (error instanceof DatabaseError ? error.code : error);

describe("openDatabase configuration errors", () => {
  it("refuses a DATABASE_URL that is not PostgreSQL", async () => {
    const error = await openDatabase({ url: "mysql://root@localhost/x" }).catch((e: unknown) => e);
    expect(codeOf(error)).toBe("database_config");
    expect((error as Error).message).toMatch(/postgresql:\/\/ URL.*Unset it to use the embedded database/);
  });

  it("names an unreachable server without its password", async () => {
    const error = await migratePostgres("postgresql://u:secret@127.0.0.1:1/none").catch((e: unknown) => e);
    expect(codeOf(error)).toBe("database_config");
    expect((error as Error).message).toContain("postgresql://u:***@127.0.0.1:1/none");
    expect((error as Error).message).not.toContain("secret");
  });
});

describe.skipIf(!TEST_DATABASE_URL)("opening PostgreSQL checks its migrations", () => {
  const name = `gc_test_open_${process.pid}`;
  const url = () => {
    const u = new URL(TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it("fails with migrations_pending on an unmigrated database, and opens once db:migrate ran", async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const error = await openDatabase({ url: url() }).catch((e: unknown) => e);
    expect(codeOf(error)).toBe("migrations_pending");
    expect((error as Error).message).toMatch(/npm run db:migrate/);

    const first = await migratePostgres(url());
    expect(first.applied.length).toBeGreaterThan(0);
    expect((await migratePostgres(url())).applied).toEqual([]);
    const db = await openDatabase({ url: url() });
    try {
      expect(db.kind).toBe("postgres");
      expect(await db.prisma.user.count()).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe("the shared database for the server", () => {
  const saved = { url: process.env.DATABASE_URL, dir: process.env.GROUNDCHECK_DATA_DIR };
  const tmp = mkdtempSync(path.join(os.tmpdir(), "gc-shared-"));
  afterAll(async () => {
    await closeSharedDatabase();
    process.env.DATABASE_URL = saved.url;
    process.env.GROUNDCHECK_DATA_DIR = saved.dir;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    if (saved.dir === undefined) delete process.env.GROUNDCHECK_DATA_DIR;
    rmSync(tmp, { recursive: true, force: true });
  });

  it("opens once on first use, from the environment, and releases the folder when closed", async () => {
    delete process.env.DATABASE_URL;
    process.env.GROUNDCHECK_DATA_DIR = path.join(tmp, "pglite");
    const [a, b] = await Promise.all([getPrisma(), getPrisma()]);
    expect(a).toBe(b);
    const db = await getDatabase();
    expect(db.kind).toBe("pglite");
    expect(db.location).toBe(path.join(tmp, "pglite"));
    expect(existsSync(lockFileFor(db.location))).toBe(true);
    await closeSharedDatabase();
    expect(existsSync(lockFileFor(db.location))).toBe(false);
  });
});
