/**
 * The few hot statements (the tool-call check's one statement: a handful of CTE combinations) as
 * PostgreSQL prepared statements, sent straight to the pool Prisma's adapter uses.
 *
 * - Named: Prisma's queries go unnamed, so the server parses and plans each one again. A statement
 *   run by `queryPrepared` goes under a name derived from its text, is parsed once per pooled
 *   connection, and after five executions runs a cached generic plan when PostgreSQL finds it no
 *   dearer (plan_cache_mode).
 * - Direct: through `pg` itself, not Prisma's query pipeline, which costs about 0.3 ms of the
 *   request thread per statement. The values are passed as Prisma's adapter would (a Date as UTC
 *   without zone, for `timestamp(3)` columns); rows come back as `pg` parses them (int4 as a number,
 *   int8 as a string: cast counts to int; json as values), a `timestamp` as a Date read as UTC.
 *
 * Anything else gets Prisma's `$queryRaw` with the statement named by adapter-pg's
 * statementNameGenerator: the embedded database (PGlite's adapter has no names), a transaction's
 * client (the statement must run inside it), a client a benchmark wrapped. Only pass SQL whose
 * text takes few forms, every value a parameter: each distinct text stays prepared on every pooled
 * connection for the connection's life. GROUNDCHECK_PG_PREPARED=0 turns both off (a pooler in
 * transaction mode that cannot carry prepared statements, e.g. PgBouncer before 1.21).
 */
import { createHash } from "node:crypto";
import pg from "pg";
import { Prisma } from "../generated/prisma/client";
import type { DbClient } from "./client";

const MARK = "/* groundcheck:prepared */ ";

/** Runs a named statement and returns its rows. */
export type PreparedExecutor = (name: string, text: string, values: unknown[]) => Promise<unknown[]>;

const executors = new WeakMap<object, PreparedExecutor>();

/** Whether PostgreSQL statements are prepared (GROUNDCHECK_PG_PREPARED, default on). */
export function preparedStatementsEnabled(): boolean {
  return process.env.GROUNDCHECK_PG_PREPARED !== "0";
}

/** adapter-pg's statementNameGenerator: a name for SQL marked by `queryPrepared`, none (unnamed) for the rest. */
export function preparedStatementName(query: { sql: string }): string {
  if (!query.sql.startsWith(MARK)) return undefined as unknown as string; // adapter-pg hands it to pg as `name`: unnamed
  return statementName(query.sql);
}

const statementName = (text: string) => `gc_${createHash("sha1").update(text).digest("base64url")}`;

// As @prisma/adapter-pg's mapArg sends a Date to a timestamp column: UTC, no zone.
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
function pgValue(v: unknown): unknown {
  if (!(v instanceof Date)) return v;
  return `${pad(v.getUTCFullYear(), 4)}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())} ${pad(v.getUTCHours())}:${pad(v.getUTCMinutes())}:${pad(v.getUTCSeconds())}.${pad(v.getUTCMilliseconds(), 3)}`;
}

// A `timestamp` (no zone) column read back as Prisma reads it: UTC, whatever the process's zone.
const TIMESTAMP_OID = 1114;
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === TIMESTAMP_OID && format !== "binary" ? (v: string) => new Date(`${v.replace(" ", "T")}Z`) : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/** The client's statements go straight to `pool` (open.ts, for the pool its adapter was given). */
export function sendPreparedToPool(client: DbClient, pool: pg.Pool): void {
  executors.set(client, async (name, text, values) => (await pool.query({ name, text, values: values.map(pgValue), types })).rows);
}

/** For benchmarks that wrap a client: the wrapper runs prepared statements through `executor`. */
export function setPreparedExecutor(client: DbClient, executor: PreparedExecutor): void {
  executors.set(client, executor);
}

/** What `client`'s prepared statements run through, if it has its own (see sendPreparedToPool). */
export function preparedExecutor(client: DbClient): PreparedExecutor | undefined {
  return executors.get(client);
}

/** Runs `sql` as a prepared statement (see above) and returns its rows. */
export async function queryPrepared<T>(db: DbClient, sql: Prisma.Sql): Promise<T[]> {
  const direct = preparedStatementsEnabled() ? executors.get(db) : undefined;
  // Both ways send the same text under the same name: one pooled connection may see both.
  const text = MARK + sql.text;
  if (direct) return (await direct(statementName(text), text, sql.values)) as T[];
  return db.$queryRaw<T[]>(Prisma.sql`${Prisma.raw(MARK)}${sql}`);
}
