/**
 * "$71.96 was charged to your gift card. That leaves $14.04 on it": the balance left after this
 * turn's payment is the agent's arithmetic on two records, the balance a lookup showed for the method
 * (`"gift_card_4332117": {"balance": 86.0}`) and the charge the write recorded to it. A money claim
 * found nowhere, in a sentence about what is left, is grounded when it is that balance less this
 * turn's charges to one method (all of them, or one). Read only for such a claim after a payment.
 */
import { paymentsThisTurn, type Payment } from "./check-payment-claims";
import { writeCallsBefore, type ActionContext } from "./check-action-claims";
import { parseToolJson } from "./parse-tool-json";
import { replySentences, resultsBefore } from "./run-records";
import type { Claim } from "./types";

const LEFT = /\b(?:balance|left|remaining|remains|leaves|leaving)\b/i;
const PARSE_LIMIT = 256 * 1024;

/** The latest balance a result before the reply gave the method: an object that is it, or is keyed by it. */
function balanceOf(ctx: ActionContext, method: string): { cents: number; messageIndex: number; toolCallId: string; toolName: string | null; length: number } | null {
  let found: ReturnType<typeof balanceOf> = null;
  for (const e of resultsBefore(ctx.run, ctx.beforeSeq)) {
    if (!e.content.includes(method)) continue;
    const stack: unknown[] = [parseToolJson(e, PARSE_LIMIT)];
    let steps = 0;
    while (stack.length && steps++ < 10_000) {
      const v = stack.pop();
      if (!v || typeof v !== "object") continue;
      const o = v as Record<string, unknown>;
      for (const [k, x] of Object.entries(o)) {
        if (x && typeof x === "object") {
          const inner = x as Record<string, unknown>;
          if ((k === method || inner.id === method) && typeof inner.balance === "number") found = { cents: Math.round(inner.balance * 100), messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName, length: e.content.length };
          stack.push(x);
        }
      }
    }
  }
  return found;
}

export function addBalanceLeft(claims: Claim[], text: string, ctx: ActionContext): void {
  const open = claims.filter((c) => c.kind === "money" && c.verdict === "invented");
  if (!open.length || !LEFT.test(text)) return;
  const sentences = replySentences(text);
  const left = open.filter((c) => LEFT.test(sentences.find((s) => s.start <= c.span[0] && s.end >= c.span[1])?.text ?? ""));
  if (!left.length) return;
  const charges = paymentsThisTurn(ctx.run, ctx.beforeSeq, writeCallsBefore(ctx.run, ctx.beforeSeq, ctx.policy)).filter((p) => p.cents > 0 && p.method);
  const byMethod = new Map<string, Payment[]>();
  for (const p of charges) byMethod.set(p.method!, [...(byMethod.get(p.method!) ?? []), p]);
  for (const [method, paid] of byMethod) {
    const balance = balanceOf(ctx, method);
    if (!balance) continue;
    const after = new Set([balance.cents - paid.reduce((a, p) => a + p.cents, 0), ...paid.map((p) => balance.cents - p.cents)]);
    for (const c of left) {
      if (c.verdict !== "invented" || !after.has((c.value as { cents: number }).cents)) continue;
      c.verdict = "grounded";
      c.reason = `the balance left on ${method}: $${(balance.cents / 100).toFixed(2)} (message ${balance.messageIndex}) less this turn's charge${paid.length > 1 ? "s" : ""} of ${paid.map((p) => `$${(p.cents / 100).toFixed(2)}`).join(" + ")} (${paid[0].call.name}, message ${paid[0].call.messageIndex})`;
      c.support = [{ source: "tool", messageIndex: balance.messageIndex, toolCallId: balance.toolCallId, ...(balance.toolName ? { toolName: balance.toolName } : {}), span: [0, balance.length] }];
    }
  }
}
