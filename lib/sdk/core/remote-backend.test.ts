// Remote mode's requests: a tool call is one request (the check carries what was recorded since the
// last one), recording never waits for the network, nothing recorded is lost when no check follows
// or a request fails, and parallel calls are each judged on everything recorded before them.
import { describe, expect, it } from "vitest";
import { RemoteBackend } from "./remote-backend";
import type { RecordedEvent } from "./backend";

type Sent = { path: string; events: string[] };
/** A fake agent API that stores event ids once, answers checks with "allow", and logs every request. */
function fakeApi(opts: { failChecks?: number; checkDelayMs?: number } = {}) {
  const stored: string[] = [];
  const sent: Sent[] = [];
  let failures = opts.failChecks ?? 0;
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname.replace("/api/v1/runs/r1", "");
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const events: RecordedEvent[] = body.events ?? [];
    sent.push({ path, events: events.map((e) => e.id) });
    if (path === "/tool-calls/check" && opts.checkDelayMs) await new Promise((r) => setTimeout(r, opts.checkDelayMs));
    if (path === "/tool-calls/check" && failures > 0) {
      failures--;
      return Response.json({ error: { code: "internal", message: "boom" } }, { status: 500 });
    }
    for (const e of events) if (!stored.includes(e.id)) stored.push(e.id);
    if (path === "/events") return Response.json({ stored: events.length, duplicates: 0, message_count: stored.length });
    if (path === "/tool-calls/check") return Response.json({ check_id: "k", decision: "allow", code: "ok", message: "ok", args_grounded: 1, findings: [] });
    return Response.json({ check_id: "k", decision: "pass", verdict: "grounded", claims: [] });
  }) as typeof globalThis.fetch;
  return { fetch, stored, sent };
}
const event = (id: string): RecordedEvent => ({ id, message: { role: "user", content: id } });
const call = (id: string) => ({ id, name: "get_order", arguments: { order_id: "SU-1" } });
const backend = (fetch: typeof globalThis.fetch, eventDelayMs = 50) => new RemoteBackend({ baseUrl: "http://gc.test", apiKey: "gck_x", run: { id: "r1" }, fetch, eventDelayMs });

describe("remote mode's requests", () => {
  it("a tool call is one request: the check carries the call's message and the previous result", async () => {
    const api = fakeApi();
    const b = backend(api.fetch);
    await b.append([event("u"), event("call:c1")]);
    await b.checkToolCall(call("c1"));
    await b.append([event("result:c1"), event("call:c2")]);
    await b.checkToolCall(call("c2"));
    await new Promise((r) => setTimeout(r, 80));
    expect(api.sent).toEqual([
      { path: "/tool-calls/check", events: ["u", "call:c1"] },
      { path: "/tool-calls/check", events: ["result:c1", "call:c2"] },
    ]);
  });

  it("what no check carries is sent on its own shortly after, and before a reply check", async () => {
    const api = fakeApi();
    const b = backend(api.fetch, 20);
    await b.append([event("result:c1")]);
    expect(api.sent).toEqual([]);
    await new Promise((r) => setTimeout(r, 60));
    expect(api.sent).toEqual([{ path: "/events", events: ["result:c1"] }]);
    await b.append([event("u2")]);
    await b.checkReply("Done.");
    expect(api.sent.slice(1)).toEqual([
      { path: "/events", events: ["u2"] },
      { path: "/replies/check", events: [] },
    ]);
    expect(api.stored).toEqual(["result:c1", "u2"]);
  });

  it("a check that failed leaves its events queued: the next request carries them again", async () => {
    const api = fakeApi({ failChecks: 1 });
    const b = new RemoteBackend({ baseUrl: "http://gc.test", apiKey: "gck_x", run: { id: "r1" }, fetch: api.fetch, retries: 0, eventDelayMs: 1000 });
    await b.append([event("u"), event("call:c1")]);
    await expect(b.checkToolCall(call("c1"))).rejects.toThrow();
    await b.checkToolCall(call("c1"));
    expect(api.sent.map((s) => s.events)).toEqual([["u", "call:c1"], ["u", "call:c1"]]);
    expect(api.stored).toEqual(["u", "call:c1"]);
  });

  it("parallel calls each carry what was recorded before them; a slow check is not raced by the background send", async () => {
    const api = fakeApi({ checkDelayMs: 60 });
    const b = backend(api.fetch, 10);
    await b.append([event("u"), event("calls:c1,c2")]);
    await Promise.all([b.checkToolCall(call("c1")), b.checkToolCall(call("c2"))]);
    await new Promise((r) => setTimeout(r, 30));
    // Both checks carried the two events; the background send found them carried and sent nothing.
    expect(api.sent).toEqual([
      { path: "/tool-calls/check", events: ["u", "calls:c1,c2"] },
      { path: "/tool-calls/check", events: ["u", "calls:c1,c2"] },
    ]);
    await b.flush();
    expect(api.sent).toHaveLength(2);
  });
});
