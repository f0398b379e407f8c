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
});
