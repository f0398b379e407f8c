// Damaged and hostile input: the guard must still return a verdict, and every span it reports
// must point at exactly the text it claims.
import { describe, expect, it } from "vitest";
import { GUARD_CODES } from "./codes";
import { buildLedger } from "./build-ledger";
import { locate } from "./locate-evidence";
import { replayRun } from "./replay-run";
import { sundryGuard, sundryPolicy, sundryRuns } from "./test-fixtures";
import { parsePolicy } from "../policy/parse-policy";
import { normalizeRun } from "../run/normalize-run";

let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const junk = ['"', "\\", "{", "}", "[", "]", ",", ":", " ", "é", "\n", "#", "9", "-", "\u2028"];

function damage(text: string): string {
  const chars = [...text];
  for (let k = 0; k < 1 + Math.floor(rand() * 4); k++) {
    const at = Math.floor(rand() * (chars.length + 1));
    const op = rand();
    if (op < 0.4) chars.splice(at, 1);
    else if (op < 0.8) chars.splice(at, 0, junk[Math.floor(rand() * junk.length)]);
    else chars.length = at; // truncated result
  }
  return chars.join("");
}

describe("damaged runs", () => {
  it("every call gets a valid verdict and every reported span is exact", () => {
    const guard = sundryGuard();
    const policy = parsePolicy(sundryPolicy);
    let spans = 0;
    for (let round = 0; round < 40; round++) {
      for (const run of sundryRuns) {
        const messages = JSON.parse(JSON.stringify(run.messages)) as Array<Record<string, unknown>>;
        for (const m of messages) {
          if (typeof m.content === "string" && rand() < 0.7) m.content = damage(m.content);
          const calls = m.tool_calls as Array<{ function: { arguments: string } }> | undefined;
          if (calls && rand() < 0.3) calls[0].function.arguments = damage(calls[0].function.arguments);
        }
        const { verdicts } = replayRun(guard, messages, { customerId: run.customer_id });
        for (const v of verdicts) {
          expect(GUARD_CODES).toContain(v.verdict.code);
          for (const f of v.verdict.findings) {
            for (const e of [...f.evidence, ...(f.nearMisses ?? []).flatMap((n) => n.evidence)]) {
              // Spans index the text the run model gives for that message part (Anthropic blocks joined).
              const entry = normalizeRun(messages).entries.find((x) => x.index === e.messageIndex && (x.role === "tool" ? x.toolCallId === e.toolCallId : x.role === "user"))!;
              const text = entry.role === "tool" ? entry.content : (entry as { text: string }).text;
              expect(text.slice(e.span[0], e.span[1])).toBe(e.text);
              spans++;
            }
          }
        }
        // Every occurrence in the ledger, not only reported ones, must be locatable.
        const ledger = buildLedger(messages, policy);
        for (let o = 0; o < ledger.occCount; o++) expect(() => locate(ledger, o)).not.toThrow();
      }
    }
    expect(spans).toBeGreaterThan(100);
  });

  it("hostile shapes: deep nesting, huge numbers, non-string contents", () => {
    const guard = sundryGuard();
    const deep = "[".repeat(5000) + "]".repeat(5000);
    const messages = [
      { role: "user", content: [{ type: "text", text: "order SU-88421" }] },
      { role: "assistant", content: null, tool_calls: [{ id: "a", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] },
      { role: "tool", tool_call_id: "a", content: deep },
      { role: "tool", tool_call_id: "a", content: '{"charges":[{"amount_cents":1e400}],"order_id":"SU-88421","customer_id":null}' },
      { role: "tool", tool_call_id: "a", content: { order_id: "SU-88421" } },
      null,
      42,
      { role: "assistant", content: null, tool_calls: [{ id: "b", type: "function", function: { name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":1}' } }, { id: "c" }, null] },
    ];
    const { verdicts } = replayRun(guard, messages as unknown[], { customerId: "cust_1042" });
    expect(verdicts.map((v) => v.verdict.code)).toEqual(["ok", "amount_unmatched", "unknown_tool"]);
  });
});
