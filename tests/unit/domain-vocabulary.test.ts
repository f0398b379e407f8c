// The engines name no domain (issue 24): what an airline, a store or a phone company knows lives in
// packs (lib/verify/packs) and in the policy's clause facts. This reads the code of lib/verify,
// lib/guard and lib/policy, comments left out (they may give an example), and fails on any word of
// a business the engines were once fitted to.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOTS = ["lib/verify", "lib/guard", "lib/policy"];
/** Where domain words belong: packs, test fixtures and tests. */
const ALLOWED = [/^lib\/verify\/packs\//, /^lib\/verify\/testing\//, /fixtures?\.ts$/, /\.test\.ts$/];
const WORDS = ["flight", "cabin", "reservation", "passenger", "baggage", "seat", "economy", "certificate", "itinerary", "exchange", "gift card", "paypal", "roaming", "patient", "triage"];
/** A word start: after a non-letter, or after a regex's "\\b" ("/\\bpassengers?\\b/" names passengers too). */
const pattern = new RegExp(String.raw`(?<=^|[^a-z]|\\b)(?:${WORDS.map((w) => w.replace(" ", "[ _-]?")).join("|")})`, "i");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** The file's code as tokens, comments dropped (TypeScript's own scanner, so strings and regexes are read right). */
function code(text: string): { line: number; text: string }[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const out: { line: number; text: string }[] = [];
  // Brace depth per open template literal: the "}" that closes a "${" goes back into the template.
  const templates: number[] = [];
  let prev = ts.SyntaxKind.Unknown;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const regexAllowed = ![ts.SyntaxKind.Identifier, ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.StringLiteral].includes(prev);
    if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && regexAllowed) kind = scanner.reScanSlashToken();
    if (kind === ts.SyntaxKind.OpenBraceToken && templates.length) templates[templates.length - 1]++;
    if (kind === ts.SyntaxKind.CloseBraceToken && templates.length) {
      if (templates[templates.length - 1] === 0) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) templates.pop();
      } else templates[templates.length - 1]--;
    }
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(0);
    prev = kind;
    out.push({ line: text.slice(0, scanner.getTokenStart()).split("\n").length, text: scanner.getTokenText() });
  }
  return out;
}

describe("the engines' vocabulary", () => {
  it("names no domain outside packs and fixtures", () => {
    const hits: string[] = [];
    for (const root of ROOTS) {
      for (const path of sources(root)) {
        const rel = relative(process.cwd(), path).replace(/\\/g, "/");
        if (ALLOWED.some((re) => re.test(rel))) continue;
        for (const t of code(readFileSync(path, "utf8"))) {
          const m = pattern.exec(t.text);
          if (m) hits.push(`${rel}:${t.line}: ${m[0]} in ${t.text.slice(0, 60)}`);
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it("would find one: the check reads code, not comments", () => {
    const words = (src: string) => code(src).filter((t) => pattern.test(t.text)).map((t) => t.text);
    expect(words(`// a flight is an example in a comment\nconst x = 1;`)).toEqual([]);
    expect(words(`const kinds = ["gift_card", "cash"];`)).toEqual([`"gift_card"`]);
    expect(words(`const re = /\\bpassengers?\\b/i;`)).toEqual([`/\\bpassengers?\\b/i`]);
    expect(words(`const economyFare = 1;`)).toEqual(["economyFare"]);
  });
});
