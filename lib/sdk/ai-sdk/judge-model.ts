/**
 * An AI SDK LanguageModel as Groundcheck's model judge: one generateText call per batch, with the
 * judge's instructions as the system instructions, the batch as one JSON document in the user
 * message (a sentence is a JSON string there: it cannot end itself and speak as the instructions),
 * and structured output (`responseFormat: { type: "json", schema }`, the answer's JSON schema).
 * A provider that ignores the schema and wraps its JSON in prose or a code fence is read with
 * parseJudgeVerdicts; anything unreadable throws, and the sentences stay not checked.
 */
import { generateText, jsonSchema, NoObjectGeneratedError, Output, type JSONSchema7, type LanguageModel } from "ai";
import { JUDGE_INSTRUCTIONS, JUDGE_SCHEMA, judgeDocument, parseJudgeVerdicts, type JudgeModel } from "../../verify";
import { GroundcheckSdkError } from "../core/errors";
import { describeValue, isJudgeModel } from "../core/judge-option";

/** A LanguageModel object (any specification version generateText takes); a model id string is not. */
export type AiSdkLanguageModel = Exclude<LanguageModel, string>;

/**
 * Models `gc.model(...)` wrapped, and what they wrap. A wrapped model handed in as the judge is
 * called unwrapped: otherwise Groundcheck's middleware would record the judge's prompt into the
 * run and check the judge's answer as a reply, which asks the judge again.
 */
export const unwrappedModels = new WeakMap<object, AiSdkLanguageModel>();

const SPEC_VERSIONS = ["v2", "v3", "v4"];

export const isLanguageModel = (m: unknown): m is AiSdkLanguageModel =>
  !!m && typeof m === "object" && SPEC_VERSIONS.includes(String((m as { specificationVersion?: unknown }).specificationVersion)) && typeof (m as { doGenerate?: unknown }).doGenerate === "function";

const SCHEMA = jsonSchema(JUDGE_SCHEMA as unknown as JSONSchema7);

/** The `judge` option of the AI SDK adapter, as the session takes it: null (no judge) or a JudgeModel. */
export function toJudgeModel(judge: unknown): JudgeModel | null {
  if (judge == null) return null;
  if (isJudgeModel(judge)) return judge;
  if (isLanguageModel(judge)) return aiSdkJudge(judge);
  const hint =
    typeof judge === "string"
      ? " A model id string would go to the AI Gateway; pass the provider's model object (openai(\"gpt-4o-mini\"), or gateway(\"openai/gpt-4o-mini\") to use the gateway)."
      : typeof (judge as { getResponse?: unknown }).getResponse === "function"
        ? " That is an Agents SDK Model: pass it to groundcheck/openai-agents' groundcheck(...) instead."
        : "";
  throw new GroundcheckSdkError("invalid_options", `judge must be an AI SDK LanguageModel (a provider's model object, such as openai("gpt-4o-mini")) or a JudgeModel { name, judge(items, signal) }, not ${describeValue(judge)}.${hint}`);
}

export function aiSdkJudge(model: AiSdkLanguageModel): JudgeModel {
  return {
    name: `${model.provider}:${model.modelId}`,
    async judge(items, signal) {
      let answer: string;
      try {
        const result = await generateText({
          model: unwrappedModels.get(model) ?? model,
          instructions: JUDGE_INSTRUCTIONS,
          messages: [{ role: "user", content: judgeDocument(items) }],
          output: Output.object({ schema: SCHEMA, name: "verdicts", description: "One verdict per item of the user message." }),
          temperature: 0,
          // One call per reply is the judge's cost; the timeout bounds it, a retry would only spend it.
          maxRetries: 0,
          abortSignal: signal,
        });
        answer = JSON.stringify(result.output);
      } catch (err) {
        // Not JSON as a whole (a code fence, words around it): read the object inside, if there is one.
        if (!NoObjectGeneratedError.isInstance(err) || typeof err.text !== "string") throw err;
        answer = err.text;
      }
      const verdicts = parseJudgeVerdicts(answer, items);
      if (!verdicts) throw new Error(`the judge's answer is not the verdicts JSON: ${answer.slice(0, 120)}`);
      return verdicts;
    },
  };
}
