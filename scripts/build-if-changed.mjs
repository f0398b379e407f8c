// `next build`, only when the sources changed since the last build in this folder: a hash of
// every file the build reads is stored beside the build (<distDir>/groundcheck-source-hash), so
// `npm run demo`, `npm test` and the Playwright server share one build instead of making their own.
// Usage: node scripts/build-if-changed.mjs [--check]   (--check: exit 1 when a build is needed)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, hashOf } from "./source-hash.mjs";

const distDir = path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");
const hashFile = path.join(distDir, "groundcheck-source-hash");
const INPUTS = ["app", "components", "lib", "public", "prisma/schema.prisma", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts", "next.config.js", "postcss.config.mjs", "tsconfig.json", "package-lock.json"];

const want = hashOf(INPUTS);
const have = existsSync(hashFile) && existsSync(path.join(distDir, "BUILD_ID")) ? readFileSync(hashFile, "utf8").trim() : null;
if (have === want) {
  console.log(`build: ${path.relative(ROOT, distDir)} is up to date with the sources (${want.slice(0, 12)}), not rebuilding.`);
  process.exit(0);
}
if (process.argv.includes("--check")) {
  console.log("build: sources changed since the last build.");
  process.exit(1);
}
const started = Date.now();
const r = spawnSync("npx", ["next", "build"], { cwd: ROOT, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
if (r.status !== 0) process.exit(r.status ?? 1);
writeFileSync(hashFile, `${want}\n`);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(0)} s (sources ${want.slice(0, 12)}).`);
