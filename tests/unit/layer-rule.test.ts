import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer map is enforced by lint (eslint.config.mjs); this proves the rule fires, in every
// spelling of the import, and stays quiet where the map allows it.
const eslint = new ESLint({ cwd: process.cwd() });
const errors = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages).filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "@typescript-eslint/no-restricted-imports").map((m) => m.message);

describe("the layer map in ESLint", () => {
  it("refuses a page, route or component importing the database, by alias or relative path", async () => {
    for (const [file, spec] of [
      ["app/(console)/example/page.tsx", "@/lib/db"],
      ["app/(console)/example/page.tsx", "../../../lib/db"],
      ["app/api/example/route.ts", "../../../lib/db/client"],
      ["components/example-panel.tsx", "@/lib/generated/prisma/client"],
    ]) {
      expect(await errors(`import { getPrisma } from "${spec}";\nexport const x = getPrisma;\n`, file), `${file} importing ${spec}`).toEqual([expect.stringContaining("do not query the database")]);
    }
  }, 60_000);

  it("refuses lib/review and lib/answer-key importing lib/agent-api", async () => {
    expect(await errors(`import { findRunForAgent } from "../agent-api/load-run";\nexport const x = findRunForAgent;\n`, "lib/review/example.ts")).toEqual([expect.stringContaining("do not import lib/agent-api")]);
    expect(await errors(`import { findRunForAgent } from "@/lib/agent-api/load-run";\nexport const x = findRunForAgent;\n`, "lib/answer-key/example.ts")).toHaveLength(1);
  }, 60_000);

  it("refuses a component calling a loader, by alias or relative path, but not a type of its result", async () => {
    for (const spec of ["@/lib/review/load-queue-page", "../../lib/review/load-queue-page", "@/lib/answer-key/accuracy-page", "../../lib/clauses/clauses-page"]) {
      expect(await errors(`import { load } from "${spec}";\nexport const x = load;\n`, "components/queue/example-view.tsx"), spec).toEqual([expect.stringContaining("Components do no data fetching")]);
    }
    expect(await errors(`import type { QueuePageData } from "@/lib/review/load-queue-page";\nexport type X = QueuePageData;\n`, "components/queue/example-view.tsx")).toEqual([]);
    expect(await errors(`import { loadQueuePage } from "@/lib/review/load-queue-page";\nexport const x = loadQueuePage;\n`, "app/(console)/example/page.tsx")).toEqual([]);
  }, 60_000);

  it("lets loaders in lib/ use the database and pages use loaders", async () => {
    expect(await errors(`import { getPrisma } from "../db";\nexport const x = getPrisma;\n`, "lib/dashboard/example-loader.ts")).toEqual([]);
    expect(await errors(`import { loadAuditLog } from "@/lib/audit/load-audit-log";\nexport const x = loadAuditLog;\n`, "app/(console)/example/page.tsx")).toEqual([]);
  }, 60_000);

  it("keeps packs out of the verifier's engine, and checks and packs apart", async () => {
    for (const [file, spec] of [
      ["lib/verify/verify-reply.ts", "./packs"],
      ["lib/verify/checks/value-in-evidence.ts", "../packs/airline"],
      ["lib/verify/context/reply-context.ts", "../packs"],
    ]) {
      expect(await errors(`import { PACKS } from "${spec}";\nexport const x = PACKS;\n`, file), `${file} importing ${spec}`).toEqual([expect.stringContaining("never imports a pack")]);
    }
    expect(await errors(`import { policySentence } from "./policy-sentence";\nexport const x = policySentence;\n`, "lib/verify/checks/policy-facts.ts")).toEqual([expect.stringContaining("not a check")]);
    expect(await errors(`import { valueInEvidence } from "../../checks/value-in-evidence";\nexport const x = valueInEvidence;\n`, "lib/verify/packs/airline/index.ts")).toEqual([expect.stringContaining("not a check")]);
    // What the layout allows: a check's definition, the shared layers, and the packs' catalogue from an entry point.
    expect(await errors(`import { defineCheck } from "./define-check";\nimport { terms } from "../language/words";\nexport const x = [defineCheck, terms];\n`, "lib/verify/checks/example-check.ts")).toEqual([]);
    expect(await errors(`import { packsFor } from "../verify/packs";\nexport const x = packsFor;\n`, "lib/cli/example.ts")).toEqual([]);
    expect(await errors(`import { next } from "next/server";\nexport const x = next;\n`, "lib/verify/checks/example-check.ts")).toEqual([expect.stringContaining("neither Next nor Prisma")]);
  }, 60_000);
});
