/**
 * The README's table of checks, generated from the registry (lib/verify/checks/registry.ts), so the
 * documentation cannot drift from the engine. `--write` rewrites the table between its markers in
 * lib/verify/README.md; without it, prints the table.
 *
 *   npx tsx scripts/verify-checks-table.ts [--write]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { checksTable } from "../lib/verify/checks/checks-table";

const README = new URL("../lib/verify/README.md", import.meta.url);
const table = checksTable();
if (process.argv.includes("--write")) {
  const text = readFileSync(README, "utf8");
  const next = text.replace(/<!-- checks:start -->[\s\S]*<!-- checks:end -->/, `<!-- checks:start -->\n${table}\n<!-- checks:end -->`);
  writeFileSync(README, next);
  console.log(next === text ? "README table already current" : "README table rewritten");
} else console.log(table);
