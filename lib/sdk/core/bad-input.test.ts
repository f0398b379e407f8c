// Bad input for the SDK adapters: a tool without a schema, a tool the agent does not have, a
// Groundcheck that is down, slow, rate-limited or failing. Each gives a typed error or the
// documented fail-closed default (a write never runs unchecked; fail-open is opt-in, read tools
// only), and nothing hangs.
import { describe, expect, it, vi } from "vitest";
import { jsonSchema, tool } from "ai";
import { tool as agentTool } from "@openai/agents";
import { payloadHash } from "../../client/payload-hash";
import { groundcheck as forAiSdk } from "../ai-sdk";
import { groundcheck as forAgents } from "../openai-agents";
import { GroundcheckSdkError } from "./errors";
import { GroundcheckSession, type GroundcheckOptions } from "./session";

type Route = (body: unknown, n: number) => { status?: number; json?: unknown; headers?: Record<string, string>; hang?: boolean };
function fakeFetch(routes: Record<string, Route>) {
  const hits: Record<string, number> = {};
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace("/api/v1", "");
    const key = Object.keys(routes).find((p) => path.endsWith(p));
    if (!key) return Response.json({ error: { code: "not_found", message: path } }, { status: 404 });
    hits[key] = (hits[key] ?? 0) + 1;
    const r = routes[key](init?.body ? JSON.parse(String(init.body)) : undefined, hits[key]);
    if (r.hang) {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    }
    return Response.json(r.json ?? {}, { status: r.status ?? 200, headers: r.headers });
  }) as typeof globalThis.fetch;
  return { fetch, hits };
}
const ok = () => ({ json: { stored: 1, duplicates: 0, message_count: 1 } });
const allow = () => ({ json: { check_id: "k", decision: "allow", code: "ok", message: "ok", args_grounded: 1, findings: [] } });
const remote = (fetch: typeof globalThis.fetch, extra: Partial<GroundcheckOptions> = {}): GroundcheckOptions => ({ mode: "remote", baseUrl: "http://gc.test", apiKey: "gck_x", run: { id: "r1" }, fetch, requestTimeoutMs: 300, ...extra }) as GroundcheckOptions;
const refund = { id: "c1", name: "issue_refund", arguments: { order_id: "SU-1", amount_cents: 100 } };
const lookup = { id: "c2", name: "get_order", arguments: { order_id: "SU-1" } };

describe("Groundcheck unreachable, slow or failing: fail closed", () => {
  it("server down: the write is refused with groundcheck_unavailable (never run), onError gets a typed error", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    const onError = vi.fn();
    const s = new GroundcheckSession(remote(down, { onError }));
    const gate = await s.gate(refund);
    expect(gate).toMatchObject({ action: "refuse", outcome: "unavailable", error: { code: "groundcheck_unavailable", retry: "do_not_retry", details: { cause: "network" } } });
    expect(onError.mock.calls[0][0]).toBeInstanceOf(GroundcheckSdkError);
    expect(onError.mock.calls[0][0].code).toBe("unavailable");
  });

  it("a server that never answers times out: refused within the request deadline, no hang", async () => {
    const { fetch } = fakeFetch({ "/events": ok, "/tool-calls/check": () => ({ hang: true }) });
    const t0 = Date.now();
    const gate = await new GroundcheckSession(remote(fetch)).gate(refund);
    expect(gate).toMatchObject({ action: "refuse", outcome: "unavailable" });
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it("429 with a short Retry-After is retried and then checked; a long one is not waited for", async () => {
    const short = fakeFetch({ "/events": ok, "/tool-calls/check": (_, n) => (n === 1 ? { status: 429, json: { error: { code: "rate_limited", message: "slow" } }, headers: { "retry-after": "1" } } : allow()) });
    expect(await new GroundcheckSession(remote(short.fetch)).gate(refund)).toMatchObject({ action: "run", args: refund.arguments });
    expect(short.hits["/tool-calls/check"]).toBe(2);

    const long = fakeFetch({ "/events": ok, "/tool-calls/check": () => ({ status: 429, json: { error: { code: "rate_limited", message: "slow" } }, headers: { "retry-after": "60" } }) });
    const t0 = Date.now();
    expect(await new GroundcheckSession(remote(long.fetch)).gate(refund)).toMatchObject({ action: "refuse", outcome: "unavailable", error: { details: { cause: "rate_limited" } } });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(long.hits["/tool-calls/check"]).toBe(1);
  });

  it("503 is retried a bounded number of times, a 500 is not retried; both fail closed", async () => {
    const busy = fakeFetch({ "/events": ok, "/tool-calls/check": () => ({ status: 503, json: { error: { code: "overloaded", message: "busy" } } }) });
    expect(await new GroundcheckSession(remote(busy.fetch)).gate(refund)).toMatchObject({ action: "refuse", outcome: "unavailable" });
    expect(busy.hits["/tool-calls/check"]).toBe(3);
    const broken = fakeFetch({ "/events": ok, "/tool-calls/check": () => ({ status: 500, json: { error: { code: "internal", message: "x" } } }) });
    expect(await new GroundcheckSession(remote(broken.fetch)).gate(refund)).toMatchObject({ action: "refuse", outcome: "unavailable", error: { details: { cause: "internal" } } });
    expect(broken.hits["/tool-calls/check"]).toBe(1);
  });

  it("fail-open is opt-in and for read tools only: get_order runs unchecked, issue_refund never; naming a write is refused", async () => {
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof globalThis.fetch;
    const s = new GroundcheckSession(remote(down, { failOpenReadTools: ["get_order"] }));
    expect(await s.gate(lookup)).toMatchObject({ action: "run", unchecked: true });
    expect(await s.gate({ ...refund, id: "c3" })).toMatchObject({ action: "refuse", outcome: "unavailable" });
    expect(() => new GroundcheckSession(remote(down, { failOpenReadTools: ["issue_refund"] }))).toThrow(expect.objectContaining({ code: "invalid_options" }));
  });

  it("a reply that cannot be checked is not sent", async () => {
    const { fetch } = fakeFetch({ "/events": ok, "/replies/check": () => ({ status: 502, json: { error: { code: "bad_gateway", message: "x" } } }) });
    expect(await new GroundcheckSession(remote(fetch)).verifyReply("Your refund is on its way.")).toMatchObject({ outcome: "unavailable", error: { code: "unavailable" } });
  });
});

describe("decisions the adapter must honour", () => {
  const held = (status: string, extra: object = {}) => () => ({ json: { id: "h1", status, kind: "write", checked_hash: "x", decided: status === "approved" || status === "edited", decision: { action: status, note: "Refund only the duplicate charge", at: "2026-12-01T00:00:00Z" }, approved_hash: null, ...extra } });
  const hold = () => ({ json: { check_id: "k", decision: "hold", code: "ungrounded_args", message: "Held for review", args_grounded: 0.4, findings: [], held_item_id: "h1", payload_hash: "x" } });

  it("a reviewer's rejection (status rejected) becomes the model-facing error with their reason; the call never runs", async () => {
    const { fetch, hits } = fakeFetch({ "/events": ok, "/tool-calls/check": hold, "/held-items/h1": held("rejected") });
    const gate = await new GroundcheckSession(remote(fetch, { waitForDecisionMs: 2000 })).gate(refund);
    expect(gate).toMatchObject({ action: "refuse", outcome: "rejected_by_reviewer", error: { code: "rejected_by_reviewer", retry: "fix_and_retry", details: { held_item_id: "h1", reason: "Refund only the duplicate charge" } } });
    expect(hits["/release"]).toBeUndefined();
  });

  it("released arguments that do not hash to the approved ones: typed hash_mismatch, nothing run", async () => {
    const approved = await payloadHash({ order_id: "SU-1", amount_cents: 100 });
    const { fetch } = fakeFetch({ "/events": ok, "/tool-calls/check": hold, "/held-items/h1": held("approved", { approved_hash: approved }), "/release": () => ({ json: { id: "h1", status: "released", payload: { order_id: "SU-1", amount_cents: 9999 }, payload_hash: approved } }) });
    await expect(new GroundcheckSession(remote(fetch, { waitForDecisionMs: 2000 })).gate(refund)).rejects.toMatchObject({ code: "hash_mismatch" });
  });

  it("remote: unknown_tool for one of the app's own tools is a setup error (unregistered_tool), not a model mistake", async () => {
    const { fetch } = fakeFetch({ "/events": ok, "/tool-calls/check": () => ({ json: { check_id: "k", decision: "reject", code: "unknown_tool", message: "No tool named issue_refund", args_grounded: null, findings: [] } }) });
    const s = new GroundcheckSession(remote(fetch));
    s.appTools.add("issue_refund");
    await expect(s.gate(refund)).rejects.toMatchObject({ code: "unregistered_tool" });
  });
});

describe("tools the adapters refuse to wrap", () => {
  const schema = jsonSchema<{ order_id: string }>({ type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] });
  it("AI SDK: a tool without inputSchema, and (local, registered tools given) a tool the agent does not have", () => {
    const bare = { description: "x", execute: async () => 1 } as never;
    expect(() => forAiSdk({ mode: "local" }).tools({ bare })).toThrow(expect.objectContaining({ code: "tool_without_schema" }));
    const registered = [{ name: "get_order", parameters: { type: "object", properties: { order_id: { type: "string" } } } }];
    expect(() => forAiSdk({ mode: "local", tools: registered }).tools({ cancel_order: tool({ inputSchema: schema, execute: async () => 1 }) })).toThrow(expect.objectContaining({ code: "unregistered_tool" }));
  });

  it("Agents SDK: a function tool without parameters, a hosted tool (it would run unchecked), an unregistered tool", () => {
    const t = agentTool({ name: "get_order", description: "x", parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"], additionalProperties: false }, execute: async () => "x" });
    expect(() => forAgents({ mode: "local" }).tools([{ ...t, parameters: undefined as never }])).toThrow(expect.objectContaining({ code: "tool_without_schema" }));
    expect(() => forAgents({ mode: "local" }).tools([{ type: "hosted_tool", name: "web_search" } as never])).toThrow(expect.objectContaining({ code: "invalid_options" }));
    expect(() => forAgents({ mode: "local", tools: [{ name: "issue_refund", parameters: { type: "object", properties: {} } }] }).tools([t])).toThrow(expect.objectContaining({ code: "unregistered_tool" }));
  });

  it("remote mode without a key is a typed error at setup", () => {
    expect(() => new GroundcheckSession({ mode: "remote", baseUrl: "http://gc.test", apiKey: "", run: { id: "r" } })).toThrow(expect.objectContaining({ code: "invalid_options" }));
  });
});
