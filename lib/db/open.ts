/**
 * Opening the database: embedded PGlite on a data folder (default), a real PostgreSQL when
 * DATABASE_URL is set, or an in-memory PGlite for tests. Nothing here runs at import time.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { createPrismaClient, type DbClient } from "./client";
import { DatabaseError } from "./errors";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { PgliteThread, pgliteThreadEnabled } from "./pglite-thread-adapter";
import { preparedStatementName, preparedStatementsEnabled, sendPreparedToPool } from "./prepared";
import { applyMigrations, defaultMigrationsDir, readMigrations, type ApplyResult, type Migration, type SqlSession } from "./migrations";

export type DatabaseKind = "pglite" | "postgres";

export interface OpenDatabaseOptions {
  /** A postgresql:// URL. Default: DATABASE_URL (ignored when `dataDir` or `memory` is given). */
  url?: string;
  /** The embedded data folder. Default: GROUNDCHECK_DATA_DIR, else ./data/pglite. Created if missing. */
  dataDir?: string;
  /** An in-memory PGlite cloned from a migrated snapshot (tests). Nothing is persisted. */
  memory?: boolean;
  /**
   * Apply pending migrations at open. Default: true for PGlite; false for PostgreSQL, which is
   * then only checked: opening fails with `migrations_pending` until `npm run db:migrate` ran.
   */
  migrate?: boolean;
  /** Default: <cwd>/prisma/migrations. */
  migrationsDir?: string;
  /** Where progress lines go (applied migrations, stale-lock warnings). Default: console. */
  log?: (line: string) => void;
  /**
   * PGlite on its own thread (lib/db/pglite-thread.mjs) instead of the caller's. Default: on for a
   * data folder unless GROUNDCHECK_PGLITE_THREAD=0; off for `memory` (tests: starting a thread per
   * database costs more than it saves) unless GROUNDCHECK_PGLITE_THREAD=1.
   */
  thread?: boolean;
}

export interface Database {
  prisma: DbClient;
  kind: DatabaseKind;
  /** "memory", the absolute data folder, or the URL without its password. */
  location: string;
  /** What migrating at open did, if it ran. */
  migrations?: ApplyResult;
  /** Disconnects, closes PGlite and releases the data-folder lock. Idempotent. */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = "./data/pglite";

export function resolveDataDir(dataDir?: string): string {
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), dataDir ?? (process.env.GROUNDCHECK_DATA_DIR || DEFAULT_DATA_DIR));
}

/** The URL with its password masked, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

function checkUrl(url: string): void {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new DatabaseError(
      "database_config",
      `DATABASE_URL must be a postgresql:// URL (got ${redactUrl(url)}). Unset it to use the embedded database.`,
      { url: redactUrl(url) },
    );
  }
}

export function pgliteSession(db: PGlite): SqlSession {
  return {
    async query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

export function pgSession(client: pg.Client): SqlSession {
  return {
    async query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]) {
      return (await client.query<Row>(sql, params)).rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Applies the committed migrations to a PostgreSQL database (what `npm run db:migrate` does). */
export async function migratePostgres(
  url: string,
  opts: { migrationsDir?: string; log?: (line: string) => void } = {},
): Promise<ApplyResult> {
  checkUrl(url);
  const client = await connectPg(url);
  try {
    return await applyMigrations(pgSession(client), readMigrations(opts.migrationsDir ?? defaultMigrationsDir()), {
      advisoryLock: true,
      log: opts.log,
    });
  } finally {
    await client.end();
  }
}

/** Fails with a clear message when PostgreSQL lacks committed migrations (one cheap query). */
async function assertPostgresMigrated(url: string, migrationsDir: string): Promise<void> {
  const expected = readMigrations(migrationsDir).map((m) => m.name);
  if (expected.length === 0) return;
  const client = await connectPg(url);
  let applied: Set<string>;
  try {
    const table = await client.query<{ t: string | null }>(`SELECT to_regclass('"_prisma_migrations"')::text AS t`);
    applied = new Set(
      table.rows[0]?.t
        ? (await client.query<{ n: string }>(`SELECT migration_name AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)).rows.map((r) => r.n)
        : [],
    );
  } finally {
    await client.end();
  }
  const pending = expected.filter((name) => !applied.has(name));
  if (pending.length > 0) {
    throw new DatabaseError(
      "migrations_pending",
      `PostgreSQL at ${redactUrl(url)} lacks ${pending.length} of the committed migrations (${pending.join(", ")}). ` +
        `Apply them with: DATABASE_URL=<the same URL> npm run db:migrate`,
      { url: redactUrl(url), pending },
    );
  }
}

async function connectPg(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new DatabaseError("database_config", `Cannot connect to ${redactUrl(url)}: ${(error as Error).message}`, { url: redactUrl(url) }, {
      cause: error,
    });
  }
  return client;
}

/**
 * Opens the database. See OpenDatabaseOptions for the choice between PGlite and PostgreSQL.
 * Throws DatabaseLockedError (code `database_locked`) when another process owns the data folder.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const log = opts.log ?? ((line: string) => console.info(`[db] ${line}`));
  const migrationsDir = opts.migrationsDir ?? defaultMigrationsDir();

  if (opts.memory) return openMemory(migrationsDir, opts.migrate !== false, opts.thread ?? process.env.GROUNDCHECK_PGLITE_THREAD === "1");

  const url = opts.url ?? (opts.dataDir === undefined ? process.env.DATABASE_URL || undefined : undefined);
  if (url) {
    checkUrl(url);
    const migrations = opts.migrate
      ? await migratePostgres(url, { migrationsDir, log })
      : (await assertPostgresMigrated(url, migrationsDir), undefined);
    // One pool: Prisma's adapter and the prepared hot statements (prepared.ts) share it.
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.GROUNDCHECK_PG_POOL_SIZE) || 20 });
    pool.on("error", (err) => console.warn(`[db] idle PostgreSQL connection failed: ${err.message}`));
    const prisma = createPrismaClient(
      new PrismaPg(pool, { disposeExternalPool: true, ...(preparedStatementsEnabled() ? { statementNameGenerator: preparedStatementName } : {}) }),
    );
    sendPreparedToPool(prisma, pool);
    let closed = false;
    return {
      prisma,
      kind: "postgres",
      location: redactUrl(url),
      migrations,
      async close() {
        if (closed) return;
        closed = true;
        await prisma.$disconnect();
      },
    };
  }

  const dataDir = resolveDataDir(opts.dataDir);
  try {
    mkdirSync(dataDir, { recursive: true }); // PGlite fails opaquely on a missing parent
  } catch (error) {
    throw new DatabaseError("database_config", `Cannot create the data folder ${dataDir}: ${(error as Error).message}`, { dataDir }, {
      cause: error,
    });
  }
  const lock = acquireDataDirLock(dataDir, { warn: log });
  const thread = opts.thread ?? pgliteThreadEnabled();
  return openPglite(thread ? threaded({ dataDir }) : inProcess(() => new PGlite(dataDir)), dataDir, lock, opts.migrate !== false, migrationsDir, log);
}

/** A started PGlite, wherever it runs: what migrations and Prisma talk to, and how to close it. */
interface PgliteHandle {
  session: SqlSession;
  factory: SqlDriverAdapterFactory;
  close(): Promise<void>;
}

function inProcess(create: () => PGlite): () => Promise<PgliteHandle> {
  return async () => {
    const db = create();
    try {
      await db.waitReady;
    } catch (error) {
      await db.close().catch(() => {});
      throw error;
    }
    return { session: pgliteSession(db), factory: new PrismaPGlite(db), close: () => db.close() };
  };
}

function threaded(source: { dataDir: string } | { dump?: () => Promise<ArrayBuffer> }): () => Promise<PgliteHandle> {
  return async () => {
    const thread = await PgliteThread.start("dataDir" in source ? source : { dump: await source.dump?.() });
    return { session: thread.session(), factory: thread.adapterFactory(), close: () => thread.close() };
  };
}

async function openPglite(
  start: () => Promise<PgliteHandle>,
  location: string,
  lock: DataDirLock | null,
  migrate: boolean,
  migrationsDir: string,
  log: (line: string) => void,
  migrations?: Migration[],
): Promise<Database> {
  let db: PgliteHandle | undefined;
  try {
    db = await start();
    const applied = migrate
      ? await applyMigrations(db.session, migrations ?? readMigrations(migrationsDir), { log })
      : undefined;
    const pglite = db;
    const prisma = createPrismaClient(pglite.factory);
    let closed = false;
    return {
      prisma,
      kind: "pglite",
      location,
      migrations: applied,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await prisma.$disconnect();
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// In-memory databases for tests: a fresh PGlite takes seconds to start and migrate, so the first
// one is migrated and dumped, and every later one is loaded from that dump. The dump is also
// cached on disk (node_modules/.cache), keyed by the migrations and the PGlite version, so
// separate test files and runs share it.

const snapshots = new Map<string, Promise<Blob>>();

function snapshotKey(migrations: Migration[]): string {
  const hash = createHash("sha256");
  hash.update(pgliteVersion());
  for (const m of migrations) hash.update(`\n${m.name}\n${m.checksum}`);
  return hash.digest("hex").slice(0, 24);
}

function pgliteVersion(): string {
  try {
    const pkg = path.resolve(/* turbopackIgnore: true */ process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json");
    return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

function cacheFile(key: string): string | undefined {
  const nodeModules = path.resolve(/* turbopackIgnore: true */ process.cwd(), "node_modules");
  return existsSync(nodeModules) ? path.join(nodeModules, ".cache", "groundcheck-db", `pglite-${key}.tar.gz`) : undefined;
}

async function buildSnapshot(migrations: Migration[], key: string): Promise<Blob> {
  const file = cacheFile(key);
  if (file && existsSync(file)) return new Blob([readFileSync(file)]);
  const db = new PGlite();
  try {
    await db.waitReady;
    await applyMigrations(pgliteSession(db), migrations);
    const dump = await db.dumpDataDir("gzip");
    if (file) {
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
        renameSync(tmp, file); // atomic, so parallel test workers never read half a file
      } catch {
        // a read-only node_modules only costs speed
      }
    }
    return dump;
  } finally {
    await db.close();
  }
}

async function openMemory(migrationsDir: string, migrate: boolean, thread: boolean): Promise<Database> {
  const quiet = () => {};
  if (!migrate) return openPglite(thread ? threaded({}) : inProcess(() => new PGlite()), "memory", null, false, migrationsDir, quiet);
  const migrations = readMigrations(migrationsDir);
  const key = snapshotKey(migrations);
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = buildSnapshot(migrations, key);
    snapshots.set(key, snapshot);
    snapshot.catch(() => snapshots.delete(key));
  }
  const dump = await snapshot;
  // Migrating again is a no-op on the snapshot, and it checks that the snapshot is current.
  const start = thread ? threaded({ dump: () => dump.arrayBuffer() }) : inProcess(() => new PGlite({ loadDataDir: dump }));
  return openPglite(start, "memory", null, true, migrationsDir, quiet, migrations);
}
