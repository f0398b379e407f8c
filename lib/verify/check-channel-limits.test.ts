// What the agent says it cannot do in this channel, against its own tools (tau2 retail probes).
import { describe, expect, it } from "vitest";
import { toolParameters } from "./check-lookup-claims";
import { RETAIL_TOOLS, retailRun } from "./retail-test-helpers";
import { verifyReply } from "./verify-reply";

const run = retailRun();
const policy = (reply: string, tools = RETAIL_TOOLS) => verifyReply(run, reply, { tools }).claims.filter((c) => c.kind === "policy").map((c) => c.verdict);

describe("channel limits: the agent's own tools, not a store rule", () => {
  it("a limit in this channel that no tool performs is grounded", () => {
    expect(policy("I can't share a return label or QR code in this chat.")).toEqual(["grounded"]);
    expect(policy("I'm not able to arrange advance exchange or cross-shipping from here, and I can't choose a carrier or return window for you.")).toEqual(["grounded"]);
  });

  it("a limit a tool does perform, one without a channel, and none without the tool list stay invented", () => {
    const withSend = toolParameters([...RETAIL_TOOLS.map((t) => ({ name: t.name, parameters: { properties: {} } })), { name: "share_return_label", parameters: { properties: {} } }]);
    expect(policy("I can't share a return label or QR code in this chat.", withSend)).toEqual(["invented"]);
    expect(policy("I can't share a return label or QR code with you.")).toEqual(["invented"]);
    expect(verifyReply(run, "I can't share a return label or QR code in this chat.").claims.filter((c) => c.kind === "policy").map((c) => c.verdict)).toEqual(["invented"]);
  });
});
