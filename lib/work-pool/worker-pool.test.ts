// A task's time budget is its own: a thread still loading its module does not spend it.
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TaskTimeoutError, WorkerPool } from "./worker-pool";

// Beside worker-boot.mjs, which the pool starts from the task module's folder.
const fixture = path.join(import.meta.dirname, "slow-boot-worker.fixture.ts");
let pool: WorkerPool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("worker pool budgets", () => {
  it("starts a task's budget once its thread has loaded, so a slow start does not fail a quick task", async () => {
    pool = new WorkerPool(fixture, 1);
    await expect(pool.run("echo", { n: 42 }, 500)).resolves.toEqual({ n: 42 });
  }, 30_000);

  it("still stops a task that runs past its budget", async () => {
    pool = new WorkerPool(fixture, 1);
    await expect(pool.run("spin", 1, 300)).rejects.toBeInstanceOf(TaskTimeoutError);
  }, 30_000);
});
