/**
 * Console page benchmark: each page's server time (request to last byte of the HTML, on
 * localhost) against the production build (`next start`), signed in as the demo manager, on the
 * demo's data: the month of history and today's tickets, embedded (PGlite, as `npm run demo`
 * serves it) or on PostgreSQL. `--held 100000` adds that many held items (bench/queue-seed.ts) on
 * top. /api/health is measured in the same run as the baseline: the ratio shows what the page
 * itself costs when the machine is shared. Prints a table, with the load average before and after.
 *
 *   npx tsx bench/page-bench.ts                                  embedded, seeded here (minutes)
 *   npx tsx bench/page-bench.ts --from data/e2e-template-…       embedded, a copy of a seeded folder
 *                                                                (on PostgreSQL --from names a database to copy)
 *   npx tsx bench/page-bench.ts --db postgres [--url postgresql://postgres@127.0.0.1:5432/postgres]
 *   npx tsx bench/page-bench.ts --held 100000 --keep            keep the seeded database (its location is printed)
 *   npx tsx bench/page-bench.ts --use <folder | database name>   measure an existing (kept) database again, unseeded
 *   options: --held 100000 --runs 30 --warmup 3 --warm-pass 5 --port 3191 --only queue,item (pages whose name starts so)
 *
 * Every console page is measured: the queue's default view and its heavier views (any status, a
 * deep page, a name and a word searched, a reason), an item, escalations, the dashboard, policies
 * and a clause, the SLA settings, audit, the answer key, notifications, and as the demo admin the
 * users, agents and an agent's page.
 */
import type { ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { buildIfChanged, cookieHeader, percentile, prepareConsoleData, seedDemo, signIn, startServer, stopServer } from "./console-server";
import { loadAverage, runBench } from "./bench-run";
import { seedQueue } from "./queue-seed";

const { values: opts } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    url: { type: "string" },
    from: { type: "string" },
    held: { type: "string", default: "0" },
    runs: { type: "string", default: "30" },
    warmup: { type: "string", default: "3" },
    port: { type: "string", default: "3191" },
    keep: { type: "boolean", default: false },
    use: { type: "string" },
    only: { type: "string" },
    "warm-pass": { type: "string", default: "5" },
  },
});
const RUNS = Number(opts.runs);
const WARMUP = Number(opts.warmup);
const BASE = `http://127.0.0.1:${opts.port}`;
const TARGET_P95_MS = 300;

/** Request to last byte, `RUNS` times after `WARMUP` unmeasured ones; fails on anything but 200. */
async function measure(url: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= WARMUP) times.push(ms);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: times[times.length - 1], kb: bytes / 1024 };
}

runBench(async () => {
  buildIfChanged();
  const data = await prepareConsoleData(opts, "gc_pages_bench");
  let server: ChildProcess | null = null;
  try {
    const seedSeconds = data.seeded ? null : seedDemo(data.env);
    // Which item and policy the item and clause pages show: a held refund with a near miss, as a reviewer opens it.
    const db = await data.open();
    let extraMs: number | null = null;
    if (Number(opts.held) > 0 && !opts.use) extraMs = (await seedQueue(db.prisma, Number(opts.held))).ms;
    const item = await db.prisma.heldItem.findFirstOrThrow({ where: { status: "pending", kind: "write", reasonCodes: { has: "unknown_id" }, NOT: { id: { startsWith: "bh" } } }, select: { id: true } });
    const clause = await db.prisma.clause.findFirstOrThrow({ orderBy: { key: "asc" }, select: { key: true } });
    const agent = await db.prisma.agent.findFirstOrThrow({ where: { NOT: { id: "bench-agent" } }, select: { id: true } });
    const held = await db.prisma.heldItem.count();
    await db.close();

    server = await startServer(data.env, opts.port!);
    const cookies = {
      manager: cookieHeader(await signIn(BASE, DEMO_USERS.manager.email, DEMO_USERS.manager.password)),
      admin: cookieHeader(await signIn(BASE, DEMO_USERS.admin.email, DEMO_USERS.admin.password)),
    };
    const pages: [string, string, keyof typeof cookies][] = [
      ["queue", "/queue", "manager"],
      ["queue, any status", "/queue?status=any", "manager"],
      ["queue, page 40", "/queue?page=40", "manager"],
      ["queue, a reason", "/queue?reason=wrong_customer", "manager"],
      ["queue, a name searched", "/queue?q=Ana+Novak&status=any", "manager"],
      ["queue, a word searched", "/queue?q=teapot", "manager"],
      ["item", `/queue/${item.id}`, "manager"],
      ["escalations", "/escalations", "manager"],
      ["dashboard", "/dashboard", "manager"],
      ["policies", "/policies", "manager"],
      ["clause", `/policies/${encodeURIComponent(clause.key)}`, "manager"],
      ["SLA settings", "/queue/settings", "manager"],
      ["audit", "/admin/audit", "manager"],
      ["answer key (accuracy)", "/dashboard/accuracy", "manager"],
      ["notifications", "/notifications", "manager"],
      ["users (admin)", "/admin/users", "admin"],
      ["agents (admin)", "/admin/agents", "admin"],
      ["agent (admin)", `/admin/agents/${agent.id}`, "admin"],
    ];
    const only = opts.only?.split(",") ?? null;
    const measured = pages.filter(([name]) => !only || only.some((o) => name.startsWith(o)));
    // A warm-up pass over every page first (--warm-pass rounds): a fresh server's first requests
    // to any page pay for code loading and JIT tiering, which the first page measured took alone.
    for (let round = 0; round < Number(opts["warm-pass"]); round++) {
      for (const [, href, who] of measured) await fetch(`${BASE}${href}`, { headers: { cookie: cookies[who] } }).then((r) => r.text());
    }
    const loadBefore = loadAverage();
    const health = await measure(`${BASE}/api/health`, cookies.manager);
    const rows: string[] = [];
    for (const [name, href, who] of measured) {
      const m = await measure(`${BASE}${href}`, cookies[who]);
      const shown = href.replace(item.id, "<id>").replace(agent.id, "<id>");
      rows.push(`| ${name} | \`${shown}\` | ${m.p50.toFixed(0)} | ${m.p95.toFixed(0)} | ${m.max.toFixed(0)} | ${(m.p50 / health.p50).toFixed(1)}x | ${m.p95 <= TARGET_P95_MS ? "met" : "not met"} | ${m.kb.toFixed(0)} |`);
    }
    const loadAfter = loadAverage();

    console.log(`\nConsole pages on ${opts.db === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)"}: ${held.toLocaleString("en")} held items${extraMs !== null ? ` (${Number(opts.held).toLocaleString("en")} added by bench/queue-seed.ts in ${(extraMs / 1000).toFixed(0)} s)` : ""}${seedSeconds !== null ? `; demo seeded in ${seedSeconds.toFixed(0)} s` : ""}.`);
    console.log(`${RUNS} requests per page after ${WARMUP} warm-ups (and ${opts["warm-pass"]} warm-up passes over every page first), one at a time, as the demo manager; load average ${loadBefore} before, ${loadAfter} after.\n`);
    console.log(`| page | path | p50 ms | p95 ms | max ms | p50 ÷ health p50 | p95 ≤ ${TARGET_P95_MS} ms | KiB |`);
    console.log("|---|---|---|---|---|---|---|---|");
    console.log(`| health (baseline) | \`/api/health\` | ${health.p50.toFixed(0)} | ${health.p95.toFixed(0)} | ${health.max.toFixed(0)} | 1.0x | | ${health.kb.toFixed(1)} |`);
    for (const r of rows) console.log(r);
    if (opts.keep) console.log(`\nKept the ${data.where}: measure it again with --use.`);
  } finally {
    await stopServer(server);
    await data.drop();
  }
});
