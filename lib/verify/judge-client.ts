/**
 * The optional model judge: asks an OpenAI-compatible `/chat/completions` endpoint whether a
 * clause supports a sentence. Off unless GROUNDCHECK_JUDGE_URL and GROUNDCHECK_JUDGE_MODEL are set.
 * Every failure (timeout, HTTP error, unreadable answer) comes back as `ok: false`, never thrown,
 * so the caller can hold the item.
 */

export interface JudgeConfig {
  /** Base URL; `/chat/completions` is appended unless the URL already ends with it. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export type JudgeOutcome = { ok: true; supported: boolean; reason: string } | { ok: false; reason: string };

export const DEFAULT_JUDGE_TIMEOUT_MS = 8000;

/** Read GROUNDCHECK_JUDGE_URL, _MODEL, _API_KEY, _TIMEOUT_MS; null (judge off) unless URL and model are set. */
export function judgeConfigFromEnv(env: Record<string, string | undefined> = process.env): JudgeConfig | null {
  const url = env.GROUNDCHECK_JUDGE_URL?.trim();
  const model = env.GROUNDCHECK_JUDGE_MODEL?.trim();
  if (!url || !model) return null;
  const t = Number(env.GROUNDCHECK_JUDGE_TIMEOUT_MS);
  return { url, model, apiKey: env.GROUNDCHECK_JUDGE_API_KEY || undefined, timeoutMs: t > 0 ? t : DEFAULT_JUDGE_TIMEOUT_MS };
}

const SYSTEM = [
  "You check a customer-support reply against a policy clause.",
  'Answer with JSON only: {"supported": true|false, "reason": "<one sentence>"}.',
  "supported is true only if the clause text states what the sentence says, including every number and condition.",
].join(" ");

/** Parse `{"supported": ...}` out of the model's answer (tolerating prose or a code fence around it). */
export function parseJudgeAnswer(content: string): JudgeOutcome {
  const m = content.match(/\{[\s\S]*\}/);
  if (m) {
    try {
      const v = JSON.parse(m[0]) as { supported?: unknown; reason?: unknown };
      if (typeof v.supported === "boolean") return { ok: true, supported: v.supported, reason: typeof v.reason === "string" ? v.reason : "" };
    } catch {
      /* fall through to the failure below */
    }
  }
  return { ok: false, reason: `judge answer unreadable: ${content.slice(0, 120)}` };
}

export async function askJudge(config: JudgeConfig, input: { sentence: string; clauseId: string; clauseText: string }): Promise<JudgeOutcome> {
  const url = /\/chat\/completions\/?$/.test(config.url) ? config.url : `${config.url.replace(/\/+$/, "")}/chat/completions`;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), config.timeoutMs);
  try {
    const res = await fetch(url, {
      method: "POST",
      signal: ctrl.signal,
      headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: `Clause ${input.clauseId}:\n${input.clauseText}\n\nSentence:\n${input.sentence}` },
        ],
      }),
    });
    if (!res.ok) return { ok: false, reason: `judge HTTP ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === "string" ? parseJudgeAnswer(content) : { ok: false, reason: "judge answer has no message content" };
  } catch (e) {
    const aborted = ctrl.signal.aborted;
    return { ok: false, reason: aborted ? `judge timed out after ${config.timeoutMs} ms` : `judge unreachable: ${(e as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}
