// Real retail runs (tau2-bench, dev split): every correct write call must pass, with or without a policy,
// while the ids that do not fit the call are caught from the records' shape alone.
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { loadPolicyFile } from "../policy/parse-policy";
import { buildLedger } from "./build-ledger";
import { createGuard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import { replayRun } from "./replay-run";

const data = (f: string) => new URL(`../../../shared/datasets/tau2-retail-dev/${f}`, import.meta.url);
const tools = JSON.parse(readFileSync(data("tools.json"), "utf8"));
const policy = loadPolicyFile(new URL("../../examples/tau2-retail/policy.json", import.meta.url).pathname);
type Msg = { tool_calls?: Array<{ function: { name: string; arguments: string } }> };
type Run = { id: string; user_id: string; gold_actions: Array<{ name: string; arguments: unknown }>; messages: Msg[] };
const runs: Run[] = readFileSync(data("runs.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

describe.each([
  ["tools file only", undefined],
  ["tools and policy", policy],
])("tau2 retail, %s, customer inferred from the run", (_label, p) => {
  const guard = createGuard({ tools, policy: p });
  it("allows every write call identical to a gold action", () => {
    let gold = 0;
    const blocked: string[] = [];
    for (const run of runs) {
      const args = run.messages.flatMap((m) => (m.tool_calls ?? []).map((tc) => JSON.parse(tc.function.arguments)));
      replayRun(guard, run.messages).verdicts.forEach((v, k) => {
        if (!guard.tools.get(v.tool)?.roles.writes || !run.gold_actions.some((g) => g.name === v.tool && isDeepStrictEqual(g.arguments, args[k]))) return;
        gold++;
        if (v.verdict.decision !== "allow") blocked.push(`${run.id} ${v.tool} ${v.verdict.code}: ${v.verdict.message}`);
      });
    }
    expect(gold).toBe(33);
    expect(blocked).toEqual([]);
  });

  it("task 0: a keyboard variant from the product listing in place of the order's keyboard is not_in_entity", () => {
    const run = runs[0];
    const at = run.messages.findIndex((m) => m.tool_calls?.some((tc) => tc.function.name === "exchange_delivered_order_items"));
    const ledger = buildLedger(run.messages.slice(0, at), guard.policy);
    const args = { order_id: "#W2378156", item_ids: ["7706410293", "4983901480"], new_item_ids: ["7706410293", "7747408585"], payment_method_id: "credit_card_9513926" };
    const v = checkToolCall({ guard, ledger, call: { id: "m", name: "exchange_delivered_order_items", rawArguments: JSON.stringify(args) } });
    expect(v.code).toBe("not_in_entity");
    expect(v.message).toContain("item 7706410293 (item_ids[0]) is not in order #W2378156; its items: 4202497723, 4602305039, 1151293680, 4983901480, 9408160950.");
  });
});
