// A total the reply states against the total a tool's text stated (issue 10); the stated total,
// other totals and JSON results are left alone.
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

// tau-bench airline task 11: the booking tool refuses a payment that does not add up.
const run = (result = "Error: payment amount does not add up, total price is 375, but paid 299") =>
  runOf(
    { role: "user", content: "Book the same flights for Ivan." },
    ...toolTurn("b1", "book_reservation", result, { user_id: "ivan_muller_7015" }),
    ...toolTurn("k1", "calculate", "374.0", { expression: "158 + 141 + 75" }),
  );
const wrong = (reply: string, messages = run()) => verifyReply(messages, reply).claims.filter((c) => c.verdict === "contradicted" && /the tool itself stated/.test(c.conflict?.why ?? ""));

describe("a total against the total the tool stated", () => {
  it("contradicts another amount given as that total, with the tool's beside it", () => {
    const [c] = wrong("The total price for the flights is indeed $299. It seems there was an error in the booking process.");
    expect(c?.text).toBe("$299");
    expect(c?.conflict?.stated).toBe("total price: $375.00");
    expect(wrong("The correct total price for the flights, including any additional fees, is $374.")).toHaveLength(1);
  });

  it("leaves the stated total, and other amounts in other sentences, alone", () => {
    expect(wrong("The total price is $375, and you paid $299, so $76 remains.")).toHaveLength(0);
    expect(wrong("Your certificate covers $299. Shall I add the rest on your card?")).toHaveLength(0);
  });

  it("reads only text results: JSON fields are the value checks'", () => {
    expect(wrong("The total price for the flights is $299.", run('{"note": "total price is 375, but paid 299"}'))).toHaveLength(0);
  });
});
