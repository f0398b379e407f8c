// `groundcheck/guard`: the embedded engines for an agent's own process (no server, no Next, no
// Prisma): the tool-call guard, the reply verifier, the policy format and the run normalizer.
export * from "../guard";
export * from "../policy";
export * from "../run";
export {
  verifyReply,
  verifyReplyWithJudge,
  isPassingVerdict,
  parseClauseLibrary,
  extractClaims,
  type Claim,
  type Clause,
  type VerifyOptions,
  type VerifyResult,
  type Verdict as ReplyVerdict,
} from "../verify";
