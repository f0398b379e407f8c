// The embedded database's own thread: PGlite is PostgreSQL compiled to WebAssembly and runs every
// statement synchronously on the thread that owns it, so in the request thread one 2 MB insert
// stalled /api/health for over a second. This thread owns the PGlite instance and the same
// pglite-prisma-adapter the in-process mode uses; the request thread forwards the adapter's calls
// here (lib/db/pglite-thread-adapter.ts), so rows, column types and mapped errors are the
// adapter's own. Plain JavaScript, so it starts without compiling anything.
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { parentPort, workerData } from "node:worker_threads";

/**
 * An error as plain data: a mapped driver error keeps its `cause` (what Prisma turns into P2002 …).
 * Told by name, as Prisma does: the adapter bundles its own copy of the DriverAdapterError class.
 */
function toFailure(error) {
  if (error?.name === "DriverAdapterError" && typeof error.cause === "object") return { driver: error.cause };
  const e = error instanceof Error ? error : new Error(String(error));
  const fields = {};
  for (const key of ["code", "detail", "severity", "hint", "column", "constraint", "table", "schema"]) {
    if (typeof e[key] === "string") fields[key] = e[key];
  }
  return { name: e.name, message: e.message, fields };
}

const db = new PGlite(workerData.dataDir ?? (workerData.dump ? { loadDataDir: new Blob([workerData.dump]) } : undefined));
let adapter;
const transactions = new Map();
let nextTx = 1;

/** A transaction owns PGlite's connection until commit or rollback (PGlite queues everything else). */
const queryable = (tx) => {
  if (tx === undefined) return adapter;
  const found = transactions.get(tx);
  if (!found) throw new Error(`Transaction ${tx} is not open on the database thread.`);
  return found;
};

const ops = {
  async query({ sql, params }) {
    return (await db.query(sql, params)).rows;
  },
  async exec({ sql }) {
    await db.exec(sql);
  },
  queryRaw: ({ tx, query }) => queryable(tx).queryRaw(query),
  executeRaw: ({ tx, query }) => queryable(tx).executeRaw(query),
  executeScript: ({ script }) => adapter.executeScript(script),
  async begin({ isolationLevel }) {
    const tx = await adapter.startTransaction(isolationLevel);
    const id = nextTx++;
    transactions.set(id, tx);
    return id;
  },
  async commit({ tx }) {
    const open = queryable(tx);
    transactions.delete(tx);
    await open.commit();
  },
  async rollback({ tx }) {
    const open = queryable(tx);
    transactions.delete(tx);
    await open.rollback();
  },
  async close() {
    await db.close();
  },
};

try {
  await db.waitReady;
  adapter = await new PrismaPGlite(db).connect();
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, failure: toFailure(error) });
}

parentPort.on("message", async ({ id, op, ...args }) => {
  try {
    const value = await ops[op](args);
    parentPort.postMessage({ id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, failure: toFailure(error) });
  }
});
