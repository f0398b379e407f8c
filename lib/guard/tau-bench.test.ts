// Real agent runs (tau-bench airline, gpt-4o): a guard that blocks correct work is worse than none.
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { loadPolicyFile } from "../policy/parse-policy";
import { createGuard } from "./create-guard";
import { replayRun } from "./replay-run";

const data = (f: string) => new URL(`../../../shared/datasets/tau-bench-airline/${f}`, import.meta.url);
const tools = JSON.parse(readFileSync(data("tools.json"), "utf8"));
const policy = loadPolicyFile(new URL("../../examples/tau-airline/policy.json", import.meta.url).pathname);
type Run = { id: string; user_id: string; gold_actions: Array<{ name: string; kwargs: unknown }>; messages: Array<{ tool_calls?: Array<{ id: string; function: { arguments: string } }> }> };
const runs: Run[] = readFileSync(data("runs.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

describe("tau-bench airline", () => {
  const guard = createGuard({ tools, policy });
  const results = runs.map((run) => {
    // Verdicts come in call order; call ids repeat in some runs, so pair by position.
    const args: unknown[] = [];
    for (const m of run.messages) for (const tc of m.tool_calls ?? []) args.push(JSON.parse(tc.function.arguments));
    const { verdicts } = replayRun(guard, run.messages, { customerId: run.user_id });
    return verdicts
      .map((v, k) => ({ run: run.id, ...v, gold: run.gold_actions.some((g) => g.name === v.tool && isDeepStrictEqual(g.kwargs, args[k])) }))
      .filter((v) => guard.tools.get(v.tool)?.roles.writes);
  });
  const writes = results.flat();

  it("allows every write call identical to one of its run's gold actions, replayed causally", () => {
    const gold = writes.filter((w) => w.gold);
    expect(gold.length).toBe(37);
    const notAllowed = gold.filter((w) => w.verdict.decision !== "allow").map((w) => `${w.run} ${w.tool} ${w.verdict.code}: ${w.verdict.message}`);
    expect(notAllowed).toEqual([]);
  });

  it("catches the payment id gpt-4o assembled before reading the profile (task 20)", () => {
    const hit = writes.filter((w) => w.run === "task20-trial1" && w.verdict.code === "unknown_id");
    expect(hit.length).toBe(1);
    expect(hit[0].verdict.findings.find((f) => f.status === "unseen")!.value).toBe("credit_card_5634230");
  });

  it("refuses the booking that charges a gold member for a bag that is free (task 0: 250 + 55)", () => {
    const hit = writes.find((w) => w.run === "task0-trial2" && w.verdict.code === "amount_unmatched")!;
    expect(hit.verdict.message).toContain("payment_methods[1].amount 55");
  });
});

describe("tau-bench evidence locations", () => {
  const guard = createGuard({ tools, policy });
  it("every span is exact and every JSON path leads to the value that holds it", () => {
    let checked = 0;
    for (const run of runs) {
      const { verdicts } = replayRun(guard, run.messages, { customerId: run.user_id });
      for (const v of verdicts) {
        for (const f of v.verdict.findings) {
          for (const e of f.evidence) {
            const m = run.messages[e.messageIndex] as { content: string };
            expect(m.content.slice(e.span[0], e.span[1])).toBe(e.text);
            if (e.jsonPath) {
              let node: unknown = JSON.parse(m.content);
              for (const part of e.jsonPath.slice(1).match(/\.[A-Za-z_$][\w$]*|\[\d+\]|\["(?:[^"\\]|\\.)*"\]/g) ?? []) {
                const key = part.startsWith(".") ? part.slice(1) : part.startsWith('["') ? JSON.parse(part.slice(1, -1)) : Number(part.slice(1, -1));
                node = (node as Record<string, unknown>)[key];
              }
              // The path names the value itself, the string the token sits in, or (for an id used as a key) the key.
              if (node !== null && typeof node === "object") expect(e.jsonPath.endsWith(`.${e.text}`) || e.jsonPath.endsWith(`["${e.text}"]`)).toBe(true);
              else expect(String(node)).toContain(e.text.replace(/\.0$/, ""));
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
