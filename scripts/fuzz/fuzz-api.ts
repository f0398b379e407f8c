/**
 * The agent API fuzzer (issue 14): seeded hostile requests over every /api/v1 endpoint, against
 * any fetch (a running server, or the route handlers in-process for the suite). Counts answers by
 * status, 5xx, hangs (no answer within the hang limit), dropped connections, and non-JSON errors.
 */
import { createPrng, type Prng } from "../../lib/demo/prng";

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: { status: number; method: string; path: string; body: string }[];
  hangs: { method: string; path: string; ms: number }[];
  dropped: { method: string; path: string; error: string }[];
  nonJsonErrors: { status: number; path: string }[];
  p50ms: number;
  p99ms: number;
  maxMs: number;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
interface Req {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

const deepJson = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
const dense = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(",");

/** Values that have broken servers: each is tried in every field. */
function hostileValue(r: Prng): unknown {
  const choices: (() => unknown)[] = [
    () => "nul\u0000byte",
    () => "\u0000",
    () => "lone \uD800 high",
    () => "\uDFFF",
    () => "%00",
    () => "%E0%A4%A",
    () => "x".repeat(r.int(1, 300_000)),
    () => "🫖".repeat(r.int(1, 1000)),
    () => "\u202Eevil\u202C",
    () => "=HYPERLINK(\"http://evil.example\")",
    () => "'; DROP TABLE \"Run\"; --",
    () => "../../../etc/passwd",
    () => "<script>alert(1)</script>",
    () => r.int(-1e9, 1e9),
    () => 1e308 * 10,
    () => -0,
    () => true,
    () => null,
    () => [],
    () => {},
    () => ({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
    () => [[[[[[[[[[[[[[[[[[[[[[[["deep"]]]]]]]]]]]]]]]]]]]]]]]],
    () => Array.from({ length: r.int(1, 2000) }, (_, i) => i),
    () => `Refunds: ${dense(r.int(10, 3000))}.`,
  ];
  return r.pick(choices)();
}

function mutate(r: Prng, value: unknown, depth = 0): unknown {
  if (value && typeof value === "object" && depth < 4 && r.next() < 0.7) {
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (keys.length === 0 || r.next() < 0.15) {
      (copy as Record<string, unknown>)[r.pick(["extra", "__proto__", "role", "\u0000k", "content"])] = hostileValue(r);
      return copy;
    }
    const k = r.pick(keys);
    if (r.next() < 0.1) delete (copy as Record<string, unknown>)[k];
    else (copy as Record<string, unknown>)[k] = mutate(r, (copy as Record<string, unknown>)[k], depth + 1);
    return copy;
  }
  return hostileValue(r);
}

const lookup = [
  { role: "user", content: "My teapot from order SU-88421 arrived broken." },
  { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] },
  { role: "tool", tool_call_id: "c1", content: JSON.stringify({ order_id: "SU-88421", customer_id: "cust_1042", charges: [{ charge_id: "ch_1", amount_cents: 6400 }] }) },
];

function generate(r: Prng, i: number, ids: { runs: string[]; held: string[] }): Req {
  const run = r.next() < 0.85 ? r.pick(ids.runs) : String(mutate(r, "x"));
  const held = r.next() < 0.85 && ids.held.length ? r.pick(ids.held) : String(mutate(r, "x"));
  // A lone surrogate cannot be percent-encoded as UTF-8: send the bytes a careless client would (invalid UTF-8).
  const safe = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return "%ED%A0%80";
    }
  };
  const enc = (s: string) => (r.next() < 0.2 ? r.pick(["%E0%A4%A", "%00", "%", "..%2f..", "%ZZ", "%ED%A0%80", safe(s).slice(0, 3)]) : safe(s).slice(0, 2000));
  const endpoints: [string, () => Req][] = [
    ["runs", () => ({ method: "POST", path: "/api/v1/runs", body: JSON.stringify(mutate(r, { idempotency_key: `fz-${i}`, ticket: { id: `T-fz-${i % 50}`, subject: "s" }, customer: { id: `cust_fz_${i % 7}`, name: "n" } })) })],
    ["events", () => ({ method: "POST", path: `/api/v1/runs/${enc(run)}/events`, body: JSON.stringify(mutate(r, { events: lookup.map((message, j) => ({ id: `e${i}-${j}`, message })) })) })],
    ["tool-calls", () => ({ method: "POST", path: `/api/v1/runs/${enc(run)}/tool-calls/check`, body: JSON.stringify(mutate(r, { call: { id: `c${i}`, name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' } })) })],
    ["replies", () => ({ method: "POST", path: `/api/v1/runs/${enc(run)}/replies/check`, body: JSON.stringify(mutate(r, { text: "Your order SU-88421 was charged $64.00." })) })],
    ["close", () => ({ method: "POST", path: `/api/v1/runs/${enc(run)}/close`, body: r.next() < 0.5 ? "{}" : JSON.stringify(mutate(r, {})) })],
    ["held", () => ({ method: "GET", path: `/api/v1/held-items/${enc(held)}?wait=${r.pick(["0", "1", "-1", "abc", "1e9", "%00", ""])}` })],
    ["release", () => ({ method: "POST", path: `/api/v1/held-items/${enc(held)}/release`, body: JSON.stringify(mutate(r, { payload: { text: "x" } })) })],
    ["imports", () => ({ method: "POST", path: "/api/v1/imports", body: JSON.stringify(mutate(r, { idempotency_key: `fzi-${i}`, ticket: { id: `T-fzi-${i}` }, customer: { id: "cust_1042" }, messages: [...lookup, { role: "assistant", content: "Your order SU-88421 was charged $64.00." }] })) })],
    // Paths no endpoint has (empty segments, trailing slashes, unknown or extra segments), any method:
    // the JSON not_found, never Next's HTML 404 page (30 of 10,000 were HTML before).
    ["malformed path", () => {
      const id = r.next() < 0.5 ? run : held;
      const path = r.pick([
        "/api/v1/runs//events",
        "/api/v1/runs//tool-calls/check",
        "/api/v1/runs//replies/check",
        "/api/v1/runs//close",
        "/api/v1/held-items//release",
        "/api/v1/held-items/",
        "/api/v1/runs/",
        "/api/v1/",
        "/api/v1//",
        "/api/v1///runs",
        "/api/v1",
        "/api/v1/nope",
        "/api/v1/runs/x/unknown",
        `/api/v1/runs/${enc(id)}/events/`,
        `/api/v1/runs/${enc(id)}/events/extra`,
        `/api/v1/runs/${enc(id)}//events`,
        `/api/v1/held-items/${enc(id)}/release/again`,
        `/api/v1/held-items/${enc(id)}//`,
        "/api/v1/runs/%2F/events",
        "/api/v1/imports/x",
        "/api/v2/runs",
      ]);
      const method = r.pick(["GET", "POST", "PUT", "PATCH", "DELETE"] as const);
      return { method, path, body: method === "GET" ? undefined : "{}" };
    }],
  ];
  const req = r.pick(endpoints)[1]();
  // Raw-body and header shapes no serializer would produce.
  const roll = r.next();
  if (roll < 0.04) req.body = r.pick(["{not json", "", "null", "[]", '"str"', "{\"a\":", deepJson(10_000), `{"events":${deepJson(5000)}}`, "\u0000", "\uFEFF{}"]);
  else if (roll < 0.06) req.headers = { "content-type": r.pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) };
  if (req.method === "GET") delete req.body;
  return req;
}

export async function runFuzz(opts: { fetch: Fetch; baseUrl: string; key: string; requests: number; concurrency?: number; seed?: number; hangMs?: number; log?: (s: string) => void }): Promise<FuzzReport> {
  const { fetch: f, baseUrl, key } = opts;
  const hangMs = opts.hangMs ?? 5000;
  const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const post = async (path: string, body: unknown) => (await f(`${baseUrl}${path}`, { method: "POST", headers: auth, body: JSON.stringify(body) })).json();
  // A few real runs and a real held item, so mutated requests reach deep code, not only 404s.
  const ids = { runs: [] as string[], held: [] as string[] };
  for (let i = 0; i < 3; i++) {
    const { run_id } = await post("/api/v1/runs", { idempotency_key: `fz-setup-${opts.seed ?? 1}-${i}-${Date.now()}`, ticket: { id: `T-fz-setup-${i}-${Date.now()}` }, customer: { id: "cust_1042" } });
    await post(`/api/v1/runs/${run_id}/events`, { events: lookup.map((message, j) => ({ id: `s${j}`, message })) });
    const reply = await post(`/api/v1/runs/${run_id}/replies/check`, { text: "Your replacement teapot arrives Thursday." });
    if (reply.held_item_id) ids.held.push(reply.held_item_id);
    ids.runs.push(run_id);
  }
  const r = createPrng(opts.seed ?? 1);
  const plan = Array.from({ length: opts.requests }, (_, i) => generate(r, i, ids));
  const report: FuzzReport = { requests: 0, byStatus: {}, serverErrors: [], hangs: [], dropped: [], nonJsonErrors: [], p50ms: 0, p99ms: 0, maxMs: 0 };
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const req = plan[next++];
      const started = performance.now();
      try {
        const res = await f(`${baseUrl}${req.path}`, { method: req.method, headers: { ...auth, ...(req.headers ?? {}) }, body: req.body, signal: AbortSignal.timeout(hangMs) });
        const text = await res.text();
        const ms = performance.now() - started;
        times.push(ms);
        report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
        if (res.status >= 500 && res.status !== 503) report.serverErrors.push({ status: res.status, method: req.method, path: req.path.slice(0, 120), body: text.slice(0, 300) });
        if (res.status >= 400) {
          try {
            if (typeof JSON.parse(text)?.error?.code !== "string") throw new Error("no code");
          } catch {
            report.nonJsonErrors.push({ status: res.status, path: req.path.slice(0, 120) });
          }
        }
      } catch (err) {
        const ms = performance.now() - started;
        if ((err as Error).name === "TimeoutError") report.hangs.push({ method: req.method, path: req.path.slice(0, 120), ms });
        else report.dropped.push({ method: req.method, path: req.path.slice(0, 120), error: String((err as Error).message).slice(0, 200) });
      }
      report.requests++;
      // A running tally, so a run cut short still says what it saw.
      if (opts.log && report.requests % 1000 === 0) opts.log(`${report.requests} requests: 5xx ${report.serverErrors.length}, hangs ${report.hangs.length}, dropped ${report.dropped.length}, non-JSON errors ${report.nonJsonErrors.length}`);
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
  times.sort((a, b) => a - b);
  report.p50ms = Math.round(times[Math.floor(times.length / 2)] ?? 0);
  report.p99ms = Math.round(times[Math.floor(times.length * 0.99)] ?? 0);
  report.maxMs = Math.round(times.at(-1) ?? 0);
  return report;
}
