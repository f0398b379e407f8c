// A membership tier the reply gives the customer is checked against the profile the run read and
// what the customer said (issue 10: "a membership tier the profile does not have").
import { describe, expect, it } from "vitest";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const PROMPT = `# Airline agent policy
## Baggage
- Checked bag allowance: If the booking user is a regular member, 1 free checked bag for each economy passenger, and 2 free checked bags for each business passenger. If the booking user is a silver member, 2 free checked bag for each economy passenger, and 3 free checked bags for each business passenger. If the booking user is a gold member, 3 free checked bag for each economy passenger, and 3 free checked bags for each business passenger.`;

const run = (...more: Message[]): Message[] => [{ role: "system", content: PROMPT }, { role: "user", content: "Upgrade me to business, please." }, ...more];
const profile = (membership: string) => toolTurn("u1", "get_user_details", { user_id: "omar_1", membership }, { user_id: "omar_1" });
const tierClaim = (messages: Message[], reply: string) => verifyReply(messages, reply).claims.find((c) => /calls the customer a/.test(c.reason));

describe("a membership tier the reply gives the customer", () => {
  it("is invented when the run never read the profile (tau-bench airline 23)", () => {
    const c = tierClaim(run(), "The additional cost is $368. Since you are a regular member, you get 2 free checked bags in business class.");
    expect(c?.verdict).toBe("invented");
    expect(c?.reason).toContain("never read the customer's membership");
  });

  it("is contradicted by the profile's tier, with it beside the claim", () => {
    const c = tierClaim(run(...profile("gold")), "As a regular member, you get 2 free checked bags in business class.");
    expect(c?.verdict).toBe("contradicted");
    expect(c?.conflict?.stated).toBe("membership: gold");
  });

  it("passes the profile's tier and the tier the customer gave; leaves conditionals and questions alone", () => {
    expect(tierClaim(run(...profile("gold")), "As a gold member, you get 3 free checked bags.")).toBeUndefined();
    expect(tierClaim(run({ role: "user", content: "I'm a silver member, by the way." }), "As a silver member, you get 3 free checked bags in business.")).toBeUndefined();
    expect(tierClaim(run(), "If you are a gold member, you get 3 free checked bags.")).toBeUndefined();
    expect(tierClaim(run(), "Are you a gold member?")).toBeUndefined();
  });
});
