/**
 * First contentful paint of the queue and an item page, in real Chromium (Debian's, through
 * Playwright), against the production build (`next start`), signed in as the demo manager, on the
 * demo's data (embedded or PostgreSQL, with `--held N` items more, as bench/page-bench.ts).
 *
 * Per page, `--runs` times each:
 * - cold: a new browser context (empty HTTP cache, no service worker, no connection reused), so
 *   every script, stylesheet and font is fetched: what a reviewer's first visit costs;
 * - warm: the same page loaded again in a context that has loaded it once (scripts and styles
 *   from the browser's cache), as when a reviewer comes back to the queue from an item.
 * Each load is a full document navigation; FCP is `performance.getEntriesByType('paint')`'s
 * first-contentful-paint, with the navigation's responseStart (the server's first byte) and
 * domContentLoaded beside it. The very first load after the server starts (server cold) is
 * reported on its own. Prints medians and p95, with the load average before and after.
 *
 *   npx tsx bench/fcp-bench.ts [--db postgres] [--from <seeded folder|database>] [--use …] [--held 100000] [--runs 15]
 */
import type { ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { loadAverage, runBench } from "./bench-run";
import { buildIfChanged, percentile, prepareConsoleData, seedDemo, signIn, startServer, stopServer } from "./console-server";
import { seedQueue } from "./queue-seed";

const { values: opts } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    url: { type: "string" },
    from: { type: "string" },
    use: { type: "string" },
    keep: { type: "boolean", default: false },
    held: { type: "string", default: "0" },
    runs: { type: "string", default: "15" },
    port: { type: "string", default: "3192" },
  },
});
const RUNS = Number(opts.runs);
const BASE = `http://127.0.0.1:${opts.port}`;
const TARGET_MS = 1000;
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

interface Paint {
  fcp: number;
  ttfb: number;
  dcl: number;
}

/** One full navigation in the context: its paint and navigation timings, in ms from navigation start. */
async function load(context: BrowserContext, url: string): Promise<Paint> {
  const page = await context.newPage();
  try {
    const res = await page.goto(url, { waitUntil: "load" });
    if (!res || res.status() !== 200) throw new Error(`${url} answered ${res?.status()}`);
    if (new URL(page.url()).pathname.startsWith("/signin")) throw new Error(`${url} sent the browser to sign in`);
    // FCP is recorded asynchronously after the paint: wait for its entry. A string, not a
    // function: tsx's compiled functions call a helper (__name) the page does not have.
    const t = (await page.evaluate(`new Promise((resolve) => {
      const read = () => {
        const fcp = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint");
        const nav = performance.getEntriesByType("navigation")[0];
        if (fcp) resolve({ fcp: fcp.startTime, ttfb: nav.responseStart, dcl: nav.domContentLoadedEventEnd });
        else setTimeout(read, 20);
      };
      read();
    })`)) as Paint;
    return t;
  } finally {
    await page.close();
  }
}

async function signedInContext(browser: Browser, cookies: Map<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, url: BASE })));
  return context;
}

const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 0.5), p95: percentile(s, 0.95) };
};

runBench(async () => {
  buildIfChanged();
  const data = await prepareConsoleData(opts, "gc_pages_fcp");
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    if (!data.seeded) seedDemo(data.env);
    const db = await data.open();
    if (Number(opts.held) > 0 && !opts.use) await seedQueue(db.prisma, Number(opts.held));
    const item = await db.prisma.heldItem.findFirstOrThrow({ where: { status: "pending", kind: "write", reasonCodes: { has: "unknown_id" }, NOT: { id: { startsWith: "bh" } } }, select: { id: true } });
    const held = await db.prisma.heldItem.count();
    await db.close();

    server = await startServer(data.env, opts.port!);
    const cookies = await signIn(BASE, DEMO_USERS.manager.email, DEMO_USERS.manager.password);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
    const pages: [string, string][] = [
      ["queue", "/queue"],
      ["item", `/queue/${item.id}`],
    ];
    const loadBefore = loadAverage();
    const rows: string[] = [];
    // The first document after the server started: nothing in the server's caches either.
    const first: string[] = [];
    for (const [name, href] of pages) {
      const context = await signedInContext(browser, cookies);
      const p = await load(context, `${BASE}${href}`);
      await context.close();
      first.push(`${name} ${p.fcp.toFixed(0)} ms (first byte ${p.ttfb.toFixed(0)} ms)`);
    }
    for (const [name, href] of pages) {
      const cold: Paint[] = [];
      const warm: Paint[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await signedInContext(browser, cookies);
        cold.push(await load(context, `${BASE}${href}`));
        warm.push(await load(context, `${BASE}${href}`));
        await context.close();
      }
      for (const [kind, xs] of [["cold", cold], ["warm", warm]] as const) {
        const fcp = fmt(xs.map((x) => x.fcp));
        const ttfb = fmt(xs.map((x) => x.ttfb));
        const dcl = fmt(xs.map((x) => x.dcl));
        rows.push(`| ${name} | ${kind} | ${fcp.p50.toFixed(0)} | ${fcp.p95.toFixed(0)} | ${ttfb.p50.toFixed(0)} | ${dcl.p50.toFixed(0)} | ${fcp.p50 <= TARGET_MS ? "met" : "not met"} |`);
      }
    }
    const loadAfter = loadAverage();
    console.log(`\nFirst contentful paint in Chromium on ${opts.db === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)"}: ${held.toLocaleString("en")} held items.`);
    console.log(`${RUNS} cold and ${RUNS} warm loads per page, one at a time, as the demo manager; load average ${loadBefore} before, ${loadAfter} after.`);
    console.log(`First load after the server started: ${first.join(", ")}.\n`);
    console.log(`| page | navigation | FCP p50 ms | FCP p95 ms | first byte p50 ms | DOMContentLoaded p50 ms | FCP p50 ≤ ${TARGET_MS} ms |`);
    console.log("|---|---|---|---|---|---|---|");
    for (const r of rows) console.log(r);
    if (opts.keep) console.log(`\nKept the ${data.where}: measure it again with --use.`);
  } finally {
    await browser?.close();
    await stopServer(server);
    await data.drop();
  }
});
