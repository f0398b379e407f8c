// Honest agent arithmetic and money statements the verifier used to flag (untuned probe batches H and
// I), each beside the wrong arithmetic that must still be caught.
import { describe, expect, it } from "vitest";
import { AIRLINE_POLICY } from "./airline-policy-fixture";
import { runOf, toolTurn } from "./test-helpers";
import { isPassingVerdict } from "./types";
import { judgeRunReplies } from "./judge-run-replies";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";

describe("a count argument is not money (tau-bench airline 19 trial 0, probe #28)", () => {
  const flights = [{ flight_number: "HAT169", date: "2024-05-17", price: 171 }, { flight_number: "HAT212", date: "2024-05-20", price: 154 }];
  const record = (bags: number) => ({ reservation_id: "VA5SGQ", cabin: "economy", flights, passengers: [{ first_name: "Raj" }], payment_history: [{ payment_id: "credit_card_8003957", amount: 686 }, { payment_id: "credit_card_8003957", amount: -331 }], total_baggages: bags, nonfree_baggages: 0, insurance: "yes" });
  const run = (bagArgs: Record<string, unknown>) => runOf(
    { role: "user", content: "Change to HAT169 and HAT212 and add one checked bag." },
    toolTurn("u1", "update_reservation_flights", record(0), { reservation_id: "VA5SGQ", cabin: "economy", flights, payment_id: "credit_card_8003957" }),
    toolTurn("u2", "update_reservation_baggages", record(1), { reservation_id: "VA5SGQ", payment_id: "credit_card_8003957", ...bagArgs }),
  );
  const actions = (reply: string, bagArgs: Record<string, unknown> = { total_baggages: 1, nonfree_baggages: 0 }) => verifyReply(run(bagArgs), reply, { now: NOW }).claims.filter((c) => c.kind === "action");
  it("does not read total_baggages: 1 as $1.00", () => {
    for (const reply of [
      "Done. The new fares are $171 + $154 = $325 versus $656 for the four previous flights, so $331 has been refunded to your credit card. One checked bag has also been added to the reservation.",
      "All set: $331 has been refunded to your card, since the new flights come to $325. Your one checked bag has been added too.",
      "Your flights are changed and $331 was refunded to credit_card_8003957; 1 checked bag has been added.",
    ]) {
      const a = actions(reply);
      expect(a.length).toBeGreaterThan(0);
      for (const c of a) expect(c.verdict, `${reply}: ${c.reason}`).toBe("grounded");
    }
  });
  it("still catches the refund told as a charge", () => {
    const c = actions("Done. The new fares are $171 + $154 = $325 versus $656 for the four previous flights, so $331 has been charged to your credit card.").find((x) => /charged/.test(x.text));
    expect(c?.verdict).toBe("contradicted");
    expect(c?.reason).toMatch(/-\$331\.00 to credit_card_8003957/);
  });
  it("still compares a real amount argument", () => {
    const [a] = actions("One checked bag has been added, and $60 has been charged to your card for it.", { total_baggages: 1, nonfree_baggages: 1, amount: 50 });
    expect(a.verdict).toBe("contradicted");
    expect(a.reason).toMatch(/\$50\.00, not \$60\.00/);
  });
});

// tau-bench airline task 9 trial 2: K1NW8N, three passengers, business fares from the searches.
const bizLeg = (flight_number: string, origin: string, destination: string, business: number) => ({ flight_number, origin, destination, date: "2024-05-28", available_seats: { business: 9 }, prices: { economy: 100, business } });
const task9 = runOf(
  { role: "user", content: "Change my recent reservation to the cheapest business round trip." },
  toolTurn("u1", "get_user_details", { user_id: "mohamed_silva_9265", payment_methods: { gift_card_8020792: { source: "gift_card", amount: 198 }, certificate_3765853: { source: "certificate", amount: 500 }, gift_card_6136092: { source: "gift_card", amount: 129 }, credit_card_2198526: { source: "credit_card", last_four: "9363" } } }, { user_id: "mohamed_silva_9265" }),
  toolTurn("r1", "get_reservation_details", { reservation_id: "K1NW8N", cabin: "basic_economy", flights: [{ flight_number: "HAT023", price: 53 }], passengers: [{ first_name: "Mohamed" }, { first_name: "Raj" }, { first_name: "Liam" }] }, { reservation_id: "K1NW8N" }),
  toolTurn("s1", "search_direct_flight", [bizLeg("HAT023", "JFK", "SFO", 364)], { origin: "JFK", destination: "SFO" }),
  toolTurn("s2", "search_onestop_flight", [[bizLeg("HAT134", "SFO", "PHX", 210), bizLeg("HAT045", "PHX", "SEA", 370)]], { origin: "SFO", destination: "SEA" }),
  toolTurn("s3", "search_direct_flight", [bizLeg("HAT100", "SEA", "JFK", 259)], { origin: "SEA", destination: "JFK" }),
);
const moneyIn = (run: ReturnType<typeof runOf>, reply: string, text: string) => verifyReply(run, reply, { now: NOW }).claims.find((c) => c.kind === "money" && c.text === text);
/** Every reply's money claim `text` gets `verdict`, with a reason matching `why`. */
function expectEach(run: ReturnType<typeof runOf>, replies: string[], text: string, verdict: string, why: RegExp) {
  for (const reply of replies) {
    const c = moneyIn(run, reply, text);
    expect(c?.verdict, `${reply}: ${c?.reason}`).toBe(verdict);
    expect(c?.reason).toMatch(why);
  }
}

describe("a count said as 'the N of you' (tau-bench airline 20 trial 0 #14, task 9 trial 2 #34)", () => {
  const task20 = runOf(
    toolTurn("r1", "get_reservation_details", { reservation_id: "1N99U6", cabin: "economy", flights: [{ flight_number: "HAT284", price: 161 }, { flight_number: "HAT152", price: 192 }], passengers: [{ first_name: "James" }, { first_name: "Ivan" }] }, { reservation_id: "1N99U6" }),
    toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT266", origin: "LAS", destination: "IAH", available_seats: { economy: 16 }, prices: { economy: 146 } }], { origin: "LAS", destination: "IAH", date: "2024-05-19" }),
  );
  it("grounds the agent's own × 2 over 'the two of you'", () => {
    expectEach(task20, [
      "HAT266 is $146 per person. Your current outbound legs were $161 + $192 = $353, so switching saves $207 per passenger — $414 back for the two of you.",
      "At $146 instead of $353 ($161 + $192), you'd each save $207, so $414 comes back for the two of you.",
      "Switching to HAT266 ($146) from $161 + $192 = $353 saves $207 a person: $414 for the 2 of you.",
    ], "$414", "grounded", /× 2 \(the (?:two|2) of you\)/);
  });
  it("still catches a product that is not the count times the amount", () => {
    expect(moneyIn(task20, "Your current outbound legs were $161 + $192 = $353, so switching to HAT266 ($146) saves $207 per passenger — $424 back for the two of you.", "$424")?.verdict).toBe("invented");
    expect(moneyIn(task20, "Your current outbound legs were $161 + $192 = $353, so switching to HAT266 ($146) saves $207 per passenger — $621 back for the two of you.", "$621")?.verdict).toBe("invented");
  });
  it("derives from an amount the reply derived, and shows the chain", () => {
    const reply = "The fare per passenger is $364 + $210 + $370 + $259 = $1,203, or $3,609 for all three of you.";
    const c = moneyIn(task9, reply, "$3,609");
    expect(c?.verdict).toBe("grounded");
    expect(c?.reason).toContain("$1,203.00 × 3 (all three of you) = $3,609.00");
    expect(c?.reason).toContain('"$1,203" in the reply ($259.00 + $370.00 + $210.00 + $364.00 = $1,203.00)');
    expect(moneyIn(task9, "Per passenger: $364 + $210 + $370 + $259 = $1,203; for the three of you that's $3,609 in total.", "$3,609")?.verdict).toBe("grounded");
    // A sum with a wrong operand stays open, and so does what is built on it.
    const wrong = "The fare per passenger is $364 + $210 + $370 + $259 = $1,213, or $3,639 for all three of you.";
    expect(moneyIn(task9, wrong, "$1,213")?.verdict).toBe("invented");
    expect(moneyIn(task9, wrong, "$3,639")?.verdict).toBe("invented");
    expect(moneyIn(task9, "The fare per passenger is $364 + $210 + $370 + $259 = $1,203, or $3,509 for all three of you.", "$3,509")?.verdict).toBe("invented");
  });
});

describe("what is left after two amounts come off a derived total (tau-bench airline 9 trial 2 #34)", () => {
  const total = "The fare per passenger is $364 + $210 + $370 + $259 = $1,203, or $3,609 for all three of you.";
  it("grounds the total less a certificate and the gift cards, with the chain shown", () => {
    expectEach(task9, [
      "Applying the $500 certificate and your current gift card balances ($198 + $129 = $327) would leave $2,782 on your Mastercard ending in 9363.",
      "After the $500 certificate and $327 from your gift cards ($198 + $129), the remaining $2,782 goes on your Mastercard.",
      "With $500 from the certificate and $198 + $129 = $327 from the gift cards, you'd pay $2,782 by card.",
    ].map((rest) => `${total}\n\n${rest}`), "$2,782", "grounded", /\$3,609\.00 − \$(?:327|500)\.00 − \$(?:327|500)\.00 = \$2,782\.00, from "\$3,609" in the reply \(\$1,203\.00 × 3 \(all three of you\) = \$3,609\.00\)/);
  });
  it("still catches a remainder that is not the total less the two", () => {
    expect(moneyIn(task9, `${total}\n\nApplying the $500 certificate and your gift cards ($198 + $129 = $327) would leave $2,882 on your Mastercard.`, "$2,882")?.verdict).toBe("invented");
    // The remainder of the un-multiplied total is no remainder of the stated one.
    expect(moneyIn(task9, `${total}\n\nApplying the $500 certificate and your gift cards ($198 + $129 = $327) would leave $376 on your Mastercard.`, "$376")?.verdict).toBe("invented");
  });
});

describe("money to the customer told as 'less', 'cheaper', 'nothing extra to pay' (tau-bench airline 22 trial 0 #18)", () => {
  const task22 = runOf(
    toolTurn("r1", "get_reservation_details", { reservation_id: "OWZ4XL", cabin: "economy", flights: [{ flight_number: "HAT202", price: 94 }, { flight_number: "HAT232", price: 80 }], passengers: [{ first_name: "Ivan" }, { first_name: "Ava" }, { first_name: "Anya" }] }, { reservation_id: "OWZ4XL" }),
    toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT041", origin: "EWR", destination: "LAX", available_seats: { economy: 9 }, prices: { economy: 136 } }], { origin: "EWR", destination: "LAX" }),
    toolTurn("k1", "calculate", "-114.0", { expression: "(136 - (94 + 80)) * 3" }),
  );
  it("passes the amount that goes back", () => {
    expectEach(task22, [
      "Your current connection costs $94 + $80 = $174 per person, so the nonstop in economy is $38 cheaper per person — $114 less for the three of you, so there'd be nothing extra to pay.",
      "HAT041 is $136 against the $174 ($94 + $80) you paid per person: $114 lower in total for the three of you, with no additional charge.",
      "HAT041 is $38 cheaper per person than the $174 you paid, which is $114 for the three of you, so you won't be charged anything.",
      "There'd be nothing extra to pay: $114 goes to your gift card for the three of you.",
    ], "$114", "grounded", /found in the calculate result/);
  });
  it("still catches the refund told as a charge", () => {
    expectEach(task22, [
      "Your current connection costs $94 + $80 = $174 per person, and the nonstop would cost an additional $114 for the three of you.",
      "Switching to HAT041 means $114 extra to pay for the three of you.",
      "You'd be charged $114 for the change.",
    ], "$114", "invented", /only as a negative amount/);
  });
});

describe("a policy rate times the passengers, at the rate of the case the sentence names (tau-bench airline 16 trial 3 #28)", () => {
  const task16 = runOf(
    { role: "system", content: AIRLINE_POLICY },
    { role: "user", content: "My flight HAT039 was delayed and I want to change my reservation. I'd like some compensation." },
    toolTurn("u1", "get_user_details", { user_id: "raj_sanchez_7340", membership: "silver" }, { user_id: "raj_sanchez_7340" }),
    toolTurn("r1", "get_reservation_details", { reservation_id: "M61CQM", cabin: "economy", flights: [{ flight_number: "HAT039", origin: "ATL", destination: "SEA", date: "2024-05-15", price: 120 }], passengers: [{ first_name: "Raj" }, { first_name: "Mia" }, { first_name: "Liam" }] }, { reservation_id: "M61CQM" }),
  ).slice(1);
  const policy = (reply: string) => verifyReply(task16, reply, { now: NOW }).claims.find((c) => c.kind === "policy");
  it("supports $50 × 3 passengers = $150 for a delay", () => {
    for (const reply of [
      "As a silver member you're eligible for a certificate for the delay: $50 × 3 passengers = $150.",
      "Since HAT039 was delayed, as a silver member you're eligible for a certificate of $50 per passenger, which is $150 for 3 passengers.",
      "For the delayed flight, silver members get a certificate of $50 times the number of passengers: $150 for the three of you.",
    ]) {
      const v = verifyReply(task16, reply, { now: NOW });
      expect(v.claims.filter((c) => !isPassingVerdict(c.verdict)), reply).toEqual([]);
      const c = policy(reply);
      if (c) expect(c.reason).toContain("$50 times the number of passengers");
    }
    expect(policy("As a silver member you're eligible for a certificate for the delay: $50 × 3 passengers = $150.")?.verdict).toBe("supported_uncited");
    expect(moneyIn(task16, "As a silver member you're eligible for a certificate for the delay: $50 × 3 passengers = $150.", "$50")?.reason).toContain("$50 times the number of passenger");
  });
  it("still catches another case's rate, and a wrong product", () => {
    for (const [reply, says] of [
      ["As a silver member you're eligible for a certificate for the delay: $100 × 3 passengers = $300.", "the policy says $50"],
      ["As a silver member you're eligible for a certificate for the delay: $50 × 3 passengers = $200.", "the policy says $50"],
      ["As a silver member you're eligible for a certificate for the cancelled flight: $50 × 3 passengers = $150.", "the policy says $100"],
    ]) {
      const c = policy(reply);
      expect(c?.verdict, `${reply}: ${c?.reason}`).toBe("contradicted");
      expect(c?.reason).toContain(says);
    }
  });
});

describe("a part said again beside the rest of the whole it was mistaken for (tau-bench airline 9 trial 2 #34)", () => {
  const earlier = "Here is the cheapest business round trip:\n1. JFK to SFO: HAT023, $364\n2. SFO to SEA: Flight HAT134 to PHX and HAT045 to SEA in business, Price: $210\n3. SEA to JFK: HAT100, $259";
  const judged = (reply: string) => {
    const messages = [...task9, { role: "assistant", content: earlier }, { role: "user", content: "Cancel K1NW8N and book that for all three of us." }, { role: "assistant", content: reply }];
    const all = judgeRunReplies(messages, {});
    return { first: all[0].claims.filter((c) => c.text === "$210"), last: all[all.length - 1].claims.filter((c) => c.text === "$210") };
  };
  it("passes $210 as HAT134's fare once the reply gives HAT045's $370 beside it", () => {
    for (const reply of [
      "I need to correct my earlier figure: the SFO → SEA part is two flights, HAT134 ($210) and HAT045 ($370), so the fare per passenger is $364 + $210 + $370 + $259 = $1,203, or $3,609 for all three of you.",
      "Correction: SFO → SEA is HAT134 at $210 plus HAT045 at $370, $580 for that part.",
      "Per passenger: $364 (HAT023) + $210 (HAT134) + $370 (HAT045) + $259 (HAT100) = $1,203.",
    ]) {
      const { first, last } = judged(reply);
      expect(first.map((c) => c.verdict)).toEqual(["contradicted"]);
      expect(last.length).toBeGreaterThan(0);
      for (const c of last) expect(c.verdict, `${reply}: ${c.reason}`).toBe("grounded");
    }
  });
  it("still contradicts $210 said again without HAT045's fare", () => {
    for (const reply of [
      "The fare per passenger is $364 + $210 + $259 = $833, or $2,499 for all three of you.",
      "HAT134 and HAT045 ($210), so $364 + $210 + $370 + $259 it is.",
    ]) {
      const { last } = judged(reply);
      expect(last.some((c) => c.verdict === "contradicted"), reply).toBe(true);
    }
  });
});
