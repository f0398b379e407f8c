/**
 * The attributes of the order a reply is about, read from the evidence for clause scope checks.
 * The order is the object in the most recent tool result that holds one of the reply's
 * identifiers as a value; its fields are found by conventional names (overridable).
 */
import type { EvidenceBag } from "./build-evidence-bag";
import type { ScopeAttribute, Support } from "./types";

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
const MAX_PARSE = 2_000_000;

/** Breadth-first over nested objects (depth-limited), first match of `pred`. */
function findObject(root: unknown, pred: (o: Obj) => boolean): Obj | null {
  let level: unknown[] = [root];
  for (let depth = 0; depth < 8 && level.length; depth++) {
    const next: unknown[] = [];
    for (const v of level) {
      if (Array.isArray(v)) next.push(...v);
      else if (isObj(v)) {
        if (pred(v)) return v;
        next.push(...Object.values(v));
      }
    }
    level = next;
  }
  return null;
}

function readField(order: Obj, names: string[]): { key: string; value: string } | null {
  const found = findObject(order, (o) => names.some((n) => n in o && (typeof o[n] === "string" || typeof o[n] === "number")));
  if (!found) return null;
  const key = names.find((n) => n in found && (typeof found[n] === "string" || typeof found[n] === "number"))!;
  return { key, value: String(found[key]) };
}

export function readOrderAttributes(bag: EvidenceBag, orderIds: string[], fields: Record<ScopeAttribute, string[]>): OrderAttributes {
  const ids = orderIds.map((i) => i.toLowerCase());
  const allNames = Object.values(fields).flat();
  for (let s = bag.sources.length - 1; s >= 0; s--) {
    const src = bag.sources[s];
    if (src.kind !== "tool" || src.resultKind !== "observation" || src.content.length > MAX_PARSE) continue;
    const idAt = ids.length ? Math.max(...ids.map((i) => src.lower.indexOf(i))) : 0;
    if (ids.length && idAt < 0) continue;
    let root: unknown;
    try {
      root = JSON.parse(src.content);
    } catch {
      continue;
    }
    const order = ids.length
      ? findObject(root, (o) => Object.values(o).some((v) => (typeof v === "string" || typeof v === "number") && ids.includes(String(v).toLowerCase())))
      : findObject(root, (o) => allNames.some((n) => n in o));
    if (!order) continue;
    const out: OrderAttributes = {};
    for (const attr of Object.keys(fields) as ScopeAttribute[]) {
      const f = readField(order, fields[attr]);
      if (!f) continue;
      const keyAt = src.content.indexOf(`"${f.key}"`, Math.max(0, idAt - 2000));
      const valueAt = keyAt >= 0 ? src.content.indexOf(f.value, keyAt + f.key.length + 2) : -1;
      const span: [number, number] = valueAt >= 0 ? [valueAt, valueAt + f.value.length] : [0, 0];
      out[attr] = { value: f.value, support: { source: "tool", messageIndex: src.messageIndex, toolCallId: src.toolCallId, toolName: src.label, span } };
    }
    return out;
  }
  return {};
}
