/**
 * A claim as the extractors find it, before any check has judged it: its value, where it sits, and
 * what its sentence says about how it is stated (asked, hedged, worked out, the agent's own process).
 */
import type { ClaimKind, ClaimValue } from "../types";

export interface ExtractedClaim {
  kind: ClaimKind;
  text: string;
  span: [number, number];
  value: ClaimValue;
  citations: { tools: string[]; clauses: string[] };
  /** [start, end) of the sentence the claim sits in. */
  sentence: [number, number];
  /** The sentence asks: values in it propose rather than state. */
  question?: boolean;
  /** "about $50", "around 3 pm": an estimate. */
  hedged?: boolean;
  /** The words around it say the value was worked out ("in total", "that leaves", "by June 14", "ago"). */
  derived?: boolean;
  /** Stated under a condition ("if you mean May 5th", "once it is delivered"). */
  conditional?: boolean;
  /** The agent's own process ("give me two minutes"), not a fact about the world. */
  process?: boolean;
  /** A date or time told as the present ("today is May 15"). */
  asNow?: boolean;
  /** For dates: the phrase as written ("thursday"), also searched literally. */
  literal?: string;
}
