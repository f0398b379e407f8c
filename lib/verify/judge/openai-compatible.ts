/**
 * The server's judge: an OpenAI-compatible `/chat/completions` endpoint (GROUNDCHECK_JUDGE_URL and
 * GROUNDCHECK_JUDGE_MODEL). One request per reply, structured output requested with the answer's
 * schema, the items as a JSON document in the user message. Every failure is thrown to the caller,
 * which leaves the sentences not checked.
 */
import { DEFAULT_JUDGE_TIMEOUT_MS, JUDGE_INSTRUCTIONS, JUDGE_SCHEMA, judgeDocument, parseJudgeVerdicts, type JudgeModel } from "./judge-types";

export interface JudgeConfig {
  /** Base URL; `/chat/completions` is appended unless the URL already ends with it. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Read GROUNDCHECK_JUDGE_URL, _MODEL, _API_KEY, _TIMEOUT_MS; null (judge off) unless URL and model are set. */
export function judgeConfigFromEnv(env: Record<string, string | undefined> = process.env): JudgeConfig | null {
  const url = env.GROUNDCHECK_JUDGE_URL?.trim();
  const model = env.GROUNDCHECK_JUDGE_MODEL?.trim();
  if (!url || !model) return null;
  const t = Number(env.GROUNDCHECK_JUDGE_TIMEOUT_MS);
  return { url, model, apiKey: env.GROUNDCHECK_JUDGE_API_KEY || undefined, timeoutMs: t > 0 ? t : DEFAULT_JUDGE_TIMEOUT_MS };
}

export class JudgeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JudgeError";
  }
}

export function openAiCompatibleJudge(config: JudgeConfig, fetchImpl: typeof fetch = fetch): JudgeModel {
  const url = /\/chat\/completions\/?$/.test(config.url) ? config.url : `${config.url.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: config.model,
    async judge(items, signal) {
      const res = await fetchImpl(url, {
        method: "POST",
        signal,
        redirect: "error",
        headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          response_format: { type: "json_schema", json_schema: { name: "verdicts", strict: true, schema: JUDGE_SCHEMA } },
          messages: [
            { role: "system", content: JUDGE_INSTRUCTIONS },
            { role: "user", content: judgeDocument(items) },
          ],
        }),
      });
      if (!res.ok) throw new JudgeError(`judge HTTP ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      const verdicts = typeof content === "string" ? parseJudgeVerdicts(content, items) : null;
      if (!verdicts) throw new JudgeError("judge answer unreadable");
      return verdicts;
    },
  };
}
