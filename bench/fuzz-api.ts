/**
 * Fuzz a running Groundcheck server's agent API (issue 14): 10,000 seeded hostile requests over
 * every /api/v1 endpoint; prints answers by status, 5xx, hangs over 5 s, dropped connections and
 * error answers that are not the JSON error body. Exits 1 if any of those is non-zero.
 *   npx tsx bench/fuzz-api.ts --url http://127.0.0.1:3000 --key gck_… [--requests 10000] [--concurrency 8] [--seed 1]
 * Start the server with a high GROUNDCHECK_RATE_LIMIT, or most answers are 429s.
 */
import { runFuzz } from "../scripts/fuzz/fuzz-api";

const arg = (name: string, dflt?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const url = arg("url", "http://127.0.0.1:3000")!;
const key = arg("key", process.env.GROUNDCHECK_API_KEY);
if (!key) {
  console.error("Pass --key gck_… (or GROUNDCHECK_API_KEY): an API key of an agent on that server.");
  process.exit(2);
}

const report = await runFuzz({ fetch, baseUrl: url, key, requests: Number(arg("requests", "10000")), concurrency: Number(arg("concurrency", "8")), seed: Number(arg("seed", "1")), log: (s) => console.error(s) });
console.log(`\nFuzz of ${url}: ${report.requests} requests, p50 ${report.p50ms} ms, p99 ${report.p99ms} ms, max ${report.maxMs} ms`);
console.log(`by status: ${Object.entries(report.byStatus).map(([s, n]) => `${s}: ${n}`).join(", ")}`);
console.log(`5xx: ${report.serverErrors.length}, hangs over 5 s: ${report.hangs.length}, dropped connections: ${report.dropped.length}, non-JSON errors: ${report.nonJsonErrors.length}`);
for (const e of report.serverErrors.slice(0, 10)) console.log(`  5xx ${e.status} ${e.method} ${e.path}: ${e.body}`);
for (const h of report.hangs.slice(0, 10)) console.log(`  hang ${h.method} ${h.path} (${Math.round(h.ms)} ms)`);
for (const n of report.nonJsonErrors.slice(0, 10)) console.log(`  non-JSON error ${n.status} ${n.path}`);
for (const d of report.dropped.slice(0, 10)) console.log(`  dropped ${d.method} ${d.path}: ${d.error}`);
process.exit(report.serverErrors.length + report.hangs.length + report.dropped.length + report.nonJsonErrors.length ? 1 : 0);
