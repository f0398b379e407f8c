/**
 * The `judge` option, whatever the SDK: a model that decides the policy sentences code left not
 * checked (lib/verify/judge). Each adapter turns its SDK's model into a JudgeModel; this module
 * checks what reaches the session, at construction, so a wrong value fails before the first reply.
 */
import type { JudgeLimits, JudgeModel } from "../../verify";
import { GroundcheckSdkError } from "./errors";

export interface JudgeSetting<M = JudgeModel> {
  /**
   * Local mode: the model that judges the reply's policy sentences code could not settle, one call
   * per reply that has any. Absent or null: no judge, and those sentences stay not checked (they pass).
   * Remote mode has none here: the server's judge decides (GROUNDCHECK_JUDGE_URL).
   */
  judge?: M | null;
  /** Wall time of the judge's call (default 8000 ms) and most sentences sent per reply (default 12). */
  judgeLimits?: JudgeLimits;
}

export const isJudgeModel = (j: unknown): j is JudgeModel => !!j && typeof j === "object" && typeof (j as JudgeModel).judge === "function" && typeof (j as JudgeModel).name === "string";

/** What the session keeps: a checked judge and limits, or null (no judge). */
export function checkJudgeSetting(mode: "local" | "remote", setting: JudgeSetting<unknown>): { model: JudgeModel; limits: JudgeLimits } | null {
  const { judge, judgeLimits } = setting;
  if (mode === "remote" && (judge != null || judgeLimits !== undefined)) {
    throw new GroundcheckSdkError("invalid_options", "judge and judgeLimits are for local mode. In remote mode the server's judge decides (GROUNDCHECK_JUDGE_URL and GROUNDCHECK_JUDGE_MODEL on the server); leave them out.");
  }
  if (judgeLimits !== undefined) checkLimits(judgeLimits);
  if (judge == null) return null;
  if (!isJudgeModel(judge)) throw new GroundcheckSdkError("invalid_options", `judge must be a model (the adapter's SDK model, or a JudgeModel { name, judge(items, signal) }), not ${describeValue(judge)}.`);
  return { model: judge, limits: judgeLimits ?? {} };
}

function checkLimits(limits: unknown) {
  if (!limits || typeof limits !== "object") throw new GroundcheckSdkError("invalid_options", `judgeLimits must be an object { timeoutMs?, maxItems? }, not ${describeValue(limits)}.`);
  const { timeoutMs, maxItems } = limits as JudgeLimits;
  if (timeoutMs !== undefined && !(typeof timeoutMs === "number" && Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new GroundcheckSdkError("invalid_options", `judgeLimits.timeoutMs must be a number of milliseconds above 0, not ${describeValue(timeoutMs)}.`);
  }
  if (maxItems !== undefined && !(Number.isInteger(maxItems) && maxItems > 0)) {
    throw new GroundcheckSdkError("invalid_options", `judgeLimits.maxItems must be a whole number above 0, not ${describeValue(maxItems)}.`);
  }
}

/** A short description of a wrong value for an error message (never its whole contents). */
export function describeValue(v: unknown): string {
  if (v === null || typeof v !== "object") return typeof v === "string" ? `the string ${JSON.stringify(v.slice(0, 60))}` : String(v);
  const name = (v as object).constructor?.name;
  const keys = Object.keys(v).slice(0, 6);
  return `${name && name !== "Object" ? `a ${name}` : "an object"}${keys.length ? ` with ${keys.join(", ")}` : ""}`;
}
