import { describe, expect, it } from "vitest";
import { oneEditAway } from "./find-near-miss";

describe("oneEditAway", () => {
  it("names a swap of two adjacent characters with their positions", () => {
    expect(oneEditAway("SU-88412", "SU-88421")).toEqual({ kind: "transposition", diffInCall: [6, 8], diffInSeen: [6, 8] });
  });
  it("names one substitution", () => {
    expect(oneEditAway("SU-88422", "SU-88421")).toEqual({ kind: "substitution", diffInCall: [7, 8], diffInSeen: [7, 8] });
  });
  it("names one extra and one dropped character", () => {
    expect(oneEditAway("SU-884211", "SU-88421")).toEqual({ kind: "insertion", diffInCall: [8, 9], diffInSeen: [8, 8] });
    expect(oneEditAway("SU-8421", "SU-88421")).toEqual({ kind: "deletion", diffInCall: [4, 4], diffInSeen: [4, 5] });
  });
  it("is null for two edits, equal strings and length differences over one", () => {
    expect(oneEditAway("SU-88123", "SU-88421")).toBeNull();
    expect(oneEditAway("SU-88421", "SU-88421")).toBeNull();
    expect(oneEditAway("SU-8", "SU-88421")).toBeNull();
    expect(oneEditAway("SU-84812", "SU-88421")).toBeNull();
  });
});
