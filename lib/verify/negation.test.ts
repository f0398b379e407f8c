// What a clause denies, for the checks that read a sentence as a statement of a record.
import { describe, expect, it } from "vitest";
import { assertsMention, deniedAfter, deniesMention } from "./negation";

const SEATS = /\bseats\b/i;

describe("negation: a denial governs its own clause, up to the mention", () => {
  it("reads negated verbs and determiners of absence", () => {
    for (const s of ["HAT088 has no economy seats left.", "HAT088 doesn't have any seats.", "There are not enough seats.", "Nothing in economy: none of the seats are open.", "We're out, with no seats to spare."]) expect(deniesMention(s, SEATS), s).toBe(true);
  });
  it("leaves the interjection, and a denial in another clause", () => {
    for (const s of ["No problem, HAT088 has seats.", "No worries — HAT088 has seats.", "If HAT084 doesn't work, HAT088 has seats.", "There's no change fee; HAT088 has seats."]) {
      expect(deniesMention(s, SEATS), s).toBe(false);
      expect(assertsMention(s, SEATS), s).toBe(true);
    }
  });
});

describe("negation after the mention (tau2 retail 27, probe batch K)", () => {
  const at = (s: string) => s.indexOf("$23.99") + "$23.99".length;
  it("reads a denial of the thing coming about, in the mention's clause", () => {
    for (const s of ["So the $23.99 boots refund won't happen.", "The $23.99 refund isn't going through.", "The $23.99 refund is off.", "The $23.99 refund will not be issued."]) expect(deniedAfter(s, at(s)), s).toBe(true);
  });
  it("leaves a denial of something else, or in another clause", () => {
    for (const s of ["The $23.99 refund can't be reversed.", "The $23.99 refund is on its way, but the exchange won't happen.", "The $23.99 refund goes to PayPal; the exchange is off."]) expect(deniedAfter(s, at(s)), s).toBe(false);
  });
});
