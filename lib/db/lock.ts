/**
 * One process at a time owns an embedded (PGlite) data folder.
 *
 * PGlite does not notice a second process on the same folder, and rows committed by one of them
 * are silently lost. So before opening a folder we create `<folder>.lock` next to it with O_EXCL,
 * holding the owner's pid, hostname, start time and command line. A second opener gets a
 * DatabaseLockedError naming the folder and the owner. A lock whose owner is dead (same host, pid
 * gone or reused by another program) is stale and is taken over with a warning, so a killed
 * process never blocks a restart. Locks are released on close and at process exit, SIGINT, SIGTERM.
 */
import { randomBytes } from "node:crypto";
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseError, DatabaseLockedError, type LockHolder } from "./errors";

export interface DataDirLock {
  readonly dataDir: string;
  readonly lockFile: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

export interface LockOptions {
  /** Called when a stale lock is taken over; defaults to console.warn. */
  warn?: (message: string) => void;
}

/** `<folder>.lock`, beside the folder so PGlite never sees it and dumps never include it. */
export function lockFileFor(dataDir: string): string {
  const abs = path.resolve(/* turbopackIgnore: true */ dataDir);
  return path.join(path.dirname(abs), `${path.basename(abs)}.lock`);
}

/** Linux: field 22 of /proc/<pid>/stat, the process start time; tells a reused pid apart. */
function procStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19];
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Liveness = "alive" | "dead" | "unknown-host";

function holderLiveness(holder: LockHolder): Liveness {
  if (holder.hostname !== os.hostname()) return "unknown-host";
  if (!pidAlive(holder.pid)) return "dead";
  if (holder.procStart !== undefined) {
    const now = procStartOf(holder.pid);
    if (now !== undefined && now !== holder.procStart) return "dead"; // the pid now belongs to another process
  }
  return "alive";
}

function readHolder(lockFile: string): LockHolder | "missing" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as LockHolder;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string") return "unreadable";
    return parsed;
  } catch {
    return "unreadable";
  }
}

/** Creates the lock file only if none exists. Returns false if one does. */
function tryCreate(lockFile: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new DatabaseError("database_config", `Cannot create the lock file ${lockFile}: ${(error as Error).message}`, { lockFile }, {
      cause: error,
    });
  }
  try {
    writeSync(fd, `${JSON.stringify(holder, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

// Kept on globalThis so a module reloaded by Next's dev server shares the same bookkeeping.
const state = ((globalThis as { __groundcheckDbLocks?: { held: Map<string, DataDirLock>; hooks: boolean } }).__groundcheckDbLocks ??= {
  held: new Map(),
  hooks: false,
});
const held = state.held;

function releaseAll(): void {
  for (const lock of [...held.values()]) lock.release();
}

function installExitHooks(): void {
  if (state.hooks) return;
  state.hooks = true;
  process.on("exit", releaseAll);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    const onSignal = () => {
      // If someone else (e.g. Next's server) handles the signal, they decide when to exit, and
      // the exit hook releases the lock then: the folder stays owned while it is still open.
      if (process.listenerCount(signal) > 1) return;
      releaseAll();
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal); // die of the signal as we would have without this hook
    };
    process.on(signal, onSignal);
  }
}

/** A lock that nobody has finished writing: give its writer a moment before calling it stale. */
const UNREADABLE_GRACE_MS = 2_000;

/**
 * Takes the data-folder lock or throws DatabaseLockedError. The folder's parent must exist.
 */
export function acquireDataDirLock(dataDir: string, opts: LockOptions = {}): DataDirLock {
  const warn = opts.warn ?? ((message: string) => console.warn(message));
  const abs = path.resolve(/* turbopackIgnore: true */ dataDir);
  const lockFile = lockFileFor(abs);
  const mine = held.get(lockFile);
  if (mine) throw new DatabaseLockedError(abs, lockFile, mine.holder, true);

  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.join(" "),
    cwd: process.cwd(),
    procStart: procStartOf(process.pid),
    token: randomBytes(12).toString("hex"),
  };

  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(lockFile, holder)) {
      const lock: DataDirLock = {
        dataDir: abs,
        lockFile,
        holder,
        release() {
          if (held.get(lockFile) !== lock) return;
          held.delete(lockFile);
          const current = readHolder(lockFile);
          if (typeof current === "object" && current.token === holder.token) {
            try {
              unlinkSync(lockFile);
            } catch {
              // already gone
            }
          }
        },
      };
      held.set(lockFile, lock);
      installExitHooks();
      return lock;
    }

    const existing = readHolder(lockFile);
    if (existing === "missing") continue; // released between our two calls: try again
    if (existing === "unreadable") {
      let age = Infinity;
      try {
        age = Date.now() - statSync(lockFile).mtimeMs;
      } catch {
        continue;
      }
      if (age < UNREADABLE_GRACE_MS) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      takeOver(lockFile, null);
      warn(`Removed an unreadable lock file ${lockFile} (older than ${UNREADABLE_GRACE_MS} ms) for ${abs}.`);
      continue;
    }

    const liveness = holderLiveness(existing);
    if (liveness === "dead") {
      if (takeOver(lockFile, existing.token)) {
        warn(
          `Taking over the stale lock on ${abs}: process ${existing.pid} (${existing.command}), ` +
            `which took it at ${existing.startedAt}, is no longer running.`,
        );
      }
      continue;
    }
    if (liveness === "unknown-host") {
      const note = `${existing.command}; on another host, so it cannot be checked here: if that process is gone, delete ${lockFile}`;
      throw new DatabaseLockedError(abs, lockFile, { ...existing, command: note }, false);
    }
    throw new DatabaseLockedError(abs, lockFile, existing, existing.pid === process.pid);
  }
  throw new DatabaseError("database_config", `Could not take the lock ${lockFile} for ${abs} after many attempts.`, { lockFile });
}

/**
 * Removes a stale lock file, but only the one we judged stale: it is first renamed to a unique
 * name (atomic), then checked. If another process replaced it meanwhile with a live lock, that lock
 * is put back. Returns whether the stale file was removed by us.
 */
function takeOver(lockFile: string, staleToken: string | null): boolean {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return false; // someone else moved it first
  }
  const moved = readHolder(aside);
  const isTheStaleOne = staleToken === null ? moved === "unreadable" : typeof moved === "object" && moved.token === staleToken;
  if (!isTheStaleOne && typeof moved === "object") {
    // A live lock replaced the stale one between our read and our rename: put it back. link()
    // fails if the name was taken again meanwhile, so we never overwrite a newer lock.
    try {
      linkSync(aside, lockFile);
    } catch {
      // a newer lock stands; the one we moved was superseded
    }
    unlinkSync(aside);
    return false;
  }
  unlinkSync(aside);
  return true;
}
