// Honest agent arithmetic the untuned probe batch J (tau-bench airline) and K (tau2 retail) flagged,
// each with its real sentence, paraphrases, and the wrong arithmetic that must still be caught.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const PASS = ["grounded", "supported_uncited"];
const moneyVerdicts = (run: Message[], reply: string) => Object.fromEntries(verifyReply(runOf(run), reply, { now: NOW }).claims.filter((c) => c.kind === "money").map((c) => [c.text, c.verdict]));

describe("what is left on a gift card whose profile gives its amount (airline task 10 trial 2 #20)", () => {
  const run: Message[] = [
    { role: "user", content: "Use my two gift cards, the smaller one first." },
    ...toolTurn("u1", "get_user_details", { payment_methods: { gift_card_7359776: { source: "gift_card", amount: 39, id: "gift_card_7359776" }, gift_card_7773485: { source: "gift_card", amount: 203, id: "gift_card_7773485" }, credit_card_1: { source: "credit_card", amount: 500, id: "credit_card_1" } }, membership: "silver" }, { user_id: "mia_kim_4397" }),
    ...toolTurn("b1", "book_reservation", { reservation_id: "HATHAT", cabin: "basic_economy", flights: [{ flight_number: "HAT041", price: 86 }, { flight_number: "HAT012", price: 77 }], passengers: [{ first_name: "Mia" }], payment_history: [{ payment_id: "gift_card_7359776", amount: 39 }, { payment_id: "gift_card_7773485", amount: 124 }] }, { user_id: "mia_kim_4397" }),
  ];
  it("grounds the card's amount less this turn's charge to it", () => {
    for (const reply of [
      "Total: $86 + $77 = $163\n\nPayment: $39 from your smaller gift card (now used up) and $124 from the other one, which leaves $79 on it.",
      "$124 was charged to gift card gift_card_7773485, leaving $79 on that gift card.",
      "I used $39 from one gift card and $124 from the other, so the second gift card now has $79 left.",
    ]) expect(moneyVerdicts(run, reply)["$79"], reply).toBe("grounded");
  });
  it("still catches what is left when it is not the amount less the charge, on either card", () => {
    for (const [reply, amount] of [
      ["Payment: $39 from your smaller gift card (now used up) and $124 from the other one, which leaves $89 on it.", "$89"],
      // 203 - 39: the other card's charge taken off.
      ["Payment: $39 from your smaller gift card (now used up) and $124 from the other one, which leaves $164 on it.", "$164"],
      // What was charged, told as what is left.
      ["$124 was charged to gift card gift_card_7773485, leaving $124 on that gift card.", "$124"],
    ]) expect(PASS, reply).not.toContain(moneyVerdicts(run, reply)[amount]);
  });
});
