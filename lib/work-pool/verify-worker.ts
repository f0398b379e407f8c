// The task loop of one pool thread (loaded by worker-boot.mjs): run a task, post its result or failure.
import { parentPort } from "node:worker_threads";
import { LimitExceeded, TASKS, type TaskKind } from "./verify-tasks";

parentPort!.on("message", async (msg: { id: number; kind: TaskKind; input: never }) => {
  try {
    const value = await TASKS[msg.kind](msg.input);
    parentPort!.postMessage({ id: msg.id, ok: true, value });
  } catch (err) {
    if (err instanceof LimitExceeded) parentPort!.postMessage({ id: msg.id, ok: false, failure: err.failure });
    else parentPort!.postMessage({ id: msg.id, ok: false, crash: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
});

// The pool starts a task's budget only now: loading this module (through tsx) is not the task's time.
parentPort!.postMessage({ ready: true });
