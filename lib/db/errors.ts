/**
 * The typed errors of the database layer. Each carries a stable `code` so the app's error
 * mapping (lib/errors) can turn it into an HTTP answer or a CLI message without parsing text.
 */
export type DatabaseErrorCode =
  /** Another live process owns the embedded data folder. */
  | "database_locked"
  /** A committed migration failed to apply; nothing of it was kept. */
  | "migration_failed"
  /** PostgreSQL lacks committed migrations: run `npm run db:migrate`. */
  | "migrations_pending"
  /** The database's migration history does not fit the committed migrations. */
  | "migration_history_conflict"
  /** The configuration (URL, folder, migrations folder) is unusable. */
  | "database_config";

export class DatabaseError extends Error {
  readonly code: DatabaseErrorCode;
  readonly details: Record<string, unknown>;

  constructor(code: DatabaseErrorCode, message: string, details: Record<string, unknown> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseError";
    this.code = code;
    this.details = details;
  }
}

/** Who holds a data-folder lock, as written in the lock file. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** The holder's command line. */
  command: string;
  cwd: string;
  /** Linux process start time (clock ticks since boot) to tell a reused pid from the holder. */
  procStart?: string;
  /** Random token so a holder only ever removes its own lock file. */
  token: string;
}

export class DatabaseLockedError extends DatabaseError {
  declare readonly code: "database_locked";
  readonly dataDir: string;
  readonly lockFile: string;
  readonly holder: LockHolder;

  constructor(dataDir: string, lockFile: string, holder: LockHolder, sameProcess: boolean) {
    const who = `process ${holder.pid} on ${holder.hostname} (${holder.command}), since ${holder.startedAt}`;
    const message = sameProcess
      ? `The embedded database folder ${dataDir} is already open in this process (${who}). ` +
        `Reuse that connection (getPrisma()) instead of opening the folder a second time.`
      : `The embedded database folder ${dataDir} is in use by ${who}. ` +
        `Only one process may open it at a time, or rows are silently lost. ` +
        `Stop that process first (kill ${holder.pid}), or point this one at another folder with GROUNDCHECK_DATA_DIR, ` +
        `or use PostgreSQL with DATABASE_URL. Lock file: ${lockFile}.`;
    super("database_locked", message, { dataDir, lockFile, holder });
    this.name = "DatabaseLockedError";
    this.dataDir = dataDir;
    this.lockFile = lockFile;
    this.holder = holder;
  }
}
