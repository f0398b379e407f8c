/**
 * What the console benchmarks (bench/page-bench.ts, bench/fcp-bench.ts) share: the demo's data on
 * either database (seeded here, copied from a seeded folder or database, or an existing one used
 * as it is), the production server on it, and a signed-in session.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migratePostgres, openDatabase } from "../lib/db";

export interface DataOptions {
  /** "postgres" or "pglite" (the embedded database). */
  db: string;
  /** PostgreSQL: the server's maintenance database URL. */
  url?: string;
  /** A seeded data folder to copy (embedded), or a seeded database to copy as a template (PostgreSQL). */
  from?: string;
  /** An existing data folder or database, used as it is and kept. */
  use?: string;
  /** Keep what this run made (its location is `where`). */
  keep?: boolean;
}

export interface ConsoleData {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
  /** True when the demo is already in it. */
  seeded: boolean;
  where: string;
}

/** Where the demo data lives for this run: env for the seed script and the server, and how to clean up. */
export async function prepareConsoleData(opts: DataOptions, prefix: string): Promise<ConsoleData> {
  const keep = async () => {};
  if (opts.db === "postgres") {
    const admin = opts.url ?? process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const name = opts.use ?? `${prefix}_${process.pid}`;
    const query = async (sql: string) => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(sql).finally(() => c.end());
    };
    const url = new URL(admin);
    url.pathname = `/${name}`;
    if (opts.from && !opts.use) await query(`CREATE DATABASE "${name}" TEMPLATE "${opts.from}"`);
    else if (!opts.use) {
      await query(`CREATE DATABASE "${name}"`);
      await migratePostgres(url.toString(), { log: () => {} });
    }
    const drop = opts.use || opts.keep ? keep : () => query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    return { env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ url: url.toString(), log: () => {} }), drop, seeded: !!opts.use || !!opts.from, where: `PostgreSQL database ${name}` };
  }
  const dir = opts.use ?? mkdtempSync(path.join(tmpdir(), `${prefix.replaceAll("_", "-")}-`));
  if (opts.from && !opts.use) cpSync(opts.from, dir, { recursive: true });
  const drop = opts.use || opts.keep ? keep : async () => rmSync(dir, { recursive: true, force: true });
  return { env: { GROUNDCHECK_DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir, log: () => {} }), drop, seeded: !!opts.from || !!opts.use, where: `data folder ${dir}` };
}

/** The demo's users, month of history and today's tickets, through scripts/seed-demo.ts; seconds taken. */
export function seedDemo(env: Record<string, string>): number {
  const started = performance.now();
  const r = spawnSync("npx", ["tsx", "scripts/seed-demo.ts", "--quiet"], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`seeding the demo failed (exit ${r.status})`);
  return (performance.now() - started) / 1000;
}

/** Builds the production build when the sources changed (scripts/build-if-changed.mjs). */
export function buildIfChanged(): void {
  const built = spawnSync("node", ["scripts/build-if-changed.mjs"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the production build failed");
}

/** `next start` on the data, answering /api/health; stop it with stopServer. */
export async function startServer(env: Record<string, string>, port: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  // A server still on the port (another run's, or one shutting down) would be measured instead.
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is already in use; stop that server or pass --port`);
  const server = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1", NEXTAUTH_SECRET: `console-bench-${Date.now()}`, NEXTAUTH_URL: base },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode})`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not answer /api/health within 2 minutes");
}

/** Stops the server's process group (npx and next) and waits for it to exit (at most 10 s), so the port is free again. */
export async function stopServer(server: ChildProcess | null): Promise<void> {
  if (!server?.pid || server.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
}

/** A signed-in session's cookies, through next-auth's own credentials flow (as the sign-in form posts it). */
export async function signIn(base: string, email: string, password: string): Promise<Map<string, string>> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  keep(res);
  if (![...jar.keys()].some((k) => k.endsWith("next-auth.session-token"))) throw new Error(`sign-in as ${email} failed (HTTP ${res.status})`);
  return jar;
}

export const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

/** The p-th quantile of sorted numbers (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
