/**
 * "I can't share a return label or QR code in this chat", "I'm not able to arrange cross-shipping
 * from here": the agent telling what it cannot do through this channel is about its own tools, not a
 * rule of the store, and the agent's tool list can judge it (like check-lookup-claims.ts). Such a
 * sentence, read as a policy statement that no passage supports, is grounded when every verb it
 * limits is one no tool of the agent performs (no tool's name holds it) and none is a process the
 * policy governs (cancel, return, exchange, modify, refund ...), which stays the policy's to judge.
 * Without the tool list nothing changes.
 */
import { PROCESS_VERBS } from "./match-policy";
import type { Claim, ToolParameters } from "./types";

const CHANNEL = /\b(?:from here|here in (?:the )?chat|in (?:this|the) chat|(?:via|over|through|by) (?:this )?chat|in this conversation|on my end|from my end|from this (?:chat|channel)|with (?:the|my) (?:available )?tools(?: I have)?|with the tools available to me)\b/i;
const LIMITED = /\b(?:i(?:['’]m| am)\s+(?:unable|not able)\s+to|i\s+(?:cannot|can['’]t|can not)|we\s+(?:cannot|can['’]t|can not|are unable to))\s+(?:(?:directly|personally|currently|also|really)\s+)?([a-z]+)/gi;

export function addChannelLimitSupport(claims: Claim[], tools: ToolParameters | undefined): void {
  if (!tools || tools.length === 0) return;
  const names = tools.map((t) => t.name.toLowerCase());
  for (const c of claims) {
    if (c.kind !== "policy" || c.verdict !== "invented" || c.citations.clauses.length || !CHANNEL.test(c.text)) continue;
    const verbs = [...c.text.matchAll(LIMITED)].map((m) => m[1].toLowerCase());
    if (!verbs.length) continue;
    if (verbs.some((v) => PROCESS_VERBS.some((p) => v.startsWith(p)) || names.some((n) => n.split(/[_\W]+/).some((w) => w.length >= 3 && (v.startsWith(w) || w.startsWith(v)))))) continue;
    c.verdict = "grounded";
    c.reason = `the agent's limit in this channel, not a store rule: none of its tools ${verbs.map((v) => `"${v}"`).join(" or ")}s (tools: ${names.join(", ")})`;
    delete c.passage;
  }
}
