/**
 * Runs a script's main function and exits as soon as it is done: the WebAssembly engines and
 * PGlite can keep Node alive for seconds after the work. Typed database errors print their
 * message only; anything else prints its stack.
 */
import { DatabaseError } from "../../lib/db/errors";

export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DatabaseError) console.error(`error (${error.code}): ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}
