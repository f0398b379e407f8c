// A promise to look the customer up by a detail none of the agent's tools takes is invented (issue 10).
import { describe, expect, it } from "vitest";
import { toolParameters } from "./check-lookup-claims";
import { runOf } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const fn = (name: string, ...params: string[]) => ({ type: "function", function: { name, parameters: { type: "object", properties: Object.fromEntries(params.map((p) => [p, { type: "string" }])) } } });
const airline = toolParameters([fn("get_user_details", "user_id"), fn("get_reservation_details", "reservation_id"), fn("transfer_to_human_agents", "summary")]);
const retail = toolParameters([fn("find_user_id_by_email", "email"), fn("find_user_id_by_name_zip", "first_name", "last_name", "zip"), fn("get_order_details", "order_id")]);

const lookups = (reply: string, tools = airline) =>
  verifyReply(runOf({ role: "user", content: "I don't remember my user id." }), reply, { tools }).claims.filter((c) => /offers to find the customer's record/.test(c.reason));

describe("lookup promises against the agent's tools", () => {
  it("reads tool definitions in the OpenAI shape and as {name, parameters}", () => {
    expect(airline[0]).toEqual({ name: "get_user_details", parameters: ["user_id"] });
    expect(toolParameters([{ name: "x", parameters: { properties: { email: {} } } }])).toEqual([{ name: "x", parameters: ["email"] }]);
    expect(toolParameters("not a list")).toEqual([]);
  });

  it("an email lookup offered by an agent with no email parameter is invented (tau-bench airline 24, 23)", () => {
    const [c] = lookups("No problem! If you can provide your email address or any other information associated with your profile, I can look up your user ID for you.");
    expect(c.verdict).toBe("invented");
    expect(c.reason).toMatch(/by an email address, but none of this agent's tools takes one \(get_user_details, get_reservation_details/);
    // The request and the promise in two sentences.
    const [d] = lookups("No problem! Could you please provide your email address or any other information that might be associated with your user profile? This will help me locate your user ID.");
    expect(d.text).toBe("This will help me locate your user ID.");
  });

  it("the same offers are left alone where a tool takes the detail (tau2 retail)", () => {
    expect(lookups("Please provide the email on your account so I can locate your user ID.", retail)).toEqual([]);
    expect(lookups("If you're unsure, I can look you up by first and last name plus ZIP code.", retail)).toEqual([]);
  });

  it("where to look, refusals, other lookups, and callers that pass no tools are left alone", () => {
    for (const reply of [
      "Unfortunately, I need the reservation ID. You might find the reservation ID in your email confirmation or your account on our website.",
      "I'm unable to search for reservations using just a name. Could you please provide your user ID?",
      "I can help you find the IATA code for your local airport. Could you please provide the name of the city?",
    ]) expect(lookups(reply), reply).toEqual([]);
    const noTools = verifyReply(runOf(), "Give me your email address and I can look up your user ID.").claims;
    expect(noTools.filter((c) => /offers to find/.test(c.reason))).toEqual([]);
  });
});
