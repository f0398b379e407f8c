import { OWNER_FIELDS } from "../policy/infer-roles";
import type { EffectiveRelation, EffectiveTool, Policy } from "../policy/types";
import { canonicalScalar } from "./canonicalize";
import type { ArgValue } from "./collect-args";
import { isCaseInsensitive } from "./check-provenance";
import type { Ledger } from "./ledger-types";
import { locate } from "./locate-evidence";
import type { Outcome } from "./outcome";
import { fieldText, isObj, occurrencesUnderKey, readRecord, type RecordView } from "./read-record";
import type { EntityContext, EvidenceLocation, Finding } from "./types";

type Obj = Record<string, unknown>;
interface Child {
  value: string;
  obj: Obj;
}

const noun = (field: string) => field.replace(/_ids?$/, "").replace(/_/g, " ");
const MAX_LISTED = 12;

/** The newest record holding `value` under `field`, as the run last saw it. */
function latestRecord(l: Ledger, value: string, field: string, ci: boolean): RecordView | null {
  for (const occ of occurrencesUnderKey(l, value, field, ci)) {
    const view = readRecord(l, occ);
    if (view) return view;
  }
  return null;
}

/** Child objects of a record: elements of its lists of objects, and values of its id-keyed maps, that hold `childField`. */
function childrenOf(rec: Obj, childField: string): Child[] {
  const out: Child[] = [];
  for (const v of Object.values(rec)) {
    const items = Array.isArray(v) ? v : isObj(v) ? Object.values(v) : [];
    for (const it of items) {
      if (!isObj(it)) continue;
      const id = fieldText(it, childField);
      if (id !== null) out.push({ value: id, obj: it });
    }
  }
  return out;
}

/** Where a child id sits in the record's tool result, for the console's marks. */
function childEvidence(l: Ledger, view: RecordView, value: string, childField: string): EvidenceLocation | undefined {
  const occ = occurrencesUnderKey(l, value, childField).find((o) => l.occSrc[o] === view.src);
  return occ === undefined ? undefined : locate(l, occ);
}

const unavailable = (o: Obj): string | null => {
  for (const k of ["available", "in_stock", "is_available", "orderable"]) if (o[k] === false) return `${k}: false`;
  for (const k of ["availability", "stock_status", "status"]) {
    const v = o[k];
    if (typeof v === "string" && /unavailable|out[ _-]of[ _-]stock|sold[ _-]out|discontinued/i.test(v)) return `${k}: ${JSON.stringify(v)}`;
  }
  return null;
};

function upsert(findings: Finding[], a: ArgValue): Finding {
  const f = findings.find((x) => x.path === a.path);
  if (f) return f;
  const created: Finding = { path: a.path, value: a.value, role: a.arg.role, status: "grounded", evidence: [], weight: 1, score: 1 };
  findings.push(created);
  return created;
}

/**
 * Relational provenance: each child id a write call lists (item_ids of an order) must be a child
 * of the parent record as the run last saw it, not merely an id from anywhere in the run; each
 * replacement (new_item_ids) must be an alternative the run showed for the child in the same
 * position (the same product), and not one the record marks unavailable.
 */
export function checkRelations(l: Ledger, policy: Policy, tool: EffectiveTool, values: ArgValue[], findings: Finding[]): Outcome | null {
  if (!tool.relations.length) return null;
  let outcome: Outcome | null = null;
  const parents = new Map<string, { view: RecordView; children: Child[] } | null>();
  const parentOf = (rel: EffectiveRelation) => {
    const key = `${rel.parentArg}|${rel.childField}`;
    if (parents.has(key)) return parents.get(key)!;
    const pa = values.find((v) => v.pattern === rel.parentArg);
    const pv = pa ? canonicalScalar(pa.value) : null;
    let found: { view: RecordView; children: Child[] } | null = null;
    if (pa && pv) {
      const view = latestRecord(l, pv, rel.parentField, isCaseInsensitive(policy, pa.arg.idKind));
      const children = view ? childrenOf(view.record, rel.childField) : [];
      // A record without such children says nothing about this relation (another shape, or a summary).
      if (view && children.length) found = { view, children };
    }
    parents.set(key, found);
    return found;
  };

  for (const rel of tool.relations.filter((r) => r.kind === "child")) {
    const parent = parentOf(rel);
    if (!parent) continue;
    const pa = values.find((v) => v.pattern === rel.parentArg)!;
    for (const a of values.filter((v) => v.pattern === rel.arg)) {
      const v = canonicalScalar(a.value);
      if (v === null || parent.children.some((c) => c.value === v)) continue;
      const f = upsert(findings, a);
      if (f.status !== "grounded") continue; // already unseen / near miss: that is the first problem
      const ctx = context(l, rel, parent.view, parent.children, rel.parentField, String(pa.value), v);
      Object.assign(f, { status: "not_in_entity", score: 0, entity: ctx });
      const where = f.evidence[0] ? ` It was seen elsewhere in the run (${seenWhere(l, f.evidence[0])}), not in this ${noun(rel.parentField)}.` : "";
      const lookup = l.sources[parent.view.src].toolName;
      outcome ??= {
        code: "not_in_entity",
        message: `${noun(rel.childField)} ${v} (${a.path}) is not in ${noun(rel.parentField)} ${pa.value}; its ${noun(rel.childField)}s: ${list(parent.children.map((c) => c.value))}.${where} Use ${noun(rel.childField)} ids from that ${noun(rel.parentField)}${lookup ? `, or look it up again with ${lookup} if it changed` : ""}.`,
        details: { path: a.path, value: v, parent: { field: rel.parentField, id: pa.value }, children: parent.children.map((c) => c.value), relation_source: rel.source },
      };
    }
  }

  for (const rel of tool.relations.filter((r) => r.kind === "replacement")) {
    const childRel = tool.relations.find((r) => r.kind === "child" && r.arg === rel.replaces);
    const parent = childRel ? parentOf(childRel) : null;
    if (!parent) continue;
    const olds = values.filter((v) => v.pattern === rel.replaces);
    const news = values.filter((v) => v.pattern === rel.arg);
    news.forEach((a, k) => {
      const nv = canonicalScalar(a.value);
      const old = olds[k] ? canonicalScalar(olds[k].value) : null;
      if (nv === null || old === null || nv === old) return;
      const oldChild = parent.children.find((c) => c.value === old);
      if (!oldChild) return; // the replaced id is already flagged as not in the parent
      const f = upsert(findings, a);
      if (f.status !== "grounded") return;
      const groupKeys = rel.groupField ? [rel.groupField] : Object.keys(oldChild.obj).filter((key) => key !== rel.childField && /_id$/.test(key) && !OWNER_FIELDS.includes(key) && fieldText(oldChild.obj, key) !== null);
      if (!groupKeys.length) {
        f.note = `kind not checked: the ${noun(rel.childField)} it replaces carries no group field (such as product_id)`;
        return;
      }
      const seen = kindsSeen(l, nv, rel.childField, groupKeys);
      const same = seen.find((s) => s.group.value === fieldText(oldChild.obj, s.group.key));
      if (!seen.length) {
        f.note = `kind not checked: no record the run saw says what ${nv} is`;
        return;
      }
      const g = same?.group.key ?? seen[0].group.key;
      const want = fieldText(oldChild.obj, g)!;
      const alts = alternatives(l, g, want, rel.childField);
      if (same) {
        const why = unavailable(same.obj);
        if (!why) {
          f.note = `an alternative for ${noun(rel.childField)} ${old}: same ${g} ${want}`;
          return;
        }
        const ctx: EntityContext = { relation: "replacement", source: rel.source, kind: noun(g), field: g, id: want, childField: rel.childField, children: alts, offending: nv, replaces: old, ...(same.record ? { record: same.record } : {}), unavailableBecause: why };
        Object.assign(f, { status: "unavailable", score: 0, entity: ctx, evidence: same.evidence ? [same.evidence] : f.evidence });
        const avail = alts.filter((x) => x.available !== false).map((x) => x.value);
        outcome ??= {
          code: "unavailable",
          message: `${a.path} ${nv} is marked unavailable (${why} in ${same.evidence ? seenWhere(l, same.evidence) : "the record the run saw"}). ${avail.length ? `Available alternatives for ${noun(rel.childField)} ${old} (${g} ${want}): ${list(avail)}.` : `The run showed no available alternative for ${g} ${want}.`} Offer the customer one of those instead.`,
          details: { path: a.path, value: nv, replaces: old, group: { field: g, id: want }, reason: why, available: avail },
        };
        return;
      }
      const other = seen[0];
      const ctx: EntityContext = { relation: "replacement", source: rel.source, kind: noun(g), field: g, id: want, childField: rel.childField, children: alts, offending: nv, replaces: old, seenAs: { field: other.group.key, value: other.group.value }, ...(other.record ? { record: other.record } : {}) };
      Object.assign(f, { status: "wrong_kind", score: 0, entity: ctx });
      const avail = alts.filter((x) => x.available !== false).map((x) => x.value);
      outcome ??= {
        code: "not_in_entity",
        message: `${a.path} ${nv} is not an alternative for ${noun(rel.childField)} ${old}: the run showed it with ${other.group.key} ${other.group.value}, and ${old} has ${g} ${want}. ${alts.length ? `Alternatives the run showed for ${g} ${want}: ${list(avail.length ? avail : alts.map((x) => x.value))}${avail.length ? " (available)" : ""}.` : `Look up ${g} ${want} to see its alternatives.`} A replacement must have the same ${g} as the ${noun(rel.childField)} in the same position of ${(rel.replaces ?? "").replace(/\[\]$/, "")}.`,
        details: { path: a.path, value: nv, replaces: old, group: { field: g, id: want }, seen_as: other.group, alternatives: alts.map((x) => x.value) },
      };
    });
  }
  return outcome;
}

/** The group (product_id …) each sighting of a replacement id belongs to: its own field, else the nearest enclosing record's. */
function kindsSeen(l: Ledger, value: string, childField: string, groupKeys: string[]) {
  const out: Array<{ group: { key: string; value: string }; obj: Obj; evidence?: EvidenceLocation; record?: EvidenceLocation }> = [];
  for (const occ of occurrencesUnderKey(l, value, childField)) {
    const view = readRecord(l, occ);
    if (!view) continue;
    const objs = [...view.chain.map((c) => c.node)].reverse();
    for (const o of objs) {
      if (!isObj(o)) continue;
      const key = groupKeys.find((k) => fieldText(o, k) !== null);
      if (!key) continue;
      const gv = fieldText(o, key)!;
      const gocc = occurrencesUnderKey(l, gv, key).find((x) => l.occSrc[x] === view.src);
      out.push({ group: { key, value: gv }, obj: view.record, evidence: locate(l, occ), ...(gocc !== undefined ? { record: locate(l, gocc) } : {}) });
      break;
    }
  }
  return out;
}

/** The alternatives the run showed for one group (a product's variants), with their availability. */
function alternatives(l: Ledger, groupKey: string, groupValue: string, childField: string): EntityContext["children"] {
  const view = latestRecord(l, groupValue, groupKey, false);
  if (!view) return [];
  return childrenOf(view.record, childField)
    .slice(0, 40)
    .map((c) => ({ value: c.value, available: unavailable(c.obj) === null, ...(childEvidence(l, view, c.value, childField) ? { evidence: childEvidence(l, view, c.value, childField)! } : {}) }));
}

function context(l: Ledger, rel: EffectiveRelation, view: RecordView, children: Child[], field: string, id: string, offending: string): EntityContext {
  const idOcc = occurrencesUnderKey(l, fieldText(view.record, field) ?? id, field).find((o) => l.occSrc[o] === view.src);
  return {
    relation: "child",
    source: rel.source,
    kind: noun(field),
    field,
    id,
    childField: rel.childField,
    children: children.slice(0, 40).map((c) => {
      const e = childEvidence(l, view, c.value, rel.childField);
      return { value: c.value, ...(e ? { evidence: e } : {}) };
    }),
    offending,
    ...(idOcc !== undefined ? { record: locate(l, idOcc) } : {}),
  };
}

function seenWhere(l: Ledger, e: EvidenceLocation): string {
  if (e.source === "user") return `the customer's message ${e.messageIndex}`;
  const s = l.sources.find((x) => x.source === "tool_result" && x.messageIndex === e.messageIndex && x.toolCallId === e.toolCallId);
  return `${s?.toolName ?? "a tool result"}, message ${e.messageIndex}${e.jsonPath ? ` at ${e.jsonPath}` : ""}`;
}

const list = (xs: string[]) => (xs.length > MAX_LISTED ? `${xs.slice(0, MAX_LISTED).join(", ")} and ${xs.length - MAX_LISTED} more` : xs.join(", "));
