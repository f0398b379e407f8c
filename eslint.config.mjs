import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The layer map (lib/README.md draws it). Patterns cover the alias and relative spellings alike.
const DB = ["@/lib/db", "@/lib/db/*", "**/lib/db", "**/lib/db/*", "@prisma/*", "**/generated/prisma", "**/generated/prisma/*"];
/** The guard engines' own rule: no web framework, no ORM (the verifier's rules below repeat it, since a later rule replaces an earlier). */
const ENGINE = { group: ["next", "next/*", "next-auth", "next-auth/*", "@prisma/*", "react", "react-dom", "*/generated/*", "@/app/*", "@/components/*"], message: "The guard engine imports neither Next nor Prisma." };
/** A pack, by any spelling: only entry points (lib/verify/packs/index.ts's callers) load one. */
const PACKS = { group: ["**/verify/packs", "**/verify/packs/*", "./packs", "./packs/*", "../packs", "../packs/*", "../../packs", "../../packs/*"], message: "The engine never imports a pack: it receives them in VerifyOptions.packs (lib/verify/packs/README.md)." };
/** A check, from outside the registry: checks and packs share context, language, policy and actions, never each other. */
const CHECKS = { group: ["**/verify/checks/*", "./*-*", "../checks/*", "../../checks/*", "!./define-check", "!../checks/define-check", "!../../checks/define-check", "!**/verify/checks/define-check"], message: "Checks and packs import context, language, policy and actions, not a check (lib/verify/README.md)." };
const AGENT_API = ["@/lib/agent-api", "@/lib/agent-api/*", "**/agent-api", "**/agent-api/*"];
/** Loaders (a page's reads, lib/<area>/load-*.ts and *-page.ts): called by pages, never by components. */
const LOADERS = ["@/lib/*/load-*", "@/lib/*/*-page", "**/lib/*/load-*", "**/lib/*/*-page"];
/**
 * Files that still break the map. recheck-payload.ts and torn-notebook.ts take the cached guard
 * (guardFor) from lib/agent-api/load-run.ts, which another change owns at the moment; the guard cache
 * moves to its own module after it lands. The list only shrinks: a new file that breaks the map fails lint.
 */

export const LAYER_RULES = [
  {
    // The verifier's engine never imports a pack.
    files: ["lib/verify/**"],
    ignores: ["lib/verify/packs/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ENGINE, PACKS] }] },
  },
  {
    // A check stands alone: it imports context, language, policy, actions (and the check definition), not another check.
    files: ["lib/verify/checks/**"],
    ignores: ["lib/verify/checks/registry.ts", "lib/verify/checks/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ENGINE, PACKS, CHECKS] }] },
  },
  {
    // A pack is data first: it may use context, language, policy and actions, never a check of the engine.
    files: ["lib/verify/packs/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ENGINE, { ...CHECKS, group: ["**/verify/checks/*", "../checks/*", "../../checks/*", "!**/verify/checks/define-check", "!../../checks/define-check", "!../checks/define-check"] }] }] },
  },
  {
    // Pages, route handlers, server actions and components call loaders and domain functions; they never query.
    files: ["app/**", "components/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: DB, message: "Pages, routes and components do not query the database: call a loader in lib/<area>/ (lib/README.md)." }] }],
    },
  },
  {
    // Components render what they are given: the page calls the loader (type imports of its result are fine).
    files: ["components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [{ group: LOADERS, allowTypeImports: true, message: "Components do no data fetching: the page calls the loader and passes its result down (lib/README.md)." }] }],
    },
  },
  {
    // Review and the answer key work on held items, not on the agent API's request handling.
    files: ["lib/review/**", "lib/answer-key/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: AGENT_API, message: "lib/review and lib/answer-key do not import lib/agent-api: shared held-item code belongs in its own module (lib/README.md)." }] }],
    },
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "node_modules/**", "lib/generated/**", "data/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "dist/**"]),
  {
    // The guard engines run inside agents and CLIs: they must not depend on the web framework or the ORM.
    files: ["lib/guard/**", "lib/verify/**", "lib/run/**", "lib/policy/**", "lib/evidence/**", "lib/client/**", "lib/sdk/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["next", "next/*", "next-auth", "next-auth/*", "@prisma/*", "react", "react-dom", "*/generated/*", "@/app/*", "@/components/*"], message: "The guard engine imports neither Next nor Prisma." }] },
      ],
    },
  },
  ...LAYER_RULES,
]);
