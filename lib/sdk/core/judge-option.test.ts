// The judge option is checked when groundcheck(...) is called, in both adapters: what is not a
// model, a judge in remote mode, and limits that cannot work are invalid_options, saying what to pass.
import { describe, expect, it } from "vitest";
import { MockLanguageModelV4 } from "ai/test";
import { Usage, type Model } from "@openai/agents";
import { groundcheck as forAiSdk } from "../ai-sdk";
import { groundcheck as forAgents } from "../openai-agents";
import type { GroundcheckSdkError } from "./errors";

const agentsModel: Model = { getResponse: async () => ({ usage: new Usage(), output: [] }), getStreamedResponse: () => (async function* () {})() };
const ownJudge = { name: "mine", judge: async () => [] };
const remote = { mode: "remote" as const, baseUrl: "http://gc.test", apiKey: "gck_x", run: { id: "r1" } };

function thrown(make: () => unknown): GroundcheckSdkError {
  try {
    make();
  } catch (e) {
    return e as GroundcheckSdkError;
  }
  throw new Error("expected groundcheck(...) to throw");
}

describe("the judge option, checked at construction", () => {
  it("each adapter takes its SDK's model, a JudgeModel of one's own, or nothing", () => {
    expect(() => forAiSdk({ mode: "local", tools: [], judge: new MockLanguageModelV4() })).not.toThrow();
    expect(() => forAgents({ mode: "local", tools: [], judge: agentsModel })).not.toThrow();
    for (const judge of [ownJudge, null, undefined]) {
      expect(() => forAiSdk({ mode: "local", tools: [], judge })).not.toThrow();
      expect(() => forAgents({ mode: "local", tools: [], judge })).not.toThrow();
    }
  });

  it("AI SDK: a model id string, an Agents SDK Model or any other object is invalid_options, saying what to pass", () => {
    const id = thrown(() => forAiSdk({ mode: "local", tools: [], judge: "gpt-4o-mini" as never }));
    expect(id).toMatchObject({ name: "GroundcheckSdkError", code: "invalid_options" });
    expect(id.message).toContain('judge must be an AI SDK LanguageModel (a provider\'s model object, such as openai("gpt-4o-mini"))');
    expect(id.message).toContain("A model id string would go to the AI Gateway");
    expect(thrown(() => forAiSdk({ mode: "local", tools: [], judge: agentsModel as never })).message).toContain("That is an Agents SDK Model: pass it to groundcheck/openai-agents");
    expect(thrown(() => forAiSdk({ mode: "local", tools: [], judge: { model: "x" } as never })).message).toContain("not an object with model");
  });

  it("Agents SDK: a model name, an AI SDK model or any other object is invalid_options, saying what to pass", () => {
    const name = thrown(() => forAgents({ mode: "local", tools: [], judge: "gpt-4o-mini" as never }));
    expect(name).toMatchObject({ code: "invalid_options" });
    expect(name.message).toContain("judge must be an Agents SDK Model (an object with getResponse");
    expect(name.message).toContain("pass the Model itself");
    expect(thrown(() => forAgents({ mode: "local", tools: [], judge: new MockLanguageModelV4() as never })).message).toContain("That is an AI SDK LanguageModel: pass it to groundcheck/ai-sdk");
  });

  it("remote mode: the server's judge decides, so a judge (or judgeLimits) is invalid_options", () => {
    for (const make of [() => forAiSdk({ ...remote, judge: new MockLanguageModelV4() } as never), () => forAgents({ ...remote, judge: agentsModel } as never), () => forAiSdk({ ...remote, judgeLimits: { timeoutMs: 10 } } as never)]) {
      const e = thrown(make);
      expect(e.code).toBe("invalid_options");
      expect(e.message).toContain("In remote mode the server's judge decides (GROUNDCHECK_JUDGE_URL");
    }
    expect(() => forAiSdk({ ...remote, judge: null } as never)).not.toThrow();
  });

  it("judgeLimits: a timeout or an item cap that cannot work is invalid_options", () => {
    for (const judgeLimits of [{ timeoutMs: 0 }, { timeoutMs: Number.NaN }, { timeoutMs: "5000" }, { maxItems: 0 }, { maxItems: 2.5 }, "fast"]) {
      expect(thrown(() => forAgents({ mode: "local", tools: [], judge: agentsModel, judgeLimits: judgeLimits as never })).code).toBe("invalid_options");
    }
    expect(thrown(() => forAiSdk({ mode: "local", tools: [], judgeLimits: { timeoutMs: -1 } })).message).toContain("judgeLimits.timeoutMs must be a number of milliseconds above 0, not -1");
  });
});
