import type { Policy } from "../policy/types";
import { canonicalScalar, canonicalize } from "./canonicalize";
import type { ArgValue } from "./collect-args";
import { findNearMisses } from "./find-near-miss";
import type { Ledger } from "./ledger-types";
import { findOccurrences, locate, locateAll, valuesOfShape, valuesUnderKeys } from "./locate-evidence";
import type { Outcome } from "./outcome";
import { OWNER_FIELDS } from "../policy/infer-roles";
import { fieldOccurrence, fieldText, occurrencesUnderKey, readRecord } from "./read-record";
import type { RunCustomer } from "./resolve-customer";
import type { EvidenceLocation, Finding } from "./types";

const TRACED = new Set(["identifier", "email", "reference"]);

export function isCaseInsensitive(policy: Policy, idKind: string | undefined): boolean {
  return !!idKind && policy.idKinds[idKind]?.caseInsensitive === true;
}

/**
 * Rule 4/5/8: every identifier, email/recipient and reference must have been seen in a tool result
 * or the customer's words before this call. Unseen values get their near misses named.
 */
export function checkProvenance(ledger: Ledger, policy: Policy, values: ArgValue[], lookupTool?: string): { findings: Finding[]; outcome: Outcome | null } {
  const findings: Finding[] = [];
  const unseen: Finding[] = [];
  for (const a of values) {
    if (!TRACED.has(a.arg.role)) continue;
    const v = canonicalScalar(a.value);
    if (v === null || v === "") continue;
    const ci = isCaseInsensitive(policy, a.arg.idKind);
    const occs = findOccurrences(ledger, v, ci);
    if (occs.length) {
      findings.push({ path: a.path, value: a.value, role: a.arg.role, status: "grounded", evidence: locateAll(ledger, occs), weight: 1, score: 1 });
      continue;
    }
    const keys = keysOfKind(policy, a);
    const nearMisses = findNearMisses(ledger, v, keys, ci);
    const f: Finding = { path: a.path, value: a.value, role: a.arg.role, status: nearMisses.length ? "near_miss" : "unseen", evidence: [], weight: 1, score: 0 };
    if (nearMisses.length) f.nearMisses = nearMisses;
    findings.push(f);
    unseen.push(f);
  }
  if (!unseen.length) return { findings, outcome: null };
  const first = unseen[0];
  const a = values.find((x) => x.path === first.path)!;
  const v = canonicalScalar(first.value)!;
  const keys = keysOfKind(policy, a);
  let seen = valuesUnderKeys(ledger, keys);
  if (!seen.length) seen = valuesOfShape(ledger, v);
  const nm = first.nearMisses?.[0];
  const what = first.role === "email" ? `Recipient ${v}` : first.role === "reference" ? `Reference ${v}` : v;
  let message = nm ? `${what} did not appear in this run; ${nm.value} did (${nm.description}).` : `${what} (${a.path}) did not appear in this run, in a tool result or the customer's messages.`;
  message += seen.length ? ` Seen ${a.name} values: ${seen.join(", ")}.` : " Nothing of that kind has been seen yet.";
  if (first.role === "email") message += " Do not build an address from a name and a domain: use one the customer gave or a tool returned.";
  else message += ` Look it up${lookupTool ? ` (e.g. with ${lookupTool})` : ""} before using it.`;
  if (unseen.length > 1) message += ` Also unseen: ${unseen.slice(1).map((f) => `${f.path}=${String(f.value)}`).join(", ")}.`;
  return { findings, outcome: { code: "unknown_id", message, details: { unseen: unseen.map((f) => ({ path: f.path, value: f.value, near_misses: f.nearMisses?.map((n) => ({ value: n.value, kind: n.kind, description: n.description })) ?? [] })), seen_values: seen } } };
}

/** Key names under which values of this argument's kind appear in results: its own name and its entity's id field. */
function keysOfKind(policy: Policy, a: ArgValue): string[] {
  const keys = [a.name];
  if (a.name.endsWith("_ids")) keys.push(a.name.slice(0, -1));
  const ent = a.arg.idKind ? policy.entities[a.arg.idKind] : undefined;
  if (ent) keys.push(ent.idField);
  return keys;
}

/**
 * Rule 6: an entity whose owner the evidence shows must belong to the run's customer, and an
 * argument that names the customer (policy `customerArg`, or inferred: a write tool's top-level
 * `user_id`/`customer_id`/...) must be the run's customer. Owners come from the policy's entities,
 * else (policy inference.owners) from the record holding the id: an object with the id field and
 * an owner-like field. When the run's customer is unknown, the finding says so instead of passing in silence.
 */
export function checkOwnership(ledger: Ledger, policy: Policy, values: ArgValue[], customerArg: string | undefined, customer: RunCustomer, findings: Finding[]): Outcome | null {
  const expected = customer.id;
  const who = (f: Finding, value: string, field: string | undefined, fieldSource: "declared" | "inferred", evidence: EvidenceLocation[]) => {
    f.owner = { value, expected, evidence, ...(field ? { field } : {}), fieldSource, customerSource: customer.source, customerDetail: customer.detail, ...(customer.evidence ? { customerEvidence: customer.evidence } : {}) };
  };
  for (const a of values) {
    const v = canonicalScalar(a.value);
    if (v === null) continue;
    const finding = findings.find((f) => f.path === a.path);
    if (customerArg && a.pattern === customerArg) {
      const f = upsert(findings, finding, a);
      if (expected === null) {
        who(f, v, customerArg, "declared", f.evidence);
        f.note = `names customer ${v}; not compared: ${customer.detail}`;
        continue;
      }
      if (v === expected) continue;
      Object.assign(f, { status: "wrong_customer", score: 0 });
      who(f, v, customerArg, "declared", f.evidence);
      return { code: "wrong_customer", message: `${a.path} is ${v}, but ${customer.source === "facts" ? "this ticket's customer" : "the run's customer"} is ${expected}${customer.source === "facts" ? "" : ` (${customer.detail})`}. Act only for the customer on the ticket; if they truly need this for someone else, escalate${policy.escalationTool ? ` with ${policy.escalationTool}` : ""}.`, details: { path: a.path, value: v, customer: expected, customer_source: customer.source } };
    }
    if (a.arg.role !== "identifier") continue;
    const owner = ownerOf(ledger, policy, a, v);
    if (!owner) continue;
    const f = upsert(findings, finding, a);
    if (expected === null) {
      who(f, owner.value, owner.field, owner.source, [owner.loc]);
      f.note = `${owner.kind} ${v} belongs to ${owner.value} (${owner.field}); not compared: ${customer.detail}`;
      continue;
    }
    if (canonicalize(owner.value) === expected) continue;
    Object.assign(f, { status: "wrong_customer", score: 0 });
    who(f, owner.value, owner.field, owner.source, [owner.loc]);
    return {
      code: "wrong_customer",
      message: `${owner.kind} ${v} belongs to ${owner.value} (${owner.field} in message ${owner.loc.messageIndex}${owner.source === "inferred" ? ", the owner field of the record that holds it" : ""}), not to ${customer.source === "facts" ? `this ticket's customer ${expected}` : customer.detail}. Do not act on it; check which ${owner.kind} the customer means${policy.escalationTool ? `, or escalate with ${policy.escalationTool}` : ""}.`,
      details: { path: a.path, value: v, owner: owner.value, owner_field: owner.field, owner_field_source: owner.source, customer: expected, customer_source: customer.source, owner_evidence: owner.loc },
    };
  }
  return null;
}

/** Owner of the entity an identifier names: the policy's entity record, else the record holding the id (inferred). */
function ownerOf(ledger: Ledger, policy: Policy, a: ArgValue, v: string): { kind: string; value: string; field: string; source: "declared" | "inferred"; loc: EvidenceLocation } | null {
  const kind = a.arg.idKind;
  const ent = kind ? policy.entities[kind] : undefined;
  if (kind && ent) {
    if (!ent.ownerField) return null;
    const rec = ledger.entities.get(kind)?.get(isCaseInsensitive(policy, kind) ? v.toLowerCase() : v);
    if (!rec || rec.owner === null) return null;
    return { kind, value: rec.owner, field: ent.ownerField, source: "declared", loc: locate(ledger, rec.ownerOcc) };
  }
  if (!policy.inference.owners) return null;
  const idField = a.name.endsWith("_ids") ? a.name.slice(0, -1) : a.name;
  if (!/_id$/.test(idField) || OWNER_FIELDS.includes(idField)) return null;
  for (const occ of occurrencesUnderKey(ledger, v, idField, isCaseInsensitive(policy, kind))) {
    const view = readRecord(ledger, occ);
    if (!view) continue;
    // The record as the run last saw it decides, whether or not it names an owner.
    const field = OWNER_FIELDS.find((k) => k !== idField && fieldText(view.record, k) !== null);
    if (!field) return null;
    const ownerOcc = fieldOccurrence(ledger, view, field);
    const value = fieldText(view.record, field)!;
    return { kind: idField.slice(0, -3).replace(/_/g, " "), value, field, source: "inferred", loc: ownerOcc !== null ? locate(ledger, ownerOcc) : locate(ledger, occ) };
  }
  return null;
}

function upsert(findings: Finding[], f: Finding | undefined, a: ArgValue): Finding {
  if (f) return f;
  const created: Finding = { path: a.path, value: a.value, role: a.arg.role, status: "grounded", evidence: [], weight: 1, score: 1 };
  findings.push(created);
  return created;
}
