// npm run clauses:export [-- <file>]: writes the clause library (the version of each clause in force
// now) as the JSON `groundcheck replay --clauses` reads; to stdout when no file is given.
import { writeFileSync } from "node:fs";
import { runWithDatabase } from "./run-with-database";
import { exportClauseLibrary } from "../lib/clauses/export-clause-library";

const out = process.argv[2];

runWithDatabase(
  async (db) => {
    const json = await exportClauseLibrary(db.prisma);
    if (out) {
      writeFileSync(out, json);
      console.error(`Wrote ${JSON.parse(json).length} clauses to ${out}`);
    } else process.stdout.write(json);
  },
  { log: () => {} },
);
