/**
 * Run the same tests on every database the app supports:
 *
 *   describeDatabases("users", (getDb) => {
 *     it("creates a user", async () => {
 *       const { prisma } = getDb();
 *       await prisma.user.create({ data: { ... } });
 *     });
 *   });
 *
 * registers "users [pglite]" (an in-memory PGlite cloned from the migrated snapshot) and
 * "users [postgres]" (a fresh database created on TEST_DATABASE_URL's server, migrated with the
 * committed migrations and dropped afterwards; skipped, visibly, when TEST_DATABASE_URL is unset).
 * Each describeDatabases call gets its own fresh database, shared by the tests inside it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { migratePostgres, openDatabase, redactUrl, type Database, type DatabaseKind } from "@/lib/db";

export interface TestDatabase extends Database {
  /** For PostgreSQL, the URL of this test's own database (tools like `pg` can connect to it). */
  url?: string;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The kinds this run covers: always pglite, postgres when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated database of the given kind. Call `close()` when done (drops a PostgreSQL one). */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return openDatabase({ memory: true });
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set: no PostgreSQL to test against.");

  const name = `gc_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  let db: Database;
  try {
    await migratePostgres(url.toString());
    db = await openDatabase({ url: url.toString() });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  return {
    ...db,
    location: redactUrl(url.toString()),
    url: url.toString(),
    async close() {
      try {
        await db.close();
      } finally {
        await dropDatabase();
      }
    },
  };
}

/** Registers `body` once per database kind; `getDb()` inside a test returns that kind's database. */
export function describeDatabases(name: string, body: (getDb: () => TestDatabase) => void): void {
  for (const kind of ["pglite", "postgres"] as const) {
    const skip = kind === "postgres" && !TEST_DATABASE_URL;
    describe.skipIf(skip)(`${name} [${kind}]`, () => {
      let db: TestDatabase | undefined;
      beforeAll(async () => {
        db = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await db?.close();
      });
      body(() => {
        if (!db) throw new Error(`The ${kind} test database is not open: call getDb() inside a test or hook, not while registering tests.`);
        return db;
      });
    });
  }
}
