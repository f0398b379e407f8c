// What the API benchmarks share: the machine's load, printed with every run, and the exit.
import { readFileSync } from "node:fs";

export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

/** Runs a benchmark's main and exits 0, or prints the error and exits 1. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
