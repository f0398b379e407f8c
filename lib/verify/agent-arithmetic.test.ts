// Honest agent arithmetic and money statements the verifier used to flag (untuned probe batches H and
// I), each beside the wrong arithmetic that must still be caught.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
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
