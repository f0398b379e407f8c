// A count the policy sets per tier and class is checked against the cell the records select (issue 10).
import { describe, expect, it } from "vitest";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy

## Baggage
- Checked bag allowance: If the booking user is a regular member, 0 free checked bag for each basic economy passenger, 1 free checked bag for each economy passenger, and 2 free checked bags for each business passenger. If the booking user is a silver member, 1 free checked bag for each basic economy passenger, 2 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. If the booking user is a gold member, 2 free checked bag for each basic economy passenger, 3 free checked bag for each economy passenger, and 3 free checked bags for each business passenger.`;

const run = (membership: string, cabin: string): Message[] => [
  { role: "system", content: PROMPT },
  { role: "user", content: "How many bags can I check?" },
  ...toolTurn("c1", "get_user_details", { user_id: "ana_1", membership }, { user_id: "ana_1" }),
  ...toolTurn("c2", "get_reservation_details", { reservation_id: "H9ZU1C", cabin }, { reservation_id: "H9ZU1C" }),
];
const allowance = (r: ReturnType<typeof verifyReply>) => r.claims.find((c) => c.verdict === "contradicted" && /member/.test(c.conflict?.stated ?? ""));

describe("a count the policy sets per tier and class", () => {
  it("contradicts the reply's count where the records select another cell (tau-bench airline 11: gold in economy gets 3)", () => {
    const c = allowance(verifyReply(run("gold", "economy"), "Checked Bag Allowance: 2 free checked bags."));
    expect(c?.conflict?.stated).toBe("3 free checked bags for each economy passenger of a gold member");
    expect(c?.passage?.text).toContain("If the booking user is a regular member");
  });
  it("reads a tier and class the sentence names over the records", () => {
    const c = allowance(verifyReply(run("gold", "economy"), "As a silver member in basic economy you get 2 free checked bags."));
    expect(c?.conflict?.stated).toBe("1 free checked bag for each basic economy passenger of a silver member");
  });
  it("reads the class the rest of the reply names when the sentence names none (tau-bench airline 10: a booking summary)", () => {
    const multi: Message[] = [...run("silver", "economy"), ...toolTurn("c3", "get_reservation_details", { reservation_id: "HATHAT", cabin: "business" }, { reservation_id: "HATHAT" })];
    const c = allowance(verifyReply(multi, "Booked!\n- **Cabin:** Basic Economy\n- **Baggage:** 2 free checked bags (Silver member allowance)"));
    expect(c?.conflict?.stated).toBe("1 free checked bag for each basic economy passenger of a silver member");
    expect(c?.reason).toMatch(/the sentence's silver member, the reply's basic economy/);
  });
  it("leaves the right count alone, and a count the records cannot place", () => {
    expect(allowance(verifyReply(run("silver", "basic_economy"), "You have 1 free checked bag on this reservation."))).toBeUndefined();
    expect(allowance(verifyReply(run("gold", "business"), "Business passengers of gold members get 3 free checked bags."))).toBeUndefined();
    const noRecords: Message[] = [{ role: "system", content: PROMPT }, { role: "user", content: "Bags?" }];
    expect(allowance(verifyReply(noRecords, "You get 2 free checked bags."))).toBeUndefined();
  });
  it("holds a count that depends on a tier the run never read (tau-bench airline 14, 24)", () => {
    const noProfile: Message[] = [
      { role: "system", content: PROMPT },
      { role: "user", content: "Upgrade us to business, please." },
      ...toolTurn("c2", "get_reservation_details", { reservation_id: "H9ZU1C", cabin: "business" }, { reservation_id: "H9ZU1C" }),
    ];
    const policy = (reply: string) => verifyReply(noProfile, reply).claims.find((c) => c.kind === "policy" && /allowance|no tier/.test(c.reason));
    const c = policy("You are entitled to 2 free checked bags per passenger in business class.");
    expect(c?.verdict).toBe("invented");
    expect(c?.reason).toContain("(regular 2, silver 3, gold 3) and the run never read the customer's tier");
    // A reply that speaks of the membership is judged by the rules above, not held for the tier.
    expect(policy("As a regular member you get 2 free checked bags in business class.")).toBeUndefined();
  });
});
