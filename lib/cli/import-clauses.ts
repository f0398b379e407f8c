import { writeFileSync } from "node:fs";
import { basename } from "node:path";
import { draftClauseLibrary, parsePolicyMarkdown } from "../clauses/parse-policy-markdown";
import { parseClauseLibrary } from "../verify/policy/clauses";
import { InputError, readInputFile } from "./load-inputs";
import type { Io } from "./replay";

/**
 * `groundcheck clauses import POLICY.md [--out CLAUSES.json] [--existing CLAUSES.json]`: a Markdown
 * policy as a draft clause library (the JSON `replay --clauses` reads), on stdout or into --out.
 * --existing: a library whose ids and aliases the new ids must not reuse. A summary goes to stderr.
 */
export function importClauses(path: string | undefined, flags: { out?: string; existing?: string }, io: Io): number {
  if (!path) throw new InputError("clauses import needs a Markdown file: groundcheck clauses import POLICY.md");
  const markdown = readInputFile(path, "policy");
  let reserved: string[] = [];
  if (flags.existing) {
    try {
      reserved = parseClauseLibrary(JSON.parse(readInputFile(flags.existing, "--existing"))).flatMap((c) => [c.id, ...(c.aliases ?? [])]);
    } catch (e) {
      if (e instanceof InputError) throw e;
      throw new InputError(`--existing ${flags.existing}: ${(e as Error).message}`);
    }
  }
  const drafts = parsePolicyMarkdown(markdown, { reserved });
  if (drafts.length === 0) throw new InputError(`${path}: no policy text found (only headings or blank lines)`);
  // Validated with the verifier's own parser, so the file always loads in `replay --clauses`.
  const library = parseClauseLibrary(draftClauseLibrary(drafts, basename(path)));
  const json = `${JSON.stringify(library, null, 2)}\n`;
  if (flags.out) {
    try {
      writeFileSync(flags.out, json);
    } catch (e) {
      throw new InputError(`cannot write --out ${flags.out}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
  } else io.stdout.write(json);
  const sections = new Set(drafts.map((d) => d.headings.join(" › "))).size;
  io.stderr.write(`draft clauses: ${drafts.length} from ${sections} section${sections === 1 ? "" : "s"} of ${path}${flags.out ? ` → ${flags.out}` : ""}\n`);
  io.stderr.write("review them: rename the ids you want, add scope, then load them with --clauses or import them on the Policies page\n");
  return 0;
}
