import { getDatabase, Prisma, type DbClient } from "../db";
import { embeddedGate, type Pause } from "./admission-gate";
import { AppError, errorResponse } from "../errors";
import { authenticateAndCount, parseBearer, rememberVerifiedKey, touchLastUsed, verifiedKey, type ApiCaller } from "./api-keys";
import { countRequestSql, currentWindow, enforceRateLimit } from "./rate-limit";
import { REQUEST_LIMITS } from "./request-limits";
import { assertStorable, assertStorableParams } from "../validation/check-storable";

/** Request bodies above this are refused with 413 before they are parsed (documented in docs/api.md). */
export const MAX_BODY_BYTES = REQUEST_LIMITS.bodyBytes;

export interface ApiContext {
  db: DbClient;
  caller: ApiCaller;
  params: Record<string, string>;
  /** The parsed JSON body (undefined for GET). */
  body: unknown;
  url: URL;
  /** Waits `ms` without holding the embedded database's queue slot (long polls sleep through this). */
  sleep: (ms: number) => Promise<void>;
}

type Handler = (ctx: ApiContext) => Promise<Response | unknown>;

/** What a handler's own statement found for the request's key (see KeyClaim). */
export interface KeyRow {
  id: string;
  agentId: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** Requests counted in the current window before this one (null: none). */
  count: number | null;
}

/**
 * A request whose key the handler looks up inside its own first statement (the check route: key,
 * rate-limit count and run in one read) and counts inside its own write, so a check costs one read
 * and one write. `accept` applies the wrapper's rules to what the statement found; whatever the
 * handler does not count (it failed first), the wrapper counts after it, so every request is
 * counted once, and a bad key still gets 401 before any other error.
 */
export interface KeyClaim {
  prefix: string;
  hash: string;
  windowStart: Date;
  /** Throws unauthenticated / rate_limited as the wrapper would; the caller otherwise. */
  accept(row: KeyRow | null): Promise<ApiCaller>;
  /** The fragment the handler's write runs to count this request (marks it counted). */
  countSql(): ReturnType<typeof countRequestSql>;
  /**
   * The key as this process verified it lately (api-keys.ts verifiedKey), or null. Only a statement
   * that itself requires the key to be unrevoked and counts the request may act on it, and then
   * report that with `confirm`.
   */
  known: ApiCaller | null;
  /** The handler's own statement found `known` valid and counted the request (or found the window full). */
  confirm(caller: ApiCaller): void;
}

export type KeyedContext = Omit<ApiContext, "caller"> & { key: KeyClaim };

async function readBody(req: Request): Promise<unknown> {
  if (req.method === "GET" || req.method === "HEAD") return undefined;
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes; this one declares ${declared}.`);
  // Read the stream ourselves so a body without (or lying about) Content-Length is still capped.
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      // A client that hangs up mid-body is its own mistake, not a server error.
      const { done, value } = await reader.read().catch(() => {
        throw new AppError("invalid_input", "The request body could not be read (the connection was closed).");
      });
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        throw new AppError("payload_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes.`);
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_input", "The request body is not valid JSON.");
  }
}

async function readRequest(req: Request, ctx?: { params: Promise<Record<string, string>> }) {
  const params = (ctx ? await ctx.params : undefined) ?? {};
  assertStorableParams(params);
  const body = await readBody(req);
  // The one input boundary: nothing PostgreSQL cannot store or the engines cannot walk gets further.
  assertStorable(body);
  const url = new URL(req.url);
  assertStorableParams(Object.fromEntries(url.searchParams));
  return { params, body, url };
}

type Work = (db: DbClient, pause: Pause) => Promise<Response | unknown>;

function wrap(work: Work, opts: { db?: () => Promise<DbClient> }) {
  return async (): Promise<Response> => {
    try {
      const database = await getDatabase();
      const db = opts.db ? await opts.db() : database.prisma;
      const out = database.kind === "pglite" ? await embeddedGate.run((pause) => work(db, pause)) : await work(db, (idle) => idle());
      return out instanceof Response ? out : Response.json(out);
    } catch (err) {
      return errorResponse(expiredTransactionAsOverload(err));
    }
  };
}

/**
 * A transaction that outlived its timeout (P2028: the machine is too loaded to finish it in time)
 * was rolled back whole, so nothing was recorded: that is the server at capacity (503, retry), not
 * a server fault (seen at load average 27 in the 10,000-request fuzz on PostgreSQL).
 */
export function expiredTransactionAsOverload(err: unknown): unknown {
  if (!(err instanceof Prisma.PrismaClientKnownRequestError) || err.code !== "P2028") return err;
  console.warn("[groundcheck] a transaction timed out under load; answered 503 overloaded:", err.message);
  return new AppError("overloaded", "The server is at capacity (a database transaction timed out). Nothing was recorded; retry after 1 s.", { retryAfterSeconds: 1 });
}

const sleeper = (pause: Pause) => (ms: number) => pause(() => new Promise<void>((r) => setTimeout(r, ms)));

/**
 * The agent API's one wrapper: body size cap, JSON parsing, API-key authentication, the per-key
 * rate limit, then the handler; any thrown error becomes `{ error: { code, message } }`.
 * A handler returning a plain value gets it as a 200 JSON response. On the embedded database the
 * work waits in a bounded queue (admission-gate.ts): past it, 503 `overloaded` with Retry-After.
 */
export function withApiKey(handler: Handler, opts: { db?: () => Promise<DbClient> } = {}) {
  return (req: Request, ctx?: { params: Promise<Record<string, string>> }): Promise<Response> =>
    wrap(async (db, pause) => {
      const { count, ...caller } = await authenticateAndCount(db, req.headers.get("authorization"), currentWindow().start);
      enforceRateLimit(count);
      const { params, body, url } = await readRequest(req, ctx);
      return handler({ db, caller, params, body, url, sleep: sleeper(pause) });
    }, opts)();
}

/**
 * withApiKey for a handler that authenticates the key in its own first statement (KeyClaim):
 * the same rules, limits and errors, one round trip fewer.
 */
export function withApiKeyInHandler(handler: (ctx: KeyedContext) => Promise<Response | unknown>, opts: { db?: () => Promise<DbClient> } = {}) {
  return (req: Request, ctx?: { params: Promise<Record<string, string>> }): Promise<Response> =>
    wrap(async (db, pause) => {
      const authorization = req.headers.get("authorization");
      const windowStart = currentWindow().start;
      let accepted: ApiCaller | null = null;
      let counted = false;
      const countUncounted = async () => {
        counted = true;
        await db.$executeRaw(countRequestSql((accepted as ApiCaller).keyId, windowStart));
      };
      try {
        const parsed = parseBearer(authorization);
        if (!parsed) throw new AppError("unauthenticated", "Send an API key as `Authorization: Bearer gck_…`.");
        const key: KeyClaim = {
          ...parsed,
          windowStart,
          async accept(row) {
            if (!row) throw new AppError("unauthenticated", "This API key is not valid.");
            if (row.revokedAt) throw new AppError("unauthenticated", "This API key was revoked.");
            accepted = { keyId: row.id, agentId: row.agentId };
            enforceRateLimit(Number(row.count ?? 0) + 1);
            rememberVerifiedKey(parsed.hash, accepted, await touchLastUsed(db, row.id, row.lastUsedAt));
            return accepted;
          },
          countSql() {
            if (!accepted) throw new Error("countSql before accept");
            counted = true;
            return countRequestSql(accepted.keyId, windowStart);
          },
          known: verifiedKey(parsed.hash),
          confirm(caller) {
            accepted = caller;
            counted = true;
          },
        };
        const { params, body, url } = await readRequest(req, ctx);
        const out = await handler({ db, key, params, body, url, sleep: sleeper(pause) });
        if (!counted) await countUncounted();
        return out;
      } catch (err) {
        // Never accepted: the ordinary path decides what a bad key gets (401 first) and counts it.
        if (!accepted) {
          await authenticateAndCount(db, authorization, windowStart).then(({ count }) => enforceRateLimit(count));
        } else if (!counted) await countUncounted();
        throw err;
      }
    }, opts)();
}
