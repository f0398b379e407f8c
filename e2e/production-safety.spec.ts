import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";

// The production server must refuse to start without a session secret rather than sign sessions
// with a guessable default. Uses the same build the other end-to-end tests run against.
test("next start refuses to run in production without NEXTAUTH_SECRET", async () => {
  const env = { ...process.env, NODE_ENV: "production", GROUNDCHECK_DATA_DIR: `data/e2e-nosecret-${process.pid}`, NEXT_TELEMETRY_DISABLED: "1" } as NodeJS.ProcessEnv;
  delete env.NEXTAUTH_SECRET;
  delete env.AUTH_SECRET;
  const port = String(Number(process.env.E2E_PORT ?? 3100) + 99);
  const child = spawn("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 25_000);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(output).toContain("Refusing to start: NEXTAUTH_SECRET is not set");
  expect(code).toBe(1);
});
