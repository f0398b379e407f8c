import { createHash, randomBytes } from "node:crypto";
import { recordAuditEvent, type DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { AppError } from "../errors";
import { currentWindow } from "./rate-limit";

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

/** The key's prefix and the SHA-256 the database holds, or null when the header is not a key at all. */
export function parseBearer(authorization: string | null): { prefix: string; hash: string } | null {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const m = token?.match(KEY_PATTERN);
  return token && m ? { prefix: `gck_${m[1]}`, hash: sha256(token) } : null;
}

const NOT_A_KEY = "Send an API key as `Authorization: Bearer gck_…`.";

/**
 * Resolves `Authorization: Bearer gck_…` to its key and agent (revoked keys refused at once, last
 * use recorded). The same statement the API wrapper uses, so the request also counts against the
 * key's rate limit: there is one way to authenticate a key.
 */
export async function authenticateApiKey(db: DbClient, authorization: string | null): Promise<ApiCaller> {
  const { keyId, agentId } = await authenticateAndCount(db, authorization, currentWindow().start);
  return { keyId, agentId };
}

const TOUCH_EVERY_MS = 60_000;

// Recording every use would make each request a write; once a minute is precise enough.
// Returns when the key's last use now stands recorded.
export async function touchLastUsed(db: DbClient, keyId: string, lastUsedAt: Date | null): Promise<Date> {
  if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    const now = new Date();
    await db.apiKey.update({ where: { id: keyId }, data: { lastUsedAt: now } });
    return now;
  }
  return lastUsedAt;
}

/**
 * Keys this process found valid, by the SHA-256 the database holds, until their recorded last use
 * is a minute old (then a request takes the read path again, which records the use). Only a
 * statement that checks the key itself may rely on an entry: the check's write requires the key
 * to be unrevoked, so a revoked key is refused at its next request, on every instance.
 */
const verified = new Map<string, { caller: ApiCaller; lastUsedAt: number }>();
const MAX_VERIFIED = 10_000;

export function rememberVerifiedKey(hash: string, caller: ApiCaller, lastUsedAt: Date): void {
  verified.delete(hash);
  verified.set(hash, { caller, lastUsedAt: lastUsedAt.getTime() });
  if (verified.size > MAX_VERIFIED) verified.delete(verified.keys().next().value!);
}

/** The key behind `hash` if this process verified it within the last minute of its recorded use. */
export function verifiedKey(hash: string): ApiCaller | null {
  const v = verified.get(hash);
  if (!v) return null;
  if (Date.now() - v.lastUsedAt > TOUCH_EVERY_MS) {
    verified.delete(hash);
    return null;
  }
  return v.caller;
}

/** For tests and benchmarks: a fresh process. */
export function clearVerifiedKeys(): void {
  verified.clear();
}

/**
 * authenticateApiKey and one request counted against the key's rate limit, in a single statement:
 * every agent API request pays one database round trip for both instead of two. The key is
 * matched by prefix and by the SHA-256 of the whole key (a high-entropy secret, so comparing
 * hashes in SQL leaks nothing usable); only a valid, unrevoked key is counted.
 */
export async function authenticateAndCount(db: DbClient, authorization: string | null, windowStart: Date): Promise<ApiCaller & { count: number }> {
  const parsed = parseBearer(authorization);
  if (!parsed) throw new AppError("unauthenticated", NOT_A_KEY);
  const rows = await db.$queryRaw<{ id: string; agentId: string; revokedAt: Date | null; lastUsedAt: Date | null; count: number | null }[]>`
    WITH k AS (SELECT id, "agentId", "revokedAt", "lastUsedAt" FROM "ApiKey" WHERE prefix = ${parsed.prefix} AND hash = ${parsed.hash}),
    b AS (
      INSERT INTO "RateLimitBucket" ("keyId", "windowStart", "count")
      SELECT id, ${windowStart}, 1 FROM k WHERE "revokedAt" IS NULL
      ON CONFLICT ("keyId", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
      RETURNING "count")
    SELECT k.id, k."agentId", k."revokedAt", k."lastUsedAt", (SELECT "count" FROM b) AS "count" FROM k`;
  const row = rows[0];
  if (!row) throw new AppError("unauthenticated", "This API key is not valid.");
  if (row.revokedAt) throw new AppError("unauthenticated", "This API key was revoked.");
  await touchLastUsed(db, row.id, row.lastUsedAt);
  return { keyId: row.id, agentId: row.agentId, count: Number(row.count ?? 0) };
}
