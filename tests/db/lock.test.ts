import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, lockFileFor, openDatabase, type Database } from "@/lib/db";

const PROBE = path.resolve(__dirname, "fixtures", "db-probe.ts");

interface Probe {
  pid: number;
  /** Resolves with the first JSON line the probe prints. */
  firstLine: Promise<Record<string, unknown>>;
  exit: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

function startProbe(...args: string[]): Probe {
  const child = spawn(process.execPath, ["--import", "tsx", PROBE, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const firstLine = new Promise<Record<string, unknown>>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const nl = out.indexOf("\n");
      if (nl >= 0) resolve(JSON.parse(out.slice(0, nl)) as Record<string, unknown>);
    });
    void exit.then((code) => reject(new Error(`probe exited (${code}) without output. stderr:\n${err}`)));
  });
  return { pid: child.pid!, firstLine, exit, kill: (signal) => child.kill(signal) };
}

async function runProbe(...args: string[]): Promise<{ code: number | null; result: Record<string, unknown> }> {
  const probe = startProbe(...args);
  const [result, code] = await Promise.all([probe.firstLine, probe.exit]);
  return { code, result };
}

async function addUsers(db: Database, prefix: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    await db.prisma.user.create({ data: { email: `${prefix}-${i}@example.com`, name: prefix, passwordHash: "h", role: "reviewer" } });
  }
}

describe("the embedded data folder has one owner at a time", () => {
  let tmp: string;
  let dataDir: string;
  const open: Database[] = [];
  const quiet = () => {};

  // A fresh folder costs seconds (initdb + migrations): make one and copy it for each test.
  let template: string;
  beforeAll(async () => {
    template = path.join(mkdtempSync(path.join(os.tmpdir(), "gc-lock-template-")), "nested", "pglite");
    await (await openDatabase({ dataDir: template, log: quiet })).close();
  });
  afterAll(() => rmSync(path.dirname(path.dirname(template)), { recursive: true, force: true }));

  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "gc-lock-"));
    dataDir = path.join(tmp, "nested", "pglite");
    cpSync(template, dataDir, { recursive: true });
  });
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("creates a missing data folder and its parents, and migrates it", async () => {
    const fresh = path.join(tmp, "does", "not", "exist", "pglite");
    const db = await openDatabase({ dataDir: fresh, log: quiet });
    open.push(db);
    expect(db.kind).toBe("pglite");
    expect(db.location).toBe(fresh);
    expect(db.migrations?.applied.length).toBeGreaterThan(0);
    expect(await db.prisma.user.count()).toBe(0);
  });

  it("refuses a second process with an error naming the folder and the holder, and loses no rows", async () => {
    const first = await openDatabase({ dataDir, log: quiet });
    open.push(first);
    await addUsers(first, "before", 20);

    const second = await runProbe("open", dataDir);
    expect(second.code).toBe(3);
    expect(second.result.code).toBe("database_locked");
    const message = String(second.result.message);
    expect(message).toContain(dataDir);
    expect(message).toContain(`process ${process.pid}`);
    expect(message).toContain(process.argv[1]!.split("/").pop()); // the holder's command line
    expect(message).toMatch(/Stop that process first/);

    await addUsers(first, "after", 20); // the first keeps working after the refusal
    await first.close();
    open.pop();
    expect(existsSync(lockFileFor(dataDir))).toBe(false);

    // Another process now opens it and sees every row; then this one reopens it and so does it.
    const third = await runProbe("open", dataDir);
    expect(third).toEqual({ code: 0, result: { ok: true, users: 40 } });
    const reopened = await openDatabase({ dataDir, log: quiet });
    open.push(reopened);
    expect(await reopened.prisma.user.count()).toBe(40);
  });

  it("refuses a second open of the same folder inside one process", async () => {
    open.push(await openDatabase({ dataDir, log: quiet }));
    const error = await openDatabase({ dataDir, log: quiet }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as DatabaseLockedError).code).toBe("database_locked");
    expect((error as Error).message).toMatch(/already open in this process/);
  });

  it("takes over the lock of a process killed with SIGKILL, with a warning, and keeps its rows", async () => {
    const holder = startProbe("hold", dataDir, "5");
    expect(await holder.firstLine).toMatchObject({ ready: true });
    const lockFile = lockFileFor(dataDir);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(holder.pid);

    const blocked = await openDatabase({ dataDir, log: quiet }).catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(DatabaseLockedError);
    expect((blocked as Error).message).toContain(`process ${holder.pid}`);

    holder.kill("SIGKILL");
    await holder.exit;
    expect(existsSync(lockFile)).toBe(true); // SIGKILL leaves the lock behind

    const warnings: string[] = [];
    const db = await openDatabase({ dataDir, log: (line) => warnings.push(line) });
    open.push(db);
    expect(warnings.join("\n")).toMatch(new RegExp(`stale lock on .*process ${holder.pid}`));
    expect(await db.prisma.user.count()).toBe(5);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
  });

  it("releases the lock when the holder is stopped with SIGTERM", async () => {
    const holder = startProbe("hold", dataDir, "1");
    await holder.firstLine;
    holder.kill("SIGTERM");
    await holder.exit;
    expect(existsSync(lockFileFor(dataDir))).toBe(false);
  });

  it("treats a lock whose pid now belongs to another program as stale", async () => {
    const lockFile = lockFileFor(dataDir);
    mkdirSync(path.dirname(lockFile), { recursive: true });
    // Our own parent is alive, but its start time does not match the recorded one: a reused pid.
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startedAt: "2020-01-01T00:00:00.000Z", command: "old", cwd: "/", procStart: "1", token: "t" }),
    );
    const warnings: string[] = [];
    open.push(await openDatabase({ dataDir, log: (line) => warnings.push(line) }));
    expect(warnings.join("\n")).toMatch(/stale lock/);
  });

  it("does not take over a lock held from another host, and says how to clear it", async () => {
    const lockFile = lockFileFor(dataDir);
    mkdirSync(path.dirname(lockFile), { recursive: true });
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: 4242, hostname: "other-host", startedAt: "2020-01-01T00:00:00.000Z", command: "next start", cwd: "/", token: "t" }),
    );
    const error = await openDatabase({ dataDir, log: quiet }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect((error as Error).message).toContain("other-host");
    expect((error as Error).message).toContain(`delete ${lockFile}`);
  });
});
