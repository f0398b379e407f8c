// A search's fare labelled as the reservation's current price is contradicted (issue 10).
import { describe, expect, it } from "vitest";
import { fareLeg, runOf, TASK23_RESERVATION, toolTurn } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const HXDUBJ = TASK23_RESERVATION;
const run = () =>
  runOf(
    { role: "user", content: "Nonstop out, and business both ways." },
    ...toolTurn("r1", "get_reservation_details", HXDUBJ, { reservation_id: "HXDUBJ" }),
    ...toolTurn("s1", "search_direct_flight", [{ ...fareLeg("HAT072", "IAH", "SFO", 282), prices: { economy: 130, business: 282 } }], { origin: "IAH", destination: "SFO" }),
  );
const wrong = (reply: string) => verifyReply(run(), reply).claims.filter((c) => c.verdict === "contradicted" && /given as the reservation's current price/.test(c.reason));

describe("current prices", () => {
  it("contradicts a new fare labelled as the current price, with the reservation's own prices (tau-bench airline 23, trial 3)", () => {
    const [c] = wrong("For the upgrade:\n- **Current Economy Prices:** Outgoing $130, Return $180\n- **New Business Prices:** Outgoing $282");
    expect(c.text).toBe("$130");
    expect(c.reason).toContain("reservation HXDUBJ (message 3) paid HAT085 $177.00, HAT023 $146.00, HAT278 $180.00");
  });

  it("leaves the reservation's own figures (a leg, the outbound's sum) and unlabelled lines alone", () => {
    expect(wrong("- **Current Prices:** Outgoing $323, Return $180")).toEqual([]);
    expect(wrong("- The new economy fare is $130.")).toEqual([]);
  });
});
