// Probe batch J (session 8, airline): honest replies that name a gift card by the last digits of its
// id ("gift card ending 1833" for gift_card_6941833) and count the days since a date on the run's
// clock ("scheduled for Monday, May 13, two days ago"), each flagged as invented.
import { describe, expect, it } from "vitest";
import { AIRLINE_POLICY } from "./airline-policy-fixture";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const run: Message[] = [
  { role: "system", content: AIRLINE_POLICY },
  { role: "user", content: "My user id is sofia_kim_7287." },
  ...toolTurn("c1", "get_user_details", { user_id: "sofia_kim_7287", membership: "silver", payment_methods: { gift_card_6941833: { source: "gift_card", amount: 152, id: "gift_card_6941833" } } }, { user_id: "sofia_kim_7287" }),
];
const verdictOf = (reply: string, kind: string) => verifyReply(run, reply).claims.filter((c) => c.kind === kind).map((c) => c.verdict);

describe("digits said as the end of an id", () => {
  it("'gift card ending 1833' is the end of gift_card_6941833, with or without 'in'", () => {
    expect(verdictOf("I can use your gift card ending 1833 for it.", "identifier")).toEqual(["grounded"]);
    expect(verdictOf("I can use your gift card ending in 1833 for it.", "identifier")).toEqual(["grounded"]);
  });
  it("digits that end no id stay invented", () => {
    expect(verdictOf("I can use your gift card ending 1834 for it.", "identifier")).toEqual(["invented"]);
  });
});

describe("days gone by since a date the sentence names, on the run's clock (2024-05-15)", () => {
  it("is derived from the date and the clock", () => {
    expect(verdictOf("HAT030 was scheduled for Monday, May 13, two days ago.", "duration")).toEqual(["grounded"]);
    expect(verdictOf("It was booked on May 11, so it's been more than four days.", "duration")).toEqual(["grounded"]);
  });
  it("another count, or no time gone by, stays invented", () => {
    expect(verdictOf("HAT030 was scheduled for Monday, May 13, three days ago.", "duration")).toEqual(["invented"]);
    expect(verdictOf("HAT030 on May 13 takes two days.", "duration")).toEqual(["invented"]);
  });
});
