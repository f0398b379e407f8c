/**
 * The attributes of the record a reply is about (region, category, status, delivery and purchase
 * dates), read from the evidence for clause scope checks without parsing whole results: the JSON
 * object around the reply's id in the most recent result that holds it. Fields by conventional
 * names, overridable with `scopeFields`.
 */
import { escapeRegExp } from "../language/escape-regexp";
import type { EvidenceBag } from "../evidence/build-bag";
import type { ScopeAttribute, Support } from "../types";

export const DEFAULT_SCOPE_FIELDS: Record<ScopeAttribute, string[]> = {
  region: ["region", "country", "ship_to_country", "shipping_country", "market"],
  category: ["category", "product_category", "item_category"],
  status: ["status", "order_status"],
  deliveredAt: ["delivered_at", "delivery_date", "delivered_on"],
  purchasedAt: ["purchased_at", "ordered_at", "order_date", "placed_at", "created_at"],
};

export type OrderAttributes = Partial<Record<ScopeAttribute, { value: string; support: Support }>>;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
/** Objects larger than this are not parsed: an order is small, a whole dump is not the order. */
const MAX_OBJECT = 256_000;

/** [start, end) of the JSON object enclosing `pos`, `levels` up (0 = innermost), or null. */
export function enclosingObject(text: string, pos: number, levels: number): [number, number] | null {
  let start = pos;
  for (let level = 0; level <= levels; level++) {
    let depth = 0;
    let i = start - 1;
    for (; i >= 0 && pos - i < MAX_OBJECT; i--) {
      const c = text.charCodeAt(i);
      if (c === 125 || c === 93) depth++;
      else if (c === 123 || c === 91) {
        if (depth === 0 && c === 123) break;
        if (depth > 0) depth--;
      }
    }
    if (i < 0 || pos - i >= MAX_OBJECT) return null;
    start = i;
  }
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length && i - start < MAX_OBJECT; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if ((c === 125 || c === 93) && --depth === 0) return [start, i + 1];
  }
  return null;
}

function readField(order: Obj, names: string[]): { key: string; value: string } | null {
  // The order's own fields first, then one level of nesting (shipment.delivered_at).
  for (const o of [order, ...Object.values(order).filter(isObj)]) {
    const key = names.find((n) => typeof o[n] === "string" || typeof o[n] === "number");
    if (key) return { key, value: String(o[key]) };
  }
  return null;
}

/**
 * Read the scope attributes around the reply's order id (or, without one, around the most recent
 * scope field) without parsing the whole result: the enclosing JSON object, widened up to two
 * levels while it lacks the fields.
 */
export function readOrderAttributes(bag: EvidenceBag, orderIds: string[], fields: Record<ScopeAttribute, string[]>): OrderAttributes {
  const probes = orderIds.length ? orderIds : Object.values(fields).flat().map((f) => `"${f}"`);
  const probe = new RegExp(probes.map((p) => escapeRegExp(p)).join("|"), "gi");
  for (let s = bag.sources.length - 1; s >= 0; s--) {
    const src = bag.sources[s];
    if (src.kind !== "tool" || src.resultKind !== "observation") continue;
    let at = -1;
    for (const m of src.content.matchAll(probe)) at = m.index;
    if (at < 0) continue;
    const out = attributesAt(src, at, fields);
    if (out) return out;
  }
  return {};
}

/**
 * Each id's own attributes, from its latest record, in one pass over the results for all of them
 * (a reply naming several orders' statuses read the whole evidence once per order).
 */
export function readEachOrderAttributes(bag: EvidenceBag, orderIds: string[], fields: Record<ScopeAttribute, string[]>): Map<string, OrderAttributes> {
  const out = new Map<string, OrderAttributes>();
  const open = new Map(orderIds.map((id) => [id.toLowerCase(), id] as const));
  if (!open.size) return out;
  const probe = new RegExp([...open.keys()].map((p) => escapeRegExp(p)).join("|"), "gi");
  for (let s = bag.sources.length - 1; s >= 0 && open.size; s--) {
    const src = bag.sources[s];
    if (src.kind !== "tool" || src.resultKind !== "observation") continue;
    const last = new Map<string, number>();
    for (const m of src.content.matchAll(probe)) if (open.has(m[0].toLowerCase())) last.set(m[0].toLowerCase(), m.index);
    for (const [key, at] of last) {
      const found = attributesAt(src, at, fields);
      if (!found) continue;
      out.set(open.get(key)!, found);
      open.delete(key);
    }
  }
  for (const id of open.values()) out.set(id, {});
  return out;
}

/** The attributes of the record around `at` (the object holding it, or one or two levels up). */
export function attributesAt(src: EvidenceBag["sources"][number], at: number, fields: Record<ScopeAttribute, string[]>): OrderAttributes | null {
  for (let level = 0; level < 3; level++) {
    const range = enclosingObject(src.content, at, level);
    if (!range) break;
    let order: unknown;
    try {
      order = JSON.parse(src.content.slice(range[0], range[1]));
    } catch {
      break;
    }
    if (!isObj(order)) break;
    const out: OrderAttributes = {};
    for (const attr of Object.keys(fields) as ScopeAttribute[]) {
      const f = readField(order, fields[attr]);
      if (!f) continue;
      const keyAt = src.content.indexOf(`"${f.key}"`, range[0]);
      const valueAt = keyAt >= 0 && keyAt < range[1] ? src.content.indexOf(f.value, keyAt + f.key.length + 2) : -1;
      const span: [number, number] = valueAt >= 0 ? [valueAt, valueAt + f.value.length] : [range[0], range[1]];
      out[attr] = { value: f.value, support: { source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span } };
    }
    if (Object.keys(out).length) return out;
  }
  return null;
}
