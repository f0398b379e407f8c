// The agent's arithmetic on record amounts inside a policy sentence (probe tau-bench airline batch-f,
// task11-trial0 at 26): "$500 − $375 = $125 would remain on it, and a certificate's leftover balance is
// not refundable" was contradicted as "the reply says $125, the policy says 50 dollars".
import { describe, expect, it } from "vitest";
import { AIRLINE_POLICY } from "./airline-policy-fixture";
import { toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const run: Message[] = [
  { role: "system", content: AIRLINE_POLICY },
  ...toolTurn("c1", "get_user_details", { user_id: "u1", payment_methods: { certificate_7504069: { source: "certificate", id: "certificate_7504069", amount: 500 } } }, { user_id: "u1" }),
  ...toolTurn("c2", "book_reservation", "Error: total price is 375", { user_id: "u1" }),
];
const policyClaim = (reply: string) => verifyReply(run, reply).claims.find((c) => c.kind === "policy");

describe("an equation on record amounts in a policy sentence", () => {
  it("is the agent's arithmetic, no number of the policy's: not contradicted by a policy amount", () => {
    expect(policyClaim("Using it, $500 − $375 = $125 would remain on the certificate, and a certificate's leftover balance is not refundable.")?.verdict).not.toBe("contradicted");
  });
  it("a wrong result is not arithmetic: still compared", () => {
    expect(policyClaim("Using it, $500 − $375 = $50 would remain on the certificate, and a certificate's leftover balance is not refundable.")?.verdict).not.toMatch(/supported|grounded/);
  });
});
