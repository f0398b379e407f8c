/**
 * Whether a clause applies to the order: its effective dates on the reference day, and each scope
 * rule the evidence lets us check. A rule whose attribute the evidence does not provide is not
 * checked, and the reason says so.
 */
import type { OrderAttributes } from "../context/record-attributes";
import type { Clause, Support } from "../types";

export interface ScopeResult {
  fits: boolean;
  /** Mismatches (when !fits) and the rules that could not be checked. */
  notes: string[];
  support: Support[];
}

const DAY = 86_400_000;

function inList(list: string[], value: string): boolean {
  const v = value.toLowerCase();
  return list.some((x) => x.toLowerCase() === v);
}

export function checkClauseScope(clause: Clause, attrs: OrderAttributes, ref: Date): ScopeResult {
  const mismatches: string[] = [];
  const unchecked: string[] = [];
  const support: Support[] = [];
  const day = ref.getTime();
  if (clause.effectiveFrom && Date.parse(clause.effectiveFrom) > day) mismatches.push(`${clause.id} takes effect on ${clause.effectiveFrom}`);
  if (clause.effectiveTo && Date.parse(clause.effectiveTo) < day) mismatches.push(`${clause.id} expired on ${clause.effectiveTo}`);
  const scope = clause.scope ?? {};
  const lists: [keyof OrderAttributes, string[] | undefined, string][] = [
    ["region", scope.regions, "region"],
    ["category", scope.categories, "category"],
    ["status", scope.statuses, "status"],
  ];
  for (const [attr, list, label] of lists) {
    if (!list || list.length === 0) continue;
    const a = attrs[attr];
    if (!a) unchecked.push(`${label} not checked: the evidence gives none`);
    else if (!inList(list, a.value)) {
      mismatches.push(`${clause.id} covers ${label} ${list.join("/")}, the order's ${label} is ${a.value}`);
      support.push(a.support);
    }
  }
  const windows: [keyof OrderAttributes, number | undefined, string][] = [
    ["deliveredAt", scope.maxDaysSinceDelivery, "delivery"],
    ["purchasedAt", scope.maxDaysSincePurchase, "purchase"],
  ];
  for (const [attr, max, label] of windows) {
    if (max === undefined) continue;
    const a = attrs[attr];
    const t = a ? Date.parse(a.value) : NaN;
    if (!a || !Number.isFinite(t)) unchecked.push(`days since ${label} not checked: the evidence gives no ${label} date`);
    else {
      const days = Math.floor((day - t) / DAY);
      if (days > max) {
        mismatches.push(`${clause.id} covers ${max} days since ${label}; the order's ${label} was ${days} days ago (${a.value})`);
        support.push(a.support);
      }
    }
  }
  return mismatches.length ? { fits: false, notes: [...mismatches, ...unchecked], support } : { fits: true, notes: unchecked, support };
}
