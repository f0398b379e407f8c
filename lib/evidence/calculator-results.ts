/**
 * An agent's calculator is not a source of facts. `calculate({"expression": "498 * 1.5"})` returns
 * 747.0, and a reply quoting "$747" is then "found in a tool result", although the 1.5 was made
 * up (airline task 14: an invented upgrade multiplier). Issue 10: an agent's own calculator result
 * is not evidence unless its inputs are.
 *
 * A calculator result is recognised by shape, not by name: the call's arguments hold one
 * arithmetic expression (digits, operators, parentheses; at least one operator) and the result is
 * a bare number. Its inputs are backed when each operand is
 *   - a number some earlier tool result, the customer or the system prompt (the policy's $30, $50)
 *     states;
 *   - a small whole count (at most MAX_COUNT: passengers, bags, nights);
 *   - the result of an earlier calculation whose own inputs were backed ("329 - 30" after
 *     "158 + 141 + 30");
 *   - for an added or subtracted operand, the sum or difference of two numbers of one earlier
 *     record (the two fares of one reservation, 94 + 80 = 174).
 * Anything else (a multiplier, a total from nowhere) leaves the result unbacked.
 */
import type { RunEntry } from "../run/types";

export interface UnbackedCalculation {
  expression: string;
  /** What the calculator returned. */
  result: number;
  /** The operands no earlier record backs, as written. */
  missing: string[];
}

const MAX_COUNT = 10;
const EXPRESSION = /^[\s\d.,+\-*/×÷()%]+$/;
const OPERATOR = /[+\-*/×÷%]/;
const OPERAND = /\d+(?:\.\d+)?/g;
const NUMBER_IN_TEXT = /\d+(?:,\d{3})*(?:\.\d+)?/g;
/** Past this many numbers in one record, its pairs are not tried (a search dump, not a record). */
const PAIR_LIMIT = 400;

const key = (n: number) => Math.round(n * 100);

/** The one arithmetic expression a call's arguments hold, or null. */
export function calculatorExpression(rawArguments: unknown): string | null {
  let args: unknown = rawArguments;
  if (typeof args === "string") {
    try {
      args = JSON.parse(args);
    } catch {
      return null;
    }
  }
  if (!args || typeof args !== "object" || Array.isArray(args)) return null;
  const values = Object.values(args as Record<string, unknown>);
  if (values.length !== 1 || typeof values[0] !== "string") return null;
  const expr = values[0].trim();
  if (expr.length > 400 || !EXPRESSION.test(expr) || !OPERATOR.test(expr.replace(/^\s*-/, ""))) return null;
  const operands = expr.match(OPERAND) ?? [];
  return operands.length >= 2 ? expr : null;
}

function isBareNumber(text: string): boolean {
  const t = text.trim();
  return t !== "" && t.length < 40 && Number.isFinite(Number(t));
}

function numbersOf(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(NUMBER_IN_TEXT)) {
    const n = Number(m[0].replace(/,/g, ""));
    if (Number.isFinite(n)) out.push(n);
  }
  return out;
}

/** Does the operand at `at` in `expr` stand in a product or quotient (a multiplier, not a term)? */
function isFactor(expr: string, at: number, end: number): boolean {
  const before = expr.slice(0, at).replace(/[\s(]+$/, "");
  const after = expr.slice(end).replace(/^[\s)]+/, "");
  return /[*/×÷%]$/.test(before) || /^[*/×÷%]/.test(after);
}

/**
 * The operands of `expr` nothing backs, as written. `isSeen(cents)`: a record, the customer or the
 * prompt states that number; `pairBacks(cents)`: it is two numbers of one record added or
 * subtracted (asked only of added or subtracted operands). Shared with the guard's ledger.
 */
export function missingOperands(expr: string, isSeen: (cents: number) => boolean, pairBacks: (cents: number) => boolean): string[] {
  const missing: string[] = [];
  for (const m of expr.matchAll(OPERAND)) {
    const n = Number(m[0]);
    const k = key(n);
    if (isSeen(k)) continue;
    if (Number.isInteger(n) && n >= 0 && n <= MAX_COUNT) continue;
    if (!isFactor(expr, m.index, m.index + m[0].length) && pairBacks(k)) continue;
    missing.push(m[0]);
  }
  return missing;
}

/** Whether `k` is two numbers of one record added or subtracted (cents; records as number sets). */
export function pairWithin(records: Iterable<ReadonlySet<number>>, k: number): boolean {
  for (const r of records) for (const a of r) if (a !== k && (r.has(k - a) || r.has(a - k))) return true;
  return false;
}

/** Numbers written in a text (a prompt's "$30", "50 dollars"), in cents. */
export function numbersInText(text: string): number[] {
  return numbersOf(text).map(key);
}

/**
 * The calculator results before `beforeSeq` whose inputs no earlier record backs, by tool call id.
 * Runs without a calculator call cost one pass over the assistant entries. Whether a result is
 * backed depends only on what came before it, so the whole run is judged once (memoised on its
 * entries) and each reply keeps the results that came before it.
 */
export function unbackedCalculations(entries: readonly RunEntry[], beforeSeq = Infinity): Map<string, UnbackedCalculation> {
  const out = new Map<string, UnbackedCalculation>();
  for (const [id, u] of readRun(entries).unbacked) if (u.seq < beforeSeq) out.set(id, u.calc);
  return out;
}

/** The run's calculator calls made before `beforeSeq`: call id → the expression it was given. */
export function calculatorCalls(entries: readonly RunEntry[], beforeSeq = Infinity): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, c] of readRun(entries).calls) if (c.seq < beforeSeq) out.set(id, c.expression);
  return out;
}

interface RunCalculations {
  calls: Map<string, { seq: number; expression: string }>;
  unbacked: Map<string, { seq: number; calc: UnbackedCalculation }>;
}
// Keyed by the array and its length: a session appends to its entries in place. Every reply check
// of a run reads the same calls, so their arguments are parsed once per run, not once per check.
const memo = new WeakMap<readonly RunEntry[], { length: number; run: RunCalculations }>();
function readRun(entries: readonly RunEntry[]): RunCalculations {
  let hit = memo.get(entries);
  if (!hit || hit.length !== entries.length) {
    const calls = new Map<string, { seq: number; expression: string }>();
    for (const e of entries) {
      if (e.role === "assistant") for (const c of e.toolCalls) {
        const expression = calculatorExpression(c.rawArguments);
        if (expression) calls.set(c.id, { seq: e.seq, expression });
      }
    }
    memo.set(entries, (hit = { length: entries.length, run: { calls, unbacked: judgeCalculations(entries, calls) } }));
  }
  return hit.run;
}
/** Past this size a source's numbers are not all read: the operands still missing are looked up in it by their text. */
const READ_LIMIT = 64 * 1024;

function judgeCalculations(entries: readonly RunEntry[], calls: ReadonlyMap<string, { expression: string }>): Map<string, { seq: number; calc: UnbackedCalculation }> {
  const out = new Map<string, { seq: number; calc: UnbackedCalculation }>();
  if (calls.size === 0) return out;

  const seen = new Set<number>();
  const records: Set<number>[] = [];
  const large: string[] = [];
  const remember = (text: string, asRecord: boolean) => {
    if (text.length > READ_LIMIT) {
      large.push(text);
      return;
    }
    const nums = numbersOf(text);
    for (const n of nums) seen.add(key(n));
    if (asRecord && nums.length >= 2 && nums.length <= PAIR_LIMIT) records.push(new Set(nums.map(key)));
  };
  const pairBacks = (k: number) => pairWithin(records, k);
  const inLarge = (k: number) => {
    if (!large.length) return false;
    const whole = Math.trunc(k / 100);
    const cents = k % 100;
    const text = cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0").replace(/0$/, "")}`;
    const re = new RegExp(`(?<![\\w.,])${text.replace(".", "\\.")}(?:\\.0+)?(?![\\w]|\\.\\d)`);
    return large.some((t) => re.test(t));
  };

  for (const e of entries) {
    if (e.role === "system" || e.role === "user") remember(e.text, false);
    if (e.role !== "tool") continue;
    const expr = calls.get(e.toolCallId)?.expression;
    if (!expr || e.isError || !isBareNumber(e.content)) {
      remember(e.content, true);
      continue;
    }
    const missing = missingOperands(expr, (k) => seen.has(k) || inLarge(k), pairBacks);
    if (missing.length) out.set(e.toolCallId, { seq: e.seq, calc: { expression: expr, result: Number(e.content.trim()), missing } });
    else seen.add(key(Number(e.content.trim())));
  }
  return out;
}

/** Each number of an arithmetic expression with the sign it enters the result with. */
export function signedOperands(expr: string): { value: number; sign: 1 | -1 }[] {
  const out: { value: number; sign: 1 | -1 }[] = [];
  // Per open parenthesis: its sign, and the sign of the term it stands in (a factor after its ")" shares it).
  const groups: { sign: 1 | -1; term: 1 | -1 }[] = [{ sign: 1, term: 1 }];
  let pending: 1 | -1 = 1;
  for (const m of expr.matchAll(/\d+(?:\.\d+)?|[-+()]/g)) {
    const t = m[0];
    const outer = groups[groups.length - 1].sign;
    if (t === "+") pending = 1;
    else if (t === "-") pending = -1;
    else if (t === "(") {
      groups.push({ sign: (outer * pending) as 1 | -1, term: pending });
      pending = 1;
    } else if (t === ")") {
      if (groups.length > 1) pending = groups.pop()!.term;
    } else out.push({ value: Number(t), sign: (outer * pending) as 1 | -1 });
  }
  return out;
}
