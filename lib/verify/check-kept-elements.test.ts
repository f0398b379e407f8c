// A flight or item told as kept on a record the write took it off (untuned probe, tau-bench airline batch J task15-trial1 #24).
import { describe, expect, it } from "vitest";
import { runOf, toolTurn, type Message } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const NOW = "2024-05-15T15:00:00Z";
const flight = (flight_number: string, date: string, origin: string, destination: string) => ({ flight_number, date, price: 106, origin, destination });
const reservation = (flights: unknown[]) => ({ reservation_id: "GV1N64", user_id: "james_patel_9828", origin: "LAS", destination: "DEN", flight_type: "round_trip", cabin: "business", flights, payment_history: [{ payment_id: "gift_card_1642017", amount: 5700 }] });
const both = [flight("HAT003", "2024-05-19", "LAS", "DEN"), flight("HAT290", "2024-05-20", "DEN", "LAS")];
const read = toolTurn("c1", "get_reservation_details", reservation(both), { reservation_id: "GV1N64" });
const ask: Message = { role: "user", content: "Keep the return as it is, downgrade only the outbound." };
const dropped: Message[] = [...read, ask, ...toolTurn("c2", "update_reservation_flights", reservation([both[0]]), { reservation_id: "GV1N64", cabin: "economy", flights: [{ flight_number: "HAT003", date: "2024-05-19" }], payment_id: "gift_card_1642017" })];
const kept: Message[] = [...read, ask, ...toolTurn("c2", "update_reservation_flights", reservation(both), { reservation_id: "GV1N64", cabin: "economy", flights: [{ flight_number: "HAT003", date: "2024-05-19" }, { flight_number: "HAT290", date: "2024-05-20" }], payment_id: "gift_card_1642017" })];
const flagged = (run: Message[], reply: string) => verifyReply(runOf(run), reply, { now: NOW }).claims.filter((c) => c.reason?.startsWith("The record does not keep it")).map((c) => c.verdict);

describe("an element told as kept that the write took off the record", () => {
  it("the real sentence and paraphrases are contradicted", () => {
    expect(flagged(dropped, "Done! Your LAS → DEN flight HAT003 on May 19 is now in economy, and your return HAT290 on May 20 stays in business as you asked.")).toEqual(["contradicted"]);
    expect(flagged(dropped, "HAT003 is now economy; HAT290 remains on your reservation in business.")).toEqual(["contradicted"]);
    expect(flagged(dropped, "Your return flight HAT290 is still booked in business class.")).toEqual(["contradicted"]);
  });

  it("a flight the record still lists, one told as removed, a question and an offer pass", () => {
    expect(flagged(dropped, "HAT003 stays on GV1N64 and is now in economy.")).toEqual([]);
    expect(flagged(dropped, "HAT290 was removed from the reservation, while HAT003 remains, now in economy.")).toEqual([]);
    expect(flagged(dropped, "HAT290 is no longer on the reservation; it does not remain in business.")).toEqual([]);
    expect(flagged(dropped, "Would you like HAT290 to stay in business?")).toEqual([]);
    expect(flagged(kept, "Done! HAT003 is now in economy, and your return HAT290 on May 20 stays in business as you asked.")).toEqual([]);
    expect(flagged([...read, ask], "Your return HAT290 stays in business.")).toEqual([]);
  });
});
