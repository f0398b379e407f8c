/**
 * The database layer: the one way the app, scripts and tests reach the database.
 * See lib/db/README.md. Importing this module opens nothing.
 */
import { openDatabase, type Database } from "./open";

export { createPrismaClient, normalizeEmail, type DbClient, type DbTx } from "./client";
export { DatabaseError, DatabaseLockedError, type DatabaseErrorCode, type LockHolder } from "./errors";
export { acquireDataDirLock, lockFileFor, type DataDirLock } from "./lock";
export { applyMigrations, readMigrations, defaultMigrationsDir, type ApplyResult, type Migration } from "./migrations";
export {
  DEFAULT_DATA_DIR,
  migratePostgres,
  openDatabase,
  redactUrl,
  resolveDataDir,
  type Database,
  type DatabaseKind,
  type OpenDatabaseOptions,
} from "./open";
export { findUserForSignIn, recordAuditEvent, type AuditEventInput } from "./queries";
export { queryPrepared } from "./prepared";
export { Role, Prisma } from "../generated/prisma/client";
export type { User, AuditEvent } from "../generated/prisma/client";

// One database per process for the Next server, kept on globalThis so Next's dev-mode module
// reloading does not open the data folder a second time (which the lock would refuse).
const shared = globalThis as { __groundcheckDatabase?: Promise<Database> };

/**
 * The process-wide database, opened on first use with the environment's settings
 * (DATABASE_URL, else the embedded folder, migrated). Later calls share it. If opening fails
 * (e.g. the folder is locked), the error is thrown and the next call tries again.
 */
export function getDatabase(): Promise<Database> {
  if (!shared.__groundcheckDatabase) {
    const opening = openDatabase();
    shared.__groundcheckDatabase = opening;
    opening.catch(() => {
      if (shared.__groundcheckDatabase === opening) shared.__groundcheckDatabase = undefined;
    });
  }
  return shared.__groundcheckDatabase;
}

/**
 * Makes `db` the process's shared database: for server tests that call route handlers against a
 * test database, and for scripts that opened the database themselves.
 */
export function useSharedDatabase(db: Database): void {
  shared.__groundcheckDatabase = Promise.resolve(db);
}

/** The shared Prisma client: `const prisma = await getPrisma();` */
export async function getPrisma() {
  return (await getDatabase()).prisma;
}

/** Closes the shared database (scripts call this before exiting; the server never needs to). */
export async function closeSharedDatabase(): Promise<void> {
  const opening = shared.__groundcheckDatabase;
  shared.__groundcheckDatabase = undefined;
  if (opening) await (await opening.catch(() => null))?.close();
}
