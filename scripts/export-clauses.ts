// npm run clauses:export [-- <file>]: writes the clause library (the version of each clause in force
// now) as the JSON `groundcheck replay --clauses` reads; to stdout when no file is given.
import { writeFileSync } from "node:fs";
import { openDatabase } from "../lib/db";
import { exportClauseLibrary } from "../lib/clauses/export-clause-library";

async function main() {
  const out = process.argv[2];
  const db = await openDatabase({ log: () => {} });
  try {
    const json = await exportClauseLibrary(db.prisma);
    if (out) {
      writeFileSync(out, json);
      console.error(`Wrote ${JSON.parse(json).length} clauses to ${out}`);
    } else process.stdout.write(json);
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
