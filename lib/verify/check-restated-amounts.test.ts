// An amount a record contradicted in an earlier reply stays contradicted when said again (issue 10).
import { describe, expect, it } from "vitest";
import { judgeRunReplies } from "./judge-run-replies";
import { runOf, toolTurn } from "./test-helpers";

const reservation = { reservation_id: "1N99U6", user_id: "u1", cabin: "economy", flights: [{ flight_number: "HAT284", price: 161 }, { flight_number: "HAT152", price: 192 }], payment_history: [{ payment_id: "gift_card_1", amount: 353 }] };
const search = [{ flight_number: "HAT266", origin: "LAS", destination: "IAH", prices: { economy: 146, business: 390 } }];
const total = (reply: string) =>
  runOf(
    { role: "user", content: "Book HAT097 for Ivan." },
    ...toolTurn("b1", "book_reservation", "Error: payment amount does not add up, total price is 375, but paid 299", { user_id: "ivan_1" }),
    { role: "assistant", content: "The total price is $299." },
    { role: "user", content: "OK, what now?" },
    { role: "assistant", content: reply },
  );
const money = (messages: unknown[], index: number) => judgeRunReplies(messages).find((j) => j.message_index === index)!.claims.filter((c) => c.kind === "money");

describe("restated amounts", () => {
  it("a total the tool contradicted is contradicted again when restated, with the first reason (tau-bench airline 11)", () => {
    const messages = total("I will charge the certificate $299 for the booking.");
    const [first] = money(messages, 4);
    expect(first.verdict).toBe("contradicted");
    const [again] = money(messages, 6);
    expect(again.verdict).toBe("contradicted");
    expect(again.reason).toBe(`$299 restates the amount the reply at message 4 gave, which the record contradicts: ${first.reason}`);
    expect(again.conflict?.why).toBe("the same amount was contradicted at message 4");
  });

  it("a sentence that takes the amount back is left alone", () => {
    const [c] = money(total("Sorry, the total is $375, not $299."), 6).filter((c) => c.text === "$299");
    expect(c.verdict).not.toBe("contradicted");
  });

  it("an amount never contradicted before is judged on its own (tau-bench airline 20: a fare, then the same fare as a payment)", () => {
    const run = runOf(
      { role: "user", content: "Change my flight to HAT266." },
      ...toolTurn("r1", "get_reservation_details", reservation, { reservation_id: "1N99U6" }),
      ...toolTurn("s1", "search_direct_flight", search, { origin: "LAS", destination: "IAH", date: "2024-05-19" }),
      { role: "assistant", content: "HAT266 in economy costs $146." },
      { role: "user", content: "Fine." },
      { role: "assistant", content: "I will use the gift card for the payment of $146." },
    );
    expect(money(run, 8)[0].verdict).toBe("grounded");
  });
});
