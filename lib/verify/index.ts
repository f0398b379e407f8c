/** Public API of the reply verifier. See README.md beside this file. */
export * from "./types";
export { verifyReply, toNormalizedRun, stopsReply, DEFAULT_CHUNK_SIZE, DEFAULT_SUPPORT_THRESHOLD } from "./verify-reply";
export { verifyReplyWithJudge, resolveJudge, type JudgeOptions } from "./verify-reply-with-judge";
export { judgeRunReplies, type ReplyJudgement } from "./judge-run-replies";
export { summarizeTelemetry, worstVerdict, countVerdicts, DEFAULT_THRESHOLDS, type AlarmThresholds, type Alarm, type TelemetrySummary } from "./telemetry";
export { parseClauseLibrary, indexClauses, resolveClause, factProblems, ClauseLibraryError } from "./policy/clauses";
export { draftFacts } from "./policy/draft-facts";
export { judgeConfigFromEnv, openAiCompatibleJudge, JudgeError, type JudgeConfig } from "./judge/openai-compatible";
export { judgeReply, judgeable, clearJudgeCache } from "./judge/judge-reply";
export { JUDGE_ANSWERS, JUDGE_INSTRUCTIONS, JUDGE_SCHEMA, judgeDocument, parseJudgeVerdicts, type JudgeAnswer, type JudgeItem, type JudgeModel, type JudgeVerdict, type JudgeLimits } from "./judge/judge-types";
export { extractValues as extractClaims } from "./extract/extract-values";
export type { ExtractedClaim } from "./extract/claim-types";
export { parseCitations } from "./language/sentences";
export { DEFAULT_SCOPE_FIELDS } from "./context/record-attributes";
export { toolParameters } from "./context/tool-parameters";
export { CHECKS } from "./checks/registry";
