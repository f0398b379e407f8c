/**
 * Run a command against a fresh production server (`next start`) on a brand-new database of either
 * kind, with one agent (the Sundry tools and policy) and its API key, so a benchmark that needs a
 * server and a key (bench/fuzz-api.ts, bench/sdk-bench.ts --remote) can be run the same way on both
 * databases. The command gets BENCH_URL and GROUNDCHECK_API_KEY in its environment; "{url}" and
 * "{key}" in its arguments are replaced too. The database and the server are removed afterwards.
 *
 *   npx tsx bench/with-server.ts --db postgres|pglite [--port 4160] -- npx tsx bench/fuzz-api.ts --url {url} --key {key}
 *
 * Needs a production build (`npx next build`); PostgreSQL on BENCH_PG_URL (default 127.0.0.1:5432).
 * The server's rate limit is lifted (GROUNDCHECK_RATE_LIMIT), or a fuzz run measures mostly 429s.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migratePostgres, openDatabase } from "../lib/db";
import { createApiKey } from "../lib/agent-api/api-keys";
import { BENCH_PG_URL, pgAdmin } from "./bench-run";

const argv = process.argv.slice(2);
const split = argv.indexOf("--");
if (split < 0 || split === argv.length - 1) {
  console.error("Usage: npx tsx bench/with-server.ts --db postgres|pglite [--port N] -- <command> [args with {url} {key}]");
  process.exit(2);
}
const own = argv.slice(0, split);
const command = argv.slice(split + 1);
const opt = (name: string, dflt: string) => {
  const i = own.indexOf(`--${name}`);
  return i >= 0 ? own[i + 1] : dflt;
};
const kind = opt("db", "pglite");
if (kind !== "postgres" && kind !== "pglite") {
  console.error(`--db must be postgres or pglite, not ${kind}`);
  process.exit(2);
}
const port = Number(opt("port", "4160"));
const origin = `http://127.0.0.1:${port}`;
const base = BENCH_PG_URL;
const dbName = `gc_with_server_${process.pid}`;
const dataDir = path.join(os.tmpdir(), `gc-with-server-${process.pid}`);


if (await fetch(`${origin}/api/health`).then(() => true, () => false)) {
  console.error(`Port ${port} is already in use; stop that server or pass --port.`);
  process.exit(2);
}

let server: ReturnType<typeof spawn> | null = null;
let code = 1;
try {
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  let dbEnv: Record<string, string>;
  let db;
  if (kind === "postgres") {
    await pgAdmin(`CREATE DATABASE ${dbName}`);
    await migratePostgres(url.toString(), { log: () => {} });
    db = await openDatabase({ url: url.toString() });
    dbEnv = { DATABASE_URL: url.toString() };
  } else {
    db = await openDatabase({ dataDir, migrate: true, log: () => {} });
    dbEnv = { GROUNDCHECK_DATA_DIR: dataDir };
  }
  const tools = JSON.parse(readFileSync("examples/sundry/tools.json", "utf8"));
  const policy = JSON.parse(readFileSync("examples/sundry/policy.json", "utf8"));
  const agent = await db.prisma.agent.create({ data: { name: "bench", tools, policy } });
  const { key } = await createApiKey(db.prisma, { id: "bench", email: "bench@local", name: "bench", role: "admin" }, { agentId: agent.id, name: "bench" });
  await db.close();

  const env: NodeJS.ProcessEnv = { ...process.env, ...dbEnv, NEXTAUTH_SECRET: "bench-secret", GROUNDCHECK_RATE_LIMIT: "100000000", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  if (kind === "pglite") delete env.DATABASE_URL;
  server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
  for (let i = 0; ; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    if (i > 240) throw new Error("the server did not answer /api/health within 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error(`with-server: next start on ${kind} at ${origin}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const args = command.map((a) => a.replaceAll("{url}", origin).replaceAll("{key}", key));
  code = await new Promise<number>((resolve) => {
    const child = spawn(args[0], args.slice(1), { stdio: "inherit", env: { ...process.env, BENCH_URL: origin, GROUNDCHECK_API_KEY: key } });
    child.on("exit", (c) => resolve(c ?? 1));
  });
} catch (e) {
  console.error(`with-server: ${e instanceof Error ? e.message : String(e)}`);
} finally {
  server?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  if (kind === "postgres") await pgAdmin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  else rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
