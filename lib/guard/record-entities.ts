import type { EntityMatcher } from "./entity-matcher";
import type { Ledger } from "./ledger-types";

/** Entity facts collected in one open JSON object while it is scanned, recorded when it closes. */
export interface FrameFacts {
  ids: Array<{ kind: string; value: string; occ: number }>;
  owners: Array<{ field: number; value: string; occ: number }>;
  charges: Array<{ kind: string; cents: number; occ: number }>;
}

/** Attach an id, owner or charge to the object frame of the entity it describes. */
export function noteFacts(ledger: Ledger, m: EntityMatcher, facts: Array<FrameFacts | null>, depth: number, key: number, value: string, occ: number, isArr: Uint8Array, frameKey: Int32Array, isNumber: boolean) {
  const name = key >= 0 ? ledger.keyNames[key] : null;
  if (name !== null) {
    const kinds = m.idFields.get(name);
    if (kinds) for (const kind of kinds) frame(facts, depth).ids.push({ kind, value, occ });
    if (m.ownerFields.has(name)) frame(facts, depth).owners.push({ field: key, value, occ });
  }
  if (!isNumber && isNaN(Number(value))) return;
  for (const ch of m.charges) {
    const segs = ch.segments;
    const last = segs[segs.length - 1];
    let f = depth;
    if (last === "[]") {
      if (key !== -1 || !isArr[depth]) continue;
    } else if (name !== last) continue;
    let ok = true;
    for (let s = segs.length - 2; s >= 0 && ok; s--) {
      if (segs[s] === "[]") {
        ok = f > 0 && isArr[f - 1] === 1;
        f--;
      } else {
        ok = f > 0 && frameKey[f] >= 0 && ledger.keyNames[frameKey[f]] === segs[s];
        f--;
      }
    }
    if (!ok || f < 0 || isArr[f]) continue;
    const amount = Number(value);
    frame(facts, f).charges.push({ kind: ch.kind, cents: ch.unit === "cents" ? amount : Math.round(amount * 100), occ });
  }
}

function frame(facts: Array<FrameFacts | null>, depth: number): FrameFacts {
  let f = facts[depth];
  if (!f) f = facts[depth] = { ids: [], owners: [], charges: [] };
  return f;
}

export function flushFacts(ledger: Ledger, m: EntityMatcher, f: FrameFacts) {
  for (const id of f.ids) {
    let byId = ledger.entities.get(id.kind);
    if (!byId) ledger.entities.set(id.kind, (byId = new Map()));
    const keyId = m.caseInsensitive.has(id.kind) ? id.value.toLowerCase() : id.value;
    let rec = byId.get(keyId);
    if (!rec) byId.set(keyId, (rec = { kind: id.kind, id: id.value, idOccs: [], owner: null, ownerOcc: -1, charges: [] }));
    rec.idOccs.push(id.occ);
    const ownerField = m.ownerFieldOf.get(id.kind);
    const owner = f.owners.find((o) => ledger.keyNames[o.field] === ownerField);
    if (owner) {
      rec.owner = owner.value;
      rec.ownerOcc = owner.occ;
    }
    for (const c of f.charges) if (c.kind === id.kind && !rec.charges.some((x) => x.occ === c.occ)) rec.charges.push({ cents: c.cents, occ: c.occ });
  }
}
