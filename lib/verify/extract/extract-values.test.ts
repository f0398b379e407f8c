/**
 * The extractor on its own (the public extractClaims): which words of a reply are values a reviewer
 * sees highlighted, and the normalised value each is checked as. Distinctive values are read; counts,
 * ages, years, units glued to numbers, placeholders, examples and field names are not.
 */
import { describe, expect, it } from "vitest";
import { extractClaims } from "../index";

const ON = "2024-05-15";
const read = (reply: string) => extractClaims(reply, ON).map((c) => [c.kind, c.text, c.value]);

describe("values and their normal forms", () => {
  it("one sentence of every kind", () => {
    expect(read("Order SU-88421, total $64.00, delivered 2024-05-05 at 14:30, refund 15% within 5-7 business days.")).toEqual([
      ["identifier", "SU-88421", { type: "identifier", id: "SU-88421" }],
      ["money", "$64.00", { type: "money", cents: 6400, currency: "USD" }],
      ["date", "2024-05-05", { type: "date", dates: ["2024-05-05"], relative: false }],
      ["time", "14:30", { type: "time", minutes: [870] }],
      ["percent", "15%", { type: "percent", ratio: 0.15 }],
      ["duration", "5-7 business days", { type: "duration", min: 5, max: 7, unit: "business_day", about: null }],
    ]);
  });

  it("a range of days lists each day", () => {
    expect(read("It arrives May 20-22.")).toEqual([["date", "May 20-22", { type: "date", dates: ["2024-05-20", "2024-05-21", "2024-05-22"], relative: false }]]);
  });

  it("'next Friday' on a Wednesday is this week's or the next; 'tomorrow' is a date only beside an event", () => {
    expect(read("Your refund arrives next Friday.")).toEqual([["date", "next Friday", { type: "date", dates: ["2024-05-17", "2024-05-24"], relative: true }]]);
    expect(read("Your parcel arrives tomorrow.")).toEqual([["date", "tomorrow", { type: "date", dates: ["2024-05-16"], relative: true }]]);
    expect(read("See you tomorrow.")).toEqual([]);
  });

  it("'card ending in 6644' is the end of a longer id", () => {
    expect(read("The card ending in 6644 was charged.")).toEqual([["identifier", "6644", { type: "identifier", id: "6644", suffix: true }]]);
  });

  it("a time with no am/pm is either half of the day", () => {
    expect(read("Pickup at 2:30.")).toEqual([["time", "2:30", { type: "time", minutes: [150, 870] }]]);
  });
});

describe("what is no value", () => {
  for (const reply of [
    "Please send your order id in the format #W0000000.",
    "Use a date like YYYY-MM-DD.",
    "For example, SU-12345 is an order id.",
    "The order_id field is required.",
    "We've been around since 2019.",
    "Your PIN 4821 is set.",
    "It weighs 5kg and has 5GB of storage.",
    "You have 3 items in the cart.",
    "Wi-Fi and COVID-19 are not ids.",
    "Your 9-year-old can use it.",
  ]) {
    it(JSON.stringify(reply), () => {
      expect(read(reply)).toEqual([]);
    });
  }
});
