// Entry of a work-pool thread: the engines are TypeScript, so load the task module through tsx
// (a runtime dependency), the same way in `next start`, vitest and the scripts.
import { workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

await tsImport(workerData.taskModule, import.meta.url);
