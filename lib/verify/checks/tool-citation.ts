/**
 * A `[tool:ID]` marker must name, whole, a call this run made before the reply whose result is an
 * observation: citing a call that never happened (or a procedure, which is not evidence) is an
 * invented citation. Ids are compared whole: `call-1` does not match `call-10`.
 */
import type { Finding, Support } from "../types";
import { claimsOf, defineCheck } from "./define-check";

export const toolCitation = defineCheck({
  id: "tool-citation",
  title: "Cited tool calls exist",
  reads: ["the run's tool calls"],
  finds: ["grounded", "invented"],
  stage: "value",
  run(ctx, claims) {
    const out: Finding[] = [];
    for (const i of claimsOf(claims, "citation")) {
      const v = claims[i].value;
      if (v.type !== "citation") continue;
      const id = v.toolCallId;
      const kind = ctx.bag.callIds.get(id);
      if (kind === undefined) {
        const near = [...ctx.bag.callIds.keys()].filter((k) => k.startsWith(id) || id.startsWith(k));
        const hint = near.length ? ` (ids are matched whole; ${near.join(", ")} is another call)` : "";
        out.push({ claim: i, verdict: "invented", reason: `cites tool call "${id}", which this run never made before the reply${hint}`, support: [] });
        continue;
      }
      if (kind === "procedure") {
        out.push({ claim: i, verdict: "invented", reason: `cites "${id}", a procedure (how-to) result, which is not evidence`, support: [] });
        continue;
      }
      const src = [...ctx.bag.sources].reverse().find((s) => s.toolCallId === id && s.kind === "tool");
      const support: Support[] = src ? [{ source: "tool", messageIndex: src.messageIndex, toolCallId: id, toolName: src.label, span: [0, src.content.length] }] : [];
      out.push({ claim: i, verdict: "grounded", reason: `cites ${id}, a result of this run (${kind.replace("_", " ")})`, support });
    }
    return out;
  },
});
