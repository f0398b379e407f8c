/** Public API of the reply verifier. See README.md beside this file. */
export * from "./types";
export { verifyReply, toNormalizedRun, DEFAULT_CHUNK_SIZE, DEFAULT_SUPPORT_THRESHOLD } from "./verify-reply";
export { verifyReplyWithJudge, type JudgeOptions } from "./verify-reply-with-judge";
export { judgeRunReplies, type ReplyJudgement } from "./judge-run-replies";
export { summarizeTelemetry, worstVerdict, countVerdicts, DEFAULT_THRESHOLDS, type AlarmThresholds, type Alarm, type TelemetrySummary } from "./telemetry";
export { parseClauseLibrary, indexClauses, resolveClause, ClauseLibraryError } from "./load-clauses";
export { judgeConfigFromEnv, askJudge, type JudgeConfig, type JudgeOutcome } from "./judge-client";
export { extractClaims, type ExtractedClaim } from "./extract-claims";
export { parseCitations } from "./parse-citations";
export { DEFAULT_SCOPE_FIELDS } from "./read-order-attributes";
export { toolParameters } from "./check-lookup-claims";
