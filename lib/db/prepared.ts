/**
 * Statements PostgreSQL keeps prepared per connection, for the few hot statements whose shapes are
 * a small fixed set (the tool-call check's one statement: a handful of CTE combinations). Prisma's
 * queries go unnamed, so the server parses and plans each one again; a statement marked with
 * `preparedSql` is sent under a name derived from its text (adapter-pg's statementNameGenerator),
 * parsed once per connection, and after five executions runs a cached generic plan when PostgreSQL
 * finds it no dearer (plan_cache_mode). Nothing changes for the embedded database (PGlite's adapter
 * has no named statements) or inside a transaction's own statements beyond the name.
 *
 * Only mark SQL whose text takes few forms: each distinct text stays prepared on every pooled
 * connection for the connection's life. Values must be parameters, never spliced into the text.
 * GROUNDCHECK_PG_PREPARED=0 turns naming off (a pooler in transaction mode that cannot carry
 * prepared statements, e.g. PgBouncer before 1.21).
 */
import { createHash } from "node:crypto";
import { Prisma } from "../generated/prisma/client";

const MARK = "/* groundcheck:prepared */ ";

/** `sql` to be run as a named, per-connection prepared statement on PostgreSQL. */
export function preparedSql(sql: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(MARK)}${sql}`;
}

/** adapter-pg's statementNameGenerator: a name for marked SQL, none (unnamed) for the rest. */
export function preparedStatementName(query: { sql: string }): string {
  if (!query.sql.startsWith(MARK)) return undefined as unknown as string; // adapter-pg passes it to pg as `name`: unnamed
  return `gc_${createHash("sha1").update(query.sql).digest("base64url")}`;
}

/** Whether PostgreSQL connections name marked statements (GROUNDCHECK_PG_PREPARED, default on). */
export function preparedStatementsEnabled(): boolean {
  return process.env.GROUNDCHECK_PG_PREPARED !== "0";
}
