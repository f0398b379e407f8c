import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseClauseLibrary } from "../verify/policy/clauses";
import { CLAUSE_KEY_PATTERN } from "./clause-schemas";
import { draftClauseLibrary, headingPrefix, parsePolicyMarkdown } from "./parse-policy-markdown";

const dataset = (name: string) => readFileSync(fileURLToPath(new URL(`../../../shared/datasets/${name}/policy.md`, import.meta.url)), "utf8");
const retail = dataset("tau2-retail-dev");
const airline = dataset("tau-bench-airline");

/**
 * The sentences of a text, found independently of the parser: headings dropped, emphasis and
 * line-leading bullet markers removed, split at sentence ends and line breaks.
 */
function sentences(text: string, dropHeadings: boolean): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((l) => !(dropHeadings && /^\s{0,3}#{1,6}\s/.test(l)))
    .map((l) => l.replace(/\*\*|__/g, "").replace(/^\s*([-*+]|\d{1,3}[.)])\s+/, ""))
    .join("\n")
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Every sentence of the source is in exactly one clause: the two multisets are equal. */
function expectEverySentenceOnce(source: string) {
  const clauses = parsePolicyMarkdown(source);
  const fromSource = sentences(source, true).sort();
  const fromClauses = clauses.flatMap((c) => sentences(c.text, false)).sort();
  expect(fromClauses).toEqual(fromSource);
  return clauses;
}

describe("parsePolicyMarkdown", () => {
  it.each([
    ["tau2 retail", retail],
    ["tau-bench airline", airline],
  ])("keeps every sentence of the %s policy in exactly one clause", (_name, source) => {
    const clauses = expectEverySentenceOnce(source);
    expect(clauses.length).toBeGreaterThan(15);
  });

  it("gives ids a person can read: from the heading, numbered, unique, valid clause ids", () => {
    for (const source of [retail, airline]) {
      const ids = parsePolicyMarkdown(source).map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(CLAUSE_KEY_PATTERN);
      for (const id of ids) expect(id.length).toBeLessThanOrEqual(40);
    }
    const air = parsePolicyMarkdown(airline);
    expect(air.filter((c) => c.headings.at(-1) === "Cancel flight").map((c) => c.id)).toEqual(["CANCEL-FLIGHT-1", "CANCEL-FLIGHT-2", "CANCEL-FLIGHT-3", "CANCEL-FLIGHT-4"]);
    expect(air.find((c) => c.id === "CANCEL-FLIGHT-2")!.text).toMatch(/^All reservations can be cancelled within 24 hours of booking/);
    // Text before the first section (under the document's title) is "GENERAL".
    expect(air[0]).toMatchObject({ id: "GENERAL-1", text: "The current time is 2024-05-15 15:00:00 EST." });
    const ret = parsePolicyMarkdown(retail);
    expect(ret.filter((c) => c.id.startsWith("CANCEL-PENDING-")).length).toBe(3);
    expect(ret.find((c) => c.id === "MODIFY-PAYMENT-1")!.headings).toEqual(["Retail agent policy", "Modify pending order", "Modify payment"]);
  });

  it("keeps a lead-in ending in ':' together with its list, and each other bullet apart", () => {
    const ret = parsePolicyMarkdown(retail);
    const profile = ret.find((c) => c.text.startsWith("Each user has a profile containing:"))!;
    expect(profile.text).toBe("Each user has a profile containing:\n\n- unique user id\n- email\n- default address\n- payment methods.");
    expect(profile.id).toBe("USER-1");
    const air = parsePolicyMarkdown(airline);
    const bags = air.find((c) => c.title === "Book flight: Checked bag allowance")!;
    expect(bags.id).toBe("BOOK-FLIGHT-4");
    expect(bags.text).toMatch(/^Checked bag allowance: If the booking user is a regular member.*Each extra baggage is 50 dollars\.$/s);
    // A bullet with nested bullets is one clause, nested markers kept.
    const flight = air.find((c) => c.text.startsWith("Each flight has"))!;
    expect(flight.text).toContain('\n  - If the status is "flying"');
  });

  it("is stable: the same document gives the same ids, and text added later does not renumber earlier clauses", () => {
    expect(parsePolicyMarkdown(airline)).toEqual(parsePolicyMarkdown(airline));
    const before = parsePolicyMarkdown(airline).map((c) => c.id);
    const after = parsePolicyMarkdown(`${airline}\n\n## Pets\n\n- Pets fly in the cabin for 125 dollars.\n`).map((c) => c.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toBe("PETS-1");
  });

  it("skips reserved ids instead of reusing them", () => {
    const ids = parsePolicyMarkdown("# P\n\n## Refund\n\nOne.\n\nTwo.\n\nThree.\n", { reserved: ["refund-2"] }).map((c) => c.id);
    expect(ids).toEqual(["REFUND-1", "REFUND-3", "REFUND-4"]);
  });

  it("drops nothing from awkward documents: no headings, tables, code, quotes, numbered lists, CRLF", () => {
    const awkward = [
      "Refunds take 5 to 7 business days. Gift cards are refunded at once.",
      "",
      "## Returns",
      "",
      "1. Items can be returned within 30 days.",
      "2. Final sale items cannot be returned.",
      "   They are marked in the catalogue.",
      "",
      "| fee | amount |",
      "| --- | --- |",
      "| restocking | 15% |",
      "",
      "> Quoted rule: be polite.",
      "",
      "```",
      "Code is kept too.",
      "```",
      "## Empty section",
      "### Deeper *emphasis* heading",
      "Text right under a heading.",
      "- a bullet",
      "",
      "  continued after a blank line.",
      "- another bullet",
    ].join("\r\n");
    const clauses = expectEverySentenceOnce(awkward);
    expect(clauses.map((c) => c.id)).toEqual(["GENERAL-1", "RETURNS-1", "RETURNS-2", "RETURNS-3", "RETURNS-4", "RETURNS-5", "DEEPER-EMPHASIS-1", "DEEPER-EMPHASIS-2", "DEEPER-EMPHASIS-3"]);
    expect(clauses[2].text).toBe("Final sale items cannot be returned.\nThey are marked in the catalogue.");
    expect(clauses[7]).toMatchObject({ text: "a bullet\ncontinued after a blank line.", lines: [21, 23] });
  });

  it("returns no clauses for an empty or headings-only document", () => {
    expect(parsePolicyMarkdown("")).toEqual([]);
    expect(parsePolicyMarkdown("# Title\n\n## Section\n")).toEqual([]);
  });

  it("derives prefixes from significant words", () => {
    expect(headingPrefix("Cancel pending order", "X")).toBe("CANCEL-PENDING");
    expect(headingPrefix("Refund", "X")).toBe("REFUND");
    expect(headingPrefix("2024 changes", "X")).toBe("S2024-CHANGES");
    expect(headingPrefix("Rückgabe & Umtausch", "X")).toBe("RUCKGABE-UMTAUSCH");
    expect(headingPrefix("???", "X")).toBe("X");
  });
});

describe("draftClauseLibrary", () => {
  it("is a clause library the verifier's parser accepts", () => {
    for (const source of [retail, airline]) {
      const lib = parseClauseLibrary(draftClauseLibrary(parsePolicyMarkdown(source), "policy.md"));
      expect(lib.length).toBe(parsePolicyMarkdown(source).length);
      expect((lib[0] as { description?: string }).description).toMatch(/^Draft imported from policy\.md/);
    }
  });
});
