// The frame every database script shares: open the database (embedded unless DATABASE_URL is
// set), run, always close (which releases the data-folder lock), and exit promptly with a
// one-line message on failure (PGlite and the WASM engine would otherwise keep Node alive).
import { openDatabase, type Database, type OpenDatabaseOptions } from "../lib/db";

export function runWithDatabase(work: (db: Database) => Promise<void>, options: OpenDatabaseOptions = {}): void {
  (async () => {
    const db = await openDatabase(options);
    try {
      await work(db);
    } finally {
      await db.close();
    }
  })().then(
    () => process.exit(0),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
