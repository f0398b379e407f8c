// Issue 14: a real server answers every /api/v1 path without an endpoint (empty segments, unknown
// or extra segments, a method the endpoint does not take) with the JSON not_found body, never Next's
// HTML 404 page or an empty 405. Empty segments are first collapsed by Next's own 308 (method and
// body kept); the collapsed path then answers the JSON 404. With the demo agent's key, so a path
// that collapses onto a real endpoint (`/held-items//release` → held item "release") gets past auth.
import { expect, test } from "@playwright/test";
import { E2E_DEMO_API_KEY } from "../lib/demo/demo-config";

const PATHS = ["/api/v1/runs//events", "/api/v1/runs//tool-calls/check", "/api/v1/held-items//release", "/api/v1/", "/api/v1//", "/api/v1", "/api/v1/nope", "/api/v1/runs/x/unknown", "/api/v1/runs/x/events/extra"];
const WRONG_METHOD: [string, string][] = [["GET", "/api/v1/runs"], ["PUT", "/api/v1/imports"], ["DELETE", "/api/v1/runs/x/events"], ["POST", "/api/v1/held-items/x"], ["GET", "/api/v1/held-items/x/release"]];

test("unknown and malformed agent API paths answer the JSON not_found", async ({ request }) => {
  const cases: [string, string][] = [...PATHS.flatMap((p) => ["GET", "POST", "PUT", "DELETE"].map((m): [string, string] => [m, p])), ...WRONG_METHOD];
  for (const [method, path] of cases) {
    const res = await request.fetch(path, { method, data: method === "GET" ? undefined : "{}", headers: { "content-type": "application/json", authorization: `Bearer ${E2E_DEMO_API_KEY}` } });
    expect(res.status(), `${method} ${path}`).toBe(404);
    expect(res.headers()["content-type"], `${method} ${path}`).toMatch(/^application\/json/);
    expect((await res.json()).error.code, `${method} ${path}`).toBe("not_found");
  }
});
