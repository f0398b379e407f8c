// The embedded database on its own thread (lib/db/pglite-thread-adapter.ts) must answer exactly as
// PGlite in-process does: the same rows and types, the same transaction semantics, the same Prisma
// error codes the app branches on. Each scenario runs on both and the answers are compared.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockFileFor, openDatabase, Prisma, type Database, type DbClient } from "@/lib/db";

const errorOf = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (e instanceof Prisma.PrismaClientKnownRequestError) return { class: "known", code: e.code, meta: e.meta };
  return e instanceof Error ? { class: e.name, message: e.message.split("\n").pop() } : e;
};

/** Every scenario, on a fresh database, answering plain data to compare. */
async function scenarios(prisma: DbClient, tag: string) {
  const out: Record<string, unknown> = {};
  const email = (n: string) => `${n}-${tag}@example.com`;
  const strip = <T extends { id?: unknown; createdAt?: unknown; updatedAt?: unknown }>(row: T) => ({ ...row, id: "-", createdAt: "-", updatedAt: "-" });

  const user = await prisma.user.create({ data: { email: email("Rita"), name: "Rita", passwordHash: "h", role: "reviewer" } });
  out.user = strip(user);
  out.types = await prisma.$queryRaw`SELECT 1::int AS i, 9007199254740993::bigint AS big, 1.5::float8 AS f, 12.345::numeric AS n, true AS b,
    '{"a":[1,"x",null]}'::jsonb AS j, ARRAY['a','b']::text[] AS arr, '\\x0102ff'::bytea AS bytes, TIMESTAMP '2026-01-02 03:04:05.678' AS ts, NULL::text AS nothing`;

  // A committed interactive transaction, and one rolled back by an error thrown inside it.
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { name: "Rita B" } });
    await recordAudit(tx, user.id);
  });
  out.rolledBack = await errorOf(
    prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { name: "never" } });
      throw new Error("stop");
    }),
  );
  // A batch transaction whose second statement fails leaves nothing of the first.
  out.batch = await errorOf(
    prisma.$transaction([
      prisma.user.create({ data: { email: email("batch"), name: "B", passwordHash: "h", role: "admin" } }),
      prisma.user.create({ data: { email: email("rita"), name: "dup", passwordHash: "h", role: "admin" } }),
    ]),
  );
  out.afterTx = {
    name: (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name,
    batchUser: await prisma.user.count({ where: { email: email("batch") } }),
    audits: await prisma.auditEvent.count({ where: { targetId: user.id } }),
  };

  // The errors the app maps: unique (P2002), foreign key (P2003), missing record (P2025), raw SQL (P2010), a trigger's.
  out.unique = await errorOf(prisma.user.create({ data: { email: email("RITA"), name: "x", passwordHash: "h", role: "admin" } }));
  out.foreignKey = await errorOf(prisma.ticket.create({ data: { agentId: "no-agent", externalId: "T1", customerId: "no-customer", subject: "x" } }));
  out.missing = await errorOf(prisma.user.update({ where: { id: "nobody" }, data: { name: "x" } }));
  out.rawUnique = await errorOf(prisma.$executeRawUnsafe(`INSERT INTO "User" (id, email, name, "passwordHash", role, "updatedAt") VALUES ('u-raw', $1, 'x', 'h', 'admin', now())`, email("rita")));
  out.trigger = await errorOf(prisma.auditEvent.deleteMany({}));
  out.syntax = await errorOf(prisma.$queryRawUnsafe("SELEC 1"));

  // Two interactive transactions at once: the second waits for the first (the connection is one),
  // and a read meanwhile sees only committed rows.
  const order: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const first = prisma.$transaction(async (tx) => {
    order.push("first:start");
    await tx.user.update({ where: { id: user.id }, data: { name: "in first" } });
    await gate;
    order.push("first:end");
  });
  await new Promise((r) => setTimeout(r, 50));
  const second = prisma.$transaction(async (tx) => {
    order.push("second:start");
    await tx.user.update({ where: { id: user.id }, data: { name: "in second" } });
  });
  const outside = prisma.user.findUniqueOrThrow({ where: { id: user.id } }).then((u) => order.push(`read:${u.name}`));
  await new Promise((r) => setTimeout(r, 50));
  release();
  await Promise.all([first, second, outside]);
  out.order = order;
  out.final = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name;
  return out;
}

async function recordAudit(tx: Parameters<Parameters<DbClient["$transaction"]>[0]>[0], id: string) {
  await tx.auditEvent.create({ data: { actorId: null, actorEmail: null, action: "user.update", targetType: "user", targetId: id, details: { n: 1 } } });
}

describe("the embedded database on its own thread", () => {
  let inProcess: Database;
  let threaded: Database;
  beforeAll(async () => {
    [inProcess, threaded] = await Promise.all([openDatabase({ memory: true, thread: false }), openDatabase({ memory: true, thread: true })]);
  });
  afterAll(async () => {
    await Promise.all([inProcess?.close(), threaded?.close()]);
  });

  it("answers every scenario exactly as PGlite in-process does", async () => {
    const expected = await scenarios(inProcess.prisma, "t");
    const actual = await scenarios(threaded.prisma, "t");
    expect(actual).toEqual(expected);
    // What the comparison stands on, so equal answers cannot be equally wrong.
    expect(expected.unique).toMatchObject({ class: "known", code: "P2002" });
    expect(expected.foreignKey).toMatchObject({ class: "known", code: "P2003" });
    expect(expected.missing).toMatchObject({ class: "known", code: "P2025" });
    expect(expected.rawUnique).toMatchObject({ class: "known", code: "P2010" });
    expect(expected.batch).toMatchObject({ class: "known", code: "P2002" });
    expect(expected.rolledBack).toMatchObject({ class: "Error", message: "stop" });
    expect(expected.afterTx).toEqual({ name: "Rita B", batchUser: 0, audits: 1 });
    expect((expected.order as string[]).indexOf("second:start")).toBeGreaterThan((expected.order as string[]).indexOf("first:end"));
    expect((expected.types as Record<string, unknown>[])[0]).toMatchObject({ i: 1, big: 9007199254740993n, b: true, arr: ["a", "b"], nothing: null });
  });

  it("closes and reopens a data folder: rows kept, the lock released, the thread gone", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "gc-thread-"));
    const dataDir = path.join(dir, "pglite");
    try {
      const first = await openDatabase({ dataDir, thread: true, log: () => {} });
      await first.prisma.user.create({ data: { email: "kept@example.com", name: "Kept", passwordHash: "h", role: "admin" } });
      await first.close();
      await first.close(); // idempotent
      expect(existsSync(lockFileFor(dataDir))).toBe(false);
      await expect(first.prisma.user.count()).rejects.toThrow(/stopped/);

      const again = await openDatabase({ dataDir, thread: true, log: () => {} });
      try {
        expect(again.migrations?.applied).toEqual([]);
        expect(await again.prisma.user.count({ where: { email: "kept@example.com" } })).toBe(1);
      } finally {
        await again.close();
      }
      // The in-process mode reads the same folder: the thread is only where PGlite runs.
      const inProcessAgain = await openDatabase({ dataDir, thread: false, log: () => {} });
      try {
        expect(await inProcessAgain.prisma.user.count()).toBe(1);
      } finally {
        await inProcessAgain.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000); // a fresh folder migrates 17 migrations: 5 s alone, over 60 s at load 16 beside other test files
});
