import { describe, expect, it } from "vitest";
import { normalizeRun } from "../run";
import { verifyReply } from "../verify";
import { runOf, toolTurn, type Message } from "../verify/testing/fixtures";
import { calculatorExpression, unbackedCalculations } from "./calculator-results";

const reservation = { reservation_id: "NO6JO3", passengers: [{ first_name: "Noah" }, { first_name: "Chen" }], flights: [{ flight_number: "HAT100", price: 94 }, { flight_number: "HAT200", price: 80 }] };
const calc = (id: string, expression: string, result: string) => toolTurn(id, "calculate", result, { expression });
const system = (text: string): Message => ({ role: "system", content: text });

function unbacked(...turns: (Message | Message[])[]) {
  return unbackedCalculations(normalizeRun([system("Travel insurance is $30 per passenger. Each extra bag is $50."), ...turns.flat()]).entries);
}

describe("calculator results: evidence only when their inputs are", () => {
  it("recognises an expression by shape, whatever the tool is called", () => {
    expect(calculatorExpression('{"expression": "498 * 1.5"}')).toBe("498 * 1.5");
    expect(calculatorExpression({ expr: "(158 + 141) + 30" })).toBe("(158 + 141) + 30");
    expect(calculatorExpression('{"expression": "42"}')).toBeNull();
    expect(calculatorExpression('{"order_id": "W123", "amount": "12"}')).toBeNull();
    expect(calculatorExpression('{"query": "flights on 2024-05-19"}')).toBeNull();
  });

  it("an invented multiplier leaves the result unbacked (airline task 14: 498 x 1.5 = 747)", () => {
    const found = unbacked(toolTurn("c1", "get_reservation_details", { price: 498 }), calc("c2", "498 * 1.5", "747.0"));
    expect(found.get("c2")).toEqual({ expression: "498 * 1.5", result: 747, missing: ["1.5"] });
  });

  it("fares from a record, a policy fee, a count, and an earlier backed result are all backed", () => {
    const found = unbacked(
      toolTurn("c1", "get_reservation_details", { flights: [{ price: 158 }, { price: 141 }] }),
      calc("c2", "(158 + 141) + 30", "329.0"),
      calc("c3", "329 - 30", "299.0"),
      calc("c4", "50 * 2", "100.0"),
    );
    expect(found.size).toBe(0);
  });

  it("a term that is the sum of two numbers of one record is backed; a total from nowhere is not", () => {
    const found = unbacked(
      toolTurn("c1", "get_reservation_details", reservation),
      toolTurn("c2", "search_direct_flight", [{ flight_number: "HAT041", prices: { economy: 408 } }]),
      calc("c3", "408 - 174", "234.0"),
      calc("c4", "2499 - 1327", "1172.0"),
    );
    expect(found.has("c3")).toBe(false);
    expect(found.get("c4")?.missing).toEqual(["2499", "1327"]);
  });

  it("an operand found only in a large result (read by its text, not number by number) is backed", () => {
    const big = Array.from({ length: 4000 }, (_, i) => ({ flight_number: `HAT${1000 + i}`, prices: { economy: 100 + (i % 50), business: 900 + (i % 7) } }));
    big.push({ flight_number: "HAT9999", prices: { economy: 417.5, business: 1203 } });
    const found = unbacked(toolTurn("c1", "search", big), calc("c2", "1203 * 3", "3609.0"), calc("c3", "417.5 + 2", "419.5"), calc("c4", "1204 * 3", "3612.0"));
    expect(found.has("c2")).toBe(false);
    expect(found.has("c3")).toBe(false);
    expect(found.get("c4")?.missing).toEqual(["1204"]);
  });

  it("a run that grows in place (an SDK session's entries) is judged again", () => {
    const entries = normalizeRun([system("Fees: $30."), ...toolTurn("c1", "get_reservation_details", { price: 498 })]).entries;
    expect(unbackedCalculations(entries).size).toBe(0);
    const more = normalizeRun([system("Fees: $30."), ...toolTurn("c1", "get_reservation_details", { price: 498 }), ...calc("c2", "498 * 1.5", "747.0")]).entries;
    entries.push(...more.slice(entries.length));
    expect(unbackedCalculations(entries).get("c2")?.missing).toEqual(["1.5"]);
  });

  it("a reply quoting an unbacked result is invented, and the reason names the made-up input", () => {
    const run = runOf(toolTurn("c1", "get_reservation_details", { price: 498 }), calc("c2", "498 * 1.5", "747.0"));
    const result = verifyReply(run, "The total cost for upgrading both passengers to business class is $747.");
    const claim = result.claims.find((c) => c.text === "$747");
    expect(claim?.verdict).toBe("invented");
    expect(claim?.reason).toContain('"498 * 1.5", but 1.5 is in no record the run saw');
  });

  it("a reply quoting a backed result stays grounded in the calculator's answer", () => {
    const run = runOf(toolTurn("c1", "get_reservation_details", reservation), calc("c2", "94 + 80", "174.0"));
    const claim = verifyReply(run, "The two flights cost $174 in total.").claims.find((c) => c.text === "$174");
    expect(claim?.verdict).toBe("grounded");
  });
});
