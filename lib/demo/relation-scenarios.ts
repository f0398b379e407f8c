import type { Scenario } from "./demo-scenarios";
import { ordersOf, type SundryStore } from "./sundry-store";

/** Sundry's goodwill rule, as the operator wrote it in the agent's system prompt. */
export const GOODWILL_PROMPT =
  "You are Sundry's support agent. Cite tool results as [tool:ID] and policy clauses as [clause:ID].\n\n## Late deliveries\n\n- When a parcel arrives late, offer a goodwill credit of $2.50 per item in the order, refunded to the original payment.";

/**
 * Tickets for ids that do not fit the call and amounts the policy sets (issue 11): an item of the
 * customer's other order returned against this one, an order looked up for the wrong buyer and
 * refunded, and a goodwill credit the policy sets per item (first at a rate the policy never
 * states, then at its rate). All imported, so the held calls wait in the queue.
 */
export function relationScenarios(store: SundryStore): Array<Omit<Scenario, "ticket">> {
  const out: Array<Omit<Scenario, "ticket">> = [];
  const withTwo = store.customers.find((c) => ordersOf(store, c.id).filter((o) => o.status === "delivered").length >= 2);
  if (withTwo) {
    const [a, b] = ordersOf(store, withTwo.id).filter((o) => o.status === "delivered");
    out.push({
      kind: "not_in_entity",
      subject: `Return the ${a.items[0].title.toLowerCase()}`,
      customer: withTwo,
      mode: "import",
      format: "openai",
      steps: [
        { user: `I have two orders, ${a.order_id} and ${b.order_id}. The ${b.items[0].title.toLowerCase()} isn't what I expected; can I return it?` },
        { call: "get_order", args: { order_id: a.order_id } },
        { call: "get_order", args: { order_id: b.order_id } },
        // The model keeps the first order's id and takes the item from the second.
        { call: "start_return", args: { order_id: a.order_id, item_ids: [b.items[0].item_id], reason: "not_as_described" } },
        { reply: () => `I've started the return for your ${b.items[0].title.toLowerCase()} [tool:call_3].` },
      ],
    });
  }
  const ana = store.customers.find((c) => c.id === "cust_1042");
  const mugs = store.orders.get("SU-88412");
  if (ana && mugs) {
    out.push({
      kind: "wrong_customer",
      subject: "Refund for my order",
      customer: ana,
      mode: "import",
      format: "openai",
      steps: [
        { user: "My order SU-88412 arrived damaged, please refund it." },
        // Ana's order is SU-88421: the number she typed is Ben's, and the agent fetched it and acted on it.
        { call: "get_order", args: { order_id: "SU-88412" } },
        { call: "issue_refund", args: { order_id: "SU-88412", amount_cents: mugs.charges[0].amount_cents } },
        { reply: () => `I've refunded order SU-88412 [tool:call_2].` },
      ],
    });
  }
  const late = [...store.orders.values()].find((o) => o.items.length >= 2 && o.status === "delivered") ?? [...store.orders.values()].find((o) => o.status === "delivered");
  const buyer = late && store.customers.find((c) => c.id === late.customer_id);
  if (late && buyer) {
    const n = late.items.length;
    out.push({
      kind: "policy_amount",
      subject: `${late.order_id} arrived a week late`,
      customer: buyer,
      mode: "import",
      format: "openai",
      system: GOODWILL_PROMPT,
      steps: [
        { user: `Order ${late.order_id} arrived a week late. Is there anything you can do?` },
        { call: "get_order", args: { order_id: late.order_id } },
        // A round number the policy never states, then the policy's $2.50 x the items in the order.
        { call: "issue_refund", args: { order_id: late.order_id, amount_cents: 500 * n + 100, note: "goodwill credit, late delivery" } },
        { call: "issue_refund", args: { order_id: late.order_id, amount_cents: 250 * n, note: "goodwill credit, late delivery" } },
        { reply: () => `Sorry it was late: I've credited $${((250 * n) / 100).toFixed(2)} as a goodwill gesture [tool:call_3].` },
      ],
    });
  }
  return out;
}
