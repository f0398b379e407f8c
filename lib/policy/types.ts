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
  args: EffectiveArg[];
}
