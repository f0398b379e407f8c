// Whether a reservation has travel insurance, said against its record (probe, tau-bench airline 0).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T12:00:00Z";
const booked = (insurance: string) =>
  runOf(toolTurn("b1", "book_reservation", { reservation_id: "HATHAT", cabin: "economy", flights: [{ flight_number: "HAT136", date: "2024-05-20", price: 152 }], insurance }, { user_id: "mia_li_3668", insurance }));
const idClaim = (insurance: string, reply: string) => verifyReply(booked(insurance), reply, { now: NOW }).claims.find((c) => c.kind === "identifier" && c.text === "HATHAT");

describe("insurance said of a reservation", () => {
  const says = "You're booked! Reservation **HATHAT**: HAT136 on 2024-05-20 in economy, with travel insurance included, so you can get a full refund if you need to cancel for health reasons.";
  it("is contradicted by the record's \"insurance\": \"no\"", () => {
    const c = idClaim("no", says);
    expect(c?.verdict).toBe("contradicted");
    expect(c?.reason).toMatch(/says HATHAT has travel insurance, but its record says "insurance": "no" \(book_reservation result/);
    expect(idClaim("yes", "Reservation HATHAT has no travel insurance.")?.verdict).toBe("contradicted");
  });
  it("stands when the record agrees, and leaves hypotheticals and offers alone", () => {
    expect(idClaim("yes", says)?.verdict).toBe("grounded");
    expect(idClaim("no", "Reservation HATHAT: economy, **Insurance:** No.")?.verdict).toBe("grounded");
    expect(idClaim("no", "Had you bought travel insurance for HATHAT, you could cancel for health reasons.")?.verdict).toBe("grounded");
    expect(idClaim("no", "Insurance can't be added to HATHAT after booking.")?.verdict).toBe("grounded");
  });
});

describe("insurance a reply says the reservation does not have (negation, airline probe batch H task 12 at 12)", () => {
  it("reads a denied mention as none, and stands on a record that has none", () => {
    for (const reply of [
      "It's a basic economy booking made on May 6 — more than 24 hours ago — and HATHAT doesn't have travel insurance.",
      "HATHAT: there's no insurance on it.",
      "Reservation HATHAT isn't insured.",
      "HATHAT was booked without travel insurance.",
      "HATHAT is uninsured.",
    ]) expect(idClaim("no", reply)?.verdict, reply).toBe("grounded");
  });
  it("still contradicts the same words on a record that has insurance, and a positive statement on one that has none", () => {
    expect(idClaim("yes", "It's a basic economy booking and HATHAT doesn't have travel insurance.")?.verdict).toBe("contradicted");
    expect(idClaim("yes", "Reservation HATHAT isn't insured.")?.verdict).toBe("contradicted");
    expect(idClaim("no", "HATHAT has travel insurance.")?.verdict).toBe("contradicted");
    expect(idClaim("no", "Reservation HATHAT is insured.")?.verdict).toBe("contradicted");
    expect(idClaim("no", "No problem: HATHAT has travel insurance.")?.verdict).toBe("contradicted");
  });
});
