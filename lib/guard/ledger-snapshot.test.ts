// A ledger restored from snapshot deltas must be the ledger itself: the same verdicts on every call of
// real runs (tau-bench airline, tau2 retail), whether the evidence was built warm, restored cold from
// deltas taken at every call, or rebuilt from scratch.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadPolicyFile } from "../policy/parse-policy";
import { normalizeRun } from "../run/normalize-run";
import { createLedger, extendLedger } from "./build-ledger";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { applyLedgerDelta, deltaMarks, encodeLedgerDelta, EMPTY_MARK, markLedger, type LedgerMark } from "./ledger-snapshot";
import type { Ledger } from "./ledger-types";
import { replayRun } from "./replay-run";
import { createRunState } from "./run-state";

const dataset = (name: string, example: string) => {
  const data = (f: string) => new URL(`../../../shared/datasets/${name}/${f}`, import.meta.url);
  const runs: Array<{ id: string; user_id: string; messages: unknown[] }> = readFileSync(data("runs.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
  const guard = createGuard({ tools: JSON.parse(readFileSync(data("tools.json"), "utf8")), policy: loadPolicyFile(new URL(`../../examples/${example}/policy.json`, import.meta.url).pathname) });
  return { runs, guard };
};

/** Everything a check can read from a ledger, in plain values (typed arrays cut to their length). */
function contents(l: Ledger) {
  const cut = (a: ArrayLike<number>, n: number) => Array.from(a).slice(0, n);
  return {
    nextSeq: l.nextSeq,
    sources: l.sources,
    occ: [cut(l.occSrc, l.occCount), cut(l.occStart, l.occCount), cut(l.occEnd, l.occCount), cut(l.occKey, l.occCount), cut(l.occPrev, l.occCount)],
    heads: [...l.heads],
    valueHead: cut(l.valueHead, l.heads.size),
    keys: [l.keyNames, cut(l.keyDigit, l.keyNames.length), cut(l.keyEntity, l.keyNames.length)],
    amounts: [cut(l.amountCents, l.amountCount), cut(l.amountOcc, l.amountCount)],
    entities: [...l.entities].map(([k, m]) => [k, [...m]]),
    system: l.system,
    calls: [[...l.callArgs], l.callLog],
  };
}

describe.each([
  ["tau-bench airline", "tau-bench-airline", "tau-airline"],
  ["tau2 retail", "tau2-retail-dev", "tau2-retail"],
])("ledger snapshots on %s", (_label, name, example) => {
  const { runs, guard } = dataset(name, example);

  it("judges every call the same warm, cold from a delta taken at each call, and rebuilt from scratch", () => {
    let calls = 0;
    for (const run of runs) {
      const entries = normalizeRun(run.messages).entries;
      const warm = createLedger(guard.policy);
      let cold = createLedger(guard.policy);
      let mark: LedgerMark = EMPTY_MARK;
      const [warmState, coldState] = [createRunState(), createRunState()];
      const verdicts: unknown[] = [];
      for (const entry of entries) {
        if (entry.role === "assistant" && entry.toolCalls.length) {
          // A second instance catches up from the delta the first one persisted at its last check.
          const delta = encodeLedgerDelta(warm, mark);
          expect(deltaMarks(delta)).toEqual({ base: mark, end: markLedger(warm) });
          applyLedgerDelta(cold, delta);
          mark = markLedger(warm);
          for (const call of entry.toolCalls) {
            const facts = { customerId: run.user_id };
            const w = checkToolCall({ guard, ledger: warm, call, facts, state: warmState });
            expect(checkToolCall({ guard, ledger: cold, call, facts, state: coldState })).toEqual(w);
            verdicts.push(w);
            calls++;
          }
          // And a third instance, restored from one whole snapshot, agrees too.
          if (calls % 7 === 0) cold = applyLedgerDelta(createLedger(guard.policy), encodeLedgerDelta(warm));
        }
        extendLedger(warm, [entry]);
      }
      expect(replayRun(guard, run.messages, { customerId: run.user_id }).verdicts.map((v) => v.verdict)).toEqual(verdicts);
      applyLedgerDelta(cold, encodeLedgerDelta(warm, mark));
      expect(contents(cold)).toEqual(contents(warm));
    }
    expect(calls).toBeGreaterThan(200);
  });

  it("restores a whole run from one snapshot exactly, and refuses a delta that does not start where the ledger ends", () => {
    for (const run of runs.slice(0, 20)) {
      const whole = extendLedger(createLedger(guard.policy), normalizeRun(run.messages).entries);
      const bytes = encodeLedgerDelta(whole);
      expect(contents(applyLedgerDelta(createLedger(guard.policy), bytes))).toEqual(contents(whole));
      // Stored bytes come back at any offset (a database driver's pooled buffer).
      const shifted = new Uint8Array(bytes.byteLength + 3);
      shifted.set(bytes, 3);
      expect(contents(applyLedgerDelta(createLedger(guard.policy), shifted.subarray(3)))).toEqual(contents(whole));
      const half = extendLedger(createLedger(guard.policy), normalizeRun(run.messages.slice(0, 3)).entries);
      const tail = encodeLedgerDelta(whole, markLedger(half));
      expect(() => applyLedgerDelta(createLedger(guard.policy), tail)).toThrow(/does not start where/);
    }
  });
});
