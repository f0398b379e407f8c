import { readFileSync } from "node:fs";
import path from "node:path";

/** Sundry's tools, policy and clause library from examples/sundry/, as the demo loads them. */
export function readSundryExample(root = process.cwd()) {
  const read = (f: string) => JSON.parse(readFileSync(path.join(root, "examples/sundry", f), "utf8"));
  return { tools: read("tools.json"), policy: read("policy.json"), clauses: read("clauses.json") };
}

/**
 * The demo agent's key on the e2e server (scripts/e2e-server.sh sets GROUNDCHECK_DEMO_API_KEY to
 * this), so Playwright tests and the example agents can call the API. Never use it outside tests.
 */
export const E2E_DEMO_API_KEY = "gck_e2e0de0000_e2e-demo-key-not-secret-0123456789abcdef";
