import { describe, expect, it } from "vitest";
import { parseMentions, resolveMentions } from "./parse-mentions";

describe("mentions in a comment", () => {
  it("finds @handles and @emails, once each, lower-cased, and not inside an email address", () => {
    expect(parseMentions("@Manager please look; cc @ana.novak@sundry.example and @manager.")).toEqual(["manager", "ana.novak@sundry.example"]);
    expect(parseMentions("write to ana@sundry.example")).toEqual([]);
    expect(parseMentions("no mentions here")).toEqual([]);
  });
  it("resolves a handle to everyone whose email starts with it, an email to its owner only", () => {
    const users = [
      { id: "1", email: "manager@demo.test" },
      { id: "2", email: "manager@other.test" },
      { id: "3", email: "ana@demo.test" },
    ];
    expect(resolveMentions(["manager"], users).map((u) => u.id)).toEqual(["1", "2"]);
    expect(resolveMentions(["manager@other.test", "ana"], users).map((u) => u.id)).toEqual(["2", "3"]);
    expect(resolveMentions(["nobody"], users)).toEqual([]);
  });
});
