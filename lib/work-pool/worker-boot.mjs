// Entry of a work-pool thread: the engines are TypeScript, so load the task module through tsx
// (a runtime dependency), the same way in `next start`, vitest and the scripts.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

// Verification yields the CPU to the request thread: on Linux each thread has its own nice value
// (setpriority on a thread id), so when the cores are contended the event loop answering requests
// (health checks, light API calls) runs first and a heavy check delays only itself.
// GROUNDCHECK_WORKER_NICE (default 10; 0 = same priority as requests). Elsewhere: no change.
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (tid > 0) setPriority(tid, Number(process.env.GROUNDCHECK_WORKER_NICE ?? 10));
} catch {
  // Not Linux, or not permitted: the thread runs at the process's priority.
}

await tsImport(workerData.taskModule, import.meta.url);
