/**
 * Is an amount the agent's own arithmetic on amounts the run saw? A small, bounded search: the sum
 * of up to four operands, the difference of two (or, with three terms allowed, the total the caller
 * names less two others), an operand (or the sum or difference of two) times a count the run showed
 * (passengers, items, nights).
 * Shared by the guard (a payment split across a certificate and a card) and the verifier (a price
 * difference, a total, a fee per passenger).
 *
 * Precision is the caller's to keep: every operand added makes more totals reachable, so callers
 * pass the amounts that are about the matter at hand (the reply's own amounts, the records it
 * names, the policy's rates), most relevant first; at most `maxOperands` are used. Work is
 * O(n^2) in that capped n, never combinatorial.
 */

export interface AmountOperand {
  cents: number;
  /** Where it came from, for the formula's reader ("get_order_details #W2378156 price"). */
  label: string;
  ref?: unknown;
}

export interface CountOperand {
  n: number;
  /** What was counted ("passengers", "items"). */
  label: string;
  ref?: unknown;
}

export interface Derivation {
  /** "$250.00 + $5.00 = $255.00", "$50.00 × 3 passengers = $150.00". */
  formula: string;
  terms: AmountOperand[];
  count?: CountOperand;
  kind: "sum" | "difference" | "product";
}

export interface DeriveOptions {
  /** Operands considered, in the order given (default 40). */
  maxOperands?: number;
  /** Most terms in a sum (2-4, default 4). */
  maxTerms?: number;
  /** Try differences of two (default true). */
  differences?: boolean;
  /** The total a remainder may be taken from (one amount less two others); unset: no remainders. */
  remainderOf?: number;
}

export const formatCents = (c: number) => `${c < 0 ? "-" : ""}$${(Math.abs(c) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function sumOf(target: number, ops: AmountOperand[], idx: number[]): Derivation {
  const terms = idx.map((i) => ops[i]);
  return { kind: "sum", terms, formula: `${terms.map((t) => formatCents(t.cents)).join(" + ")} = ${formatCents(target)}` };
}

export function deriveAmount(target: number, operands: readonly AmountOperand[], counts: readonly CountOperand[] = [], options: DeriveOptions = {}): Derivation | null {
  if (!Number.isSafeInteger(target) || target <= 0) return null;
  const ops = operands.filter((o) => Number.isSafeInteger(o.cents) && o.cents > 0).slice(0, options.maxOperands ?? 40);
  const maxTerms = Math.min(4, Math.max(2, options.maxTerms ?? 4));
  const n = ops.length;
  const byCents = new Map<number, number[]>();
  ops.forEach((o, i) => byCents.set(o.cents, [...(byCents.get(o.cents) ?? []), i]));
  const other = (cents: number, not: number[]) => (byCents.get(cents) ?? []).find((i) => !not.includes(i));

  // An amount times a count ("$50 per passenger x 3").
  for (const c of counts) {
    if (!(c.n >= 2) || !Number.isSafeInteger(c.n) || target % c.n !== 0) continue;
    const i = other(target / c.n, []);
    if (i !== undefined) return { kind: "product", terms: [ops[i]], count: c, formula: `${formatCents(ops[i].cents)} × ${c.n} ${c.label} = ${formatCents(target)}` };
  }
  // Two amounts.
  for (let i = 0; i < n; i++) {
    const j = other(target - ops[i].cents, [i]);
    if (j !== undefined && j > i) return sumOf(target, ops, [i, j]);
  }
  if (options.differences !== false) {
    for (let i = 0; i < n; i++) {
      const j = other(ops[i].cents - target, [i]);
      if (j !== undefined) return { kind: "difference", terms: [ops[i], ops[j]], formula: `${formatCents(ops[i].cents)} − ${formatCents(ops[j].cents)} = ${formatCents(target)}` };
    }
  }
  if (maxTerms < 3) return null;
  // Pair sums, once: three terms = pair + one, four = pair + pair.
  const pairs = new Map<number, [number, number][]>();
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
    const s = ops[i].cents + ops[j].cents;
    const list = pairs.get(s);
    if (!list) pairs.set(s, [[i, j]]);
    else if (list.length < 4) list.push([i, j]);
  }
  for (const [s, list] of pairs) {
    for (const [i, j] of list) {
      const k = other(target - s, [i, j]);
      if (k !== undefined) return sumOf(target, ops, [i, j, k].sort((a, b) => a - b));
    }
  }
  // One amount less two others ("$3,609 less the $500 certificate and the $327 of gift cards leaves $2,782"),
  // taken from the one total the caller names.
  if (options.differences !== false && options.remainderOf !== undefined) {
    for (let i = 0; i < n; i++) {
      if (ops[i].cents !== options.remainderOf) continue;
      for (const [j, k] of pairs.get(ops[i].cents - target) ?? []) {
        if (j !== i && k !== i) return { kind: "difference", terms: [ops[i], ops[j], ops[k]], formula: `${formatCents(ops[i].cents)} − ${formatCents(ops[j].cents)} − ${formatCents(ops[k].cents)} = ${formatCents(target)}` };
      }
    }
  }
  // Two amounts times a count ("($200 fare + $30 insurance) x 2 passengers").
  for (const c of counts) {
    if (!(c.n >= 2) || !Number.isSafeInteger(c.n) || target % c.n !== 0) continue;
    const pair = pairs.get(target / c.n)?.[0];
    if (pair) {
      const terms = pair.map((i) => ops[i]);
      return { kind: "product", terms, count: c, formula: `(${terms.map((t) => formatCents(t.cents)).join(" + ")}) × ${c.n} ${c.label} = ${formatCents(target)}` };
    }
  }
  // A difference times a count ("$353 − $146 a passenger, for 2 passengers": $414 less).
  if (options.differences !== false) {
    for (const c of counts) {
      if (!(c.n >= 2) || !Number.isSafeInteger(c.n) || target % c.n !== 0) continue;
      const d = target / c.n;
      for (let i = 0; i < n; i++) {
        const j = other(ops[i].cents - d, [i]);
        if (j !== undefined) {
          return { kind: "product", terms: [ops[i], ops[j]], count: c, formula: `(${formatCents(ops[i].cents)} − ${formatCents(ops[j].cents)}) × ${c.n} ${c.label} = ${formatCents(target)}` };
        }
      }
    }
  }
  if (maxTerms < 4) return null;
  for (const [s, list] of pairs) {
    const rest = pairs.get(target - s);
    if (!rest) continue;
    for (const [i, j] of list) for (const [k, l] of rest) {
      if (k !== i && k !== j && l !== i && l !== j) return sumOf(target, ops, [i, j, k, l].sort((a, b) => a - b));
    }
  }
  return null;
}
