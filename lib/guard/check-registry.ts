import type { Guard } from "./create-guard";
import type { Outcome } from "./outcome";

/**
 * An unknown tool name is refused with the list of real tools and what to do instead. There is
 * deliberately no fuzzy match: running the "closest" tool does something else with conviction.
 */
export function checkRegistry(guard: Guard, name: string): Outcome | null {
  if (guard.tools.has(name)) return null;
  guard.inventedTools.set(name, (guard.inventedTools.get(name) ?? 0) + 1);
  const shown = name === "" ? "No tool name was given." : `No tool named ${name}.`;
  const hint = guard.policy.capabilities[name];
  const esc = guard.policy.escalationTool;
  let instead: string;
  if (hint) instead = hint;
  else if (esc && guard.tools.has(esc)) instead = `This agent cannot do that: no available tool does what ${name || "it"} would. If the customer needs it, use ${esc}; do not use the nearest-looking tool instead.`;
  else instead = `This agent cannot do that at all: no available tool does it. Tell the customer plainly rather than using the nearest-looking tool.`;
  return {
    code: "unknown_tool",
    message: `${shown} Available: ${guard.toolNames.join(", ")}. ${instead}`,
    details: { requested: name, available: guard.toolNames, ...(hint ? { capability_hint: hint } : {}), ...(esc ? { escalation_tool: esc } : {}) },
  };
}
