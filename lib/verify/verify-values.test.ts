import { describe, expect, it } from "vitest";
import { order, runOf, sundryPolicy, toolTurn, NOW } from "./test-helpers";
import { verifyReply } from "./verify-reply";

const opts = { policy: sundryPolicy, now: NOW };
const claim = (r: ReturnType<typeof verifyReply>, text: string) => {
  const c = r.claims.find((k) => k.text === text);
  if (!c) throw new Error(`no claim "${text}" in ${r.claims.map((k) => k.text).join(" | ")}`);
  return c;
};

describe("dates", () => {
  it("calls a replacement 'arriving Thursday' invented when no tool returned a date", () => {
    const run = runOf({ role: "user", content: "My teapot from SU-88421 arrived broken." }, toolTurn("call_1", "get_order", order()), toolTurn("call_2", "offer_replacement", { ok: true, replacement_order_id: "SU-90112" }));
    const r = verifyReply(run, "I've arranged a replacement (SU-90112); it arrives Thursday.", opts);
    expect(claim(r, "Thursday").verdict).toBe("invented");
    expect(claim(r, "Thursday").reason).toContain("2024-05-16");
    expect(claim(r, "SU-90112").verdict).toBe("grounded");
    expect(r.verdict).toBe("invented");
  });

  it("grounds 'Thursday' in a tool's ISO date and points at it", () => {
    const tracking = { tracking_number: "1Z999AA10123456784", estimated_delivery: "2024-05-16" };
    const run = runOf(toolTurn("call_7", "track_parcel", tracking));
    const r = verifyReply(run, "Your parcel arrives Thursday [tool:call_7].", opts);
    const c = claim(r, "Thursday");
    expect(c.verdict).toBe("grounded");
    const content = JSON.stringify(tracking);
    expect(c.support[0]).toMatchObject({ source: "tool", messageIndex: 2, toolCallId: "call_7" });
    expect(content.slice(...c.support[0].span)).toBe("2024-05-16");
    expect(r.verdict).toBe("grounded");
  });

  it("reads 'May 23' as the tool's 2024-05-23 and 'within 3-5 business days' against a date in range", () => {
    const run = runOf(toolTurn("call_1", "track_parcel", { estimated_delivery: "2024-05-21", refund_posted: "2024-05-23" }));
    const r = verifyReply(run, "Your refund posts on May 23. The parcel will be delivered within 3-5 business days.", opts);
    expect(claim(r, "May 23").verdict).toBe("grounded");
    // A duration, not a list of dates: the ETA inside the window from the run's clock backs it.
    expect(claim(r, "3-5 business days").verdict).toBe("grounded");
    expect(claim(r, "3-5 business days").value).toEqual({ type: "duration", min: 3, max: 5, unit: "business_day", about: null });
    const late = verifyReply(runOf(toolTurn("call_1", "track_parcel", { estimated_delivery: "2024-06-10" })), "The parcel will be delivered within 3-5 business days.", opts);
    expect(claim(late, "3-5 business days").verdict).toBe("invented");
  });
});

describe("amounts and percentages", () => {
  const run = runOf(toolTurn("call_1", "get_order", order({ weight_grams: 72000, refund_rate: 0.9 })));

  it("matches $64.00 to a 6400-cent charge", () => {
    const c = claim(verifyReply(run, "I've refunded $64.00 to your card.", opts), "$64.00");
    expect(c.verdict).toBe("grounded");
    expect(c.value).toEqual({ type: "money", cents: 6400, currency: "USD" });
  });

  it("does not take a bare number under a non-cents key, or a nearby amount, as the charge", () => {
    expect(claim(verifyReply(run, "I've refunded $720.00.", opts), "$720.00").verdict).toBe("invented");
    expect(claim(verifyReply(run, "I've refunded $640.00.", opts), "$640.00").verdict).toBe("invented");
    expect(claim(verifyReply(run, "I've refunded $6.40.", opts), "$6.40").verdict).toBe("invented");
  });

  it("does not call 90% invented against 0.9, but does call 80% invented", () => {
    expect(claim(verifyReply(run, "You will get 90% back.", opts), "90%").verdict).toBe("grounded");
    expect(claim(verifyReply(run, "You will get 80% back.", opts), "80%").verdict).toBe("invented");
  });
});

describe("identifiers and citations", () => {
  const run = runOf(toolTurn("call-10", "get_order", order({ note: "see call-10" })));

  it("matches cited ids whole: call-1 is not call-10", () => {
    const bad = verifyReply(run, "Your order SU-88421 was delivered [tool:call-1].", opts);
    const cite = bad.claims.find((c) => c.kind === "citation")!;
    expect(cite.verdict).toBe("invented");
    expect(cite.reason).toContain("call-10 is another call");
    expect(bad.verdict).toBe("invented");
    const good = verifyReply(run, "Your order SU-88421 was delivered [tool:call-10].", opts);
    expect(good.verdict).toBe("grounded");
    expect(good.claims.find((c) => c.kind === "citation")!.support[0]).toMatchObject({ toolCallId: "call-10", messageIndex: 2 });
  });

  it("does not find an id inside a longer one", () => {
    expect(claim(verifyReply(run, "Ticket call-1 is open.", opts), "call-1").verdict).toBe("invented");
    expect(claim(verifyReply(run, "Your order SU-8842 shipped.", opts), "SU-8842").verdict).toBe("invented");
  });

  it("accepts an id the customer gave, and says that is where it came from", () => {
    const r = verifyReply(runOf({ role: "user", content: "My order is SU-77001" }), "Let me look up SU-77001.", opts);
    expect(claim(r, "SU-77001").verdict).toBe("grounded");
    expect(claim(r, "SU-77001").reason).toContain("customer's own words");
    const strict = verifyReply(runOf({ role: "user", content: "My order is SU-77001" }), "Let me look up SU-77001.", { ...opts, customerWordsAsEvidence: false });
    expect(claim(strict, "SU-77001").verdict).toBe("invented");
  });
});

describe("procedure results", () => {
  const guide = "How to investigate a late parcel: call track_parcel, then compare with SU-55555 and 2024-05-16 in the example below.";
  const policy = { tools: { ...sundryPolicy.tools, investigation_guide: { resultKind: "procedure" as const } } };
  const run = runOf(toolTurn("call_1", "investigation_guide", guide), toolTurn("call_2", "get_order", order()));

  it("keeps procedure text out of the bag, so it cannot ground a claim", () => {
    const r = verifyReply(run, "Order SU-55555 arrives on 2024-05-16.", { ...opts, policy });
    expect(claim(r, "SU-55555").verdict).toBe("invented");
    expect(claim(r, "2024-05-16").verdict).toBe("invented");
    expect(r.telemetry.bytesByTool).not.toHaveProperty("investigation_guide");
    expect(r.telemetry.bytesBefore).toBe(JSON.stringify(order()).length);
  });

  it("a procedure result cited as a receipt is refused", () => {
    const r = verifyReply(run, "See the guide [tool:call_1].", { ...opts, policy });
    expect(r.claims[0]).toMatchObject({ kind: "citation", verdict: "invented" });
  });
});

describe("odd input", () => {
  it("returns a verdict for an empty reply, a non-array run and a run without tool results; a reply that is no text is refused", () => {
    expect(verifyReply([], "", opts)).toMatchObject({ verdict: "grounded", claims: [] });
    expect(verifyReply("not a run" as unknown as [], "Order SU-1234 ships today.", opts).verdict).toBe("invented");
    // A missing reply was judged grounded; it is a caller's mistake, refused with a clear error.
    expect(() => verifyReply(null as unknown as [], undefined as unknown as string, opts)).toThrow(TypeError);
    expect(verifyReply(null as unknown as [], "", opts).verdict).toBe("grounded");
    const r = verifyReply([{ role: "user", content: "hi" }], "Your refund of $12.00 posts tomorrow.", opts);
    expect(r.claims.map((c) => c.verdict)).toEqual(["invented", "invented"]);
    expect(r.claims[0].reason).toContain("no tool in this run");
  });
});

describe("misses found on the tau-bench airline replies", () => {
  const reservation = { reservation_id: "H9ZU1C", created_at: "2024-05-01T04:50:18", payment_history: [{ payment_id: "gift_card_6276644", amount: 59 }] };
  const run = runOf({ role: "user", content: "I fly on May 20th." }, toolTurn("call_1", "get_reservation_details", reservation));

  it("finds a date inside a timestamp, but not a different day", () => {
    expect(claim(verifyReply(run, "It was created on 2024-05-01.", opts), "2024-05-01").verdict).toBe("grounded");
    expect(claim(verifyReply(run, "It was created on 2024-05-04.", opts), "2024-05-04").verdict).toBe("invented");
  });

  it("matches 'May 20' to the customer's 'May 20th'", () => {
    expect(claim(verifyReply(run, "Flights on May 20:", opts), "May 20").verdict).toBe("grounded");
  });

  it("does not read '24-hour' as an identifier", () => {
    expect(verifyReply(run, "That is beyond the 24-hour window.", opts).claims.filter((c) => c.kind === "identifier")).toEqual([]);
  });

  it("reads neither a route of airport codes nor a time range as an identifier, and still checks the flight beside them", () => {
    const ids = (reply: string) => verifyReply(run, reply, opts).claims.filter((c) => c.kind === "identifier").map((c) => c.text);
    expect(ids("HAT227 (ATL-ORD, 11:00-13:00) and HAT139 (ORD-PHL, 5:00 pm - 7:00 pm); returning DFW-ATL-SEA.")).toEqual(["HAT227", "HAT139"]);
    expect(claim(verifyReply(run, "Reservation H9ZU1C flies ATL-ORD at 11:00-13:00.", opts), "H9ZU1C").verdict).toBe("grounded");
    expect(claim(verifyReply(run, "Reservation H9UZ1C flies ATL-ORD at 11:00-13:00.", opts), "H9UZ1C").verdict).not.toBe("grounded");
  });

  it("matches 'card ending in 6644' to gift_card_6276644, and only as the end of an id", () => {
    expect(claim(verifyReply(run, "Paid with the gift card ending in 6644.", opts), "6644").verdict).toBe("grounded");
    expect(claim(verifyReply(run, "Paid with the gift card ending in 6276.", opts), "6276").verdict).toBe("invented");
  });
});

describe("amounts the reply adds up itself", () => {
  const user = { payment_methods: { certificate_1: { amount: 500 }, certificate_2: { amount: 250 }, certificate_3: { amount: 250 } }, new_price: 1625, credits: 1327 };
  const run = runOf(toolTurn("call_1", "get_user_details", user));

  it("grounds a total written after the amounts it adds, showing the arithmetic", () => {
    const r = verifyReply(run, "Certificate 1: $500\nCertificate 2: $250\nCertificate 3: $250\nTotal from certificates: $1,000", opts);
    const c = claim(r, "$1,000");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toMatch(/^derived: .* = \$1,000\.00/);
    expect(c.derivation?.operands.map((o) => o.cents).sort()).toEqual([25000, 25000, 50000]);
    expect(c.support).toHaveLength(3);
  });

  it("checks an equation written out on one line", () => {
    expect(claim(verifyReply(run, "Remaining: $1,625 - $1,327 = $298", opts), "$298").verdict).toBe("grounded");
    expect(claim(verifyReply(run, "Remaining: $1,625 - $1,327 = $297", opts), "$297").verdict).toBe("invented");
  });

  it("grounds a difference against a reservation's flight prices added up, per passenger (tau-bench airline 22, trial 2)", () => {
    const trip = runOf(
      toolTurn("r1", "get_reservation_details", { reservation_id: "NQNU5R", flights: [{ flight_number: "HAT100", price: 94 }, { flight_number: "HAT200", price: 80 }], passengers: [{ first_name: "A" }] }),
      toolTurn("s1", "search_direct_flight", [{ flight_number: "HAT041", prices: { economy: 136 } }]),
    );
    const c = claim(verifyReply(trip, "Moving to HAT041 in economy gives you a refund of $38 per passenger.", opts), "$38");
    expect(c.verdict).toBe("grounded");
    expect(c.reason).toMatch(/^derived: \$174\.00 − \$136\.00 = \$38\.00, from reservation NQNU5R's flight prices \(message \d+: \$94\.00 \+ \$80\.00\)/);
  });

  it("does not ground a total that does not add up, or one made of invented terms", () => {
    expect(claim(verifyReply(run, "Certificates: $500 and $250. Total: $800", opts), "$800").verdict).toBe("invented");
    expect(claim(verifyReply(run, "Fees: $40 and $60. Total: $100", opts), "$100").verdict).toBe("invented");
  });
});

describe("a charge the evidence shows as money going back", () => {
  // tau-bench task22-trial0: calculate returned -114.0, the update recorded amount -114, and the
  // agent told the customer $114 "has been charged".
  const run = runOf(toolTurn("call_1", "calculate", "-114.0"), toolTurn("call_2", "update_reservation_flights", { payment_history: [{ payment_id: "credit_card_9659780", amount: -114 }] }));

  it("calls 'charged $114' invented against -114, and points at it", () => {
    const c = claim(verifyReply(run, "The additional cost of $114 has been charged to your credit card ending in 1777.", opts), "$114");
    expect(c.verdict).toBe("invented");
    expect(c.reason).toContain("negative amount");
    expect(c.support.length).toBeGreaterThan(0);
  });

  it("accepts it as a refund", () => {
    expect(claim(verifyReply(run, "A refund of $114 goes back to your card.", opts), "$114").verdict).toBe("grounded");
  });
});

describe("Anthropic-format runs", () => {
  it("reads tool_result blocks as evidence and points at their message", () => {
    const messages = [
      { role: "user", content: "Where is SU-1234?" },
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "track_parcel", input: { order_id: "SU-1234" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: [{ type: "text", text: '{"estimated_delivery": "2024-05-16"}' }] }] },
    ];
    const r = verifyReply(messages, "SU-1234 arrives Thursday [tool:toolu_1].", opts);
    expect(r.verdict).toBe("grounded");
    expect(claim(r, "Thursday").support[0]).toMatchObject({ source: "tool", messageIndex: 2, toolCallId: "toolu_1", span: [24, 34] });
  });
});

describe("case", () => {
  it("matches values whatever their case in the evidence, on the original text's offsets", () => {
    const content = JSON.stringify({ Order: "su-88421", Delivered: "2024-05-10T09:00:00Z", Note: "Arrives THURSDAY", Rate: "90 PERCENT" });
    const run = runOf(toolTurn("call_1", "get_order", content));
    const r = verifyReply(run, "Order SU-88421, delivered 2024-05-10, arrives Thursday; 90% back.", opts);
    for (const text of ["SU-88421", "2024-05-10", "Thursday", "90%"]) expect(claim(r, text).verdict).toBe("grounded");
    expect(content.slice(...claim(r, "Thursday").support[0].span)).toBe("THURSDAY");
  });
});
