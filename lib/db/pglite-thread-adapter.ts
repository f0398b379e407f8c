/**
 * The embedded database on its own thread (lib/db/pglite-thread.mjs), behind a Prisma driver
 * adapter that forwards every call over postMessage. The request thread then only waits: a 2 MB
 * insert or a long search no longer blocks the event loop that answers everyone else.
 * PGlite's own worker (@electric-sql/pglite/worker) needs the browser's Web Workers, which Node 20
 * lacks, hence node:worker_threads.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from "@prisma/driver-adapter-utils";
import type { SqlSession } from "./migrations";

type Failure = { driver: ConstructorParameters<typeof DriverAdapterError>[0] } | { name: string; message: string; fields: Record<string, string> };
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; failure: Failure };

/** The same name as the in-process adapter: Prisma and its logs see one embedded driver. */
const ADAPTER_NAME = "pglite-prisma-adapter";

function toError(failure: Failure): Error {
  if ("driver" in failure) return new DriverAdapterError(failure.driver);
  const error = Object.assign(new Error(failure.message), failure.fields);
  error.name = failure.name;
  return error;
}

/** Whether the embedded database runs on its own thread: GROUNDCHECK_PGLITE_THREAD=0 keeps it in-process. */
export function pgliteThreadEnabled(): boolean {
  return process.env.GROUNDCHECK_PGLITE_THREAD !== "0";
}

/** The worker and its pending calls. The thread keeps the process alive only while a call is pending. */
export class PgliteThread {
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (msg: Reply) => {
      const call = this.pending.get(msg.id);
      if (!call) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) this.worker.unref();
      if (msg.ok) call.resolve(msg.value);
      else call.reject(toError(msg.failure));
    });
    const die = (error: Error) => {
      this.dead ??= error;
      for (const call of this.pending.values()) call.reject(this.dead);
      this.pending.clear();
    };
    worker.on("error", (err) => die(err instanceof Error ? err : new Error(String(err))));
    worker.on("exit", () => die(new Error("The embedded database thread has stopped.")));
  }

  /**
   * Starts the thread on a data folder, or in memory from a dump (tests). Resolves once PGlite is
   * ready. Found from the app's root like the work pool's threads: not bundled by Next.
   */
  static async start(source: { dataDir: string } | { dump?: ArrayBuffer }): Promise<PgliteThread> {
    const file = path.join(/* turbopackIgnore: true */ process.env.GROUNDCHECK_ROOT ?? process.cwd(), "lib", "db", "pglite-thread.mjs");
    const dump = "dump" in source ? source.dump : undefined;
    const worker = new Worker(file, { workerData: source, transferList: dump ? [dump] : [] });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database thread exited (code ${code}) before it was ready.`));
      worker.once("error", reject);
      worker.once("exit", onExit);
      worker.once("message", (msg: { ready: boolean; failure?: Failure }) => {
        worker.off("error", reject);
        worker.off("exit", onExit);
        if (msg.ready) resolve();
        else {
          void worker.terminate();
          reject(toError(msg.failure!));
        }
      });
    });
    worker.unref();
    return new PgliteThread(worker);
  }

  call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    return new Promise<T>((resolve, reject) => {
      const id = this.nextId++;
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...args });
    });
  }

  /** Closes PGlite (flushing the folder) and stops the thread. */
  async close(): Promise<void> {
    if (this.dead) return;
    try {
      await this.call("close");
    } finally {
      await this.worker.terminate();
    }
  }

  /** What migrations use (lib/db/migrations.ts), like pgliteSession in-process. */
  session(): SqlSession {
    return {
      query: <Row extends Record<string, unknown>>(sql: string, params?: unknown[]) => this.call<Row[]>("query", { sql, params }),
      exec: async (sql: string) => {
        await this.call("exec", { sql });
      },
    };
  }

  /** The Prisma driver adapter factory forwarding to this thread. */
  adapterFactory(): SqlDriverAdapterFactory {
    const call = this.call.bind(this);
    const queryable = (tx?: number) => ({
      provider: "postgres" as const,
      adapterName: ADAPTER_NAME,
      queryRaw: (query: SqlQuery) => call<SqlResultSet>("queryRaw", { tx, query }),
      executeRaw: (query: SqlQuery) => call<number>("executeRaw", { tx, query }),
    });
    const adapter: SqlDriverAdapter = {
      ...queryable(),
      executeScript: (script: string) => call<void>("executeScript", { script }),
      getConnectionInfo: () => ({ supportsRelationJoins: true }),
      async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
        const tx = await call<number>("begin", { isolationLevel });
        return {
          ...queryable(tx),
          options: { usePhantomQuery: true },
          commit: () => call<void>("commit", { tx }),
          rollback: () => call<void>("rollback", { tx }),
        };
      },
      dispose: async () => {},
    };
    return { provider: "postgres", adapterName: ADAPTER_NAME, connect: async () => adapter };
  }
}
