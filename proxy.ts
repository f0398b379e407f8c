// Runs before every page and API request: sets the per-request CSP nonce and sends signed-out
// visitors of console pages to sign-in. Roles are checked by each page and handler, not here.
import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { buildContentSecurityPolicy } from "./lib/auth/content-security-policy";
import { authSecret } from "./lib/auth/auth-secret";
import { refuseHostileRequest } from "./lib/validation/refuse-hostile-request";
import { apiNotFound, isMalformedApiPath } from "./lib/agent-api/unknown-api-path";

const PUBLIC_PREFIXES = ["/signin", "/api/auth", "/api/health", "/api/v1"];

export async function proxy(req: NextRequest) {
  const refused = refuseHostileRequest(req);
  if (refused) return refused;
  const { pathname, search } = req.nextUrl;
  // `/api/v1/runs//events` and the like, when they reach the proxy uncollapsed (see unknown-api-path.ts).
  if (isMalformedApiPath(pathname)) return apiNotFound(req.method, pathname);
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const csp = buildContentSecurityPolicy(nonce, process.env.NODE_ENV === "development");

  const isPublic = PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (!isPublic) {
    const token = await getToken({ req, secret: authSecret() });
    if (!token) {
      if (pathname.startsWith("/api/")) {
        return NextResponse.json({ error: { code: "unauthenticated", message: "Sign in to continue." } }, { status: 401 });
      }
      const url = new URL("/signin", req.url);
      if (pathname !== "/") url.searchParams.set("callbackUrl", pathname + search);
      return NextResponse.redirect(url);
    }
  }

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico).*)" }],
};
