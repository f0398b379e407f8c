import type { SundryStore } from "./sundry-store";

type Args = Record<string, unknown>;
export interface PolicyPassage { id: string; title: string; text: string }

/**
 * Sundry's nine tools over the in-memory store, as an agent's dispatcher would call them. Writes
 * are recorded in `effects`, so an example can show what actually ran (and what never did).
 */
export function createSundryBackend(store: SundryStore, clauses: PolicyPassage[] = []) {
  const effects: { tool: string; args: Args }[] = [];
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_${String(++seq).padStart(4, "0")}`;
  const write = (tool: string, args: Args, result: Args) => {
    effects.push({ tool, args });
    return { ok: true, ...result };
  };
  const find = (id: unknown) => store.orders.get(String(id).toUpperCase());

  const tools = {
    search_orders: (a: Args) => {
      const customer = store.customers.find((c) => c.email === a.customer_email);
      const q = String(a.query ?? "").toLowerCase();
      const hits = [...store.orders.values()].filter((o) => (customer ? o.customer_id === customer.id : true) && (!q || o.order_id.toLowerCase() === q || o.items.some((i) => i.title.toLowerCase().includes(q))));
      return { orders: hits.slice(0, Number(a.limit ?? 5)).map((o) => ({ order_id: o.order_id, customer_id: o.customer_id, status: o.status, title: o.items[0].title })) };
    },
    get_order: (a: Args) => find(a.order_id) ?? { error: "not_found", message: `No order ${a.order_id}.` },
    track_parcel: (a: Args) => {
      const o = [...store.orders.values()].find((x) => x.shipment.tracking_number === a.tracking_number);
      if (!o) return { error: "not_found", message: `No parcel ${a.tracking_number}.` };
      return { tracking_number: o.shipment.tracking_number, carrier: o.shipment.carrier, status: o.status === "delivered" ? "delivered" : "in_transit", estimated_delivery: o.shipment.estimated_delivery };
    },
    search_policy: (a: Args) => {
      const words = String(a.query ?? "").toLowerCase().split(/\W+/).filter((w) => w.length > 3);
      const scored = clauses.map((c) => ({ c, score: words.filter((w) => `${c.title} ${c.text}`.toLowerCase().includes(w)).length })).filter((s) => s.score > 0);
      scored.sort((x, y) => y.score - x.score);
      return { results: scored.slice(0, Number(a.top_k ?? 3)).map(({ c }) => ({ clause_id: c.id, title: c.title, text: c.text })) };
    },
    start_return: (a: Args) => write("start_return", a, { return_id: nextId("ret"), label: "emailed" }),
    offer_replacement: (a: Args) => write("offer_replacement", a, { replacement_order_id: `SU-9${String(1000 + seq).padStart(4, "0")}`, shipping: "standard" }),
    issue_refund: (a: Args) => write("issue_refund", a, { refund_id: nextId("rf"), order_id: a.order_id, amount_cents: a.amount_cents }),
    message_seller: (a: Args) => write("message_seller", a, { message_id: nextId("msg") }),
    escalate_to_human: (a: Args) => write("escalate_to_human", a, { handoff_id: nextId("hand"), queue: "tier2" }),
  };
  return { tools, effects };
}

export type SundryBackend = ReturnType<typeof createSundryBackend>;
