/**
 * Which action claims a write tool makes true (issue 16). Declared in the policy
 * (`tools.X.claims: ["cancel", "refund"]`) or inferred from the words of the tool's name, the way
 * lib/policy infers that a tool writes: `cancel_reservation` cancels (and refunds, as a
 * cancellation does), `update_reservation_baggages` changes and adds, `message_seller` sends.
 */
import { inferWrites } from "../policy/infer-roles";
import { ACTION_VERBS, type ActionVerb, type PolicyLike } from "./types";

/** Words of tool names and the actions a tool named with them can perform. */
const TOOL_WORDS: Record<string, readonly ActionVerb[]> = {
  cancel: ["cancel", "refund"],
  refund: ["refund"],
  // Returns and exchanges send the label or the instructions by email.
  return: ["return", "refund", "send"],
  exchange: ["exchange", "change", "refund", "send"],
  // A modification can add or remove an item, swap it for another and refund the difference.
  modify: ["change", "add", "remove", "exchange", "refund"],
  update: ["change", "add", "remove", "exchange", "refund"],
  change: ["change", "add", "remove", "exchange", "refund"],
  edit: ["change", "add", "remove"],
  set: ["change"],
  upgrade: ["change"],
  downgrade: ["change", "refund"],
  add: ["add", "change"],
  remove: ["remove", "change"],
  delete: ["remove", "cancel"],
  baggage: ["add"],
  baggages: ["add"],
  bags: ["add"],
  // "You are now booked on the nonstop flight": a flight change books the new flights.
  flights: ["book", "change"],
  flight: ["book", "change"],
  send: ["send"],
  message: ["send"],
  email: ["send"],
  notify: ["send"],
  contact: ["send"],
  reply: ["send"],
  seller: ["send"],
  // A certificate, voucher or credit is sent to the customer and added to their account.
  certificate: ["compensate", "send", "add"],
  voucher: ["compensate", "send", "add"],
  compensation: ["compensate"],
  compensate: ["compensate"],
  credit: ["compensate", "refund", "add"],
  book: ["book"],
  reserve: ["book"],
  create: ["book"],
  place: ["book"],
  replacement: ["replace", "send"],
  replace: ["replace", "send"],
  transfer: ["escalate"],
  escalate: ["escalate"],
  handoff: ["escalate"],
  human: ["escalate"],
};

const words = (name: string) => name.split(/[._\-\s]+|(?=[A-Z])/).map((w) => w.toLowerCase()).filter(Boolean);

export interface ActionTool {
  name: string;
  verbs: ActionVerb[];
  /** Where the verbs came from, shown in reasons so an operator knows what to declare. */
  source: "declared" | "inferred";
}

const isVerb = (v: string): v is ActionVerb => (ACTION_VERBS as readonly string[]).includes(v);

/** The actions `toolName` performs; [] for a tool that does not write. */
export function actionToolOf(toolName: string, policy?: PolicyLike): ActionTool {
  const declared = policy?.tools?.[toolName];
  if (declared?.claims) return { name: toolName, verbs: declared.claims.filter(isVerb), source: "declared" };
  const writes = declared?.writes ?? inferWrites(toolName);
  if (!writes) return { name: toolName, verbs: [], source: declared?.writes === false ? "declared" : "inferred" };
  const verbs = new Set<ActionVerb>();
  for (const w of words(toolName)) for (const v of TOOL_WORDS[w] ?? []) verbs.add(v);
  return { name: toolName, verbs: [...verbs], source: "inferred" };
}

/** Memoised per policy object: a run calls the same few tools many times. */
export function actionToolIndex(policy?: PolicyLike): (toolName: string) => ActionTool {
  const cache = new Map<string, ActionTool>();
  return (name) => {
    let t = cache.get(name);
    if (!t) cache.set(name, (t = actionToolOf(name, policy)));
    return t;
  };
}
