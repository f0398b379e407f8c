/**
 * The policy format shared by the tool-call guard and the reply verifier. See README.md beside this
 * file for the JSON shape, the inference rules and examples.
 */

/** What an argument value is, which decides how the guard checks its provenance. */
export type ArgRole = "identifier" | "amount" | "date" | "email" | "reference" | "enum" | "free_text" | "none";
export const ARG_ROLES: readonly ArgRole[] = ["identifier", "amount", "date", "email", "reference", "enum", "free_text", "none"];

/** How a tool's result is treated by the reply verifier (the guard ignores it). */
export type ResultKind = "observation" | "procedure" | "policy_lookup";
export const RESULT_KINDS: readonly ResultKind[] = ["observation", "procedure", "policy_lookup"];

/** `cents` = integer minor units; `units` = major units (dollars, euros) possibly with decimals. */
export type MoneyUnit = "cents" | "units";

export interface ArgPolicy {
  role?: ArgRole;
  /** Names an entry of `idKinds` (case rules) and/or `entities` (owner and charges). */
  idKind?: string;
  unit?: MoneyUnit;
}

export interface ToolPolicy {
  writes?: boolean;
  movesMoney?: boolean;
  resultKind?: ResultKind;
  /** Keyed by argument path: `order_id`, `payment_methods[].payment_id`, `address.zip`. */
  args?: Record<string, ArgPolicy>;
  /** Argument path holding the id of the entity this call acts on (owner and charges are checked on it). */
  entityArg?: string;
  /** Argument path that names the customer directly (e.g. `user_id`); must equal the run's customer. */
  customerArg?: string;
  /**
   * The action claims of a reply this tool makes true when it ran and succeeded (issue 16; one of
   * lib/verify's ACTION_VERBS: cancel, refund, send, ...). Absent: inferred from the tool's name.
   */
  claims?: string[];
  /**
   * List arguments naming children of the entity in `entityArg` (`"item_ids[]": { "field": "item_id" }`):
   * each must be in that entity's record as the run last saw it. `false` switches an inferred one off.
   */
  children?: Record<string, ChildPolicy | false>;
  /**
   * List arguments naming replacements for children (`"new_item_ids[]": { "replaces": "item_ids[]", "groupField": "product_id" }`):
   * each must be an alternative the run showed for the child in the same position. `false` switches an inferred one off.
   */
  replacements?: Record<string, ReplacementPolicy | false>;
}

export interface ChildPolicy {
  /** Key of the child objects inside the parent record holding the child id (`item_id`). */
  field: string;
}

export interface ReplacementPolicy {
  /** The child list argument this one replaces, position by position (`item_ids[]`). */
  replaces: string;
  /** Field shared by a child and its alternatives (`product_id`); inferred from the records when absent. */
  groupField?: string;
}

/** Switches for what the guard infers from the records where the policy is silent (all on by default). */
export interface InferencePolicy {
  /** Entities and their owner field from records holding an id field and user_id/customer_id/account_id/owner_id. */
  owners: boolean;
  /** The run's customer from its authentication lookup when the check's facts give none. */
  customer: boolean;
  /** Parent/child relations from the records' shape (a record with the parent id and a list of objects with the child id). */
  relations: boolean;
  /** Amounts stated in the operator's policy (system prompt, clause library) as evidence for money-moving calls. */
  policyAmounts: boolean;
}

export interface EntityPolicy {
  /** Key in a tool result object holding the entity id. */
  idField: string;
  /** Key in the same object holding the owning customer's id. */
  ownerField?: string;
  /** Path relative to the entity object of its charge amounts, e.g. `charges[].amount_cents`. */
  chargesField?: string;
  chargeUnit?: MoneyUnit;
}

export interface IdKindPolicy {
  caseInsensitive?: boolean;
}

export interface Policy {
  tools: Record<string, ToolPolicy>;
  entities: Record<string, EntityPolicy>;
  /** Missing capability (an invented tool name) → the sentence telling the model what to do instead. */
  capabilities: Record<string, string>;
  escalationTool?: string;
  idKinds: Record<string, IdKindPolicy>;
  retryLimit: number;
  holdThreshold: number;
  inference: InferencePolicy;
  /** Reply-verifier packs this deployment uses (lib/verify/packs), by name. */
  packs?: string[];
}

/** Where a role came from, so a UI can show which ones an operator should confirm. */
export type RoleSource = "declared" | "inferred";

export interface EffectiveArg {
  /** Pattern path: `flights[].flight_number`. */
  path: string;
  role: ArgRole;
  roleSource: RoleSource;
  /** Why the role was inferred (the rule that fired), or "policy". */
  reason: string;
  idKind?: string;
  unit?: MoneyUnit;
  unitSource?: RoleSource;
}

export interface EffectiveTool {
  name: string;
  writes: boolean;
  writesSource: RoleSource;
  movesMoney: boolean;
  movesMoneySource: RoleSource;
  resultKind: ResultKind;
  entityArg?: string;
  customerArg?: string;
  customerArgSource?: RoleSource;
  /** Child and replacement list arguments checked against the entity record (declared or inferred). */
  relations: EffectiveRelation[];
  /** Set when the tool looks like the run's authentication lookup (find a user id by email, name + zip). */
  authLookup?: { source: RoleSource; reason: string };
  args: EffectiveArg[];
}

export interface EffectiveRelation {
  kind: "child" | "replacement";
  /** Pattern path of the list argument (`item_ids[]`). */
  arg: string;
  /** Argument naming the parent entity (`order_id`). */
  parentArg: string;
  /** Key of the parent's id in its record. */
  parentField: string;
  /** Key of the child id inside the parent's child objects (`item_id`). */
  childField: string;
  /** For replacements: the child list replaced position by position. */
  replaces?: string;
  groupField?: string;
  source: RoleSource;
  reason: string;
}
