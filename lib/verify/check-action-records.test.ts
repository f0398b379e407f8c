// Action claims on another record than the call's: the customer's profile against an order (untuned probes, tau2 retail).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const address = (suite: string) => ({ address1: "123 Elm Street", address2: suite, city: "Austin", country: "USA", state: "TX", zip: "78712" });
const order = (suite: string) => ({ order_id: "#W8665881", user_id: "fatima_johnson_7581", address: address(suite), items: [{ name: "Bluetooth Speaker", item_id: "5855700373", price: 293.46 }], status: "pending" });
const orderChanged: Message[] = [
  ...toolTurn("c1", "get_order_details", order("Suite 640"), { order_id: "#W8665881" }),
  { role: "user", content: "Yes, change Suite 640 to Suite 641 on that order." },
  ...toolTurn("c2", "modify_pending_order_address", order("Suite 641"), { order_id: "#W8665881", address1: "123 Elm Street", address2: "Suite 641", city: "Austin", state: "TX", country: "USA", zip: "78712" }),
];
const profileChanged: Message[] = [
  ...orderChanged,
  { role: "user", content: "And my default address too, please." },
  ...toolTurn("c3", "modify_user_address", { user_id: "fatima_johnson_7581", address: address("Suite 641"), orders: ["#W8665881"] }, { user_id: "fatima_johnson_7581", address1: "123 Elm Street", address2: "Suite 641", city: "Austin", state: "TX", country: "USA", zip: "78712" }),
];
const verdicts = (run: Message[], reply: string) => verifyReply(runOf(run), reply, { now: NOW }).claims.filter((c) => c.kind === "action").map((c) => c.verdict);

describe("the customer's profile told as changed when only an order was", () => {
  it("the real sentence and paraphrases are unperformed", () => {
    expect(verdicts(orderChanged, "Done — order #W8665881 now ships to 123 Elm Street, Suite 641, Austin, TX 78712. I also updated the default address on your profile to Suite 641, so future orders will go there too.")).toEqual(["unperformed"]);
    expect(verdicts(orderChanged, "I've updated order #W8665881 to Suite 641 and also changed the default address on your profile to match.")).toEqual(["grounded", "unperformed"]);
    expect(verdicts(orderChanged, "The default address on your profile has also been updated to Suite 641.")).toEqual(["unperformed"]);
    expect(verdicts(orderChanged, "We've updated your profile with the new suite as well.")).toEqual(["unperformed"]);
  });

  it("the order's own change, an order address matched to the profile, and a profile that was changed pass", () => {
    expect(verdicts(orderChanged, "I've updated the shipping address on order #W8665881 to Suite 641.")).toEqual(["grounded"]);
    expect(verdicts(orderChanged, "I've updated order #W8665881 to match the default address on your profile.")).toEqual(["grounded"]);
    expect(verdicts(orderChanged, "Order #W8665881 has been updated to Suite 641; your profile's default address is unchanged.")).toEqual(["grounded"]);
    expect(verdicts(profileChanged, "I've updated order #W8665881 to Suite 641 and also changed the default address on your profile to match.")).toEqual(["grounded", "grounded"]);
    expect(verdicts(profileChanged, "I also updated the default address on your profile to Suite 641, so future orders will go there too.")).toEqual(["grounded"]);
  });

  it("an offer or a question about the profile is no claim", () => {
    expect(verdicts(orderChanged, "Would you like me to update the default address on your profile too?")).toEqual([]);
    expect(verdicts(orderChanged, "I can also update the default address on your profile if you'd like.")).toEqual([]);
  });
});
