// Honest agent arithmetic the untuned probe batch J (tau-bench airline) and K (tau2 retail) flagged,
// each with its real sentence, paraphrases, and the wrong arithmetic that must still be caught.
import { describe, expect, it } from "vitest";
import { runOf, TASK17_RESERVATION, TASK23_RESERVATION, toolTurn, type Message } from "./test-helpers";
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

describe("a count said as 'you and <passenger>' (airline task 20 trial 2 #14)", () => {
  const run: Message[] = [
    ...toolTurn("r1", "get_reservation_details", { reservation_id: "1N99U6", cabin: "economy", flights: [{ flight_number: "HAT284", price: 161 }, { flight_number: "HAT152", price: 192 }, { flight_number: "HAT112", price: 150 }], passengers: [{ first_name: "James" }, { first_name: "Ivan" }] }, { reservation_id: "1N99U6" }),
    ...toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT266", origin: "LAS", destination: "IAH", available_seats: { economy: 16 }, prices: { economy: 146 } }], { origin: "LAS", destination: "IAH", date: "2024-05-19" }),
  ];
  const lead = "Your outbound (HAT284 at $161 and HAT152 at $192, $353 per passenger) would be replaced by HAT266 at $146 per passenger. ";
  it("grounds the difference times the customer and the passenger they name", () => {
    for (const reply of [
      `{"message": "${lead}That's $207 less per passenger, so $414 would be refunded for you and Ivan."}`,
      `${lead}You'd each save $207, which comes to $414 back for you and Ivan.`,
      `${lead}Ivan and you would each get $207 back: $414 in all.`,
    ]) {
      const c = verifyReply(runOf(run), reply, { now: NOW }).claims.find((x) => x.text === "$414");
      expect(c?.verdict, reply).toBe("grounded");
      expect(c?.reason).toMatch(/× 2 \((?:you and Ivan|Ivan and you)\)/);
    }
  });
  it("still catches a wrong count, a wrong operand, and a name that is no passenger", () => {
    // Three people counted for two.
    expect(PASS).not.toContain(moneyVerdicts(run, `${lead}That's $207 less per passenger, so $621 would be refunded for you and Ivan.`)["$621"]);
    // The difference taken from the wrong fare (192 - 146 = 46, times 2 = 92).
    expect(PASS).not.toContain(moneyVerdicts(run, `${lead}That's $207 less per passenger, so $424 would be refunded for you and Ivan.`)["$424"]);
    // Sophia is on no record of the run: no count of two is read.
    expect(PASS).not.toContain(moneyVerdicts(run, `${lead}That's $207 less per passenger, so $414 would be refunded for you and Sophia.`)["$414"]);
  });
});

describe("a reservation's total before a change (airline task 17 trial 1 #46)", () => {
  const updated = { ...TASK17_RESERVATION, flights: [{ flight_number: "HAT190", price: 464 }, { flight_number: "HAT047", price: 202 }, { flight_number: "HAT021", price: 290 }, { flight_number: "HAT279", price: 241 }], payment_history: [{ payment_id: "credit_card_7434610", amount: 1671 }, { payment_id: "credit_card_7231150", amount: 2010 }] };
  const run: Message[] = [
    ...toolTurn("r1", "get_reservation_details", TASK17_RESERVATION, { reservation_id: "4NQLHD" }),
    { role: "user", content: "Yes, go ahead." },
    ...toolTurn("u1", "update_reservation_flights", updated, { reservation_id: "4NQLHD", cabin: "economy", payment_id: "credit_card_7231150" }),
  ];
  it("grounds the old reservation's prices added up, and the difference against the new total", () => {
    for (const reply of [
      "- The fares now on the reservation: $464 + $202 + $290 + $241 = $1,197 per passenger, compared with $527 before\n\nThat's $670 more per passenger, so $2,010 for the three of you, and the full $2,010 was charged to your Visa.",
      "Your new fares come to $1,197 per passenger ($464 + $202 + $290 + $241); you had paid $527, so the change costs $670 more per passenger, $2,010 for all three.",
      "Before the change the four flights cost $527 per passenger; now they cost $1,197. The difference, $670 per passenger, came to $2,010 for the three of you.",
    ]) {
      const v = moneyVerdicts(run, reply);
      for (const a of ["$527", "$670", "$1,197"]) expect(v[a], `${a} in ${reply}`).toBe("grounded");
    }
    const c = verifyReply(runOf(run), "You had paid $527 per passenger before the change.", { now: NOW }).claims.find((x) => x.text === "$527");
    expect(c?.reason).toMatch(/^derived: \$126\.00 \+ \$139\.00 \+ \$148\.00 \+ \$114\.00 = \$527\.00, from reservation 4NQLHD's flight prices/);
  });
  it("still catches a total that leaves a flight out, and a difference against a wrong operand", () => {
    // 126 + 139 + 148: the fourth flight left out.
    expect(PASS).not.toContain(moneyVerdicts(run, "The fares now come to $1,197 per passenger, compared with $413 before.")["$413"]);
    // 1197 - 413.
    expect(PASS).not.toContain(moneyVerdicts(run, "The fares now come to $1,197 per passenger, compared with $527 before: $784 more per passenger.")["$784"]);
    // 670 x 2 for three passengers.
    expect(PASS).not.toContain(moneyVerdicts(run, "The fares now come to $1,197 per passenger, compared with $527 before: $670 more each, $1,340 for the three of you.")["$1,340"]);
  });
});

describe("a difference told the wrong way round against the reply's own figures (airline task 22 trial 2 #14)", () => {
  const run: Message[] = [
    ...toolTurn("r1", "get_reservation_details", { reservation_id: "OWZ4XL", cabin: "basic_economy", flights: [{ flight_number: "HAT100", price: 94 }, { flight_number: "HAT200", price: 80 }], passengers: [{ first_name: "Ana" }] }, { reservation_id: "OWZ4XL" }),
    ...toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT041", origin: "EWR", destination: "LAX", available_seats: { economy: 15 }, prices: { economy: 136 } }], { origin: "EWR", destination: "LAX" }),
  ];
  const figures = "- **Current Fare (Basic Economy):** $174 per passenger\n- **New Fare (Economy):** $136 per passenger\n\n";
  it("contradicts a payment asked for when the new amount is the smaller", () => {
    for (const tail of ["Since the new fare is higher, you'll need to pay the difference.", "You will need to pay the difference.", "The new fare is more expensive, so please pick a card."]) {
      expect(moneyVerdicts(run, figures + tail)["$136"], tail).toBe("contradicted");
    }
  });
  it("passes the difference told the right way, or only as a condition", () => {
    for (const tail of ["Since the new fare is lower, you'll get the difference back: $38 per passenger.", "If the new fare were higher, you would pay the difference; here it is $38 less.", "Which card should the $38 refund go to?"]) {
      const v = moneyVerdicts(run, figures + tail);
      expect(v["$136"], tail).toBe("grounded");
      expect(v["$174"], tail).toBe("grounded");
    }
  });
});

describe("the flights a call asked for, priced per cabin, and a difference with its operands in parentheses (airline task 23 trial 1 #36)", () => {
  const leg = (flight_number: string, origin: string, destination: string, economy: number, business: number) => ({ flight_number, origin, destination, status: "available", available_seats: { economy: 9, business: 9 }, prices: { basic_economy: 68, economy, business } });
  const update = { reservation_id: "HXDUBJ", cabin: "business", flights: [{ flight_number: "HAT072", date: "2024-05-19" }, { flight_number: "HAT278", date: "2024-05-23" }], payment_id: "gift_card_6941833" };
  const run: Message[] = [
    ...toolTurn("r1", "get_reservation_details", TASK23_RESERVATION, { reservation_id: "HXDUBJ" }),
    ...toolTurn("s1", "search_direct_flight", [leg("HAT072", "IAH", "SFO", 130, 282), leg("HAT180", "IAH", "SFO", 130, 320)], { origin: "IAH", destination: "SFO", date: "2024-05-19" }),
    ...toolTurn("s2", "search_direct_flight", [leg("HAT082", "SFO", "IAH", 164, 323), leg("HAT278", "SFO", "IAH", 187, 443)], { origin: "SFO", destination: "IAH", date: "2024-05-23" }),
    ...toolTurn("u1", "get_user_details", { payment_methods: { gift_card_6941833: { source: "gift_card", amount: 152 }, gift_card_1646646: { source: "gift_card", amount: 200 } } }, { user_id: "yara_garcia_1905" }),
    { role: "user", content: "Yes, go ahead." },
    ...toolTurn("c1", "update_reservation_flights", "Error: gift card balance is not enough", update),
  ];
  const honest = [
    "Business on both new flights would be $222 more than what you have now ($725 vs $503), which is more than the $200 on your other gift card too. Keeping both flights in economy would instead give you $186 back ($317 vs $503).",
    "In business the two new flights cost $725 against the $503 you paid, so $222 more; in economy they cost $317, which means $186 back ($503 − $317).",
    "Business for both flights: $222 extra ($725 versus $503). Economy for both: a $186 refund ($317 compared with $503).",
  ];
  it("grounds the totals of the flights the call named, per cabin, and the differences against the reservation", () => {
    for (const reply of honest) {
      const v = moneyVerdicts(run, reply);
      for (const a of ["$222", "$725", "$503", "$186", "$317"]) expect(v[a], `${a} in ${reply}`).toBe("grounded");
    }
    const c = verifyReply(runOf(run), honest[0], { now: NOW }).claims.find((x) => x.text === "$725");
    expect(c?.reason).toMatch(/^derived: \$282\.00 \+ \$443\.00 = \$725\.00, from HAT072 \+ HAT278 in business/);
  });
  it("still catches a wrong difference beside its operands, a wrong operand, and a fare of a flight not asked for", () => {
    const wrong: [string, string][] = [
      // 725 - 503 is 222.
      ["Business on both new flights would be $232 more than what you have now ($725 vs $503).", "$232"],
      // Both operands wrong by the same $10: they must not ground each other through the difference.
      ["Business on both new flights would be $222 more than what you have now ($735 vs $513).", "$735"],
      ["Business on both new flights would be $222 more than what you have now ($735 vs $513).", "$513"],
      // HAT180's business fare (320) with HAT278's: not the flights the call asked for.
      ["Business on both new flights would be $763 in all.", "$763"],
      // Economy outbound, business return, told as business on both.
      ["Business on both new flights would be $573, against $503 now.", "$573"],
    ];
    for (const [reply, amount] of wrong) expect(PASS, `${amount} in ${reply}`).not.toContain(moneyVerdicts(run, reply)[amount]);
  });
});

describe("a payment a later write recorded, after the agent's arithmetic for it was contradicted (airline task 11 trial 1 #36)", () => {
  const before: Message[] = [
    { role: "user", content: "Book HAT097 and HAT251 for Ivan; use my certificate and then my gift card." },
    ...toolTurn("r1", "get_reservation_details", { reservation_id: "G72NSF", cabin: "economy", flights: [{ flight_number: "HAT097", price: 158 }, { flight_number: "HAT251", price: 141 }], passengers: [{ first_name: "Ivan" }] }, { reservation_id: "G72NSF" }),
    ...toolTurn("k1", "calculate", "299.0", { expression: "329 - 30" }),
    ...toolTurn("b1", "book_reservation", "Error: payment amount does not add up, total price is 375, but paid 299", { user_id: "ivan_muller_7015" }),
    ...toolTurn("k2", "calculate", "76.0", { expression: "375 - 299" }),
    { role: "user", content: "Yes, $299 on the certificate and $76 on my gift card." },
  ];
  const booked: Message[] = [...before, ...toolTurn("b2", "book_reservation", { reservation_id: "HATHAT", flights: [{ flight_number: "HAT097", price: 175 }, { flight_number: "HAT251", price: 200 }], passengers: [{ first_name: "Ivan" }], payment_history: [{ payment_id: "certificate_8998287", amount: 299 }, { payment_id: "gift_card_8516878", amount: 76 }] }, { user_id: "ivan_muller_7015" })];
  // $299 was contradicted in the reply at message 6 (built on a $329 from the old reservation's prices),
  // $76 in the one at message 10; the booking's result is message 12.
  const earlierContradictions = [
    { cents: 32900, messageIndex: 4, reason: "$329 adds up the prices of reservation G72NSF: what was paid when it was booked", stated: "158 + 141 + 30" },
    { cents: 29900, messageIndex: 6, reason: "$299 comes from calculate(\"329 - 30\"), which uses $329.00, an amount a record contradicts", stated: "$329.00" },
    { cents: 7600, messageIndex: 10, reason: "$76 comes from calculate(\"375 - 299\"), which uses $299.00, an amount a record contradicts", stated: "$299.00" },
  ];
  const verdicts = (run: Message[], reply: string) => Object.fromEntries(verifyReply(runOf(run), reply, { now: NOW, earlierContradictions }).claims.filter((c) => c.kind === "money").map((c) => [c.text, c.verdict]));
  it("the record's payments, to the methods the reply names, pass", () => {
    for (const reply of [
      "- Current fares came to $175 + $200 = $375\n- Paid: $299 from your certificate and $76 from your gift card ending 6878",
      "Your certificate covered $299 and your gift card the remaining $76.",
      "The booking charged $299 to certificate_8998287 and $76 to gift_card_8516878.",
    ]) {
      const v = verdicts(booked, reply);
      expect([v["$299"], v["$76"]], reply).toEqual(["grounded", "grounded"]);
    }
  });
  it("still catches the contradicted amount restated as something the record does not say", () => {
    // A total, not a payment to a method.
    expect(verdicts(booked, "Booked! The total was $299.")["$299"]).toBe("contradicted");
    // Paid with the other method than the record's.
    expect(verdicts(booked, "Paid: $299 from your gift card and $76 from your certificate.")["$299"]).toBe("contradicted");
    // No write recorded it: the plan before the booking.
    expect(verdicts(before, "I'll put $299 on your certificate and $76 on your gift card.")["$299"]).toBe("contradicted");
  });
});

describe("a correction that quotes the earlier wrong figure (airline task 2 trial 3 #34)", () => {
  const run: Message[] = [
    { role: "user", content: "Downgrade both reservations to economy; how much do I save?" },
    ...toolTurn("r1", "get_reservation_details", { reservation_id: "JG7FMM", cabin: "business", flights: [{ flight_number: "HAT028", price: 1859 }, { flight_number: "HAT277", price: 1679 }], passengers: [{ first_name: "A" }, { first_name: "B" }] }, { reservation_id: "JG7FMM" }),
    ...toolTurn("r2", "get_reservation_details", { reservation_id: "2FBBAH", cabin: "business", flights: [{ flight_number: "HAT080", price: 537 }, { flight_number: "HAT076", price: 996 }, { flight_number: "HAT255", price: 1440 }, { flight_number: "HAT148", price: 1417 }], passengers: [{ first_name: "A" }] }, { reservation_id: "2FBBAH" }),
    ...toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT028", prices: { economy: 140 } }, { flight_number: "HAT277", prices: { economy: 101 } }, { flight_number: "HAT080", prices: { economy: 107 } }, { flight_number: "HAT076", prices: { economy: 141 } }, { flight_number: "HAT255", prices: { economy: 108 } }, { flight_number: "HAT148", prices: { economy: 109 } }], {}),
    ...toolTurn("k1", "calculate", "7222.0", { expression: "(1859 - 140) + (1679 - 101) + (537 - 107) + (996 - 141) + (1440 - 108) + (1417 - 109)" }),
    ...toolTurn("u1", "update_reservation_flights", { reservation_id: "JG7FMM", payment_history: [{ payment_id: "credit_card_1", amount: -6594 }] }, { reservation_id: "JG7FMM" }),
    ...toolTurn("u2", "update_reservation_flights", { reservation_id: "2FBBAH", payment_history: [{ payment_id: "gift_card_1", amount: -3925 }] }, { reservation_id: "2FBBAH" }),
  ];
  const earlierContradictions = [{ cents: 722200, messageIndex: 3, reason: "$7,222 is given as a total, but calculate(...) counts one passenger of reservation JG7FMM, which has 2", stated: "two passengers on JG7FMM" }];
  const v7222 = (reply: string) => verifyReply(runOf(run), reply, { now: NOW, earlierContradictions }).claims.find((c) => c.text === "$7,222")?.verdict;
  it("passes the earlier figure named and taken back", () => {
    for (const reply of [
      "Total savings: $10,519. (My earlier figure of $7,222 only counted one passenger on JG7FMM — sorry about that.)",
      "Sorry, the $7,222 I quoted before left out the second passenger; the right total is $10,519.",
      "The previous total of $7,222 was wrong: it counted only one passenger on JG7FMM. You get $10,519 back.",
    ]) expect(v7222(reply), reply).toBe("grounded");
  });
  it("still catches the contradicted figure said again without taking it back", () => {
    for (const reply of [
      "As in my earlier figure of $7,222, you save a lot by downgrading.",
      "My earlier figure of $7,222 still stands.",
      "Sorry for the wait: your total savings are $7,222.",
    ]) expect(v7222(reply), reply).toBe("contradicted");
  });
});

describe("a refund denied after its amount (tau2 retail 27 #22, probe batch K)", () => {
  const items: [string, number][] = [["5753502325", 96.35], ["9851293632", 193.38], ["3778705663", 23.99]];
  const order = { order_id: "#W7181492", status: "delivered", items: items.map(([item_id, price]) => ({ item_id, price })), payment_history: [{ transaction_type: "payment", amount: 313.72, payment_method_id: "paypal_3024827" }] };
  const run: Message[] = [
    ...toolTurn("r1", "get_order_details", order, { order_id: "#W7181492" }),
    { role: "user", content: "Return the hose and the backpack, and exchange the $23.99 boots." },
    ...toolTurn("w1", "return_delivered_order_items", { ...order, status: "return requested", return_items: ["5753502325", "9851293632"], return_payment_method_id: "paypal_3024827" }, { order_id: "#W7181492" }),
    ...toolTurn("w2", "exchange_delivered_order_items", "Error: non-delivered order cannot be exchanged", { order_id: "#W7181492" }),
  ];
  const v = (reply: string) => moneyVerdicts(run, reply)["$23.99"];
  it("passes the amount whose refund the words after it deny", () => {
    for (const reply of [
      "Boots exchange: the system rejected it. So the $23.99 boots refund won't happen.",
      "The exchange failed, so the $23.99 refund for the boots isn't going through.",
      "The exchange was rejected, and the $23.99 boots refund is off.",
    ]) expect(v(reply), reply).toBe("grounded");
  });
  it("still catches a refund stated with that amount, a denial in another clause, or one of something else", () => {
    for (const reply of [
      "So the $23.99 boots refund will go back to your PayPal.",
      "The $23.99 refund goes back to PayPal, but the exchange won't happen.",
      "The $23.99 refund can't be reversed, and it goes back to PayPal.",
    ]) expect(v(reply), reply).toBe("contradicted");
  });
});
