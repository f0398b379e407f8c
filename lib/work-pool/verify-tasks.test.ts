// A reply over the claim limit is refused before verification, having read no more of it than the
// limit: a spy on the value extractor (how many claims it returned) and spies on the verifiers show
// the engine stopped at the first claim past the limit.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { emptyPolicy } from "../policy";
import { REQUEST_LIMITS } from "../agent-api/request-limits";
import * as values from "../verify/extract/extract-values";
import * as withJudge from "../verify/verify-reply-with-judge";
import * as runReplies from "../verify/judge-run-replies";
import { judgeImportTask, LimitExceeded, verifyReplyTask } from "./verify-tasks";

vi.mock("../verify/extract/extract-values", async (actual) => {
  const real = await actual<typeof import("../verify/extract/extract-values")>();
  return { ...real, extractValues: vi.fn(real.extractValues) };
});
vi.mock("../verify/verify-reply-with-judge", async (actual) => {
  const real = await actual<typeof import("../verify/verify-reply-with-judge")>();
  return { ...real, verifyReplyWithJudge: vi.fn(real.verifyReplyWithJudge) };
});
vi.mock("../verify/judge-run-replies", async (actual) => {
  const real = await actual<typeof import("../verify/judge-run-replies")>();
  return { ...real, judgeRunReplies: vi.fn(real.judgeRunReplies) };
});

const LIMIT = REQUEST_LIMITS.claimsPerReply;
/** The hostile reply: 100,000 characters of "$1," (33,333 amounts). */
const hostile = "$1,".repeat(33_333);
const amounts = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(", ");
const task = (text: string) => ({ messages: [], customerId: "c", text, clauses: [], policy: emptyPolicy(), budget: 0, maxClaims: LIMIT });
/** Claims the extractor read, over every call made with a stop (the limit's own pass). */
const parsed = () => vi.mocked(values.extractValues).mock.results.filter((r, i) => vi.mocked(values.extractValues).mock.calls[i][2]?.stopAfter !== undefined).reduce((n, r) => n + (r.value as unknown[]).length, 0);

beforeEach(() => vi.clearAllMocks());

describe("the claim limit of a live reply", () => {
  it("refuses 33,333 amounts with the documented 413 after reading only limit + 1 of them, verifying nothing", async () => {
    const err = await verifyReplyTask(task(hostile)).catch((e) => e);
    expect(err).toBeInstanceOf(LimitExceeded);
    expect(err.failure).toEqual({
      code: "payload_too_large",
      message: expect.stringMatching(/^text makes more than 1000 claims/),
      details: { field: "text", claims: LIMIT + 1, limit: LIMIT },
    });
    expect(parsed()).toBe(LIMIT + 1);
    expect(withJudge.verifyReplyWithJudge).not.toHaveBeenCalled();
  });

  it("verifies a reply of exactly the limit", async () => {
    const result = await verifyReplyTask(task(`Refunds: ${amounts(LIMIT)}.`));
    expect(result.claims.filter((c) => c.kind === "money")).toHaveLength(LIMIT);
    expect(withJudge.verifyReplyWithJudge).toHaveBeenCalledTimes(1);
  });
});

describe("the claim limit of an import's replies", () => {
  const agent = { id: "a", tools: [], policy: null, updatedAt: 0 };
  it("refuses the transcript at its first reply over the limit, naming it, before any replay or verification", () => {
    const messages = [
      { role: "user", content: "Where is my refund?" },
      { role: "assistant", content: "Looking into it." },
      { role: "assistant", content: hostile },
      { role: "assistant", content: hostile },
    ];
    let err: unknown;
    try {
      judgeImportTask({ agent, messages, customerId: "c", clauses: [], budget: 0, maxClaims: LIMIT });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LimitExceeded);
    expect((err as LimitExceeded).failure.details).toEqual({ field: "messages.2.content", claims: LIMIT + 1, limit: LIMIT });
    expect(parsed()).toBe(LIMIT + 1);
    expect(runReplies.judgeRunReplies).not.toHaveBeenCalled();
  });
});
