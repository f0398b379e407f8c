/**
 * Helpers for the verifier's unit tests: verify a reply on the fixtures' clock and find the claim a
 * reviewer would look at, by its text as the reply wrote it. A test that names a claim which the
 * engine did not extract fails with the claims it did extract, so a missing claim is never read as
 * a passing one.
 */
import { verifyReply } from "../verify-reply";
import type { Claim, ClaimKind, VerifyOptions, VerifyResult } from "../types";
import { NOW, runOf, type Message } from "./fixtures";

/** verifyReply on the fixtures' clock (NOW) unless the options give another. */
export function check(run: unknown, reply: string | Record<string, unknown>, options: VerifyOptions = {}): VerifyResult {
  return verifyReply(run, reply, { now: NOW, ...options });
}

const listed = (r: VerifyResult) => r.claims.map((c) => `[${c.kind}] ${JSON.stringify(c.text)} ${c.verdict}`).join("; ") || "none";

/** The claims of `kind` (all kinds when absent) whose text is `text`, else those containing it. */
export function claimsOf(r: VerifyResult, text: string, kind?: ClaimKind): Claim[] {
  const ofKind = r.claims.filter((c) => !kind || c.kind === kind);
  const exact = ofKind.filter((c) => c.text === text);
  return exact.length ? exact : ofKind.filter((c) => c.text.includes(text));
}

/** The one claim a reviewer sees for `text`; throws, listing the claims there are, when there is none. */
export function claimOf(r: VerifyResult, text: string, kind?: ClaimKind): Claim {
  const found = claimsOf(r, text, kind);
  if (!found.length) throw new Error(`no ${kind ?? ""} claim for ${JSON.stringify(text)}; the claims are: ${listed(r)}`);
  return found[0];
}

/** Whether the reply carries a claim of `kind` at all (a sentence that is no policy claim has none). */
export const hasClaim = (r: VerifyResult, kind: ClaimKind): boolean => r.claims.some((c) => c.kind === kind);

/** A run whose system prompt is `policy` (the agent's policy as its prompt gave it), then `turns`. */
export function policyRun(policy: string, ...turns: (Message | Message[])[]): Message[] {
  return [{ role: "system", content: policy }, ...turns.flat()];
}

/** The customer's words, as an OpenAI user message. */
export const customer = (content: string): Message => ({ role: "user", content });

export { runOf };
