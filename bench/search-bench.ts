/**
 * The queue's full-text search in process, before and after (issue 13): the previous statement
 * (the ordered walk alone: `ORDER BY "createdAt" LIMIT 1000` over the search document) and
 * searchHeldItemIds, alternated call by call on the same kept database (bench/page-bench.ts
 * --held 100000 --keep), so both see the same load. Checks that both return the same ids in the
 * same order, prints p50 / p95 ms per search and shape, and with --explain the plans.
 *
 *   npx tsx bench/search-bench.ts --use <data folder>            embedded (no server may hold it)
 *   npx tsx bench/search-bench.ts --db postgres --use <database>
 *   options: --runs 30 --warmup 5 --explain --words "teapot,Ana Novak"
 */
import { parseArgs } from "node:util";
import { openDatabase, Prisma, type DbClient } from "../lib/db";
import { searchHeldItemIds, SEARCH_MATCH_LIMIT } from "../lib/review/search-held-items";
import type { HeldStatusName } from "../lib/review/queue-params";
import { BENCH_PG_URL, loadAverage, runBench } from "./bench-run";

const { values: opts } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    use: { type: "string" },
    runs: { type: "string", default: "30" },
    warmup: { type: "string", default: "5" },
    explain: { type: "boolean", default: false },
    words: { type: "string" },
  },
});

/** The statement before this change, kept here to compare against. */
async function walkOnly(db: DbClient, words: string, status: HeldStatusName | null, limit = SEARCH_MATCH_LIMIT): Promise<string[]> {
  const statusSql = status ? Prisma.sql`AND "status" = ${status}::"HeldStatus"` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "HeldItem"
    WHERE "searchVector" @@ websearch_to_tsquery('english', ${words}) ${statusSql}
    ORDER BY "createdAt" ASC, "id" ASC
    LIMIT ${limit}`;
  return rows.map((r) => r.id);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

runBench(async () => {
  if (!opts.use) throw new Error("--use <data folder | database name> is required");
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${opts.use}`;
  const db = await openDatabase(opts.db === "postgres" ? { url: url.toString(), log: () => {} } : { dataDir: opts.use, log: () => {} });
  const prisma = db.prisma;
  const cases: [string, HeldStatusName | null][] = opts.words
    ? opts.words.split(",").flatMap((w) => [[w, "pending"], [w, null]] as [string, HeldStatusName | null][])
    : [
        ["teapot", "pending"],
        ["teapot", null],
        ["Ana Novak", null],
        ["Ana Novak", "pending"],
        ["please", "pending"],
        ["please", null],
        ["broken", "pending"],
        ["charged twice", null],
        ["zzznotaword", "pending"],
      ];
  const shapes = { before: walkOnly, after: searchHeldItemIds } as const;
  console.log(`${(await prisma.heldItem.count()).toLocaleString("en")} held items, ${opts.db}; load ${loadAverage()}`);
  console.log("| search | status | matches | before p50 / p95 ms | after p50 / p95 ms |");
  console.log("|---|---|---|---|---|");
  for (const [words, status] of cases) {
    const a = await walkOnly(prisma, words, status);
    const b = await searchHeldItemIds(prisma, words, status);
    if (a.join() !== b.join()) throw new Error(`"${words}" (${status ?? "any"}): the shapes differ (${a.length} vs ${b.length} ids)`);
    const times: Record<keyof typeof shapes, number[]> = { before: [], after: [] };
    for (let i = 0; i < Number(opts.warmup) + Number(opts.runs); i++) {
      for (const name of (i % 2 ? ["after", "before"] : ["before", "after"]) as (keyof typeof shapes)[]) {
        const t = performance.now();
        await shapes[name](prisma, words, status);
        if (i >= Number(opts.warmup)) times[name].push(performance.now() - t);
      }
    }
    const f = (xs: number[]) => `${pct(xs, 0.5).toFixed(1)} / ${pct(xs, 0.95).toFixed(1)}`;
    console.log(`| ${words} | ${status ?? "any"} | ${a.length} | ${f(times.before)} | ${f(times.after)} |`);
    if (opts.explain) {
      // The planner's estimate (what picks the shape), then the two statements' plans.
      const statusSql = status ? `AND "status" = '${status}'::"HeldStatus"` : "";
      const q = `"searchVector" @@ websearch_to_tsquery('english', '${words.replaceAll("'", "''")}')`;
      for (const sql of [
        `EXPLAIN SELECT 1 FROM "HeldItem" WHERE ${q}`,
        `EXPLAIN ANALYZE SELECT "id" FROM "HeldItem" WHERE ${q} ${statusSql} ORDER BY "createdAt", "id" LIMIT ${SEARCH_MATCH_LIMIT}`,
        `EXPLAIN ANALYZE WITH m AS MATERIALIZED (SELECT "id", "createdAt", "status" FROM "HeldItem" WHERE ${q}) SELECT "id" FROM m WHERE true ${statusSql} ORDER BY "createdAt", "id" LIMIT ${SEARCH_MATCH_LIMIT}`,
      ]) {
        const plan = await prisma.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(sql);
        console.log(plan.map((r) => `    ${r["QUERY PLAN"]}`).join("\n"));
      }
    }
  }
  console.log(`load ${loadAverage()}`);
  await db.close();
});
