// One hash over the files a step reads, so a step can be skipped while they are unchanged
// (scripts/build-if-changed.mjs: the production build; scripts/e2e-server.sh: the seeded demo data).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// Generated from prisma/schema.prisma (hash that instead); tests and docs change no output.
const SKIP = [/^lib\/generated\//, /\.test\.tsx?$/, /\.md$/];

function files(rel) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  return readdirSync(abs).sort().flatMap((name) => files(path.posix.join(rel, name)));
}

/** sha256 over the paths and contents of `inputs` (files or folders, relative to the repository). */
export function hashOf(inputs) {
  const h = createHash("sha256");
  for (const f of inputs.flatMap(files).filter((f) => !SKIP.some((re) => re.test(f)))) h.update(`${f}\0`).update(readFileSync(path.join(ROOT, f))).update("\0");
  return h.digest("hex");
}

// `node scripts/source-hash.mjs a b c` prints the hash of those inputs.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) console.log(hashOf(process.argv.slice(2)));
