// The tool result the API benchmarks fill runs with.

/** A Sundry order lookup of about 4.2 KB: items, charges and 20 tracking events with prose. */
export function orderResult(i: number) {
  return {
    order_id: `SU-${10000 + i}`,
    customer_id: "cust_1042",
    status: "delivered",
    seller_id: `sel_${300 + (i % 50)}`,
    items: [0, 1, 2].map((k) => ({ item_id: `it_${i}_${k}`, title: `Item ${k} of order ${i}`, price_cents: 1000 + ((i * 37 + k * 11) % 9000) })),
    charges: [{ charge_id: `ch_${i}`, amount_cents: 3000 + ((i * 53) % 7000) }],
    tracking: Array.from({ length: 20 }, (_, k) => ({
      at: `2026-05-${String(1 + (k % 28)).padStart(2, "0")}T10:${String(k).padStart(2, "0")}:00Z`,
      event: `Parcel ${i}-${k} scanned at the regional sorting centre; the carrier expects to hand it over within two days.`,
      location: `Depot ${k}`,
    })),
  };
}
