import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const run = (cwd: string, script: string, ...args: string[]) =>
  spawnSync(TSX, [path.join(ROOT, "scripts", "db", script), ...args], { cwd, encoding: "utf8" });

const tmp = mkdtempSync(path.join(os.tmpdir(), "gc-newmig-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

it("adding a model takes one command: db:migration:new writes the migration, and then there is no drift", () => {
  cpSync(path.join(ROOT, "prisma"), path.join(tmp, "prisma"), { recursive: true });
  const schemaFile = path.join(tmp, "prisma", "schema.prisma");
  writeFileSync(schemaFile, `${readFileSync(schemaFile, "utf8")}\nmodel Probe {\n  id    String @id\n  label String\n}\n`);

  const before = readdirSync(path.join(tmp, "prisma", "migrations"));
  const created = run(tmp, "migration-new.ts", "Add Probe!");
  expect(created.status, created.stderr).toBe(0);
  const added = readdirSync(path.join(tmp, "prisma", "migrations")).filter((d) => !before.includes(d));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatch(/^\d{14}_add_probe$/);
  expect(added[0]! > before.filter((d) => /^\d/.test(d)).sort().at(-1)!).toBe(true);
  expect(readFileSync(path.join(tmp, "prisma", "migrations", added[0]!, "migration.sql"), "utf8")).toContain('CREATE TABLE "Probe"');

  const clean = run(tmp, "drift.ts");
  expect(clean.status, clean.stderr).toBe(0);
  // Two child processes each replay every migration on an embedded database: about 30 s alone, past
  // a minute when the whole suite shares the machine.
}, 180_000);
