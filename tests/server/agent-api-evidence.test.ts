// A check that carries the run's new events (one request per tool call), and the evidence an app
// instance that never saw the run restores from the database instead of re-reading the transcript.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { call, createSundryAgent, routeHandlersUse, ADMIN } from "./api-harness";
import { POST as startRunRoute } from "@/app/api/v1/runs/route";
import { POST as eventsRoute } from "@/app/api/v1/runs/[runId]/events/route";
import { POST as checkCallRoute } from "@/app/api/v1/runs/[runId]/tool-calls/check/route";
import { createApiKey } from "@/lib/agent-api/api-keys";
import { cachedGuard } from "@/lib/agent-api/load-run";
import { restoreEvidence } from "@/lib/agent-api/evidence-segments";
import { clearRunEvidence, evidenceReadFrom } from "@/lib/agent-api/run-evidence-cache";
import { loadPolicyFile } from "@/lib/policy/parse-policy";

const ORDER = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }] };
const ask = { id: "e1", message: { role: "user", content: "My teapot from order SU-88421 arrived broken. I'd like my money back." } };
const lookupCall = { id: "call_1", name: "get_order", arguments: '{"order_id":"SU-88421"}' };
const callMessage = (c: { id: string; name: string; arguments: string }, id: string) => ({ id, message: { role: "assistant", content: null, tool_calls: [{ id: c.id, type: "function", function: { name: c.name, arguments: c.arguments } }] } });
const lookupResult = { id: "e3", message: { role: "tool", tool_call_id: "call_1", content: JSON.stringify(ORDER) } };
const refund = { id: "call_2", name: "issue_refund", arguments: JSON.stringify({ order_id: "SU-88421", amount_cents: 6400 }) };

const airline = (f: string) => new URL(`../../../shared/datasets/tau-bench-airline/${f}`, import.meta.url);
type TauRun = { id: string; user_id: string; messages: Array<{ role: string; tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }> }> };
const tauRuns: TauRun[] = readFileSync(airline("runs.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

/** What an agent reads of a verdict (the check's id differs per request). */
const verdictOf = (j: Record<string, unknown>) => ({ decision: j.decision, code: j.code, message: j.message, findings: j.findings, error: j.error });

describeDatabases("checks that carry events, and evidence for cold instances", (getDb) => {
  routeHandlersUse(getDb);
  let key = "";
  const newRun = async (ticket: string, k = key, customer = "cust_1042") => {
    const r = await call(startRunRoute, { key: k, body: { idempotency_key: `k-${ticket}`, ticket: { id: ticket }, customer: { id: customer } } });
    expect(r.status).toBe(201);
    return r.json.run_id as string;
  };
  const rows = async (runId: string) => {
    const { prisma } = getDb();
    const messages = await prisma.message.findMany({ where: { runId }, orderBy: { position: "asc" }, select: { eventId: true, position: true, role: true, content: true } });
    const results = await prisma.toolResult.findMany({ where: { runId }, orderBy: { position: "asc" }, select: { position: true, toolCallId: true, toolName: true, content: true, sizeBytes: true, kind: true } });
    const run = await prisma.run.findUniqueOrThrow({ where: { id: runId }, select: { messageCount: true } });
    return { messages, results, messageCount: run.messageCount };
  };

  beforeAll(async () => {
    ({ key } = await createSundryAgent(getDb().prisma));
  });

  it("stores the events a check carries before judging the call, exactly as /events then the check would", async () => {
    const [one, two] = [await newRun("T-one"), await newRun("T-two")];
    // Two requests per call (the old shape) ...
    await call(eventsRoute, { key, params: { runId: two }, body: { events: [ask, callMessage(lookupCall, "e2")] } });
    const lookupTwo = await call(checkCallRoute, { key, params: { runId: two }, body: { call: lookupCall } });
    await call(eventsRoute, { key, params: { runId: two }, body: { events: [lookupResult, callMessage(refund, "e4")] } });
    const refundTwo = await call(checkCallRoute, { key, params: { runId: two }, body: { call: refund } });
    // ... and one.
    const lookupOne = await call(checkCallRoute, { key, params: { runId: one }, body: { call: lookupCall, events: [ask, callMessage(lookupCall, "e2")] } });
    const refundOne = await call(checkCallRoute, { key, params: { runId: one }, body: { call: refund, events: [lookupResult, callMessage(refund, "e4")] } });

    expect(lookupOne.status).toBe(200);
    // The refund names the charge the result carried in the same request: allowed, so that result was read.
    expect(refundOne.json.decision).toBe("allow");
    expect(verdictOf(refundOne.json)).toEqual(verdictOf(refundTwo.json));
    expect(verdictOf(lookupOne.json)).toEqual(verdictOf(lookupTwo.json));
    expect(await rows(one)).toEqual(await rows(two));
    expect((await rows(one)).results).toMatchObject([{ position: 2, toolCallId: "call_1", toolName: "get_order", kind: "observation" }]);
  });

  it("a retried check stores its events once; a check whose events are all stored just checks", async () => {
    const runId = await newRun("T-retry");
    const body = { call: lookupCall, events: [ask, callMessage(lookupCall, "e2")] };
    const first = await call(checkCallRoute, { key, params: { runId }, body });
    const again = await call(checkCallRoute, { key, params: { runId }, body });
    expect(verdictOf(again.json)).toEqual(verdictOf(first.json));
    const stored = await rows(runId);
    expect(stored.messageCount).toBe(2);
    expect(stored.messages.map((m) => m.eventId)).toEqual(["e1", "e2"]);
    expect(await getDb().prisma.check.count({ where: { runId } })).toBe(2);
  });

  it("refuses bad events in a check with 400 and stores nothing", async () => {
    const runId = await newRun("T-bad");
    const r = await call(checkCallRoute, { key, params: { runId }, body: { call: lookupCall, events: [{ id: "x", message: { content: "no role" } }] } });
    expect(r.status).toBe(400);
    expect(r.json.error.message).toMatch(/role/);
    expect((await rows(runId)).messageCount).toBe(0);
    expect(await getDb().prisma.check.count({ where: { runId } })).toBe(0);
  });

  it("30 parallel checks carrying events on one run: every event stored once, at consecutive positions", async () => {
    const runId = await newRun("T-par-events");
    await call(eventsRoute, { key, params: { runId }, body: { events: [ask, callMessage(lookupCall, "e2"), lookupResult] } });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(checkCallRoute, {
          key,
          params: { runId },
          body: { call: { ...refund, id: `p${i}` }, events: [{ id: `u${i}`, message: { role: "user", content: `Also, note ${i}.` } }, { id: "shared", message: { role: "user", content: "Thanks." } }, callMessage({ ...refund, id: `p${i}` }, `c${i}`)] },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(results.map((r) => `${r.json.decision} ${r.json.code}`)).toEqual(Array(30).fill("allow ok"));
    const stored = await rows(runId);
    expect(stored.messageCount).toBe(3 + 30 * 2 + 1);
    expect(stored.messages.map((m) => m.position)).toEqual(Array.from({ length: stored.messageCount }, (_, i) => i));
    expect(new Set(stored.messages.map((m) => m.eventId)).size).toBe(stored.messageCount);
    expect(await getDb().prisma.check.count({ where: { runId } })).toBe(30);
  });

  describe("a real tau-bench run checked by an instance that keeps its evidence, by one that restores it every time, and rebuilt from scratch", () => {
    let tauKey = "";
    beforeAll(async () => {
      const { prisma } = getDb();
      const tools = JSON.parse(readFileSync(airline("tools.json"), "utf8"));
      const policy = loadPolicyFile(new URL("../../examples/tau-airline/policy.json", import.meta.url).pathname);
      const agent = await prisma.agent.create({ data: { name: "tau airline", tools, policy: policy as object } });
      tauKey = (await createApiKey(prisma, ADMIN, { agentId: agent.id, name: "tau" })).key;
    });

    // Each call's check carries the messages since the last check, except every third, whose
    // messages go to /events first (so a restored chain is older than the run's tail).
    async function replay(run: TauRun, mode: "warm" | "cold" | "scratch") {
      const runId = await newRun(`${run.id}-${mode}`, tauKey, run.user_id);
      const verdicts: unknown[] = [];
      let sent = 0;
      let n = 0;
      for (let i = 0; i < run.messages.length; i++) {
        const calls = run.messages[i].tool_calls ?? [];
        if (!calls.length) continue;
        const events = run.messages.slice(sent, i + 1).map((message, k) => ({ id: `m${sent + k}`, message }));
        sent = i + 1;
        for (const [c, tc] of calls.entries()) {
          if (mode !== "warm") clearRunEvidence();
          if (mode === "scratch") await getDb().prisma.evidenceSegment.deleteMany({ where: { runId } });
          const viaEvents = n++ % 3 === 2;
          if (c === 0 && viaEvents) await call(eventsRoute, { key: tauKey, params: { runId }, body: { events } });
          const r = await call(checkCallRoute, { key: tauKey, params: { runId }, body: { call: { id: tc.id, name: tc.function.name, arguments: tc.function.arguments }, ...(c === 0 && !viaEvents ? { events } : {}) } });
          expect(r.status).toBe(200);
          verdicts.push(verdictOf(r.json));
        }
      }
      return { runId, verdicts };
    }

    it.each(tauRuns.filter((r) => ["task0-trial0", "task3-trial0", "task20-trial1"].includes(r.id)).map((r) => [r.id, r] as const))("%s: identical verdicts", async (_id, run) => {
      const warm = await replay(run, "warm");
      const cold = await replay(run, "cold");
      const scratch = await replay(run, "scratch");
      expect(warm.verdicts.length).toBeGreaterThan(4);
      expect(cold.verdicts).toEqual(warm.verdicts);
      expect(scratch.verdicts).toEqual(warm.verdicts);
      // A fresh instance takes the persisted chain and needs no message the chain covers.
      clearRunEvidence();
      const { prisma } = getDb();
      const taken = await restoreEvidence(prisma, cold.runId, { agentId: (await prisma.run.findUniqueOrThrow({ where: { id: cold.runId } })).agentId }, async (a) => (await cachedGuard(prisma, a)).policy);
      expect(taken).toBeGreaterThan(0);
      const lastCheck = await prisma.check.findFirstOrThrow({ where: { runId: cold.runId }, orderBy: { createdAt: "desc" } });
      expect(evidenceReadFrom(cold.runId)).toBe(lastCheck.position);
    });
  });
});
