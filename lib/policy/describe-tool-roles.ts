import { normalizeTools } from "../run/normalize-tools";
import { effectiveTools } from "./infer-roles";
import { emptyPolicy, parsePolicy } from "./parse-policy";
import type { EffectiveTool, Policy } from "./types";

/**
 * The roles the guard uses for each tool, from raw tool definitions (OpenAI, bare or Anthropic)
 * and a raw or parsed policy: what a settings page shows, with "inferred" marking the ones an
 * operator should confirm. Throws ToolDefinitionError / PolicyError for unusable input.
 */
export function describeToolRoles(rawTools: unknown, policy?: unknown | Policy): EffectiveTool[] {
  const parsed = policy === undefined || policy === null ? emptyPolicy() : parsePolicy(policy);
  return effectiveTools(normalizeTools(rawTools), parsed);
}
