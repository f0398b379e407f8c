import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * A small pool of worker threads for CPU-heavy engine passes (reply verification, import replays),
 * so a heavy request occupies one pool thread and never the event loop that answers everyone else.
 * Each thread runs one task at a time; a task over its time budget has its thread terminated (the
 * only way to stop synchronous JS) and a fresh thread takes its place.
 */

/** A task failed in a way the caller should answer as a client error (code and message kept). */
export interface TaskFailure {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export class TaskError extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
    this.name = "TaskError";
  }
}

export class TaskTimeoutError extends Error {
  constructor(readonly budgetMs: number) {
    super(`The task took longer than its ${budgetMs} ms budget and was stopped.`);
    this.name = "TaskTimeoutError";
  }
}

export class PoolBusyError extends Error {
  constructor() {
    super("Every verification thread is busy and the queue is full.");
    this.name = "PoolBusyError";
  }
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; failure?: TaskFailure; crash?: string };

interface Job {
  id: number;
  kind: string;
  input: unknown;
  budgetMs: number;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** The thread has loaded its task module (tsx compiles the engines first: seconds on a loaded machine). */
  ready: boolean;
}

/**
 * How long a new thread may take to load its task module before its job fails. A job's own budget
 * starts when the thread is ready: compiling the engines at nice 10 on a busy machine is not the
 * task's time, and counting it failed every import of a test at load 17 with "took longer than 10000 ms".
 */
const BOOT_MS = Number(process.env.GROUNDCHECK_WORKER_BOOT_MS ?? 120_000);

/** Threads: GROUNDCHECK_WORKERS, else one per core but one, leaving a core to the event loop. */
export function defaultPoolSize(): number {
  const fromEnv = Number(process.env.GROUNDCHECK_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return Math.max(1, availableParallelism() - 1);
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;

  constructor(
    private readonly taskModule: string,
    private readonly size = defaultPoolSize(),
    private readonly maxQueue = 256,
  ) {}

  /** Runs `kind` with `input` on a pool thread; rejects with TaskTimeoutError after `budgetMs`. */
  run<T>(kind: string, input: unknown, budgetMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.queue.length >= this.maxQueue) return reject(new PoolBusyError());
      this.queue.push({ id: this.nextId++, kind, input, budgetMs, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  /** Stops every thread (tests and scripts that want to exit at once). */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private pump() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    // Not bundled: the thread loads the source files at run time (see worker-boot.mjs).
    const worker = new Worker(path.join(/* turbopackIgnore: true */ path.dirname(this.taskModule), "worker-boot.mjs"), {
      workerData: { taskModule: pathToFileURL(this.taskModule).href },
    });
    const slot: Slot = { worker, job: null, timer: null, ready: false };
    worker.on("message", (msg: Reply | { ready: true }) => {
      if ("ready" in msg) {
        slot.ready = true;
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = null;
        if (slot.job) this.begin(slot, slot.job);
        return;
      }
      this.finish(slot, msg);
    });
    // A thread that dies (out of memory, a crash) fails its job and is replaced on the next task.
    worker.on("error", (err) => this.fail(slot, err instanceof Error ? err : new Error(String(err))));
    worker.on("exit", () => this.fail(slot, new Error("A verification thread exited.")));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    slot.worker.ref();
    if (slot.ready) return this.begin(slot, job);
    slot.timer = setTimeout(() => {
      this.remove(slot);
      void slot.worker.terminate();
      job.reject(new Error(`A verification thread did not start within ${BOOT_MS} ms.`));
      this.pump();
    }, BOOT_MS);
  }

  /** Hands the job to a ready thread and starts its budget. */
  private begin(slot: Slot, job: Job) {
    slot.timer = setTimeout(() => {
      this.remove(slot);
      void slot.worker.terminate();
      job.reject(new TaskTimeoutError(job.budgetMs));
      this.pump();
    }, job.budgetMs);
    slot.worker.postMessage({ id: job.id, kind: job.kind, input: job.input });
  }

  private finish(slot: Slot, msg: Reply) {
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    this.release(slot);
    if (msg.ok) job.resolve(msg.value);
    else if (msg.failure) job.reject(new TaskError(msg.failure));
    else job.reject(new Error(msg.crash ?? "The task failed."));
    this.pump();
  }

  private fail(slot: Slot, err: Error) {
    if (!this.slots.includes(slot)) return;
    this.remove(slot);
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    if (job) job.reject(err);
    this.pump();
  }

  private release(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
    slot.worker.unref();
  }

  private remove(slot: Slot) {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }
}
