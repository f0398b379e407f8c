/**
 * npm run db:drift
 *
 * Fails (exit 1) and prints the SQL when the committed migrations do not produce exactly
 * prisma/schema.prisma: someone edited the schema without `npm run db:migration:new`.
 */
import { diffMigrationsToSchema } from "./engine";
import { runScript } from "./run-script";

runScript(async () => {
  const sql = await diffMigrationsToSchema();
  if (sql === "") {
    console.log("No drift: the committed migrations produce prisma/schema.prisma.");
    return 0;
  }
  console.error("Drift: prisma/schema.prisma differs from the committed migrations. The missing migration would be:\n");
  console.error(sql);
  console.error("Create it with: npm run db:migration:new -- <name>");
  return 1;
});
