// A small store in the shape of real retail runs (orders with items, products with variants), for the relation and owner tests.
import { call, result, user } from "./test-fixtures";

const str = (name: string, extra: Record<string, unknown> = {}) => ({ type: "function", function: { name, description: "", parameters: { type: "object", properties: Object.fromEntries(Object.entries(extra)), required: Object.keys(extra) } } });
const s = { type: "string" };
const ids = { type: "array", items: { type: "string" } };

export const storeTools = [
  str("find_user_id_by_email", { email: s }),
  str("get_user_details", { user_id: s }),
  str("get_order_details", { order_id: s }),
  str("get_product_details", { product_id: s }),
  str("exchange_delivered_order_items", { order_id: s, item_ids: ids, new_item_ids: ids, payment_method_id: s }),
  str("return_delivered_order_items", { order_id: s, item_ids: ids, payment_method_id: s }),
  str("modify_user_address", { user_id: s, address1: s }),
  str("send_certificate", { user_id: s, amount: { type: "number" } }),
  str("rebook_trip", { trip_id: s, legs: { type: "array", items: { type: "object", properties: { leg_id: s, date: s }, required: ["leg_id", "date"] } } }),
  str("transfer_to_human_agents", { summary: s }),
];

export const order1 = {
  order_id: "#W1000001",
  user_id: "ana_ruiz_1",
  items: [
    { name: "Keyboard", product_id: "1656367028", item_id: "5550000001", price: 272.33 },
    { name: "Thermostat", product_id: "4896585277", item_id: "5550000002", price: 262.47 },
  ],
  status: "delivered",
  payment_history: [{ transaction_type: "payment", amount: 534.8, payment_method_id: "credit_card_11" }],
};
export const order2 = { order_id: "#W1000002", user_id: "ana_ruiz_1", items: [{ name: "Keyboard", product_id: "1656367028", item_id: "5550000003", price: 230.15 }], status: "delivered" };
export const otherBuyer = { order_id: "#W2000000", user_id: "bo_lee_2", items: [{ name: "Lamp", product_id: "6817146515", item_id: "5558888888", price: 40 }], status: "delivered" };
export const keyboards = {
  name: "Keyboard",
  product_id: "1656367028",
  variants: {
    "5551234567": { item_id: "5551234567", options: { switch: "clicky" }, available: true, price: 269.16 },
    "5559999999": { item_id: "5559999999", options: { switch: "tactile" }, available: false, price: 235.13 },
  },
};
export const thermostats = { name: "Thermostat", product_id: "4896585277", variants: { "5552222222": { item_id: "5552222222", options: { compat: "Google" }, available: true, price: 249.01 } } };

/** Authenticated by email, looked at both orders and both products. */
export const storeRun = [
  { role: "system", content: "You are a retail agent." },
  user("Hi, I'm ana@example.com and I want to exchange my keyboard from #W1000001."),
  call("c1", "find_user_id_by_email", { email: "ana@example.com" }),
  result("c1", "ana_ruiz_1"),
  call("c2", "get_order_details", { order_id: "#W1000001" }),
  result("c2", order1),
  call("c3", "get_order_details", { order_id: "#W1000002" }),
  result("c3", order2),
  call("c4", "get_product_details", { product_id: "1656367028" }),
  result("c4", keyboards),
  call("c5", "get_product_details", { product_id: "4896585277" }),
  result("c5", thermostats),
];

export const exchange = (args: Record<string, unknown>) => ({ order_id: "#W1000001", item_ids: ["5550000001"], new_item_ids: ["5551234567"], payment_method_id: "credit_card_11", ...args });
