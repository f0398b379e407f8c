import type { EntityPolicy, MoneyUnit } from "../policy/types";

/** Entity fields to watch for while scanning, precomputed from the policy. */
export interface EntityMatcher {
  any: boolean;
  idFields: Map<string, string[]>;
  ownerFields: Set<string>;
  ownerFieldOf: Map<string, string>;
  charges: Array<{ kind: string; segments: string[]; unit: MoneyUnit }>;
  caseInsensitive: Set<string>;
}

export function entityMatcher(entities: Record<string, EntityPolicy>, caseInsensitive: Set<string>): EntityMatcher {
  const m: EntityMatcher = { any: false, idFields: new Map(), ownerFields: new Set(), ownerFieldOf: new Map(), charges: [], caseInsensitive };
  for (const [kind, e] of Object.entries(entities)) {
    m.any = true;
    m.idFields.set(e.idField, [...(m.idFields.get(e.idField) ?? []), kind]);
    if (e.ownerField) {
      m.ownerFields.add(e.ownerField);
      m.ownerFieldOf.set(kind, e.ownerField);
    }
    if (e.chargesField) m.charges.push({ kind, segments: splitPath(e.chargesField), unit: e.chargeUnit ?? "units" });
  }
  return m;
}

/** `charges[].amount_cents` → ["charges", "[]", "amount_cents"]. */
export function splitPath(path: string): string[] {
  const out: string[] = [];
  for (const part of path.split(".")) {
    const name = part.replace(/\[\]/g, "");
    if (name) out.push(name);
    for (let i = 0; i < (part.match(/\[\]/g)?.length ?? 0); i++) out.push("[]");
  }
  return out;
}

export function entityKeys(entities: Record<string, EntityPolicy>): Set<string> {
  const names = new Set<string>();
  for (const e of Object.values(entities)) {
    names.add(e.idField);
    if (e.ownerField) names.add(e.ownerField);
    if (e.chargesField) {
      const segs = splitPath(e.chargesField);
      names.add(segs[segs.length - 1]);
    }
  }
  return names;
}

