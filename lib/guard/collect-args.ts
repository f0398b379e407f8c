import { inferArgRole, inferUnit } from "../policy/infer-roles";
import type { EffectiveArg, EffectiveTool } from "../policy/types";

export interface ArgValue {
  /** Concrete path: `payment_methods[1].payment_id`. */
  path: string;
  /** Pattern path as in the policy: `payment_methods[].payment_id`. */
  pattern: string;
  /** Last property name (`payment_id`; `order_ids` for an element of order_ids). */
  name: string;
  value: string | number;
  arg: EffectiveArg;
}

const argMaps = new WeakMap<EffectiveTool, Map<string, EffectiveArg>>();

/**
 * Every scalar in the arguments with its effective role, nested objects and arrays included.
 * Keys the schema does not describe (allowed by additionalProperties) get an inferred role too.
 */
export function collectArgs(tool: EffectiveTool, args: Record<string, unknown>): ArgValue[] {
  let byPattern = argMaps.get(tool);
  if (!byPattern) argMaps.set(tool, (byPattern = new Map(tool.args.map((a) => [a.path, a]))));
  const out: ArgValue[] = [];
  const walk = (v: unknown, path: string, pattern: string, name: string) => {
    if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, `${path}[${i}]`, `${pattern}[]`, name));
    } else if (v !== null && typeof v === "object") {
      for (const [k, sub] of Object.entries(v)) walk(sub, path ? `${path}.${k}` : k, pattern ? `${pattern}.${k}` : k, k);
    } else if (typeof v === "string" || typeof v === "number") {
      let arg = byPattern!.get(pattern);
      if (!arg) {
        const inferred = inferArgRole(name, typeof v === "number" ? { type: "number" } : { type: "string" });
        arg = { path: pattern, role: inferred.role, roleSource: "inferred", reason: inferred.reason };
        if (arg.role === "amount") {
          arg.unit = inferUnit(name, {}).unit;
          arg.unitSource = "inferred";
        }
      }
      out.push({ path, pattern, name, value: v, arg });
    }
  };
  walk(args, "", "", "");
  return out;
}
