// npm's postinstall: generates the Prisma client into lib/generated/prisma (gitignored).
// `prisma generate` needs no engine to generate, but Prisma 7 still tries to download its schema
// engine first, which fails offline. Pointing PRISMA_SCHEMA_ENGINE_BINARY at any existing file
// (here the running node binary, so it works on every platform) skips that download.
// Never set that variable for `prisma migrate ...`: those then do nothing and exit 0.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const env = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || process.execPath };
const result = spawnSync(process.execPath, [cli, "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
