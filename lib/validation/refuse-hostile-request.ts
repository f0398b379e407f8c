/**
 * Requests refused before any route runs (called from proxy.ts), each with the JSON error body:
 *   - a path Next cannot percent-decode (it would answer a plain-text 500 and log nothing): 400;
 *   - a declared Content-Length over the body limit: 413 at once, instead of waiting for a body
 *     that the route would refuse anyway;
 *   - a server action posted from another origin (Next would throw, a 500): 403.
 */
import { ERROR_CODES, type ErrorCode } from "../errors";
import { REQUEST_LIMITS } from "../agent-api/request-limits";

function refusal(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: { code, message } }, { status: ERROR_CODES[code], headers });
}

function decodesCleanly(pathname: string): boolean {
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

export function refuseHostileRequest(req: Request): Response | null {
  const url = new URL(req.url);
  if (!decodesCleanly(url.pathname)) return refusal("invalid_input", "The URL path has invalid percent-encoding.");
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > REQUEST_LIMITS.bodyBytes) {
    // Connection: close, so the server does not read the rest of a body it already refused.
    return refusal("payload_too_large", `Request bodies are limited to ${REQUEST_LIMITS.bodyBytes} bytes; this one declares ${declared}.`, { connection: "close" });
  }
  if (req.method === "POST" && req.headers.has("next-action")) {
    const origin = req.headers.get("origin");
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
    let originHost: string | null = null;
    try {
      originHost = origin && origin !== "null" ? new URL(origin).host : origin;
    } catch {
      originHost = "invalid";
    }
    if (originHost !== null && originHost !== host) return refusal("forbidden", "Server actions are accepted only from this site's own pages.");
  }
  return null;
}
