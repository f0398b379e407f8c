import { createGroundcheckClient, isGroundcheckApiError } from "../../lib/client";
import { buildSundryStore } from "../../lib/demo/sundry-store";
import { createSundryBackend } from "../../lib/demo/sundry-backend";

/** What both example loops share: configuration from the environment, Sundry's backend, the exit code. */
export function exampleSetup(name: string) {
  const apiKey = process.env.GROUNDCHECK_API_KEY;
  if (!apiKey) {
    console.error(`Set GROUNDCHECK_API_KEY to the Sundry agent's key (npm run demo prints it), and GROUNDCHECK_URL if the server is not on http://localhost:3000.`);
    process.exit(2);
  }
  const client = createGroundcheckClient({ baseUrl: process.env.GROUNDCHECK_URL ?? "http://localhost:3000", apiKey });
  const backend = createSundryBackend(buildSundryStore({ today: new Date().toISOString().slice(0, 10) }));
  const stamp = `${Date.now().toString(36)}-${process.pid}`;
  const waitForDecisionMs = Number(process.env.GROUNDCHECK_WAIT_MS ?? 2000);
  const log = (line: string) => console.log(`[${name}] ${line}`);
  return { client, backend, stamp, waitForDecisionMs, log };
}

/** Runs the example; prints `RESULT <json>` for a test to read, exits 1 on anything unexpected. */
export function runExample(main: () => Promise<Record<string, unknown>>) {
  main().then(
    (result) => {
      console.log(`RESULT ${JSON.stringify({ ok: true, ...result })}`);
      process.exit(0);
    },
    (err) => {
      const detail = isGroundcheckApiError(err) ? ` (HTTP ${err.status}, ${err.code})` : "";
      console.error(`UNEXPECTED: ${(err as Error).message}${detail}`);
      console.log(`RESULT ${JSON.stringify({ ok: false, error: (err as Error).message })}`);
      process.exit(1);
    },
  );
}
