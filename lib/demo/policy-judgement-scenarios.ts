import type { Scenario } from "./demo-scenarios";
import { ordersOf, type SundryStore } from "./sundry-store";

/**
 * Issue 10's demo ticket: a reply written the way real agents write, with no citation markers.
 * One sentence restates RET-30 (supported, uncited: the console suggests the citation), one
 * amount is the agent's own sum of the two orders' charges (derived: the console shows the
 * formula and both tool results), and one sentence says 60 days where RET-30 says 30
 * (contradicted: both texts side by side). The contradiction holds it for a person.
 */
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function policyJudgementScenarios(store: SundryStore): Omit<Scenario, "ticket">[] {
  const customer = store.customers.find(
    (c) => !["cust_1042", "cust_2077", "cust_3150"].includes(c.id) && ordersOf(store, c.id).filter((o) => o.status === "delivered").length >= 2,
  );
  if (!customer) throw new Error("the Sundry store has no customer with two delivered orders for the policy demo");
  const [first, second] = ordersOf(store, customer.id).filter((o) => o.status === "delivered");
  const a = first.charges[0].amount_cents;
  const b = second.charges[0].amount_cents;
  return [
    {
      kind: "policy_judgement",
      subject: `Returning ${first.order_id} and ${second.order_id}`,
      customer,
      mode: "live",
      format: "openai",
      steps: [
        { user: `I want to send back both ${first.order_id} and ${second.order_id}. How much would I get back?` },
        { call: "get_order", args: { order_id: first.order_id } },
        { call: "get_order", args: { order_id: second.order_id } },
        {
          reply: () =>
            `Most items can be returned within 30 days of delivery for a full refund of the item price. Returning both orders would refund ${money(a)} + ${money(b)} = ${money(a + b)}. Return shipping is free, and we refund it within 60 days of delivery.`,
        },
      ],
    },
  ];
}
