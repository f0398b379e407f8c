/**
 * The amounts a record holds, for the checks that redo the agent's arithmetic: numbers under keys
 * that name money, any number under such a key's object, and strings written as money ("$1,500.00").
 */
import type { AmountOperand } from "../../evidence/derive-amount";

/** An amount as text writes it: "$1,500.00", "€3.50" (major units with thousands commas, or none, and cents). */
const WRITTEN_MONEY = String.raw`[$€£]\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?`;
/** A field that is an amount, whatever its key ("-$25"). */
const MONEY_TEXT = new RegExp(`^-?${WRITTEN_MONEY}$`);
/** Amounts inside a text ("current_balance: $1,500.00"). */
const MONEY_IN_TEXT = new RegExp(`${WRITTEN_MONEY}(?![\\d,])`, "g");

/** The amounts a text writes, in cents, at most `max` of them. */
export function amountsInText(text: string, max: number): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(MONEY_IN_TEXT)) {
    const cents = Math.round(Number(`${m[1].replace(/,/g, "")}${m[2] ?? ""}`) * 100);
    if (cents > 0) out.push(cents);
    if (out.length >= max) break;
  }
  return out;
}
export const MONEY_KEY = /price|amount|total|cost|fee|balance|refund|charge|paid|credit|value|subtotal|tax|discount|difference|due|owed|payment|rate|bill|sum/i;

/** The money-like numbers of a record, its nested objects and lists included (the prices of a record's line items). */
export function recordAmounts(fields: unknown, out: AmountOperand[], label: string, depth = 0, path = "", moneyParent = false): void {
  if (depth > 4 || out.length > 400 || !fields || typeof fields !== "object") return;
  for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
    const key = path ? `${path}.${k}` : k;
    // Under a key naming money ("prices": { "economy": 122 }) every number is money.
    const money = MONEY_KEY.test(k) || (moneyParent && !Array.isArray(fields));
    if (typeof v === "number" && Number.isFinite(v) && v !== 0 && (money || !Number.isInteger(v))) {
      const cents = /cents/i.test(k) ? Math.round(Math.abs(v)) : Math.round(Math.abs(v) * 100);
      out.push({ cents, label: `${label} ${key}` });
    } else if (typeof v === "string" && ((MONEY_KEY.test(k) && /^-?\d+(?:\.\d{1,2})?$/.test(v)) || MONEY_TEXT.test(v))) {
      out.push({ cents: Math.round(Math.abs(Number(v.replace(/[^\d.]/g, ""))) * 100), label: `${label} ${key}` });
    } else if (v && typeof v === "object") recordAmounts(v, out, label, depth + 1, Array.isArray(fields) ? path : key, MONEY_KEY.test(k));
  }
}

