import { readFileSync } from "node:fs";
import type { Guard } from "../guard/create-guard";
import { replayRun } from "../guard/replay-run";
import { InputError, readInputFile, toRunRecord } from "./load-inputs";

/**
 * Judge the last tool call of one run (a JSON object `{messages, customer_id?}` or a bare messages
 * array) from a file or stdin. Earlier calls are replayed too, so the retry cap sees the streak.
 * Prints one JSON line: the verdict with its model-facing error. Returns the verdict's decision.
 */
export function checkRun(guard: Guard, source: { path?: string; stdinFd?: number }, customer: string | undefined, out: { write(s: string): unknown }): "allow" | "reject" | "hold" {
  const text = source.path ? readInputFile(source.path, "run") : readStdin(source.stdinFd ?? 0);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new InputError(`${source.path ?? "stdin"} is not JSON: ${(e as Error).message}`);
  }
  const run = toRunRecord(value, "run");
  if (typeof run === "string") throw new InputError(run);
  const { verdicts } = replayRun(guard, run.messages, { customerId: customer ?? run.customerId });
  const last = verdicts[verdicts.length - 1];
  if (!last) throw new InputError("the run has no tool call to check");
  const v = last.verdict;
  out.write(`${JSON.stringify({ kind: "tool_call", run: run.id, call_id: last.callId, tool: last.tool, message_index: last.messageIndex, decision: v.decision, code: v.code, message: v.message, retry: v.retry, args_grounded: v.args_grounded, findings: v.findings, ...(v.error ? { error: v.error } : {}) })}\n`);
  return v.decision;
}

function readStdin(fd: number): string {
  try {
    return readFileSync(fd, "utf8");
  } catch (e) {
    throw new InputError(`cannot read stdin: ${(e as Error).message}`);
  }
}
