import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

// Authorization is declared, not remembered: every route handler and every server action file must
// go through the declaring wrappers, so a new endpoint without a permission cannot slip in.
const ROOT = join(import.meta.dirname, "..", "..");
// Routes public by nature, each with the reason it needs no permission.
const PUBLIC_ROUTES: Record<string, string> = {
  "app/api/auth/[...nextauth]/route.ts": "next-auth's own sign-in endpoints",
  "app/api/health/route.ts": "liveness probe, touches no data",
  "app/api/v1/[[...rest]]/route.ts": "the JSON 404 for agent API paths that do not exist; touches no data",
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(join(ROOT, "app")).map((p) => relative(ROOT, p));

describe("authorization is declared on every handler", () => {
  it("every route handler uses defineRoute or withApiKey, unless listed as public with a reason", () => {
    const routes = files.filter((f) => /\/route\.tsx?$/.test(f));
    expect(routes.length).toBeGreaterThan(0);
    for (const f of routes) {
      if (f in PUBLIC_ROUTES) continue;
      const src = readFileSync(join(ROOT, f), "utf8");
      expect(src, `${f} must wrap its handlers in defineRoute(permission, ...) or withApiKey(...) / withApiKeyInHandler(...)`).toMatch(/defineRoute\(|withApiKey(InHandler)?\(/);
    }
  });

  it("every server action is a declared action bound by lib/auth/bind-action.ts, which hands it the session actor", () => {
    const actionFiles = files.filter((f) => /^\s*["']use server["']/m.test(readFileSync(join(ROOT, f), "utf8")));
    expect(actionFiles.length).toBeGreaterThan(0);
    for (const f of actionFiles) {
      const src = readFileSync(join(ROOT, f), "utf8");
      const exports = src.split("\n").filter((line) => /^export\b/.test(line));
      expect(exports.length, `${f} exports no action`).toBeGreaterThan(0);
      // bindAction/bindFormAction take only what defineAction returns (its type carries the permission).
      for (const line of exports) expect(line, `${f}: every export must be \`export const x = bindAction(declared)\` or bindFormAction(declared)`).toMatch(/^export const \w+ = bind(Form)?Action\(\w+Action\b/);
      expect(src, `${f} must not talk to the database directly`).not.toMatch(/getPrisma|openDatabase|\.prisma\./);
    }
    const binder = readFileSync(join(ROOT, "lib/auth/bind-action.ts"), "utf8");
    expect(binder, "the binder resolves the actor from the session, never from the client").toContain("action(await getSessionActor(), raw)");
  });
});
