// Prints one closing line for the whole suite, "tests: N passed, N failed", from the vitest and
// Playwright JSON reports, so CI and people read the same total. The reports live in test-reports/
// because Playwright empties test-results/ when it starts.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync("test-reports/vitest.json")) {
  const v = JSON.parse(readFileSync("test-reports/vitest.json", "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (existsSync("test-reports/playwright.json")) {
  const p = JSON.parse(readFileSync("test-reports/playwright.json", "utf8"));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
