#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx's loader, so no build step is needed.
import { register } from "tsx/esm/api";

register();
// `groundcheck replay ... | head` closes stdout early: that is a normal way to stop, not a crash.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
const { main } = await import("../lib/cli/main.ts");
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdinFd: 0 });
