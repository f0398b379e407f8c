/**
 * Every check of the engine, in one table, in the order the engine runs them within a stage. The
 * README's table of checks is generated from it (`npx tsx scripts/verify-checks-table.ts`), false
 * alarms are counted by its ids, and `disabledChecks` switches one off by id. A pack's checks run
 * after the engine's of the same stage.
 */
import { actionClaims } from "./action-claims";
import { arithmeticNearMiss } from "./arithmetic-near-miss";
import { clauseCitation } from "./clause-citation";
import type { Check } from "./define-check";
import { derivedAmount } from "./derived-amount";
import { derivedPercent } from "./derived-percent";
import { derivedDate, derivedDuration } from "./derived-times";
import { earlierReplies } from "./earlier-replies";
import { policyFacts } from "./policy-facts";
import { policySentence } from "./policy-sentence";
import { recordState } from "./record-state";
import { shownArithmetic } from "./shown-arithmetic";
import { toolCitation } from "./tool-citation";
import { valueInEvidence } from "./value-in-evidence";
import { weekdayDate } from "./weekday-date";
import { windowOnRecord } from "./window-on-record";

export const CHECKS: readonly Check[] = [
  valueInEvidence,
  toolCitation,
  clauseCitation,
  policySentence,
  derivedPercent,
  derivedAmount,
  derivedDate,
  derivedDuration,
  earlierReplies,
  shownArithmetic,
  arithmeticNearMiss,
  windowOnRecord,
  policyFacts,
  recordState,
  weekdayDate,
  actionClaims,
];

export const STAGES = ["value", "refine", "contradict", "add"] as const;
export type Stage = (typeof STAGES)[number];

export const checkById = (id: string): Check | undefined => CHECKS.find((c) => c.id === id);
