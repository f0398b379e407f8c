/**
 * The verdict contract's fourth finding: an action the reply says was done with no successful
 * write behind it (issue 16). Extraction and judgement live in ../actions; this check wires them to
 * the reply context.
 */
import { actionLexicon, extractActionClaims } from "../actions/extract-action-claims";
import { judgeActions } from "../actions/judge-actions";
import type { Finding } from "../types";
import { defineCheck } from "./define-check";

export const actionClaims = defineCheck({
  id: "action-claims",
  title: "Actions said to be done, against the run's write calls",
  reads: ["the run's tool calls and their results", "the policy's tools (writes, claims)"],
  finds: ["grounded", "contradicted", "failed_action", "unperformed", "unverifiable"],
  stage: "add",
  run(ctx) {
    if (ctx.options.actionClaims === false) return [];
    const calls = ctx.calls();
    const writeTools = [...new Set([...calls.map((c) => c.name), ...(ctx.tools ?? []).map((t) => t.name), ...Object.keys(ctx.policy?.tools ?? {})])].filter((n) => ctx.toolOf(n).verbs.length > 0);
    const lex = actionLexicon(writeTools, ctx.packs);
    const actions = extractActionClaims(ctx.reply.text, lex, ctx.extracted);
    if (!actions.length) return [];
    return judgeActions(actions, { calls, writeTools, toolOf: ctx.toolOf, captureIncomplete: ctx.captureIncomplete, customerText: ctx.lastCustomerWords(50) }).map((c): Finding => ({ add: c }));
  },
});
