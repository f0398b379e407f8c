/**
 * Money a write settled without a payment entry (tau2 retail): an exchange records its price
 * difference in a field of the order (`exchange_price_difference: -16.63`, paid to or from
 * `exchange_payment_method_id`), and a return records which items go back (`return_items`) with the
 * method that will receive their price (`return_payment_method_id`), while `payment_history` stays as
 * it was. Read from one write's result: a field ending in `price_difference` (negative: the customer
 * gets it back), and a `return_items` / `refund_items` list of ids of the record's own items (their
 * prices, refunded). Positive cents are charges, negative refunds, as in the payment list.
 */
export interface PendingMoney { cents: number; method: string | null; key: string }

const DIFFERENCE = /^(.*?)price_difference$/i;
const RETURNED = /^(return|refund)(?:ed)?_items$/i;

function methodFor(obj: Record<string, unknown>, prefix: string): string | null {
  const v = obj[`${prefix}payment_method_id`];
  return typeof v === "string" ? v : null;
}

/** Each item's price by its id, from the record's `items` (objects with an id and a numeric price). */
function itemPrices(obj: Record<string, unknown>): Map<string, number> {
  const out = new Map<string, number>();
  if (!Array.isArray(obj.items)) return out;
  for (const it of obj.items) {
    if (!it || typeof it !== "object") continue;
    const o = it as Record<string, unknown>;
    const id = o.item_id ?? o.id;
    if ((typeof id === "string" || typeof id === "number") && typeof o.price === "number") out.set(String(id), Math.round(o.price * 100));
  }
  return out;
}

export function pendingMoney(obj: Record<string, unknown>): PendingMoney[] {
  const out: PendingMoney[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const d = DIFFERENCE.exec(k);
    if (d && typeof v === "number" && v !== 0) {
      const method = methodFor(obj, d[1]);
      out.push({ cents: Math.round(v * 100), method, key: `${k}|${method ?? ""}|${Math.round(v * 100)}` });
      continue;
    }
    const r = RETURNED.exec(k);
    if (r && Array.isArray(v) && v.length) {
      const prices = itemPrices(obj);
      const each = v.map((id) => prices.get(String(id)));
      if (each.some((p) => p === undefined)) continue;
      const cents = each.reduce((a: number, p) => a + (p ?? 0), 0);
      const method = methodFor(obj, `${r[1].toLowerCase()}_`);
      out.push({ cents: -cents, method, key: `${k}|${method ?? ""}|${-cents}` });
    }
  }
  return out;
}
