import { beforeEach, describe, expect, it } from "vitest";
import { buildLedger, checkToolCall, type Ledger } from "../guard";
import { call, order, result, say, sundryGuard, sundryRuns, user } from "../guard/test-fixtures";
import { clearRunEvidence, evidenceReadFrom, runEvidence } from "./run-evidence-cache";

const guard = sundryGuard();

/** Everything the checks read from a ledger, in a comparable form. */
function digest(l: Ledger) {
  const n = l.occCount;
  return {
    nextSeq: l.nextSeq,
    sources: l.sources,
    occ: [l.occSrc, l.occStart, l.occEnd, l.occKey, l.occPrev].map((a) => [...a.slice(0, n)]),
    heads: [...l.heads],
    valueHead: [...l.valueHead.slice(0, l.heads.size)],
    keys: l.keyNames,
    amounts: [[...l.amountCents.slice(0, l.amountCount)], [...l.amountOcc.slice(0, l.amountCount)]],
    entities: [...l.entities].map(([k, m]) => [k, [...m]]),
  };
}

/** Feeds `messages` to the cache in the given chunk sizes, as a check after each chunk would. */
async function feed(runId: string, messages: unknown[], chunks: number[], version = 1) {
  let pos = 0;
  const states: { position: number; ledger: Ledger }[] = [];
  for (const size of chunks) {
    pos = Math.min(messages.length, pos + size);
    const from = evidenceReadFrom(runId);
    const e = await runEvidence(runId, version, guard.policy, from, messages.slice(from, pos), async () => messages.slice(0, pos));
    states.push({ position: e.position, ledger: e.ledger });
    expect(digest(e.ledger)).toEqual(digest(buildLedger(messages.slice(0, pos), guard.policy)));
  }
  return states;
}

const anthropicRun = [
  { role: "user", content: "Order SU-88421 arrived broken, refund please." },
  { role: "assistant", content: [{ type: "text", text: "Looking." }, { type: "tool_use", id: "tu_1", name: "get_order", input: { order_id: "SU-88421" } }] },
  { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_1", content: JSON.stringify(order("SU-88421", "cust_1042", [6400])) }] },
  { role: "assistant", content: [{ type: "tool_use", id: "tu_2", name: "get_order", input: { order_id: "SU-90001" } }] },
  { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_2", content: [{ type: "text", text: JSON.stringify(order("SU-90001", "cust_1042", [1250, 800])) }] }, { type: "text", text: "also SU-90001" }] },
  { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_1", content: "Error: timeout", is_error: true }] },
];

describe("run evidence cache", () => {
  beforeEach(() => clearRunEvidence());

  it("extends a ledger chunk by chunk into exactly the ledger built from the whole run", async () => {
    for (const run of sundryRuns) {
      for (const chunks of [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [2, 3, 100], [100]]) {
        clearRunEvidence();
        await feed(`r-${run.id}`, run.messages, chunks);
      }
    }
    for (const chunks of [[1, 1, 1, 1, 1, 1], [3, 3], [2, 1, 3]]) {
      clearRunEvidence();
      await feed("anthropic", anthropicRun, chunks);
    }
  });

  it("names a tool result whose call came in an earlier chunk", async () => {
    const run = [user("Refund order SU-88421"), call("c1", "get_order", { order_id: "SU-88421" }), result("c1", order("SU-88421", "cust_1042", [6400]))];
    const [, second] = await feed("names", run, [2, 1]);
    expect(second.ledger.sources.find((s) => s.source === "tool_result")?.toolName).toBe("get_order");
  });

  it("gives the same verdicts as a fresh ledger, call by call", async () => {
    const run = [
      user("Refund order SU-88421, the teapot was broken"),
      call("c1", "get_order", { order_id: "SU-88421" }),
      result("c1", order("SU-88421", "cust_1042", [6400])),
      say("Let me refund that."),
    ];
    await feed("verdicts", run, [2, 2]);
    const from = evidenceReadFrom("verdicts");
    expect(from).toBe(4);
    const e = await runEvidence("verdicts", 1, guard.policy, from, [], async () => run);
    for (const args of [{ order_id: "SU-88421", amount_cents: 6400, reason: "damaged" }, { order_id: "SU-88412", amount_cents: 6400, reason: "damaged" }]) {
      const c = { id: "x", name: "issue_refund", rawArguments: JSON.stringify(args) };
      const facts = { customerId: "cust_1042" };
      expect(checkToolCall({ guard, ledger: e.ledger, call: c, facts })).toEqual(checkToolCall({ guard, ledger: buildLedger(run, guard.policy), call: c, facts }));
    }
  });

  it("rebuilds when the agent changed, and when the rows read do not reach back to what it covers", async () => {
    const run = sundryRuns[1].messages;
    await feed("v", run, [2]);
    const rebuilt = await runEvidence("v", 2, guard.policy, 2, run.slice(2), async () => run);
    expect(rebuilt.position).toBe(run.length);
    expect(digest(rebuilt.ledger)).toEqual(digest(buildLedger(run, guard.policy)));
    // Rows from a later position than the entry covers (e.g. evicted and re-created elsewhere): read all.
    clearRunEvidence();
    await feed("gap", run, [1]);
    const caught = await runEvidence("gap", 1, guard.policy, 3, run.slice(3), async () => run);
    expect(digest(caught.ledger)).toEqual(digest(buildLedger(run, guard.policy)));
  });

  it("takes only the new part when a concurrent check already extended past the rows it read", async () => {
    const run = sundryRuns[1].messages;
    await feed("race", run, [1]);
    // Two checks read from position 1; the first extends to the end, the second finds it done.
    const a = await runEvidence("race", 1, guard.policy, 1, run.slice(1), async () => run);
    const b = await runEvidence("race", 1, guard.policy, 1, run.slice(1, 2), async () => run);
    expect(b.position).toBe(run.length);
    expect(digest(b.ledger)).toEqual(digest(a.ledger));
    expect(digest(b.ledger)).toEqual(digest(buildLedger(run, guard.policy)));
  });
});
