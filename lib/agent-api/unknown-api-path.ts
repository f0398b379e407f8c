import { AppError, errorResponse } from "../errors";

/**
 * The agent API's answer for a path it does not have: the JSON `not_found` body, never Next's
 * HTML 404 page. It names the method and path so a client's typo is visible in its own logs.
 */
export function apiNotFound(method: string, pathname: string): Response {
  return errorResponse(new AppError("not_found", `No agent API endpoint ${method} ${pathname.slice(0, 300)}.`));
}

/**
 * An /api/v1 path with an empty segment (`/api/v1/runs//events`, a trailing or doubled slash): no
 * endpoint has one. `next start` first answers such a path with its own 308 to the collapsed path
 * (`/api/v1/runs/events`, which the catch-all route then answers with the JSON 404); proxy.ts
 * answers it directly wherever the proxy sees the raw path (e.g. skipTrailingSlashRedirect, or
 * rewrites in front), so no setup can reach Next's HTML 404 page with it.
 */
export function isMalformedApiPath(pathname: string): boolean {
  if (pathname !== "/api/v1" && !pathname.startsWith("/api/v1/")) return false;
  return pathname.slice(1).split("/").some((segment) => segment === "");
}

/**
 * A route handler answering `apiNotFound` for the request's own method and path: the catch-all
 * route uses it for every method, and each endpoint for the methods it does not take (Next would
 * answer those with an empty 405).
 */
export const notFoundHandler = (req: Request): Response => apiNotFound(req.method, new URL(req.url).pathname);
