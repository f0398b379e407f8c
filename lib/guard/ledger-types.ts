import type { EntityPolicy } from "../policy/types";

/** A message part the ledger read: one tool result or one customer message. */
export interface LedgerSource {
  seq: number;
  messageIndex: number;
  toolCallId: string | null;
  toolName: string | null;
  source: "tool_result" | "user";
  text: string;
  /** True when the text was scanned as JSON (so JSON paths can be computed for it). */
  json: boolean;
  /** Error results are kept for reference but not indexed: they echo the very value the agent made up. */
  indexed: boolean;
}

/** What the evidence says about one entity (an order, a reservation). */
export interface EntityRecord {
  kind: string;
  id: string;
  /** Occurrence indexes of the id field. */
  idOccs: number[];
  owner: string | null;
  ownerOcc: number;
  /** Charges in cents with their occurrence index. */
  charges: Array<{ cents: number; occ: number }>;
}

/**
 * Everything a run has shown the agent, indexed for the checks. Occurrences live in growable typed
 * arrays (not one object each) so a 5 MB run stays within a small multiple of its own size.
 */
export interface Ledger {
  entityPolicies: Record<string, EntityPolicy>;
  sources: LedgerSource[];
  /** Next normalised-entry seq to ingest: entries below it are already in. */
  nextSeq: number;
  occCount: number;
  occSrc: Int32Array;
  occStart: Int32Array;
  occEnd: Int32Array;
  /** Interned key under which the value was seen (-1: none, e.g. customer text). */
  occKey: Int32Array;
  /** Previous occurrence of the same canonical value (-1 ends the chain). */
  occPrev: Int32Array;
  /** Canonical value → value id; `valueHead[id]` is the value's latest occurrence. */
  heads: Map<string, number>;
  valueHead: Int32Array;
  keyIds: Map<string, number>;
  keyNames: string[];
  /** Per key id: 0 unknown, 1 money in units, 2 money in cents, 3 not money. */
  keyMoney: Uint8Array;
  /** Per key id: 1 when the key name carries a digit (then the key itself is indexed as a value). */
  keyDigit: Uint8Array;
  /** Per key id: 1 when the key is an entity id/owner/charge field of the policy. */
  keyEntity: Uint8Array;
  entityKeyNames: Set<string>;
  /** Direct-mapped cache that lets repeated keys skip allocation (see cachedKey). */
  keyCache: Int32Array;
  amountCount: number;
  amountCents: Float64Array;
  amountOcc: Int32Array;
  entities: Map<string, Map<string, EntityRecord>>;
  /** The operator's system/developer messages: never evidence for an id, but the policy (amounts it sets) and the run's clock. */
  system: Array<{ seq: number; index: number; text: string }>;
  /** Arguments of the agent's earlier calls by call id (not evidence: read to know which user record a lookup fetched). */
  callArgs: Map<string, unknown>;
  /** Call ids in the order their arguments were recorded (repeats included): what a snapshot delta takes from a mark on. */
  callLog: string[];
  /** Lower-cased canonical → exact canonicals; built on the first case-insensitive lookup. */
  lower: Map<string, string[]> | null;
}
