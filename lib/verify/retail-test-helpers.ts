// tau2 retail test fixtures: the store policy as the agent was given it, and its tool list.
import type { Message } from "./test-helpers";
import { toolParameters } from "./check-lookup-claims";

/** The parts of tau2-bench's retail policy these sentences restate, as the agent was given them. */
export const RETAIL_POLICY = `# Retail agent policy

## Generic action rules

Generally, you can only take action on pending or delivered orders.

Exchange or modify order tools can only be called once per order. Be sure that all items to be changed are collected into a list before making the tool call!!!

## Cancel pending order

An order can only be cancelled if its status is 'pending', and you should check its status before taking the action.

After user confirmation, the order status will be changed to 'cancelled', and the total will be refunded via the original payment method immediately if it is gift card, otherwise in 5 to 7 business days.

## Modify pending order

### Modify items

This action can only be called once, and will change the order status to 'pending (items modifed)'. The agent will not be able to modify or cancel the order anymore. So you must confirm all the details are correct and be cautious before taking this action.

## Return delivered order

An order can only be returned if its status is 'delivered', and you should check its status before taking the action.

The refund must either go to the original payment method, or an existing gift card.

## Exchange delivered order

An order can only be exchanged if its status is 'delivered', and you should check its status before taking the action.
`;

export const retailRun = (...turns: Message[][]): Message[] => [{ role: "system", content: RETAIL_POLICY }, { role: "user", content: "Hi" }, ...turns.flat()];
/** tau2 retail's tool names (parameters as far as these tests need them). */
export const RETAIL_TOOLS = toolParameters(
  ["calculate", "cancel_pending_order", "exchange_delivered_order_items", "find_user_id_by_email", "find_user_id_by_name_zip", "get_order_details", "get_product_details", "get_user_details", "list_all_product_types", "modify_pending_order_address", "modify_pending_order_items", "modify_pending_order_payment", "modify_user_address", "return_delivered_order_items", "transfer_to_human_agents"].map((name) => ({ type: "function", function: { name, parameters: { properties: {} } } })),
);
