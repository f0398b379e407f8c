// What the API benchmarks share: the machine's load, printed with every run, the exit, and the
// databases they make for themselves.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migratePostgres, openDatabase, type Database } from "../lib/db";

export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** Runs a benchmark's main and exits 0, or prints the error and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}

/** The PostgreSQL server the benchmarks make their own databases on. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** One statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function pgAdmin(sql: string, base = BENCH_PG_URL): Promise<void> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/**
 * Runs `fn` on a brand-new migrated database of `kind` (a PostgreSQL database named `<prefix>_<pid>`
 * on BENCH_PG_URL, or an embedded one in a temporary folder), then closes and removes it.
 */
export async function withBenchDatabase(kind: string, prefix: string, fn: (db: Database) => Promise<void>): Promise<void> {
  if (kind === "postgres") {
    const name = `${prefix}_${process.pid}`;
    await pgAdmin(`CREATE DATABASE "${name}"`);
    const url = new URL(BENCH_PG_URL);
    url.pathname = `/${name}`;
    try {
      await migratePostgres(url.toString(), { log: () => {} });
      const db = await openDatabase({ url: url.toString(), log: () => {} });
      try {
        await fn(db);
      } finally {
        await db.close();
      }
    } finally {
      await pgAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    const db = await openDatabase({ dataDir: path.join(dir, "pglite"), log: () => {} });
    try {
      await fn(db);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
