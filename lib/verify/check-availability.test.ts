// An option offered that its own record says is not available is contradicted (issue 10); the
// customer's own booking, a line saying it is unavailable, and JSON that carries the flag are not.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const flight = (n: string, economy: number, price: number) => ({ flight_number: n, origin: "DEN", destination: "LAS", status: "available", available_seats: { basic_economy: 5, economy, business: 4 }, prices: { basic_economy: 50, economy: price, business: 400 }, date: "2024-05-27" });
const search = () => toolTurn("c1", "search_direct_flight", [flight("HAT084", 20, 112), flight("HAT229", 0, 109)], { origin: "DEN", destination: "LAS", date: "2024-05-27" });
const offeredIds = (reply: string, ...turns: Parameters<typeof runOf>) =>
  verifyReply(runOf(...turns), reply, { now: NOW }).claims.filter((c) => c.kind === "identifier" && c.verdict === "contradicted").map((c) => [c.text, c.reason]);

describe("an option its record says is not available", () => {
  it("contradicts a flight offered in a class with 0 seats, naming the record (tau-bench airline 3, 19)", () => {
    const found = offeredIds("Here are the options:\n1. HAT084, Economy $112\n2. HAT229, Economy $109\n\nWhich would you like?", search());
    expect(found).toHaveLength(1);
    expect(found[0][0]).toBe("HAT229");
    expect(found[0][1]).toMatch(/0 economy seats \(search_direct_flight result/);
  });

  it("reads a proposal to confirm as an offer too: \"Here's the new return ... Shall I go ahead?\" (probe, tau-bench airline 3)", () => {
    expect(offeredIds("Here's the new return:\n- HAT229, DEN to LAS, economy $109\n\nShall I go ahead?", search()).map(([t]) => t)).toEqual(["HAT229"]);
    expect(offeredIds("Here's the new return:\n- HAT084, DEN to LAS, economy $112\n\nShall I go ahead?", search())).toEqual([]);
  });

  it("leaves a class that has seats, a line saying there are none, and the customer's booked flight alone", () => {
    expect(offeredIds("Option: HAT229 in Business, $400. Would you like it?", search())).toEqual([]);
    expect(offeredIds("Here are the options: HAT084 (Economy $112). HAT229 is not available in economy.", search())).toEqual([]);
    const booked = toolTurn("c0", "get_reservation_details", { reservation_id: "ZFA04Y", flights: [{ flight_number: "HAT229", date: "2024-05-27", price: 109 }] });
    expect(offeredIds("Here are the options in Economy: HAT229 or HAT084.", booked, search())).toEqual([]);
  });

  it("contradicts a variant whose record says available: false, unless the JSON reply carries that flag", () => {
    const product = toolTurn("c1", "get_product_details", { product_id: "1656367028", variants: { "9690244451": { item_id: "9690244451", available: false, price: 236.51 }, "7706410293": { item_id: "7706410293", available: true, price: 269.16 } } });
    expect(offeredIds("Here are the options: item 9690244451 at $236.51 or item 7706410293 at $269.16.", product).map(([t]) => t)).toEqual(["9690244451"]);
    const json = JSON.stringify({ message: "Here are the options:", options: [{ item_id: "9690244451", available: false, price: 236.51 }, { item_id: "7706410293", available: true, price: 269.16 }] });
    expect(offeredIds(json, product)).toEqual([]);
  });

  it("leaves a table row whose availability column says no, and still contradicts one that says yes (tau2 retail probes)", () => {
    const product = toolTurn("c1", "get_product_details", { product_id: "1656367028", variants: { "9025753381": { item_id: "9025753381", available: false, price: 231.58 }, "7706410293": { item_id: "7706410293", available: true, price: 269.16 } } });
    const table = (cell: string) => `Here are the options:\n\n| Item | Backlight | Price | In stock |\n|---|---|---|---|\n| 9025753381 | RGB | $231.58 | ${cell} |\n| 7706410293 | none | $269.16 | Yes |`;
    expect(offeredIds(table("No"), product)).toEqual([]);
    expect(offeredIds(table("Yes"), product).map(([t]) => t)).toEqual(["9025753381"]);
    expect(offeredIds("Here are the options:\n- 9025753381 (RGB, $231.58), in stock: no\n- 7706410293 (none, $269.16), in stock: yes", product)).toEqual([]);
  });

  it("an unavailable variant named as the cheapest is offered; an available one is not contradicted (tau2 retail probe 19 at 15)", () => {
    const product = toolTurn("c1", "get_product_details", { product_id: "4794339885", variants: { "3609437808": { item_id: "3609437808", available: false, price: 466.44 }, "4168944673": { item_id: "4168944673", available: true, price: 471.82 } } });
    expect(offeredIds("The cheapest office chair is 3609437808 (leather, red) at $466.44.", product).map(([t]) => t)).toEqual(["3609437808"]);
    expect(offeredIds("The cheapest office chair in stock is 4168944673 (leather, blue) at $471.82.", product)).toEqual([]);
  });

  it("a variant said to be in stock is offered; one said not to be is not (tau2 retail probe 8 at 18)", () => {
    const product = toolTurn("c1", "get_product_details", { product_id: "6817146515", variants: { "1270145486": { item_id: "1270145486", available: false, price: 144.07 }, "9083642334": { item_id: "9083642334", available: true, price: 164.28 } } });
    expect(offeredIds("Good news: the battery lamp 1270145486 is in stock at $144.07.", product).map(([t]) => t)).toEqual(["1270145486"]);
    expect(offeredIds("The battery lamp 1270145486 isn't in stock; the USB one 9083642334 is, at $164.28.", product)).toEqual([]);
  });

  it("the customer's own item is no offer, unless the line says it is in stock (tau2 retail, third probe batch)", () => {
    const order = toolTurn("c0", "get_order_details", { order_id: "#W9911714", status: "pending", items: [{ item_id: "2366567022", price: 54.04 }] });
    const product = toolTurn("c1", "get_product_details", { product_id: "8310926033", variants: { "2366567022": { item_id: "2366567022", available: false, price: 54.04 }, "4579334072": { item_id: "4579334072", available: true, price: 54.85 } } });
    expect(offeredIds("The highest-priced water bottle in stock is 2366567022 at $54.04.", order, product).map(([t]) => t)).toEqual(["2366567022"]);
    expect(offeredIds("Your current bottle 2366567022 ($54.04) would become 4579334072 ($54.85). Would you like that option?", order, product)).toEqual([]);
  });

  it("reads a sentence that denies seats as saying so, and still contradicts one offering the class (airline probe batch H task 19 at 18)", () => {
    const table = "Here are the nonstop options in economy:\n\n| Flight | Economy |\n|---|---|\n| HAT084 | $112 |\n\n";
    for (const denial of ["HAT229 on the 27th has no economy seats left.", "No seats remain in economy on HAT229.", "HAT229 doesn't have any economy seats.", "There's nothing left in economy on HAT229.", "HAT229 isn't available in economy."]) {
      expect(offeredIds(`${table}${denial} Which one would you like?`, search()), denial).toEqual([]);
    }
    expect(offeredIds(`${table}HAT229 has economy seats too. Which one would you like?`, search()).map(([t]) => t)).toEqual(["HAT229"]);
    expect(offeredIds(`${table}HAT229 also has seats in economy; no change fee applies. Which one would you like?`, search()).map(([t]) => t)).toEqual(["HAT229"]);
  });

  it("reads what is in stock from the id's own sentence: the customer's current item beside an in-stock one is no offer (tau2 retail batch I task 29 at 17)", () => {
    const order = toolTurn("c0", "get_order_details", { order_id: "#W7181492", status: "delivered", items: [{ item_id: "5753502325", price: 96.35 }] });
    const product = toolTurn("c1", "get_product_details", { product_id: "6679515468", variants: { "5753502325": { item_id: "5753502325", available: false, price: 96.35 }, "8249784860": { item_id: "8249784860", available: false, price: 96.42 }, "5206946487": { item_id: "5206946487", available: true, price: 95.08 } } });
    const own = "Garden hose — delivered order #W7181492: your hose is 5753502325 (25ft, rubber, green, $96.35). The hose in pending order #W2575533 is 5206946487 (50ft, vinyl, black, $95.08), which is in stock; switching gives you $1.27 back. Which would you like?";
    expect(offeredIds(own, order, product)).toEqual([]);
    expect(offeredIds("Your hose 5753502325 is in stock again, so you can reorder it. Would you like that?", order, product).map(([t]) => t)).toEqual(["5753502325"]);
    // Offering an unavailable variant as the new item is still an offer.
    expect(offeredIds("Your hose is 5753502325. I can exchange it for 8249784860 (50ft, vinyl, green, $96.42). Would you like that option?", order, product).map(([t]) => t)).toEqual(["8249784860"]);
  });
});
