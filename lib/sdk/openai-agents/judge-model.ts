/**
 * An Agents SDK Model as Groundcheck's model judge: one `getResponse` per batch, called directly
 * (no Runner, so no guardrail or input filter of Groundcheck's sees it), with the judge's
 * instructions as `systemInstructions`, the batch as one JSON document in the user message (a
 * sentence is a JSON string there: it cannot end itself and speak as the instructions), and
 * structured output (`outputType: { type: "json_schema", strict: true, schema }`). The answer is
 * the assistant message's output text, read with parseJudgeVerdicts; a refusal or anything
 * unreadable throws, and the sentences stay not checked.
 */
import type { AgentOutputItem, JsonSchemaDefinition, Model } from "@openai/agents";
import { JUDGE_INSTRUCTIONS, JUDGE_SCHEMA, judgeDocument, parseJudgeVerdicts, type JudgeModel } from "../../verify";
import { GroundcheckSdkError } from "../core/errors";
import { describeValue, isJudgeModel } from "../core/judge-option";

const OUTPUT_TYPE: JsonSchemaDefinition = { type: "json_schema", name: "verdicts", strict: true, schema: JUDGE_SCHEMA as unknown as JsonSchemaDefinition["schema"] };

export const isAgentsModel = (m: unknown): m is Model => !!m && typeof m === "object" && typeof (m as Model).getResponse === "function";

/**
 * A Model has no public name (OpenAIResponsesModel keeps its model id to itself): the judge is
 * named by its class and the order it was first seen in, so answers are cached per model object.
 */
const names = new WeakMap<object, string>();
let seen = 0;
function nameOf(model: Model): string {
  let name = names.get(model);
  if (!name) {
    const cls = (model as object).constructor?.name;
    name = `${cls && cls !== "Object" ? cls : "agents-model"}#${++seen}`;
    names.set(model, name);
  }
  return name;
}

/** The `judge` option of the Agents SDK adapter, as the session takes it: null (no judge) or a JudgeModel. */
export function toJudgeModel(judge: unknown): JudgeModel | null {
  if (judge == null) return null;
  if (isJudgeModel(judge)) return judge;
  if (isAgentsModel(judge)) return agentsJudge(judge);
  const hint =
    typeof judge === "string"
      ? ' A model name is resolved by a Runner, and the judge runs outside one: pass the Model itself (await new OpenAIProvider().getModel("gpt-4o-mini")).'
      : typeof (judge as { doGenerate?: unknown }).doGenerate === "function"
        ? " That is an AI SDK LanguageModel: pass it to groundcheck/ai-sdk's groundcheck(...) instead."
        : "";
  throw new GroundcheckSdkError("invalid_options", `judge must be an Agents SDK Model (an object with getResponse, such as await new OpenAIProvider().getModel("gpt-4o-mini")) or a JudgeModel { name, judge(items, signal) }, not ${describeValue(judge)}.${hint}`);
}

/** The assistant message's text; a refusal is an error (nothing was judged). */
function answerText(output: AgentOutputItem[]): string {
  let text = "";
  for (const item of output) {
    if (item.type !== "message" || item.role !== "assistant") continue;
    for (const part of item.content) {
      if (part.type === "output_text") text += part.text;
      else if (part.type === "refusal") throw new Error(`the judge refused: ${part.refusal.slice(0, 120)}`);
    }
  }
  return text;
}

export function agentsJudge(model: Model): JudgeModel {
  return {
    name: nameOf(model),
    async judge(items, signal) {
      const response = await model.getResponse({
        systemInstructions: JUDGE_INSTRUCTIONS,
        input: [{ type: "message", role: "user", content: judgeDocument(items) }],
        modelSettings: { temperature: 0 },
        tools: [],
        toolsExplicitlyProvided: true,
        outputType: OUTPUT_TYPE,
        handoffs: [],
        tracing: false,
        signal,
      });
      const text = answerText(response.output);
      const verdicts = parseJudgeVerdicts(text, items);
      if (!verdicts) throw new Error(`the judge's answer is not the verdicts JSON: ${text.slice(0, 120)}`);
      return verdicts;
    },
  };
}
