/**
 * The prices a price difference is taken between when the reply names only the new variant: "the
 * USB lamp 9083642334 at $164.28; the difference would be $26.34" is the variant's price less the
 * price of the customer's own item of the same product (the desk lamp in the order, $137.94), which
 * sits in another result than the variant. For each id the reply names that a result shows as a
 * priced variant of a product (a catalog entry under `variants`, or an order's item with its
 * `product_id`), the operands are that price and the prices of the order items of the same product.
 * With no variant named, the variants of the products of the customer's order items that the run
 * read are the operands. Read once per result text (results repeat across a run's replies); bounded
 * by NAMED_MAX ids and 64 operands.
 */
import type { EvidenceBag } from "./build-evidence-bag";
import type { ToolResultEntry } from "../run/types";
import { parseToolJson } from "./parse-tool-json";
import type { Claim, Support } from "./types";

const PARSE_LIMIT = 128 * 1024;
const NAMED_MAX = 24;

interface Priced { itemId: string; product: string; cents: number; at: number }
interface Read { variants: Priced[]; items: Priced[] }

/** Each result's priced items, read once per run entry from its parsed JSON (parseToolJson). */
const priced = new WeakMap<ToolResultEntry, Read>();
const NOTHING: Read = Object.freeze({ variants: [], items: [] }) as Read;

function readSource(e: ToolResultEntry): Read {
  const r = priced.get(e);
  if (r) return r;
  const content = e.content;
  const v = content.length <= PARSE_LIMIT && /"price"/.test(content) && /"(?:item_id|variants)"/.test(content) ? parseToolJson(e, PARSE_LIMIT) : null;
  if (v === null) {
    priced.set(e, NOTHING);
    return NOTHING;
  }
  const out: Read = { variants: [], items: [] };
  const at = (id: string) => content.indexOf(`"${id}"`);
  const walk = (o: unknown, product: string | null) => {
    if (Array.isArray(o)) return o.forEach((x) => walk(x, product));
    if (!o || typeof o !== "object") return;
    const rec = o as Record<string, unknown>;
    const own = typeof rec.product_id === "string" ? rec.product_id : product;
    if (typeof rec.item_id === "string" && typeof rec.price === "number" && own) {
      (typeof rec.product_id === "string" ? out.items : out.variants).push({ itemId: rec.item_id, product: own, cents: Math.round(rec.price * 100), at: at(rec.item_id) });
    }
    for (const x of Object.values(rec)) if (x && typeof x === "object") walk(x, own);
  };
  walk(v, null);
  priced.set(e, out);
  return out;
}

export interface PricedOperand { cents: number; label: string; ref: Support | null }

export function sameProductPrices(bag: EvidenceBag, claims: Claim[]): PricedOperand[] {
  const named = new Set(claims.filter((c) => c.kind === "identifier" && c.verdict === "grounded" && c.value.type === "identifier").slice(0, NAMED_MAX).map((c) => (c.value as { id: string }).id.replace(/^#/, "")));
  const tools = bag.sources.filter((s) => s.kind === "tool" && s.resultKind === "observation" && s.entry);
  const reads = tools.map((s) => ({ s, r: readSource(s.entry!) }));
  const products = new Set<string>();
  const out: PricedOperand[] = [];
  const ref = (s: (typeof tools)[number], p: Priced): Support => ({ source: "tool", messageIndex: s.messageIndex, toolCallId: s.toolCallId, toolName: s.label, span: p.at >= 0 ? [p.at, p.at + p.itemId.length + 2] : [0, s.content.length] });
  for (const { s, r } of reads) {
    for (const p of [...r.variants, ...r.items]) {
      if (!named.has(p.itemId)) continue;
      products.add(p.product);
      out.push({ cents: p.cents, label: `${p.itemId}'s price in ${s.label} (message ${s.messageIndex})`, ref: ref(s, p) });
    }
  }
  // No named variant: the products of the customer's order items, when the run read their catalog
  // ("exchanging both items would save you $14.18 + $27.46", the cheapest variants unnamed).
  if (!products.size) {
    const catalog = new Set(reads.flatMap(({ r }) => r.variants.map((v) => v.product)));
    for (const { r } of reads) for (const p of r.items) if (catalog.has(p.product)) products.add(p.product);
    if (!products.size) return [];
    for (const { s, r } of reads) {
      for (const p of r.variants) {
        if (!products.has(p.product) || out.some((o) => o.cents === p.cents)) continue;
        out.push({ cents: p.cents, label: `${p.itemId}'s price in ${s.label} (message ${s.messageIndex}), a variant of the customer's item`, ref: ref(s, p) });
      }
    }
  }
  for (const { s, r } of reads) {
    for (const p of r.items) {
      if (!products.has(p.product) || out.some((o) => o.cents === p.cents && o.label.startsWith(p.itemId))) continue;
      out.push({ cents: p.cents, label: `${p.itemId}'s price in ${s.label} (message ${s.messageIndex}), the customer's item of the same product`, ref: ref(s, p) });
    }
  }
  return out.slice(0, 64);
}
