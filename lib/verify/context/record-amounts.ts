/**
 * The amounts a record holds, for the checks that redo the agent's arithmetic: numbers under keys
 * that name money, any number under such a key's object, and strings written as money ("$1,500.00").
 */
import type { AmountOperand } from "../../evidence/derive-amount";

/** "$1,500.00", "-$25", "€3.50": a field written as an amount, whatever its key. */
const MONEY_TEXT = /^-?[$€£]\s?\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/;
export const MONEY_KEY = /price|amount|total|cost|fee|fare|balance|refund|charge|paid|credit|value|subtotal|tax|discount|difference|due|owed|payment|rate|bill|sum/i;

/** The money-like numbers of a record, its nested objects and lists included (a reservation's flights' prices). */
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

