/**
 * verifyReply: judge a reply to a customer against what this run's tools returned and against the
 * clause library, before it is sent. Synchronous; verifyReplyWithJudge adds the optional model
 * judge for the claims held here.
 */
import { formatCents } from "../evidence/derive-amount";
import { extractPolicyAmounts } from "../evidence/policy-amounts";
import { resolveRunClock } from "../evidence/run-clock";
import { normalizeRun } from "../run/normalize-run";
import type { NormalizedRun } from "../run/types";
import { addActionClaims } from "./add-action-claims";
import type { ActionContext } from "./check-action-claims";
import { buildEvidenceBag } from "./build-evidence-bag";
import { buildNeedles } from "./build-needles";
import { checkToolCitation, checkValueClaim, type Checked } from "./check-claim";
import { checkDerivedAmounts, type RecordTotal } from "./check-derived-amounts";
import { checkDurationClaim } from "./check-duration-claim";
import { checkPolicyClaim } from "./check-policy-claim";
import { refundMethodSpans } from "./refund-methods";
import { checkWeekdayDates } from "./weekday-dates";
import { checkOvernightArrivals } from "./check-overnight-arrival";
import { checkShiftedDates } from "./check-shifted-dates";
import { checkWindowFacts } from "./check-window-facts";
import { addStatedLimitClaims } from "./check-stated-limits";
import { checkStatedSums } from "./check-stated-sums";
import { checkDifferenceDirection } from "./check-difference-direction";
import { checkRecordInsurance } from "./check-record-insurance";
import { checkRecordCabin } from "./check-record-cabin";
import { addRegardlessClaims } from "./check-regardless";
import { addInsuranceReasonClaims } from "./check-insurance-reasons";
import { checkAvailability } from "./check-availability";
import { checkCheapest } from "./check-cheapest";
import { checkCoverBalance } from "./check-cover-balance";
import { checkStatusClaims } from "./check-status-claims";
import { checkCurrentPrices } from "./check-current-prices";
import { checkFlightRoutes } from "./check-flight-route";
import { checkLegPrices } from "./check-leg-prices";
import { checkPerPassengerCalculations, checkPerPassengerTotals } from "./check-per-passenger-total";
import { addBagFeeClaims } from "./check-bag-fees";
import { addBlanketRestrictionClaims } from "./check-blanket-restriction";
import { addCertificateCountClaims } from "./check-certificate-count";
import { addDeniedAllowanceClaims } from "./check-denied-allowance";
import { addChangePaymentClaims } from "./check-change-payment";
import { addPriceDifferenceClaims } from "./check-price-difference";
import { addPromiseClaims } from "./check-promises";
import { addPartialScopeClaims } from "./check-partial-scope";
import { checkPartialUpgrade } from "./check-partial-upgrade";
import { checkReplacedLegs, checkUpgradeFares } from "./check-upgrade-fares";
import { addMembershipClaims } from "./check-membership-claims";
import { addLookupClaims } from "./check-lookup-claims";
import { addChannelLimitSupport } from "./check-channel-limits";
import { addWholeRecordClaims } from "./check-whole-record";
import { addTimeWindowClaims } from "./check-time-window";
import { addPaymentClaims, paymentsOf, type Payment } from "./check-payment-claims";
import { addBalanceLeft } from "./check-balance-left";
import { addRefundDestinationClaims, MOVES } from "./check-refund-destination";
import { addRefundMethodClaims } from "./check-refund-method";
import { addOfferedStatusClaims, addStatusRuleClaims } from "./check-status-rule";
import { addReferralClaims } from "./check-referrals";
import { addStaleQuoteClaims } from "./check-stale-quote";
import { checkBuiltOnContradicted, checkRestatedAmounts } from "./check-restated-amounts";
import { checkStatedTotals } from "./check-stated-totals";
import { addRouteChangeClaims } from "./check-route-change";
import { addTieredAllowanceClaims } from "./check-tiered-allowance";
import { extractClaims, type ExtractedClaim } from "./extract-claims";
import { findHits, type Hit } from "./find-evidence";
import { indexClauses } from "./load-clauses";
import { referenceDay } from "./normalize-values";
import { packEvidence } from "./pack-evidence";
import { policyFor } from "./policy-index-cache";
import { readReplyText } from "./read-reply-text";
import { recordsOf, searchFaresBefore } from "./run-records";
import { DEFAULT_SCOPE_FIELDS, readOrderAttributes, type OrderAttributes } from "./read-order-attributes";
import { countVerdicts, worstVerdict } from "./telemetry";
import type { Claim, RunInput, VerifyOptions, VerifyResult } from "./types";

export const DEFAULT_CHUNK_SIZE = 2048;
export const DEFAULT_SUPPORT_THRESHOLD = 0.5;

const VALUE_KINDS = new Set(["date", "money", "percent", "identifier"]);

/** Messages, a normalised run, or `{ run, facts }` → a normalised run; odd input → an empty run. */
export function toNormalizedRun(input: RunInput | unknown): NormalizedRun {
  const inner = input && typeof input === "object" && !Array.isArray(input) && "run" in input ? (input as { run: unknown }).run : input;
  if (inner && typeof inner === "object" && !Array.isArray(inner) && Array.isArray((inner as NormalizedRun).entries)) return inner as NormalizedRun;
  try {
    return normalizeRun(inner);
  } catch {
    return { format: "openai", entries: [] };
  }
}

/** `c` written as "$A − $B = c" or "$A + $B = c" right after two of `operands`, and equal to it. */
function equationOf(text: string, c: ExtractedClaim, operands: ExtractedClaim[]): boolean {
  const cents = (x: ExtractedClaim) => (x.value.type === "money" ? x.value.cents : NaN);
  const before = [...operands].filter((o) => o.span[1] <= c.span[0]).sort((x, y) => x.span[0] - y.span[0]).slice(-2);
  if (before.length < 2) return false;
  const [a, b] = before;
  const op = /^\s*([-−–+])\s*$/.exec(text.slice(a.span[1], b.span[0]));
  if (!op || !/^\s*=\s*$/.test(text.slice(b.span[1], c.span[0]))) return false;
  return cents(c) === (op[1] === "+" ? cents(a) + cents(b) : cents(a) - cents(b));
}

/** What the customer last said before the reply: what a reply's "this request" is about. */
/** The customer's last `n` messages before the reply, oldest first. */
function lastCustomerWords(run: NormalizedRun, beforeSeq: number, n = 1): string {
  const words: string[] = [];
  for (let i = run.entries.length - 1; i >= 0 && words.length < n; i--) {
    const e = run.entries[i];
    if (e.seq < beforeSeq && e.role === "user") words.unshift(e.text);
  }
  return words.join("\n");
}

/** How many reservation versions' totals the arithmetic may use, newest first. */
const MAX_RESERVATION_TOTALS = 4;

/**
 * The reservations' flight prices added up, per passenger: a total a record states only in parts. Each
 * version the run read, newest first ("$1,197 per passenger, compared with $527 before": the same
 * reservation before and after a change), at most MAX_RESERVATION_TOTALS distinct totals.
 */
function reservationTotals(run: NormalizedRun, beforeSeq: number): RecordTotal[] {
  const out: RecordTotal[] = [];
  const entries = run.entries.filter((e) => e.seq < beforeSeq && e.role === "tool");
  for (let i = entries.length - 1; i >= 0 && out.length < MAX_RESERVATION_TOTALS; i--) {
    const e = entries[i];
    if (e.role !== "tool") continue;
    const r = recordsOf(e).reservation;
    if (!r || r.flights.length < 2 || r.flights.some((f) => f.cents === null)) continue;
    const parts = r.flights.map((f) => f.cents ?? 0);
    const cents = parts.reduce((a, b) => a + b, 0);
    if (out.some((t) => t.cents === cents)) continue;
    out.push({ cents, parts, label: `reservation ${r.id}'s flight prices (message ${e.index}: ${parts.map(formatCents).join(" + ")})`, ref: { source: "tool", messageIndex: e.index, toolCallId: e.toolCallId, ...(e.toolName ? { toolName: e.toolName } : {}), span: [0, e.content.length] } });
  }
  return out;
}

/**
 * The flights the run's latest call that names flights asked for, priced per cabin from the searches:
 * "Business on both new flights would be $725" after update_reservation_flights was called with
 * HAT072 and HAT278 (282 + 443), whether or not the call went through. One total per cabin in which
 * every flight has a searched fare; two flights at least (one flight's fare is found as it is).
 */
function proposedFlightTotals(run: NormalizedRun, beforeSeq: number): RecordTotal[] {
  let flights: string[] | null = null;
  for (let i = run.entries.length - 1; i >= 0 && !flights; i--) {
    const e = run.entries[i];
    if (e.seq >= beforeSeq || e.role !== "assistant") continue;
    for (let k = e.toolCalls.length - 1; k >= 0 && !flights; k--) {
      const raw = e.toolCalls[k].rawArguments;
      const args = typeof raw === "string" ? (raw.includes('"flights"') && raw.length < 8192 ? safeParse(raw) : null) : raw;
      const list = args && typeof args === "object" ? (args as { flights?: unknown }).flights : null;
      if (Array.isArray(list)) flights = list.map((f) => (f && typeof f === "object" ? (f as { flight_number?: unknown }).flight_number : null)).filter((f): f is string => typeof f === "string");
    }
  }
  if (!flights || flights.length < 2 || flights.length > 6) return [];
  const fares = searchFaresBefore(run, beforeSeq);
  const found = flights.map((f) => fares.get(f));
  if (found.some((f) => !f)) return [];
  const out: RecordTotal[] = [];
  for (const cabin of Object.keys(found[0]!.prices)) {
    const parts = found.map((f) => f!.prices[cabin]).filter((p) => typeof p === "number").map((p) => Math.round(p * 100));
    if (parts.length !== flights.length) continue;
    out.push({ cents: parts.reduce((a, b) => a + b, 0), parts, label: `${flights.join(" + ")} in ${cabin.replace(/_/g, " ")}, the flights the latest call asked for (searched fares: ${parts.map(formatCents).join(" + ")})`, ref: null });
  }
  return out;
}

function safeParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

/** This turn's last tool call changes an existing record: an update/modify/change tool given the record's id. */
function lastCallChanges(run: NormalizedRun, beforeSeq: number): boolean {
  for (let i = run.entries.length - 1; i >= 0; i--) {
    const e = run.entries[i];
    if (e.seq >= beforeSeq) continue;
    if (e.role === "user") return false;
    if (e.role !== "assistant" || !e.toolCalls.length) continue;
    const c = e.toolCalls[e.toolCalls.length - 1];
    const args = typeof c.rawArguments === "string" ? c.rawArguments : JSON.stringify(c.rawArguments ?? {});
    return /\b(?:update|modify|change)/i.test(c.name.replace(/_/g, " ")) && /"[a-z_]*(?:reservation|order|booking)_id"\s*:/i.test(args.slice(0, 2000));
  }
  return false;
}

/**
 * A first name that a reservation the run read gives one of two or more passengers: "just Noah" on
 * a one-passenger booking splits nothing.
 */
function isPassengerName(run: NormalizedRun, beforeSeq: number, name: string): boolean {
  return run.entries.some((e) => {
    if (e.seq >= beforeSeq || e.role !== "tool") return false;
    const r = recordsOf(e).reservation;
    return !!r && r.passengers >= 2 && r.passengerNames.includes(name);
  });
}

/**
 * Verify `reply` against the run. Without `beforeSeq` the whole run counts as before the reply
 * (the reply is about to be sent); judgeRunReplies passes each reply's own position.
 */
/**
 * The reply as text. A structured reply handed over parsed ({ message: "..." }) is read as the JSON
 * it was sent as, so its string fields are verified; anything else is a caller's mistake, refused
 * rather than passed as a reply with nothing in it (it used to be judged grounded).
 */
function replyText(reply: unknown): string {
  if (typeof reply === "string") return reply;
  if (reply && typeof reply === "object") return JSON.stringify(reply);
  throw new TypeError(`verifyReply: the reply must be a string or a JSON object, not ${reply === null ? "null" : typeof reply}`);
}

export function verifyReply(run: RunInput | unknown, reply: string | Record<string, unknown>, options: VerifyOptions = {}, beforeSeq = Infinity): VerifyResult {
  const normalized = toNormalizedRun(run);
  const clock = resolveRunClock(normalized, options.now);
  const ref = referenceDay(clock.now);
  const budget = options.budget ?? 0;
  const packer = options.packer ?? "claim-aware";
  const index = indexClauses(options.clauses);
  const bag = buildEvidenceBag(normalized, beforeSeq, {
    policy: options.policy,
    clauseIndex: index,
    chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
    customerWords: options.customerWordsAsEvidence !== false,
  });
  const raw = replyText(reply);
  const view = readReplyText(raw, { jsonPaths: options.replyJsonPaths });
  const text = view.text;
  const extracted = extractClaims(text, ref);

  // One search for all value claims; identical claims (the same id twice) share their hits.
  const valueClaims = extracted.filter((c) => VALUE_KINDS.has(c.kind));
  const keyOf = (c: ExtractedClaim) => `${JSON.stringify(c.value)}|${c.literal ?? ""}`;
  const unique = new Map<string, ExtractedClaim>();
  for (const c of valueClaims) if (!unique.has(keyOf(c))) unique.set(keyOf(c), c);
  const found = findHits(bag, [...unique.values()].map(buildNeedles));
  const hitsByKey = new Map([...unique.keys()].map((k, i) => [k, found[i]] as const));
  const hitsOf = (c: ExtractedClaim): Hit[] => hitsByKey.get(keyOf(c)) ?? [];
  const packed = packEvidence(packer, bag, valueClaims.map(hitsOf), budget);
  const ctx = { bag, packed, captureIncomplete: options.captureIncomplete === true, clock };

  // The order a policy sentence is about: the ids in that sentence, else every id in the reply.
  const fields = { ...DEFAULT_SCOPE_FIELDS, ...(options.scopeFields ?? {}) };
  const idClaims = valueClaims.filter((c) => c.value.type === "identifier");
  const attrCache = new Map<string, OrderAttributes>();
  const attributes = (claim: ExtractedClaim): OrderAttributes => {
    const inside = idClaims.filter((c) => c.span[0] >= claim.span[0] && c.span[1] <= claim.span[1]);
    const ids = (inside.length ? inside : idClaims).map((c) => (c.value as { id: string }).id);
    const key = ids.join("\n");
    if (!attrCache.has(key)) attrCache.set(key, readOrderAttributes(bag, ids, fields));
    return attrCache.get(key)!;
  };
  const policy = policyFor(normalized, options.clauses);
  const passages = policy.passages;
  const policyCtx = {
    index,
    bag,
    ref,
    threshold: options.supportThreshold ?? DEFAULT_SUPPORT_THRESHOLD,
    attributes,
    policyIndex: policy.index,
    now: clock.now,
    clockDetail: clock.detail,
  };

  // "Since H9ZU1C was booked within the last 24 hours, I can cancel it": a window said of a record the
  // sentence names, against the record's time on the run's clock (as for a policy sentence), when
  // the sentence is no policy statement and its duration is the only claim that carries it.
  const windowOnRecord = (c: ExtractedClaim): Checked | null => {
    const sentence = text.slice(c.sentence[0], c.sentence[1]);
    if (!/\b(?:within|less than|under)\b/i.test(sentence) || extracted.some((p) => p.kind === "policy" && p.span[0] <= c.span[0] && p.span[1] >= c.span[1])) return null;
    // "I can only cancel it if it was booked within the last 24 hours" states the condition, not the fact.
    if (/\b(?:if|unless|whether|provided|once|when)\b[^.;:]*$/i.test(text.slice(c.sentence[0], c.span[0]))) return null;
    const facts = checkWindowFacts({ ...c, text: sentence, span: c.sentence }, attributes({ ...c, span: c.sentence }), clock.now, clock.detail, passages());
    return facts?.verdict === "contradicted" ? facts : null;
  };
  // Values first: a policy sentence's amounts that a tool result gave ("The $169 refund goes back to
  // your original payment method within 5 to 7 business days") are the record's, not the policy's.
  const valueChecks = new Map<ExtractedClaim, Checked>();
  for (const c of extracted) {
    if (c.kind === "policy") continue;
    if (c.value.type === "citation") valueChecks.set(c, checkToolCitation(c.value.toolCallId, bag));
    else if (c.value.type === "duration") valueChecks.set(c, windowOnRecord(c) ?? checkDurationClaim(c, { ...ctx, passages, reply: text, ref }));
    else valueChecks.set(c, checkValueClaim(c, hitsOf(c), ctx, text));
  }
  const recordAmounts = (p: ExtractedClaim) => {
    const inside = extracted.filter((c) => c.kind === "money" && c.span[0] >= p.span[0] && c.span[1] <= p.span[1]);
    const record = inside.filter((c) => valueChecks.get(c)?.verdict === "grounded" && valueChecks.get(c)!.support.some((s) => s.source === "tool"));
    // "$500 − $375 = $125": the result of an equation the sentence writes on two record amounts is
    // the agent's arithmetic on the record, no number of the policy's.
    const worked = inside.filter((c) => !record.includes(c) && equationOf(text, c, record));
    return [...record, ...worked].map((c) => [c.span[0] - p.span[0], c.span[1] - p.span[0]] as [number, number]);
  };
  // One action context per reply: its write calls are read once, for the refund methods here and every action check below.
  const actionCtx: ActionContext = { run: normalized, beforeSeq, policy: options.policy, captureIncomplete: options.captureIncomplete === true };
  let refunds: Payment[] | undefined;
  const refundMethods = (p: ExtractedClaim) => {
    if (!MOVES.test(p.text)) return [];
    refunds ??= paymentsOf(actionCtx).turn.filter((x) => x.cents < 0);
    return refundMethodSpans(p.text, refunds);
  };
  const claims: Claim[] = extracted.map((c) => {
    const checked = c.kind === "policy" ? checkPolicyClaim(c, { ...policyCtx, recordAmounts, refundMethods }) : valueChecks.get(c)!;
    return { kind: c.kind, text: c.text, span: c.span, value: c.value, citations: c.citations, ...checked };
  });
  // "Tuesday, May 27" when May 27 is a Monday.
  checkWeekdayDates(claims, text, ref);
  // "Arrival: May 26" for a flight of May 25 whose record lands at "00:00:00+1".
  checkOvernightArrivals(claims, text, normalized, beforeSeq);
  // "We'll change the flight dates to 2024-05-24" when the customer asked for "the day after" May 23.
  checkShiftedDates(claims, normalized, beforeSeq, lastCustomerWords(normalized, beforeSeq, 2));
  checkDerivedAmounts(claims, text, bag, extractPolicyAmounts(passages()), () => [...reservationTotals(normalized, beforeSeq), ...proposedFlightTotals(normalized, beforeSeq)], (name) => isPassengerName(normalized, beforeSeq, name));
  // An offered flight or variant whose own record says it is not available.
  checkAvailability(claims, text, normalized, beforeSeq, raw, view.toRaw);
  // "The cheapest option is ..." when the same search has a cheaper one.
  checkCheapest(claims, text, normalized, beforeSeq);
  // "HAT023 from SFO to JFK" when its record flies JFK to SFO.
  checkFlightRoutes(claims, text, normalized, beforeSeq);
  // "HATHAT ... with travel insurance included" when its record says "insurance": "no".
  checkRecordInsurance(claims, text, normalized, beforeSeq);
  checkRecordCabin(claims, text, normalized, beforeSeq);
  // "HAT134 to PHX and HAT045 to SEA, Price: $210" when $210 is HAT134's fare alone.
  checkLegPrices(claims, text, normalized, beforeSeq);
  checkCoverBalance(claims, text);
  // "Order #W7387996 is still pending" when its record says delivered.
  const extractedOf = new Map(claims.map((c, i) => [c, extracted[i]] as const));
  checkStatusClaims(claims, text, bag, (c) => {
    const e = extractedOf.get(c);
    return e ? hitsOf(e).find((h) => bag.sources[h.source].kind === "tool" && bag.sources[h.source].resultKind === "observation") : undefined;
  }, fields);
  // "HAT136 ($152) and HAT039 ($103) comes to $265".
  checkStatedSums(claims, text);
  // "Current Fare: $174", "New Fare: $136", then "the new fare is higher, you'll need to pay the difference".
  checkDifferenceDirection(claims, text);
  // "Current Economy Prices: Outgoing $130" when $130 is the new flight's fare, not the reservation's.
  checkCurrentPrices(claims, text, normalized, beforeSeq);
  // "Total New Price: $1,625" for a three-passenger reservation: one passenger's fares.
  checkPerPassengerTotals(claims, text, normalized, beforeSeq);
  // "save you a total of $7,222" from a calculation over a two-passenger reservation's prices that never counts them.
  checkPerPassengerCalculations(claims, text, normalized, beforeSeq);
  // An upgrade priced for the new outbound flights only, where the cabin must be the same on all.
  checkPartialUpgrade(claims, text, normalized, beforeSeq, policy.index);
  // "(404 + 202 + 148 + 114) * 3" for a business upgrade, 148 and 114 being what the legs cost in economy.
  checkUpgradeFares(claims, text, normalized, beforeSeq);
  // "(282 - 177) + (443 - 180)" where HAT072 replaces the $177 and a $146 leg both.
  checkReplacedLegs(claims, text, normalized, beforeSeq);
  // A new booking's total added up from an old reservation's prices, with no search of current fares.
  addStaleQuoteClaims(claims, text, normalized, beforeSeq);
  // "The total price is $299" when the booking tool said "total price is 375".
  checkStatedTotals(claims, text, normalized, beforeSeq);
  // One new fare stated as a change's price difference.
  addPriceDifferenceClaims(claims, text, normalized, beforeSeq);
  const lastWords = lastCustomerWords(normalized, beforeSeq);
  const lastTwo = lastCustomerWords(normalized, beforeSeq, 2);
  addReferralClaims(claims, text, policy.index, lastWords);
  addPartialScopeClaims(claims, text, policy.index, (name) => isPassengerName(normalized, beforeSeq, name));
  addBlanketRestrictionClaims(claims, text, policy.index, lastTwo);
  addChangePaymentClaims(claims, text, policy.index, lastTwo, lastCallChanges(normalized, beforeSeq));
  addDeniedAllowanceClaims(claims, text, policy.index);
  addCertificateCountClaims(claims, text, policy.index);
  // "at most four passengers" where the policy says at most five.
  addStatedLimitClaims(claims, text, policy.index);
  // "Since you're a gold member, I can cancel it" where the rules hold regardless of membership.
  addRegardlessClaims(claims, text, policy.index);
  // "With insurance you could have cancelled for a change of plans" where it covers health or weather.
  addInsuranceReasonClaims(claims, text, policy.index);
  addRouteChangeClaims(claims, text, normalized, beforeSeq, policy.index);
  addPromiseClaims(claims, text, normalized, options.policy);
  addTieredAllowanceClaims(claims, text, bag, policy.index);
  addBagFeeClaims(claims, text, normalized, beforeSeq, policy.index, passages);
  addMembershipClaims(claims, text, normalized, beforeSeq, policy.index);
  // "Give me your email and I can look up your user ID", when no tool takes an email.
  addLookupClaims(claims, text, options.tools);
  // "I can't share a label in this chat": a limit of the agent's tools, not a rule of the store.
  addChannelLimitSupport(claims, options.tools);
  // "Can only be cancelled as a whole" / "I'll cancel just the hose": the cancel tool takes no items.
  addWholeRecordClaims(claims, text, options.tools);
  // "I can send the refund to your PayPal" for an order paid by card, where refunds go to the original method.
  addRefundMethodClaims(claims, text, normalized, beforeSeq, policy.index, lastWords);
  // "With the order in return-requested status, the chair can still be exchanged", read as no policy statement.
  addStatusRuleClaims(claims, text, policy.index);
  // "I can set up the exchange right away" for an order whose latest record says "pending".
  addOfferedStatusClaims(claims, text, policy.index, normalized, beforeSeq);
  // "Flights that fit your time preference" (3-4 hours from the original departure) when no record gave that time.
  addTimeWindowClaims(claims, text, normalized, beforeSeq, lastCustomerWords(normalized, beforeSeq, 3));
  // Issue 16: "I've cancelled your order" must match a write call of this run that ran and succeeded.
  if (options.actionClaims !== false) {
    addActionClaims(claims, text, actionCtx);
    // "The payment has been processed" against the payment the write recorded (a refund, another amount).
    addPaymentClaims(claims, text, actionCtx);
    // "That leaves $14.04 on the gift card": its balance less this turn's charge to it.
    addBalanceLeft(claims, text, actionCtx);
    // "Both refunds go to your PayPal" when this turn's writes refunded a card too.
    addRefundDestinationClaims(claims, text, actionCtx);
  }
  // "$146" again, after a record contradicted it two turns ago.
  checkBuiltOnContradicted(claims, normalized, beforeSeq, options.earlierContradictions, text);
  checkRestatedAmounts(claims, text, options.earlierContradictions, normalized, beforeSeq);
  if (view.format === "json") {
    for (const c of claims) c.span = [view.toRaw(c.span[0]), view.toRaw(c.span[1])];
  }
  const counts = countVerdicts(claims);
  const held = claims.filter((c) => c.held).length;
  return {
    verdict: worstVerdict(claims),
    clock: { day: clock.day, source: clock.source, detail: clock.detail },
    replyFormat: view.format,
    held: held > 0,
    claims,
    telemetry: {
      bytesBefore: bag.bytesBefore,
      bytesAfter: packed.bytesAfter,
      truncated: packed.cut,
      bytesByTool: bag.bytesByTool,
      counts,
      held,
      packer,
    },
  };
}
