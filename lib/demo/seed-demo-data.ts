import type { Database } from "../db";
// Aliased: the name is not a React hook, whatever eslint's hook rule reads into the "use" prefix.
import { useSharedDatabase as shareWithRouteHandlers } from "../db";
import { createApiKey, revokeApiKey } from "../agent-api/api-keys";
import { RATE_LIMIT } from "../agent-api/rate-limit";
import type { Actor } from "../auth/actor";
import { createGroundcheckClient } from "../client";
import { buildScenarios } from "./demo-scenarios";
import { ensureDemoAgent } from "./ensure-demo-agent";
import { inProcessFetch } from "./in-process-fetch";
import { loadDemoClauses } from "./load-demo-clauses";
import { playImport, playLive } from "./play-scenario";
import { playHistory, type HistoryResult } from "./play-history";
import type { HistoryOptions } from "./history-plan";
import { createSundryBackend } from "./sundry-backend";
import { buildSundryStore } from "./sundry-store";
import { summarizeDemo } from "./summarize-demo";

export interface DemoConfig {
  tools: unknown;
  policy: unknown;
  clauses: { id: string; title: string; text: string }[];
  /** GROUNDCHECK_DEMO_API_KEY: the demo agent's key, when tests need to know it. */
  fixedKey?: string;
  /** The store's reference day (ISO); delivery dates are relative to it. Default: today (UTC). */
  today?: string;
  /** A month (or `days`) of history before today, decided by the demo team; off unless given. */
  history?: HistoryOptions;
}

/**
 * Loads Sundry's story through the agent API: the agent and its key, the clause library, then
 * every ticket played live or imported through the real route handlers (in this process), so every
 * verdict and held item is the guard's own. Tickets already loaded are skipped (idempotency keys).
 */
export async function seedDemoData(database: Database, actor: Actor, config: DemoConfig) {
  const db = database.prisma;
  shareWithRouteHandlers(database);
  const { agent, key } = await ensureDemoAgent(db, actor, config);
  const clausesCreated = await loadDemoClauses(db, config.clauses as never, actor.id);

  // The loader is not an agent under load: a short-lived key of its own, not rate-limited here.
  const loader = await createApiKey(db, actor, { agentId: agent.id, name: "demo loader (revoked after seeding)" });
  const limit = RATE_LIMIT.perWindow;
  RATE_LIMIT.perWindow = Number.MAX_SAFE_INTEGER;
  const played = { live: 0, import: 0, skipped: 0 };
  let history: HistoryResult | null = null;
  try {
    const client = createGroundcheckClient({ baseUrl: "http://groundcheck.invalid", apiKey: loader.key, fetch: inProcessFetch });
    const store = buildSundryStore({ today: config.today ?? new Date().toISOString().slice(0, 10) });
    const backend = createSundryBackend(store, config.clauses);
    if (config.history) history = await playHistory(db, actor, client, store, backend, config.history);
    for (const s of buildScenarios(store)) {
      const done = s.mode === "live" ? await playLive(client, s, backend) : await playImport(client, s, backend);
      played[done ? s.mode : "skipped"]++;
    }
  } finally {
    RATE_LIMIT.perWindow = limit;
    await revokeApiKey(db, actor, loader.id);
  }
  return { agentId: agent.id, key, clausesCreated, played, history, summary: await summarizeDemo(db) };
}
