import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeConfigFromEnv } from "./judge-client";
import { order, policyLookup, runOf, sundryClauses, sundryPolicy, toolTurn, NOW } from "./test-helpers";
import { verifyReplyWithJudge } from "./verify-reply-with-judge";
import { verifyReply } from "./verify-reply";

const run = runOf(toolTurn("call_1", "get_order", order()), policyLookup("call_2", "REP-DMG"));
// Paraphrase: true to REP-DMG, but sharing few of its words.
const reply = "Since the teapot came cracked, we'll send a new one free [clause:REP-DMG].";
const opts = { policy: sundryPolicy, clauses: sundryClauses, now: NOW };

let server: Server;
let base = "";
const seen: { path: string; auth?: string; body: { model: string } }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(raw) });
      if (req.url?.startsWith("/hang")) return; // never answers: the client must time out
      if (req.url?.startsWith("/fail")) return void res.writeHead(500).end("boom");
      const supported = !req.url?.startsWith("/no");
      const content = `Verdict: {"supported": ${supported}, "reason": "checked"}`;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const policyClaim = (r: Awaited<ReturnType<typeof verifyReplyWithJudge>>) => r.claims.find((c) => c.kind === "policy")!;

describe("the model judge", () => {
  it("is off unless URL and model are set in the environment", () => {
    expect(judgeConfigFromEnv({})).toBeNull();
    expect(judgeConfigFromEnv({ GROUNDCHECK_JUDGE_URL: "http://x" })).toBeNull();
    expect(judgeConfigFromEnv({ GROUNDCHECK_JUDGE_URL: "http://x", GROUNDCHECK_JUDGE_MODEL: "m", GROUNDCHECK_JUDGE_TIMEOUT_MS: "250" })).toEqual({ url: "http://x", model: "m", apiKey: undefined, timeoutMs: 250 });
  });

  it("judge off: a weakly supported clause is held, not passed", async () => {
    const r = await verifyReplyWithJudge(run, reply, { ...opts, judge: null });
    expect(policyClaim(r)).toMatchObject({ verdict: "cited_unsupported", held: true });
    expect(policyClaim(r).reason).toContain("no model judge configured");
    expect(r.verdict).toBe("cited_unsupported");
  });

  it("judge timeout: held, with the reason", async () => {
    const t0 = Date.now();
    const r = await verifyReplyWithJudge(run, reply, { ...opts, judge: { url: `${base}/hang`, model: "m", timeoutMs: 150 } });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(policyClaim(r)).toMatchObject({ verdict: "cited_unsupported", held: true });
    expect(policyClaim(r).reason).toContain("timed out after 150 ms");
  });

  it("judge HTTP error: held", async () => {
    const r = await verifyReplyWithJudge(run, reply, { ...opts, judge: { url: `${base}/fail`, model: "m", timeoutMs: 2000 } });
    expect(policyClaim(r)).toMatchObject({ verdict: "cited_unsupported", held: true });
    expect(policyClaim(r).reason).toContain("HTTP 500");
  });

  it("judge says supported: grounded; unsupported: stays cited_unsupported for a person", async () => {
    const yes = await verifyReplyWithJudge(run, reply, { ...opts, judge: { url: `${base}/v1`, model: "judge-1", apiKey: "k", timeoutMs: 2000 } });
    expect(policyClaim(yes)).toMatchObject({ verdict: "grounded", held: false });
    expect(yes.verdict).toBe("grounded");
    expect(yes.telemetry.counts.grounded).toBe(yes.claims.length);
    expect(seen.at(-1)).toMatchObject({ path: "/v1/chat/completions", auth: "Bearer k", body: { model: "judge-1" } });
    const no = await verifyReplyWithJudge(run, reply, { ...opts, judge: { url: `${base}/no`, model: "m", timeoutMs: 2000 } });
    expect(policyClaim(no)).toMatchObject({ verdict: "cited_unsupported", held: true });
    expect(policyClaim(no).reason).toContain("found it unsupported");
  });
});

describe("a reply that is not text", () => {
  const run = [
    { role: "user", content: "Where did my refund go?" },
    { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: "{}" } }] },
    { role: "tool", tool_call_id: "c1", content: JSON.stringify({ order_id: "SU-1", payment: "Visa", refund_cents: 15889 }) },
  ];
  it("is verified on its string fields when handed over as a parsed object, as it would be as JSON text", () => {
    const asObject = verifyReply(run, { message: "Your refund went to order SU-9 on March 3." });
    const asText = verifyReply(run, JSON.stringify({ message: "Your refund went to order SU-9 on March 3." }));
    expect(asObject.verdict).toBe(asText.verdict);
    expect(asObject.verdict).not.toBe("grounded");
  });
  it("is refused, not passed as grounded, when it is missing or a number", () => {
    expect(() => verifyReply(run, undefined as never)).toThrow(/must be a string or a JSON object/);
    expect(() => verifyReply(run, null as never)).toThrow(/not null/);
    expect(() => verifyReply(run, 42 as never)).toThrow(/not number/);
  });
});
