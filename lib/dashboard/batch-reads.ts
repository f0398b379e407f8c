import type { DbClient } from "../db";

/** What the dashboard's loaders need of a database: read-only raw SQL. */
export type RawReader = Pick<DbClient, "$queryRawUnsafe">;

interface Pending {
  sql: string;
  params: unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/**
 * A reader that sends the raw queries issued together (in one `Promise.all`, before the first
 * await) as one statement: each query's rows come back as one JSON column. For the embedded
 * database: PGlite is one connection in-process, so the page's queries run one after another
 * anyway and each statement costs a trip through the driver adapter; one statement costs one.
 * (PostgreSQL runs them side by side on the pool instead: do not use it there.)
 *
 * Each query's own `$n` parameters are renumbered after the previous queries' (the dashboard's
 * SQL has no `$` in literals). JSON keeps float8 exact (shortest round-trip digits) and gives
 * counts as numbers; timestamps must be selected as timestamptz to keep their zone. Rows keep
 * their query's ORDER BY: json_agg reads a sorted subquery in order.
 */
export function batchReads(db: RawReader): RawReader {
  let queue: Pending[] = [];
  const flush = async () => {
    const batch = queue;
    queue = [];
    const params: unknown[] = [];
    const columns = batch.map((q, i) => {
      const base = params.length;
      params.push(...q.params);
      const sql = q.sql.replace(/\$(\d+)/g, (_, n: string) => `$${base + Number(n)}`);
      return `(SELECT COALESCE(json_agg(t), '[]'::json) FROM (${sql}) t) AS q${i}`;
    });
    try {
      const [row] = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT ${columns.join(", ")}`, ...params);
      batch.forEach((q, i) => {
        const v = row[`q${i}`];
        q.resolve((typeof v === "string" ? JSON.parse(v) : v) as unknown[]);
      });
    } catch (error) {
      for (const q of batch) q.reject(error);
    }
  };
  const $queryRawUnsafe = (sql: string, ...params: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (queue.length === 0) queueMicrotask(() => void flush());
      queue.push({ sql, params, resolve, reject });
    });
  return { $queryRawUnsafe } as unknown as RawReader;
}
