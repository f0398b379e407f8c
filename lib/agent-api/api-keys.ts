import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";

/**
 * API keys look like `gck_<10 hex prefix>_<secret>`. The prefix finds the row; only a SHA-256 of
 * the whole key is stored, so a database leak does not leak usable keys. The key is returned once.
 */
const KEY_PATTERN = /^gck_([0-9a-f]{10})_([A-Za-z0-9_-]{32,})$/;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function createApiKey(db: DbClient, actor: Actor, input: { agentId: string; name: string }) {
  const agent = await db.agent.findUnique({ where: { id: input.agentId }, select: { id: true, name: true } });
  if (!agent) throw new AppError("not_found", "No such agent.");
  const prefix = randomBytes(5).toString("hex");
  const key = `gck_${prefix}_${randomBytes(24).toString("base64url")}`;
  const record = await db.$transaction(async (tx) => {
    const row = await tx.apiKey.create({
      data: { name: input.name, agentId: agent.id, prefix: `gck_${prefix}`, hash: sha256(key), createdById: actor.id },
      select: { id: true, name: true, prefix: true, agentId: true, createdAt: true },
    });
    await recordAuditEvent(tx, { actor, action: "api_key.create", target: { type: "api_key", id: row.id }, details: { name: row.name, agent: agent.name, prefix: row.prefix } });
    return row;
  });
  return { ...record, key };
}

export async function revokeApiKey(db: DbClient, actor: Actor, keyId: string) {
  return db.$transaction(async (tx) => {
    const res = await tx.apiKey.updateMany({ where: { id: keyId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (res.count === 0) {
      const exists = await tx.apiKey.findUnique({ where: { id: keyId }, select: { id: true } });
      if (!exists) throw new AppError("not_found", "No such API key.");
      return { id: keyId, alreadyRevoked: true };
    }
    await recordAuditEvent(tx, { actor, action: "api_key.revoke", target: { type: "api_key", id: keyId } });
    return { id: keyId, alreadyRevoked: false };
  });
}

export interface ApiCaller {
  keyId: string;
  agentId: string;
}

/**
 * Resolves `Authorization: Bearer gck_…` to its key and agent. Revoked keys are refused at once:
 * the row is read on every request, never cached. Records the last use.
 */
export async function authenticateApiKey(db: DbClient, authorization: string | null): Promise<ApiCaller> {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const m = token?.match(KEY_PATTERN);
  if (!token || !m) throw new AppError("unauthenticated", "Send an API key as `Authorization: Bearer gck_…`.");
  const row = await db.apiKey.findUnique({ where: { prefix: `gck_${m[1]}` }, select: { id: true, hash: true, agentId: true, revokedAt: true, lastUsedAt: true } });
  const ok = row && timingSafeEqual(Buffer.from(row.hash, "hex"), Buffer.from(sha256(token), "hex"));
  if (!row || !ok) throw new AppError("unauthenticated", "This API key is not valid.");
  if (row.revokedAt) throw new AppError("unauthenticated", "This API key was revoked.");
  // Recording every use would make each request a write; once a minute is precise enough.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { keyId: row.id, agentId: row.agentId };
}
