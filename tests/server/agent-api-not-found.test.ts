// Issue 14: every /api/v1 path without an endpoint answers the JSON not_found body for every
// method: empty segments are answered by proxy.ts (Next would serve its HTML 404 page before any
// route runs), unknown paths by the catch-all route. e2e/api-not-found.spec.ts asks a real server.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import * as catchAll from "@/app/api/v1/[[...rest]]/route";
import * as startRun from "@/app/api/v1/runs/route";
import * as heldItem from "@/app/api/v1/held-items/[id]/route";
import * as events from "@/app/api/v1/runs/[runId]/events/route";
import { isMalformedApiPath } from "@/lib/agent-api/unknown-api-path";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const EMPTY_SEGMENTS = ["/api/v1/runs//events", "/api/v1/runs//tool-calls/check", "/api/v1/held-items//release", "/api/v1/", "/api/v1//", "/api/v1///runs", "/api/v1/runs/", "/api/v1/runs/r1/events/"];
const UNKNOWN = ["/api/v1", "/api/v1/nope", "/api/v1/runs/x/unknown", "/api/v1/runs/x/events/extra", "/api/v1/imports/x", "/api/v1/held-items/x/release/again"];

const expectJson404 = async (res: Response, method: string) => {
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  if (method !== "HEAD") expect((await res.json()).error).toMatchObject({ code: "not_found" });
};

describe("agent API: unknown and malformed paths", () => {
  it("an empty path segment is malformed only under /api/v1", () => {
    for (const p of EMPTY_SEGMENTS) expect(isMalformedApiPath(p), p).toBe(true);
    for (const p of [...UNKNOWN, "/api/v1/runs/r1/events", "/queue//x", "/api/v10//x", "/api/health"]) expect(isMalformedApiPath(p), p).toBe(false);
  });

  it("proxy.ts answers paths with empty segments with the JSON not_found, for every method, before any route", async () => {
    for (const path of EMPTY_SEGMENTS) {
      for (const method of METHODS) await expectJson404(await proxy(new NextRequest(`http://gc.test${path}`, { method })), method);
    }
  });

  it("the catch-all route answers every method on an unknown path with the JSON not_found naming it", async () => {
    for (const path of UNKNOWN) {
      for (const method of METHODS) {
        const res = await catchAll[method](new Request(`http://gc.test${path}`, { method }));
        await expectJson404(res.clone(), method);
        if (method !== "HEAD") expect((await res.json()).error.message).toContain(`${method} ${path}`);
      }
    }
  });

  it("an endpoint asked with a method it does not take answers the JSON not_found too (Next alone would send an empty 405)", async () => {
    for (const [mod, path, methods] of [
      [startRun, "/api/v1/runs", ["GET", "PUT", "PATCH", "DELETE"]],
      [events, "/api/v1/runs/r1/events", ["GET", "PUT", "PATCH", "DELETE"]],
      [heldItem, "/api/v1/held-items/h1", ["POST", "PUT", "PATCH", "DELETE"]],
    ] as const) {
      for (const method of methods) {
        const handler = (mod as unknown as Record<string, (req: Request) => Promise<Response> | Response>)[method];
        await expectJson404(await handler(new Request(`http://gc.test${path}`, { method })), method);
      }
    }
  });
});
