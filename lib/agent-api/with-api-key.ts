import { getDatabase, type DbClient } from "../db";
import { embeddedGate, type Pause } from "./admission-gate";
import { AppError, errorResponse } from "../errors";
import { authenticateAndCount, type ApiCaller } from "./api-keys";
import { currentWindow, enforceRateLimit } from "./rate-limit";
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

/**
 * The agent API's one wrapper: body size cap, JSON parsing, API-key authentication, the per-key
 * rate limit, then the handler; any thrown error becomes `{ error: { code, message } }`.
 * A handler returning a plain value gets it as a 200 JSON response. On the embedded database the
 * work waits in a bounded queue (admission-gate.ts): past it, 503 `overloaded` with Retry-After.
 */
export function withApiKey(handler: Handler, opts: { db?: () => Promise<DbClient> } = {}) {
  return async (req: Request, ctx?: { params: Promise<Record<string, string>> }): Promise<Response> => {
    try {
      const database = await getDatabase();
      const db = opts.db ? await opts.db() : database.prisma;
      const work = async (pause: Pause) => {
        const { count, ...caller } = await authenticateAndCount(db, req.headers.get("authorization"), currentWindow().start);
        enforceRateLimit(count);
        const params = (ctx ? await ctx.params : undefined) ?? {};
        assertStorableParams(params);
        const body = await readBody(req);
        // The one input boundary: nothing PostgreSQL cannot store or the engines cannot walk gets further.
        assertStorable(body);
        const url = new URL(req.url);
        assertStorableParams(Object.fromEntries(url.searchParams));
        const sleep = (ms: number) => pause(() => new Promise<void>((r) => setTimeout(r, ms)));
        return handler({ db, caller, params, body, url, sleep });
      };
      const out = database.kind === "pglite" ? await embeddedGate.run(work) : await work((idle) => idle());
      return out instanceof Response ? out : Response.json(out);
    } catch (err) {
      return errorResponse(err);
    }
  };
}
