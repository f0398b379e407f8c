import { createHash } from "node:crypto";
import type { DbClient } from "../db";
import { createApiKey } from "../agent-api/api-keys";
import type { Actor } from "../auth/actor";

export const DEMO_AGENT_NAME = "Sundry support agent";
/** The form of every API key (lib/agent-api/api-keys.ts); a demo key from the environment must match it. */
export const API_KEY_PATTERN = /^gck_([0-9a-f]{10})_([A-Za-z0-9_-]{32,})$/;

/**
 * The demo's agent, with Sundry's tools and policy. Its key: the one in GROUNDCHECK_DEMO_API_KEY
 * when given (so tests and examples know it), else a new one the first time only; `key` is set
 * only when this call created it, so it is printed once.
 */
export async function ensureDemoAgent(db: DbClient, actor: Actor, config: { tools: unknown; policy: unknown; fixedKey?: string }) {
  const agent = await db.agent.upsert({
    where: { name: DEMO_AGENT_NAME },
    create: { name: DEMO_AGENT_NAME, tools: config.tools as object, policy: config.policy as object },
    update: { tools: config.tools as object, policy: config.policy as object },
  });
  if (config.fixedKey) {
    const m = config.fixedKey.match(API_KEY_PATTERN);
    if (!m) throw new Error("GROUNDCHECK_DEMO_API_KEY must look like gck_<10 hex>_<32+ letters, digits, - or _>.");
    const hash = createHash("sha256").update(config.fixedKey).digest("hex");
    const prefix = `gck_${m[1]}`;
    const existing = await db.apiKey.findUnique({ where: { prefix } });
    if (existing && (existing.agentId !== agent.id || existing.hash !== hash)) throw new Error(`An API key with prefix ${prefix} already exists for something else.`);
    if (!existing) await db.apiKey.create({ data: { name: "demo key (GROUNDCHECK_DEMO_API_KEY)", agentId: agent.id, prefix, hash, createdById: actor.id } });
    else if (existing.revokedAt) await db.apiKey.update({ where: { id: existing.id }, data: { revokedAt: null } });
    return { agent, key: null as string | null };
  }
  const keys = await db.apiKey.count({ where: { agentId: agent.id, name: "demo key", revokedAt: null } });
  if (keys > 0) return { agent, key: null as string | null };
  return { agent, key: (await createApiKey(db, actor, { agentId: agent.id, name: "demo key" })).key };
}
