/**
 * npm run db:migration:new -- <name> [--empty]
 *
 * Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql: the SQL that takes the database
 * built by the committed migrations to prisma/schema.prisma, computed offline by Prisma's
 * WebAssembly schema engine on an in-memory PGlite. `--empty` writes an empty migration for
 * hand-written SQL (triggers, data fixes). Then `npx prisma generate` refreshes the client types.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { defaultMigrationsDir, readMigrations } from "../../lib/db/migrations";
import { MIGRATION_LOCK, diffMigrationsToSchema } from "./engine";
import { runScript } from "./run-script";

export function migrationTimestamp(now: Date = new Date()): string {
  return now.toISOString().replace(/[-:T]/g, "").slice(0, 14);
}

export function migrationSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
}

runScript(async () => {
  const args = process.argv.slice(2);
  const empty = args.includes("--empty");
  const name = args.filter((a) => !a.startsWith("--")).join("_");
  const slug = migrationSlug(name);
  if (!slug) {
    console.error("Usage: npm run db:migration:new -- <name> [--empty]   (e.g. add_runs)");
    return 2;
  }
  const migrationsDir = defaultMigrationsDir();
  const sql = empty ? "-- Hand-written migration: put its SQL here.\n" : await diffMigrationsToSchema({ migrationsDir });
  if (!empty && sql === "") {
    console.log("prisma/schema.prisma matches the committed migrations: no migration needed. (Use --empty for hand-written SQL.)");
    return 0;
  }
  let stamp = migrationTimestamp();
  const existing = readMigrations(migrationsDir).map((m) => m.name.slice(0, 14));
  const last = existing.at(-1);
  if (last && stamp <= last) stamp = String(BigInt(last) + 1n); // keep order even on a fast second run
  const dir = path.join(migrationsDir, `${stamp}_${slug}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql.endsWith("\n") ? sql : `${sql}\n`);
  const lockFile = path.join(migrationsDir, "migration_lock.toml");
  if (!existsSync(lockFile)) writeFileSync(lockFile, MIGRATION_LOCK);
  console.log(`Wrote ${path.relative(process.cwd(), path.join(dir, "migration.sql"))}`);
  console.log("Review it, then apply: `npm run db:migrate` (the embedded database also migrates itself at start).");
  return 0;
});
