#!/usr/bin/env node
// Builds the installable package into dist/ (gitignored): groundcheck/client, /guard, /ai-sdk,
// /openai-agents and the `groundcheck` CLI, as ESM JavaScript with declarations.
//  1. tsc -p tsconfig.build.json (framework-free entry points only: no Next, no Prisma);
//  2. the `.js` extensions Node's ESM loader needs are added to every relative import of the
//     emitted JavaScript and declarations (the sources import extensionless, as the app's bundler
//     resolves them);
//  3. dist/package.json: the package's own manifest, with only what the entry points import as
//     dependencies (the app's package.json lists Next, React, Prisma…, which an agent must not
//     have to install). Pack it with `npm pack ./dist`.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(root, "tsconfig.build.json")], { stdio: "inherit", cwd: root });

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;
function resolveSpecifier(file, spec) {
  if (/\.(m?js|json)$/.test(spec)) return spec;
  const base = path.resolve(path.dirname(file), spec);
  if (existsSync(`${base}.js`)) return `${spec}.js`;
  if (existsSync(path.join(base, "index.js"))) return `${spec}/index.js`;
  throw new Error(`${path.relative(root, file)}: cannot resolve ${spec} in the build output`);
}
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(js|d\.ts)$/.test(name)) {
      const text = readFileSync(p, "utf8");
      const out = text.replace(SPECIFIER, (_, lead, q, spec) => `${lead}${q}${resolveSpecifier(p.replace(/\.d\.ts$/, ".js"), spec)}${q}`);
      if (out !== text) writeFileSync(p, out);
    }
  }
}
walk(dist);

// What the built files import from packages: each must be a dependency or peer of the manifest.
const app = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const RUNTIME = ["ajv", "ajv-formats"];
const strip = (exports) => Object.fromEntries(Object.entries(exports).map(([k, v]) => [k, typeof v === "string" ? v : Object.fromEntries(Object.entries(v).map(([c, p]) => [c, p.replace("./dist/", "./")]))]));
mkdirSync(path.join(dist, "bin"), { recursive: true });
writeFileSync(
  path.join(dist, "bin/groundcheck.mjs"),
  `#!/usr/bin/env node\n// The built CLI (the repository's bin/groundcheck.mjs runs the TypeScript sources instead).\nprocess.stdout.on("error", (e) => {\n  if (e.code === "EPIPE") process.exit(0);\n  throw e;\n});\nconst { main } = await import("../lib/cli/main.js");\nprocess.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, stdinFd: 0 });\n`,
  { mode: 0o755 },
);
const manifest = {
  name: app.name,
  version: app.version,
  description: app.description,
  type: "module",
  exports: strip(app.exports),
  bin: { groundcheck: "bin/groundcheck.mjs" },
  engines: app.engines,
  dependencies: Object.fromEntries(RUNTIME.map((d) => [d, app.dependencies[d]])),
  peerDependencies: app.peerDependencies,
  peerDependenciesMeta: app.peerDependenciesMeta,
};
writeFileSync(path.join(dist, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(path.join(root, "README.md"), path.join(dist, "README.md"));
console.log(`built ${path.relative(process.cwd(), dist) || "dist"}`);
