/**
 * npm run db:migrate
 *
 * Applies the pending committed migrations to DATABASE_URL (PostgreSQL) or, when it is unset, to
 * the embedded data folder (GROUNDCHECK_DATA_DIR, default ./data/pglite, created if missing). The
 * embedded folder is locked while this runs, so it refuses to run while the server has it open.
 */
import { migratePostgres, openDatabase, redactUrl } from "../../lib/db/open";
import { runScript } from "./run-script";

runScript(async () => {
  const log = (line: string) => console.log(line);
  const url = process.env.DATABASE_URL;
  if (url) {
    const result = await migratePostgres(url, { log });
    console.log(`${redactUrl(url)}: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied.`);
    return 0;
  }
  const db = await openDatabase({ log });
  try {
    const result = db.migrations!;
    console.log(`${db.location}: ${result.applied.length} applied, ${result.alreadyApplied.length} already applied.`);
  } finally {
    await db.close();
  }
  return 0;
});
