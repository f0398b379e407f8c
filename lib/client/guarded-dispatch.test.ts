import { describe, expect, it } from "vitest";
import { createGroundcheckClient, GroundcheckApiError, guardedDispatch, payloadHash } from "./index";

/** A fake server: answers each path with the given JSON (or a function of the request), records what was asked. */
function fakeFetch(routes: Record<string, (body: unknown) => { status?: number; json: unknown; headers?: Record<string, string> }>) {
  const seen: { path: string; body: unknown }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace("/api/v1", "");
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ path, body });
    const route = Object.entries(routes).find(([p]) => path.endsWith(p));
    if (!route) return Response.json({ error: { code: "not_found", message: path } }, { status: 404 });
    const r = route[1](body);
    return Response.json(r.json, { status: r.status ?? 200, headers: r.headers });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

const check = (decision: string, extra: object = {}) => () => ({ json: { check_id: "k1", decision, code: decision === "allow" ? "ok" : "ungrounded_args", message: "m", args_grounded: 1, findings: [], ...extra } });
const ok = () => ({ json: { stored: 1, duplicates: 0, message_count: 1 } });

describe("guardedDispatch (fake server)", () => {
  it("refuses to run a released payload whose hash is not the approved one", async () => {
    const approved = { date: "2024-07-04" };
    const approvedHash = await payloadHash(approved);
    const { fetch } = fakeFetch({
      "/tool-calls/check": check("hold", { held_item_id: "h1", payload_hash: approvedHash }),
      "/held-items/h1": () => ({ json: { id: "h1", status: "approved", decided: true, approved_hash: approvedHash } }),
      "/release": () => ({ json: { id: "h1", status: "released", payload: { date: "2024-07-05" }, payload_hash: approvedHash } }),
      "/events": ok,
    });
    const client = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: "gck_x", fetch });
    let ran = false;
    const err = await guardedDispatch(client, { id: "c", name: "visit", arguments: approved }, { runId: "r", tools: { visit: () => (ran = true) }, waitForDecisionMs: 5000 }).catch((e) => e);
    expect(err).toBeInstanceOf(GroundcheckApiError);
    expect(err.code).toBe("hash_mismatch");
    expect(ran).toBe(false);
  });

  it("an escalated item is reported, never released", async () => {
    const { fetch, seen } = fakeFetch({
      "/tool-calls/check": check("hold", { held_item_id: "h2" }),
      "/held-items/h2": () => ({ json: { id: "h2", status: "escalated", decided: false, approved_hash: null } }),
      "/events": ok,
    });
    const client = createGroundcheckClient({ baseUrl: "http://gc.test/", apiKey: "gck_x", fetch });
    const r = await guardedDispatch(client, { id: "c", name: "visit", arguments: "{}" }, { runId: "r", tools: { visit: () => "ran" } });
    expect(r).toMatchObject({ outcome: "held", reason: "escalated", error: { code: "held_escalated" } });
    expect(seen.some((s) => s.path.endsWith("/release"))).toBe(false);
  });

  it("a tool that throws becomes an error result for the model, not a crash", async () => {
    const { fetch } = fakeFetch({ "/tool-calls/check": check("allow"), "/events": ok });
    const client = createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: "gck_x", fetch });
    const r = await guardedDispatch(client, { id: "c", name: "get", arguments: '{"a":1}' }, { runId: "r", tools: { get: () => { throw new Error("backend down"); } } });
    expect(r).toMatchObject({ outcome: "tool_failed", error: { code: "tool_failed", message: "backend down" } });
  });
});

describe("client errors", () => {
  it("maps a 429 to GroundcheckApiError with Retry-After, and an unreachable server to code network", async () => {
    const { fetch } = fakeFetch({ "/runs": () => ({ status: 429, json: { error: { code: "rate_limited", message: "slow down" } }, headers: { "retry-after": "17" } }) });
    const err = await createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: "gck_x", fetch }).startRun({ idempotency_key: "k", ticket: { id: "t" }, customer: { id: "c" } }).catch((e) => e);
    expect(err).toMatchObject({ status: 429, code: "rate_limited", message: "slow down", retryAfterSeconds: 17 });
    const down = (async () => { throw new TypeError("fetch failed"); }) as typeof globalThis.fetch;
    const net = await createGroundcheckClient({ baseUrl: "http://gc.test", apiKey: "gck_x", fetch: down }).closeRun("r").catch((e) => e);
    expect(net).toMatchObject({ status: 0, code: "network" });
  });

  it("hashes payloads as the server does: key order does not matter", async () => {
    const { payloadHash: serverHash } = await import("../held-items/payload-hash");
    const value = { b: [1, { z: null, a: "é" }], a: 2, skip: undefined };
    expect(await payloadHash(value)).toBe(serverHash(value));
    expect(await payloadHash({ a: 2, b: [1, { a: "é", z: null }] })).toBe(serverHash(value));
  });
});
