import { expect, it } from "vitest";
import { diffMigrationsToSchema, readSchema } from "../../scripts/db/engine";

it("the committed migrations produce exactly prisma/schema.prisma", async () => {
  const sql = await diffMigrationsToSchema();
  if (sql !== "") {
    expect.fail(
      "prisma/schema.prisma differs from prisma/migrations. Run `npm run db:migration:new -- <name>`; " +
        `the missing migration would be:\n\n${sql}`,
    );
  }
});

it("reports a schema change that has no migration", async () => {
  const schema = readSchema();
  const changed = { ...schema, content: `${schema.content}\nmodel DriftProbe {\n  id String @id\n}\n` };
  const sql = await diffMigrationsToSchema({ schema: changed });
  expect(sql).toMatch(/CREATE TABLE "DriftProbe"/);
});
