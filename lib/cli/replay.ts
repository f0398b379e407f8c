import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { normalizeRun } from "../run/normalize-run";
import { InputError, toRunRecord } from "./load-inputs";
import { progressBar } from "./progress";
import type { RunJudge } from "./run-judge";

export interface Io {
  stdout: { write(s: string): unknown };
  stderr: { isTTY?: boolean; write(s: string): unknown };
}

/**
 * Replay every run of a JSONL file through the judges, one JSON line per judged item on stdout.
 * A bad line is reported on stderr with its line number and skipped; the other runs still go
 * through. Returns the number of skipped lines.
 */
export async function replayFile(runsPath: string, judges: RunJudge[], io: Io): Promise<{ runs: number; skipped: number }> {
  let size: number;
  try {
    const st = statSync(runsPath);
    if (st.isDirectory()) throw new InputError(`cannot read --runs ${runsPath}: is a directory`);
    size = st.size;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(`cannot read --runs ${runsPath}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (e as Error).message}`);
  }
  const stream = createReadStream(runsPath, { encoding: "utf8" });
  const opened = new Promise<void>((resolve, reject) => {
    stream.once("open", () => resolve());
    stream.once("error", (e) => reject(new InputError(`cannot read --runs ${runsPath}: ${(e as NodeJS.ErrnoException).code ?? e.message}`)));
  });
  await opened;
  const bar = progressBar(io.stderr, size);
  let bytes = 0;
  let lineNo = 0;
  let runs = 0;
  let skipped = 0;
  const problem = (msg: string) => {
    bar.done();
    skipped++;
    io.stderr.write(`${runsPath}:${lineNo}: ${msg}; skipped\n`);
  };
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    lineNo++;
    bytes += Buffer.byteLength(line) + 1;
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      problem(`not valid JSON (${(e as Error).message})`);
      continue;
    }
    const run = toRunRecord(value, `line-${lineNo}`);
    if (typeof run === "string") {
      problem(run);
      continue;
    }
    runs++;
    const normalized = normalizeRun(run.messages);
    for (const judge of judges) {
      try {
        for (const out of judge.judgeRun({ run, line: lineNo, normalized })) io.stdout.write(`${JSON.stringify(out)}\n`);
      } catch (e) {
        // A judge bug on one run must not lose the rest of the file.
        problem(`run ${run.id}: ${judge.name} failed (${(e as Error).message})`);
      }
    }
    bar.update(bytes, `${runs} runs`);
  }
  bar.done();
  return { runs, skipped };
}
