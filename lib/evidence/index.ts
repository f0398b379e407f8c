/**
 * The evidence model the guard and the reply verifier share (framework-free): the run's clock, the
 * policy as passages, the amounts the policy sets, and derived amounts. One implementation, so a
 * total the guard accepts and a total the verifier grounds are the same arithmetic.
 */
export { resolveRunClock, type RunClock, type ClockSource } from "./run-clock";
export { promptPolicyPassages, clausePassages, sentenceSpans, type PolicyPassage, type ClauseLike } from "./policy-passages";
export { extractPolicyAmounts, type PolicyAmount } from "./policy-amounts";
export { calculatorCalls, calculatorExpression, missingOperands, numbersInText, pairWithin, signedOperands, unbackedCalculations, type UnbackedCalculation } from "./calculator-results";
export { deriveAmount, formatCents, type AmountOperand, type CountOperand, type Derivation, type DeriveOptions } from "./derive-amount";
