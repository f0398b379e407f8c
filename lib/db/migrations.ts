/**
 * Reading the committed migrations and applying the pending ones.
 *
 * This is the runtime path (the embedded database migrates itself at open, `npm run db:migrate`
 * migrates PostgreSQL), so it uses no Prisma engine: it runs each committed migration.sql in a
 * transaction and records it in the standard `_prisma_migrations` table exactly as Prisma's
 * schema engine does (same table definition, checksum = sha256 hex of migration.sql), so the
 * official `prisma migrate deploy` can take over wherever its binary is available.
 * tests/db/migrations.test.ts checks that compatibility against the WebAssembly schema engine.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseError } from "./errors";

export interface Migration {
  /** The folder name, e.g. `20261129180000_init`; migrations apply in this order. */
  name: string;
  sql: string;
  /** sha256 hex of migration.sql, as Prisma stores it. */
  checksum: string;
}

/** The folder of committed migrations: `<cwd>/prisma/migrations` unless given. */
export function defaultMigrationsDir(): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations");
}

export function checksumOf(sql: string): string {
  return createHash("sha256").update(sql, "utf8").digest("hex");
}

/** Reads the committed migrations, oldest first. A missing folder means no migrations. */
export function readMigrations(migrationsDir: string = defaultMigrationsDir()): Migration[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .filter((entry) => statSync(path.join(migrationsDir, entry)).isDirectory())
    .sort()
    .map((name) => {
      const file = path.join(migrationsDir, name, "migration.sql");
      if (!existsSync(file)) {
        throw new DatabaseError("database_config", `Migration folder ${path.join(migrationsDir, name)} has no migration.sql.`, {
          migrationsDir,
          migration: name,
        });
      }
      const sql = readFileSync(file, "utf8");
      return { name, sql, checksum: checksumOf(sql) };
    });
}

/** The minimal SQL surface the applier needs; lib/db adapts PGlite and node-postgres to it. */
export interface SqlSession {
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

/** The table as Prisma's schema engine creates it (PostgreSQL flavour). */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

/** The advisory lock key Prisma's schema engine takes while migrating, so the two never interleave. */
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export interface ApplyResult {
  /** Names of the migrations applied now, in order. */
  applied: string[];
  /** Names already applied before. */
  alreadyApplied: string[];
  /** Applied migrations whose file changed since (Prisma warns about these too). */
  modified: string[];
}

interface AppliedRow extends Record<string, unknown> {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/**
 * Applies the pending migrations. Each runs in its own transaction together with its
 * `_prisma_migrations` row, so a failing migration leaves nothing behind and can be fixed and rerun.
 */
export async function applyMigrations(
  session: SqlSession,
  migrations: Migration[],
  opts: { advisoryLock?: boolean; log?: (line: string) => void } = {},
): Promise<ApplyResult> {
  const log = opts.log ?? (() => {});
  if (opts.advisoryLock) await session.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK_KEY})`);
  try {
    await session.exec(CREATE_MIGRATIONS_TABLE);
    const rows = await session.query<AppliedRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null);
    if (failed.length > 0) {
      const names = failed.map((r) => r.migration_name).join(", ");
      throw new DatabaseError(
        "migration_history_conflict",
        `The database records a failed migration (${names}). Fix the database by hand, then mark it rolled back ` +
          `(DELETE its row from "_prisma_migrations" or set rolled_back_at) before migrating again.`,
        { failed: failed.map((r) => r.migration_name) },
      );
    }
    const done = new Map(rows.filter((r) => r.finished_at !== null).map((r) => [r.migration_name, r.checksum]));
    const known = new Set(migrations.map((m) => m.name));
    const unknown = [...done.keys()].filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new DatabaseError(
        "migration_history_conflict",
        `The database has migrations that are not in prisma/migrations: ${unknown.join(", ")}. ` +
          `It was migrated by a newer or different checkout; use that checkout or a fresh database.`,
        { unknown },
      );
    }

    const result: ApplyResult = { applied: [], alreadyApplied: [], modified: [] };
    for (const migration of migrations) {
      const recorded = done.get(migration.name);
      if (recorded !== undefined) {
        result.alreadyApplied.push(migration.name);
        if (recorded !== migration.checksum) {
          result.modified.push(migration.name);
          log(`warning: migration ${migration.name} was modified after it was applied (checksum differs)`);
        }
        continue;
      }
      const id = randomUUID();
      await session.exec("BEGIN");
      try {
        await session.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
          [id, migration.checksum, migration.name],
        );
        await session.exec(migration.sql);
        await session.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
        await session.exec("COMMIT");
      } catch (error) {
        await session.exec("ROLLBACK").catch(() => {});
        const reason = error instanceof Error ? error.message : String(error);
        throw new DatabaseError("migration_failed", `Migration ${migration.name} failed and was rolled back: ${reason}`, {
          migration: migration.name,
        }, { cause: error });
      }
      result.applied.push(migration.name);
      log(`applied ${migration.name}`);
    }
    return result;
  } finally {
    if (opts.advisoryLock) await session.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK_KEY})`).catch(() => {});
  }
}
