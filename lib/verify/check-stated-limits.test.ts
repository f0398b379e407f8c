// A limit restated with another number than the policy's is contradicted (probe, tau-bench airline 9).
import { describe, expect, it } from "vitest";
import { verifyReply } from "./verify-reply";
import { AIRLINE_POLICY } from "./airline-policy-fixture";

const limit = (reply: string) =>
  verifyReply([{ role: "system", content: AIRLINE_POLICY }, { role: "user", content: "Can we book three separate reservations?" }], reply).claims.find((c) => c.verdict === "contradicted" && /policy's limit/.test(c.conflict?.why ?? ""));

describe("a limit restated", () => {
  it("is contradicted with another number than the policy's", () => {
    const c = limit("That won't work: a reservation can have at most four passengers, and all of them must fly the same flights in the same cabin.");
    expect(c?.reason).toMatch(/says at most four passengers, but the system prompt \(message 0\) says at most five passengers/);
    expect(limit("Each booking can take up to two gift cards and one certificate.")?.conflict?.stated).toMatch(/at most three gift cards/);
  });
  it("stands with the policy's number, on a thing the policy does not limit, and in a question", () => {
    for (const reply of [
      "A reservation can have at most five passengers, and all of them fly the same flights in the same cabin.",
      "You can use up to three gift cards, one travel certificate and one credit card on a reservation.",
      "The refund can take up to 7 business days.",
      "Would you like to add up to two checked bags?",
    ]) expect(limit(reply), reply).toBeUndefined();
  });
});
