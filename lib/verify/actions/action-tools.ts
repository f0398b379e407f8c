/**
 * Which action claims a write tool makes true (issue 16). Declared in the policy
 * (`tools.X.claims: ["cancel", "refund"]`), else read from the words of the tool's name: each word
 * is an action of its own ("rebook_trip" rebooks), and the common verbs below bring the actions they
 * entail (a cancellation refunds; an update can add, remove or change). Packs add words of their
 * domain (`toolVerbs`). A tool that does not write grounds nothing.
 */
import { inferWrites } from "../../policy/infer-roles";
import { stem } from "../language/words";
import type { Pack, PolicyLike } from "../types";

/** Common verbs of tool names and the actions a tool named with them performs. */
const TOOL_WORDS: Record<string, readonly string[]> = {
  cancel: ["cancel", "refund"],
  refund: ["refund"],
  return: ["return", "refund", "send"],
  modify: ["change", "add", "remove", "swap", "refund", "book"],
  update: ["change", "add", "remove", "swap", "refund", "book"],
  change: ["change", "add", "remove", "swap", "refund", "book"],
  edit: ["change", "add", "remove"],
  set: ["change"],
  upgrade: ["change"],
  downgrade: ["change", "refund"],
  add: ["add", "change"],
  remove: ["remove", "change"],
  delete: ["remove", "cancel"],
  swap: ["swap", "change"],
  replace: ["replace", "send", "swap"],
  replacement: ["replace", "send"],
  send: ["send"],
  message: ["send"],
  email: ["send"],
  notify: ["send"],
  contact: ["send"],
  reply: ["send"],
  voucher: ["compensate", "send", "add"],
  coupon: ["compensate", "send", "add"],
  compensation: ["compensate"],
  compensate: ["compensate"],
  credit: ["compensate", "refund", "add"],
  goodwill: ["compensate"],
  book: ["book"],
  reserve: ["book"],
  create: ["book", "open"],
  place: ["book"],
  open: ["open"],
  close: ["close", "cancel"],
  transfer: ["escalate", "transfer"],
  escalate: ["escalate"],
  handoff: ["escalate"],
  human: ["escalate"],
  pay: ["pay"],
  payment: ["pay", "send"],
  charge: ["pay"],
  suspend: ["suspend"],
  resume: ["resume", "activate"],
  enable: ["activate", "change"],
  activate: ["activate"],
  disable: ["deactivate", "change"],
  deactivate: ["deactivate"],
  submit: ["submit", "send"],
  apply: ["submit", "open"],
  log: ["submit"],
  verify: ["verify"],
};

/** Words of a tool's name that name no action ("get", "order", "details"). */
const NO_ACTION = new Set(["get", "list", "find", "search", "lookup", "look", "read", "check", "fetch", "show", "view", "by", "for", "of", "the", "to", "a", "details", "detail", "info", "information", "user", "customer", "id", "all"]);

const words = (name: string) => name.split(/[._\-\s]+|(?=[A-Z])/).map((w) => w.toLowerCase()).filter(Boolean);

/** Object words of a tool's name that still say what it does: `issue_voucher` compensates, `send_replacement` replaces. */
const OBJECT_WORDS = new Set(["voucher", "coupon", "credit", "compensation", "goodwill", "replacement", "refund", "human"]);

/** The verb a tool's name leads with (cancel_pending_order → cancel; get_user_details → none). */
export function leadWord(toolName: string): string | null {
  const lead = words(toolName).find((w) => !NO_ACTION.has(w) || TOOL_WORDS[w]);
  return lead && !NO_ACTION.has(lead) ? lead : null;
}

export interface ActionTool {
  name: string;
  /** Actions, as stems ("cancel", "rebook"), that this tool's successful call makes true. */
  verbs: string[];
  /** Where the verbs came from, shown in reasons so an operator knows what to declare. */
  source: "declared" | "inferred";
}

/** Stems of the actions a description says the tool performs ("Refuels data ..., adding to the bill" adds). Negated sentences say nothing. */
const ACTION_STEMS = new Set(Object.values(TOOL_WORDS).flat().map((v) => stem(v)));
function describedVerbs(description: string | undefined): string[] {
  if (!description) return [];
  const out = new Set<string>();
  for (const sentence of description.split(/(?<=[.!?])\s+|\n/).slice(0, 6)) {
    if (/\b(?:not|never|no|without|cannot|can't|doesn't|don't|only if|unless)\b/i.test(sentence)) continue;
    for (const w of sentence.match(/[A-Za-z]{3,}/g) ?? []) {
      const lw = w.toLowerCase();
      for (const v of TOOL_WORDS[lw] ?? []) out.add(stem(v));
      const s = stem(lw);
      if (ACTION_STEMS.has(s)) out.add(s);
    }
  }
  return [...out];
}

/** The actions `toolName` performs; [] for a tool that does not write. */
export function actionToolOf(toolName: string, policy?: PolicyLike, packs: readonly Pack[] = [], description?: string): ActionTool {
  const declared = policy?.tools?.[toolName];
  if (declared?.claims) return { name: toolName, verbs: declared.claims.map((v) => stem(v)), source: "declared" };
  const writes = declared?.writes ?? inferWrites(toolName);
  if (!writes) return { name: toolName, verbs: [], source: declared?.writes === false ? "declared" : "inferred" };
  const verbs = new Set<string>();
  const all = words(toolName);
  // A tool's name leads with its verb (cancel_pending_order, enable_roaming, submit_referral): that
  // word is an action the tool performs, with the actions the common verbs entail. The other words
  // name what it acts on; a pack may still give them actions (`toolVerbs`).
  const lead = leadWord(toolName);
  all.forEach((w) => {
    if (w === lead || OBJECT_WORDS.has(w)) for (const v of TOOL_WORDS[w] ?? []) verbs.add(v);
    for (const p of packs) for (const v of p.toolVerbs?.[w] ?? []) verbs.add(v);
  });
  if (lead && lead.length >= 3) verbs.add(stem(lead));
  for (const v of describedVerbs(description)) verbs.add(v);
  return { name: toolName, verbs: [...verbs].map((v) => stem(v)), source: "inferred" };
}

/** Memoised per policy object: a run calls the same few tools many times. */
export function actionToolIndex(policy?: PolicyLike, packs: readonly Pack[] = [], descriptions: ReadonlyMap<string, string> = new Map()): (toolName: string) => ActionTool {
  const cache = new Map<string, ActionTool>();
  return (name) => {
    let t = cache.get(name);
    if (!t) cache.set(name, (t = actionToolOf(name, policy, packs, descriptions.get(name))));
    return t;
  };
}
