// Issue 14: 1,000 seeded hostile requests over every agent API endpoint, through the same
// pre-route refusals as proxy.ts and the real handlers: no 5xx, no hang over 5 s, every error the JSON body.
import { expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createSundryAgent, routeHandlersUse } from "./api-harness";
import { inProcessFetch } from "@/lib/demo/in-process-fetch";
import { refuseHostileRequest } from "@/lib/validation/refuse-hostile-request";
import { apiNotFound, isMalformedApiPath } from "@/lib/agent-api/unknown-api-path";
import * as unknownPath from "@/app/api/v1/[[...rest]]/route";
import { runFuzz } from "@/scripts/fuzz/fuzz-api";

// The known endpoints' paths (lib/demo/in-process-fetch.ts routes them); any other /api/v1 path goes
// to the catch-all route, as Next would send it.
const KNOWN = /^\/api\/v1\/(runs|imports|runs\/[^/]+\/(events|close|tool-calls\/check|replies\/check)|held-items\/[^/]+(\/release)?)$/;
const throughProxy = async (input: string, init?: RequestInit) => {
  const req = new Request(input, init);
  const { pathname } = new URL(req.url);
  const refused = refuseHostileRequest(req) ?? (isMalformedApiPath(pathname) ? apiNotFound(req.method, pathname) : null);
  if (refused) return refused;
  if (KNOWN.test(pathname)) return inProcessFetch(req);
  return unknownPath[req.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE"](req);
};

describeDatabases("agent API fuzz (1,000 requests)", (getDb) => {
  routeHandlersUse(getDb);
  it("answers every hostile request with a 4xx or 2xx JSON body, in time", { timeout: 600_000 }, async () => {
    const { key } = await createSundryAgent(getDb().prisma);
    const report = await runFuzz({ fetch: throughProxy, baseUrl: "http://gc.test", key, requests: 1000, concurrency: 4, seed: 14 });
    expect(report.serverErrors).toEqual([]);
    expect(report.hangs).toEqual([]);
    expect(report.dropped).toEqual([]);
    expect(report.nonJsonErrors).toEqual([]);
    expect(report.requests).toBe(1000);
    // It reached the handlers, not only the refusals.
    expect(Object.keys(report.byStatus).length).toBeGreaterThan(3);
    expect(report.byStatus["404"]).toBeGreaterThan(50);
  });
});
