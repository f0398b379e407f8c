// The example agents run as child processes that talk to the API; they print `RESULT <json>` at
// the end (and `HELD <id>` lines while they wait for a person), which the tests read here.
import { spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";

/** Starts an example; `line(re)` resolves with the first stdout line matching, `result` with its RESULT. */
export function startExample(file: string, baseURL: string, env: Record<string, string> = {}, timeoutMs = 60_000) {
  const child = spawn("npx", ["tsx", file], { env: { ...process.env, GROUNDCHECK_URL: baseURL, GROUNDCHECK_API_KEY: E2E_DEMO_API_KEY, GROUNDCHECK_WAIT_MS: "1500", ...env } });
  let stdout = "";
  let stderr = "";
  const waiters: { re: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  child.stdout.on("data", (d) => {
    stdout += d;
    for (const w of [...waiters]) {
      const m = stdout.match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  child.stderr.on("data", (d) => (stderr += d));
  const timer = setTimeout(() => child.kill(), timeoutMs);
  const exit = new Promise<number | null>((resolve) => child.on("close", (code) => (clearTimeout(timer), resolve(code))));
  return {
    line: (re: RegExp) => new Promise<RegExpMatchArray>((resolve, reject) => {
      const m = stdout.match(re);
      if (m) return resolve(m);
      waiters.push({ re, resolve });
      void exit.then(() => reject(new Error(`the example ended without printing ${re}:\n${stdout}\n${stderr}`)));
    }),
    result: exit.then((code) => {
      const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
      expect(line, `${stdout}\n${stderr}`).toBeTruthy();
      return { code, ...JSON.parse(line!.slice("RESULT ".length)) };
    }),
  };
}

/** Runs an example to the end with the demo agent's key and returns its RESULT. */
export async function runExample(file: string, baseURL: string, env: Record<string, string> = {}) {
  return (await startExample(file, baseURL, env)).result;
}
