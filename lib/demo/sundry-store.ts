import { createPrng } from "./prng";

/**
 * Sundry, the fictional marketplace of seed 000, as its tools would report it: buyers and their
 * orders with charges. Groundcheck never stores these as such; they exist only as what get_order
 * and friends return in the transcripts. Deterministic for a seed and a reference day.
 */
export interface SundryCustomer { id: string; name: string; email: string; region: string }
export interface SundryOrder {
  order_id: string;
  customer_id: string;
  status: "delivered" | "shipped";
  region: string;
  category: string;
  ordered_at: string;
  delivered_at: string | null;
  seller_id: string;
  items: { item_id: string; title: string; price_cents: number }[];
  charges: { charge_id: string; amount_cents: number }[];
  shipment: { tracking_number: string; carrier: string; estimated_delivery: string | null };
}
export interface SundryStore { today: string; customers: SundryCustomer[]; orders: Map<string, SundryOrder> }

const PRODUCTS = [
  ["Ceramic teapot", "home", 6400], ["Linen tea towels (set of 3)", "home", 2400], ["Cast-iron skillet", "home", 4599],
  ["Walnut cutting board", "home", 3800], ["Wool throw blanket", "home", 8900], ["Glass storage jars", "home", 2150],
  ["Bluetooth speaker", "electronics", 5999], ["USB-C charging hub", "electronics", 3499], ["Noise-cancelling earbuds", "electronics", 12900],
  ["E-reader cover", "electronics", 1899], ["Trail running shoes", "apparel", 10400], ["Rain jacket", "apparel", 7600],
  ["Merino beanie", "apparel", 2800], ["Canvas tote", "apparel", 1900], ["Yoga mat", "sports", 3350], ["Steel water bottle", "sports", 2299],
  ["Desk lamp", "home", 4250], ["Plant pot trio", "garden", 2675], ["Pruning shears", "garden", 3125], ["Board game: Harbours", "toys", 4499],
] as const;
const FIRST = ["Ana", "Ben", "Chloe", "Dev", "Elif", "Farah", "Gus", "Hana", "Ines", "Jonah", "Kemi", "Luca", "Mara", "Nils", "Omar", "Priya", "Quinn", "Rosa", "Sami", "Tomas", "Uma", "Viktor", "Wen", "Yara", "Zane", "Noor", "Ivo", "Lena", "Pablo", "Sofia"];
const LAST = ["Ruiz", "Okafor", "Martin", "Patel", "Yilmaz", "Haddad", "Berg", "Sato", "Costa", "Reed", "Adeyemi", "Rossi", "Novak", "Larsen", "Aziz", "Iyer", "Hart", "Lopez", "Kim", "Silva"];
const CARRIERS = ["UPS", "USPS", "FedEx", "Canada Post"];

const day = (today: string, offset: number) => new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);

function order(store: SundryStore, o: Omit<SundryOrder, "region"> & { region?: string }) {
  const customer = store.customers.find((c) => c.id === o.customer_id)!;
  const full = { ...o, region: o.region ?? customer.region };
  store.orders.set(full.order_id, full);
  return full;
}

/** The store: the seed's own buyers and orders first (SU-88421, SU-88412, SU-77310), then generated ones. */
export function buildSundryStore(opts: { seed?: number; today: string; customers?: number }): SundryStore {
  const rng = createPrng(opts.seed ?? 42);
  const store: SundryStore = { today: opts.today, customers: [], orders: new Map() };
  const customer = (id: string, name: string, region: string) => {
    const c = { id, name, email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`, region };
    store.customers.push(c);
    return c;
  };
  const ship = (tracking: string, carrier = "UPS", eta: string | null = null) => ({ tracking_number: tracking, carrier, estimated_delivery: eta });

  // The seed's story: Ana's teapot, the stranger who owns the transposed id, the double $19 charge.
  customer("cust_1042", "Ana Ruiz", "US");
  customer("cust_2077", "Ben Okafor", "US");
  customer("cust_3150", "Chloe Martin", "CA");
  order(store, { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", category: "home", ordered_at: day(opts.today, -14), delivered_at: day(opts.today, -10), seller_id: "sel_311", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }], shipment: ship("1Z999AA10123456784") });
  order(store, { order_id: "SU-88412", customer_id: "cust_2077", status: "delivered", category: "home", ordered_at: day(opts.today, -15), delivered_at: day(opts.today, -11), seller_id: "sel_204", items: [{ item_id: "it_5480", title: "Stoneware mugs (set of 4)", price_cents: 6400 }], charges: [{ charge_id: "ch_8890", amount_cents: 6400 }], shipment: ship("1Z999AA10123456701") });
  order(store, { order_id: "SU-77310", customer_id: "cust_3150", status: "delivered", category: "apparel", ordered_at: day(opts.today, -9), delivered_at: day(opts.today, -5), seller_id: "sel_118", items: [{ item_id: "it_3301", title: "Canvas tote", price_cents: 1900 }], charges: [{ charge_id: "ch_7001", amount_cents: 1900 }, { charge_id: "ch_7002", amount_cents: 1900 }], shipment: ship("9400111899223100001", "Canada Post") });

  const n = opts.customers ?? 30;
  for (let i = 0; i < n; i++) {
    const c = customer(`cust_${4000 + i * 37}`, `${FIRST[i % FIRST.length]} ${rng.pick(LAST)}`, rng.next() < 0.8 ? "US" : "CA");
    const count = rng.int(1, 3);
    for (let k = 0; k < count; k++) {
      let id: string;
      do id = `SU-${rng.int(10000, 99999)}`;
      while (store.orders.has(id));
      const [title, category, price] = rng.pick(PRODUCTS);
      const qty = rng.next() < 0.2 ? 2 : 1;
      const shipped = rng.next() < 0.25;
      const placed = -rng.int(4, 24);
      order(store, {
        order_id: id,
        customer_id: c.id,
        status: shipped ? "shipped" : "delivered",
        category,
        ordered_at: day(opts.today, placed),
        delivered_at: shipped ? null : day(opts.today, placed + rng.int(2, 4)),
        seller_id: `sel_${rng.int(100, 999)}`,
        items: Array.from({ length: qty }, (_, q) => ({ item_id: `it_${rng.int(1000, 9999)}${q}`, title, price_cents: price })),
        charges: [{ charge_id: `ch_${rng.int(10000, 99999)}`, amount_cents: price * qty }],
        shipment: ship(`1Z${rng.int(100000, 999999)}AA${rng.int(1000000, 9999999)}`, rng.pick(CARRIERS), shipped ? day(opts.today, rng.int(1, 6)) : null),
      });
    }
  }
  return store;
}

export const ordersOf = (store: SundryStore, customerId: string) => [...store.orders.values()].filter((o) => o.customer_id === customerId);
