// A bag fee the policy's allowance does not allow is contradicted (issue 10); bags beyond the
// allowance, what an extra bag would cost, and a run without the table are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
The current time is 2024-05-15 15:00:00 EST.
## Baggage
- Checked bag allowance: If the booking user is a regular member, 0 free checked bag for each basic economy passenger, 1 free checked bag for each economy passenger, and 2 free checked bags for each business passenger. If the booking user is a silver member, 1 free checked bag for each basic economy passenger, 2 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. If the booking user is a gold member, 2 free checked bag for each basic economy passenger, 3 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. Each extra baggage is 50 dollars.`;

const reservation = (cabin: string, passengers: number, total_baggages: number) => ({
  reservation_id: "VA5SGQ", cabin, total_baggages, nonfree_baggages: total_baggages,
  passengers: Array.from({ length: passengers }, (_, i) => ({ first_name: `P${i}`, last_name: "Doe" })),
  // The charge the write recorded, so the amount itself is grounded as a value.
  payment_history: [{ payment_id: "credit_card_8003957", amount: 50 }, { payment_id: "credit_card_8003957", amount: 100 }],
});
const run = (res: unknown, membership: string | null, prompt = PROMPT, write = true) =>
  runOf(
    { role: "system", content: prompt },
    { role: "user", content: "Please add a checked bag to my reservation VA5SGQ." },
    ...(membership ? toolTurn("u1", "get_user_details", { user_id: "u1", membership }, { user_id: "u1" }) : []),
    ...toolTurn("r1", write ? "update_reservation_baggages" : "get_reservation_details", res, { reservation_id: "VA5SGQ" }),
  ) as Message[];
const fee = (reply: string, messages: Message[]) => verifyReply(messages, reply).claims.find((c) => c.verdict === "contradicted" && /covers them/.test(c.reason));

describe("a bag fee the allowance covers", () => {
  it("contradicts the charge for a regular member's first economy bag, with the table's cell (tau-bench airline 19)", () => {
    const c = fee("A checked bag has been successfully added to your reservation. The additional charge of $50 has been applied to your credit card ending in 6521.", run(reservation("economy", 1, 1), "regular"));
    expect(c?.text).toBe("$50");
    expect(c?.reason).toContain("1 free checked bag for each economy passenger of a regular member, 1 passenger: 1 free");
    expect(c?.passage?.text).toContain("Checked bag allowance");
  });

  it("uses the smallest allowance of any tier when the membership was never read, and the class the reply names", () => {
    expect(fee("The two checked bags have been added. The total cost for the additional baggage is $100.", run(reservation("economy", 2, 2), null))).toBeDefined();
    expect(fee("Business class for both flights.\n- 2 Checked Bags: $100 ($50 per bag)", run(reservation("economy", 1, 0), null, PROMPT, false))).toBeDefined();
  });

  it("leaves a fee for bags beyond the allowance alone, counting the bags the reservation already has", () => {
    expect(fee("One more checked bag has been added; the charge of $50 went to your card.", run(reservation("economy", 1, 2), "regular"))).toBeUndefined();
    expect(fee("I can add one checked bag; the charge will be $50.", run(reservation("economy", 1, 1), "regular", PROMPT, false))).toBeUndefined();
  });

  it("leaves what an extra bag would cost alone, and needs the policy's table", () => {
    expect(fee("Your 1 checked bag is free. Any extra bag would be $50.", run(reservation("economy", 1, 1), "regular"))).toBeUndefined();
    expect(fee("A checked bag has been added. The charge of $50 has been applied.", run(reservation("economy", 1, 1), "regular", "# Policy\nEach extra baggage is 50 dollars."))).toBeUndefined();
  });
});
