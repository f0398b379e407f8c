import { checkRun } from "./check";
import { extraJudges } from "./extra-judges";
import { guardJudge } from "./guard-judge";
import { importClauses } from "./import-clauses";
import { InputError, loadGuard } from "./load-inputs";
import { parseArgs, UsageError } from "./parse-args";
import { replayFile, type Io } from "./replay";
import type { RunJudge } from "./run-judge";

export const HELP = `groundcheck: stop hallucinated tool calls at the dispatch boundary

Usage:
  groundcheck replay --tools TOOLS.json --runs RUNS.jsonl [--policy POLICY.json] [--clauses CLAUSES.json] [--pack NAME] [--budget BYTES]
      Replay every run causally; one JSON line per tool call and one per reply to the customer
      ({"kind":"reply", verdict, claims}; see lib/verify/README.md) on stdout, a summary on stderr.
      RUNS.jsonl: one run a line, {"id", "messages", "customer_id"?}, OpenAI or Anthropic format.
  groundcheck check --tools TOOLS.json [--policy POLICY.json] [--run RUN.json] [--customer ID]
      Judge the last tool call of one run (from --run or stdin); prints the verdict as one JSON line.
  groundcheck clauses import POLICY.md [--out CLAUSES.json] [--existing CLAUSES.json]
      Turn a Markdown policy into draft clauses (headings and bullets, every sentence kept) as a
      clause library for --clauses; ids from the headings (CANCEL-FLIGHT-2), skipping --existing's ids.

Exit codes: 0 ok (check: allowed); 1 replay skipped malformed lines, or check rejected/held the call;
            2 a file is missing, unreadable or invalid, or the command line is wrong.
Without npx:  node bin/groundcheck.mjs ...`;

/** Per-run judges `replay` runs after the tool-call guard (default: `extraJudges` in extra-judges.ts). */
export type ExtraJudges = (flags: Record<string, string | true>) => RunJudge[];

/** The CLI. Returns the exit code; never calls process.exit so tests and embedders keep control. */
export async function main(argv: string[], io: Io & { stdinFd?: number }, judgesAfterGuard: ExtraJudges = extraJudges): Promise<number> {
  try {
    const args = parseArgs(argv, ["tools", "runs", "policy", "run", "customer", "clauses", "budget", "out", "existing"]);
    if (args.flags.help || args.command === undefined || args.command === "help") {
      io.stdout.write(`${HELP}\n`);
      return args.command === undefined && !args.flags.help ? 2 : 0;
    }
    const str = (k: string) => (typeof args.flags[k] === "string" ? (args.flags[k] as string) : undefined);
    if (args.command === "replay") {
      if (!str("runs")) throw new UsageError("--runs RUNS.jsonl is required");
      const guard = loadGuard(str("tools"), str("policy"));
      for (const p of guard.problems) io.stderr.write(`warning: ${p}\n`);
      const judges = [guardJudge(guard), ...judgesAfterGuard(args.flags)];
      const { runs, skipped } = await replayFile(str("runs")!, judges, io);
      io.stderr.write(`runs: ${runs}${skipped ? `, skipped lines: ${skipped}` : ""}\n`);
      for (const j of judges) for (const line of j.summary()) io.stderr.write(`${line}\n`);
      return skipped ? 1 : 0;
    }
    if (args.command === "check") {
      const guard = loadGuard(str("tools"), str("policy"));
      const decision = checkRun(guard, { path: str("run") ?? args.positional[0], stdinFd: io.stdinFd }, str("customer"), io.stdout);
      return decision === "allow" ? 0 : 1;
    }
    if (args.command === "clauses") {
      if (args.positional[0] !== "import") throw new UsageError(`unknown clauses command "${args.positional[0] ?? ""}" (expected: clauses import POLICY.md)`);
      return importClauses(args.positional[1], { out: str("out"), existing: str("existing") }, io);
    }
    throw new UsageError(`unknown command "${args.command}" (expected replay, check or clauses; see --help)`);
  } catch (e) {
    if (e instanceof InputError || e instanceof UsageError) {
      io.stderr.write(`groundcheck: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
