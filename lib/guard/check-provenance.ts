import type { Policy } from "../policy/types";
import { canonicalScalar, canonicalize } from "./canonicalize";
import type { ArgValue } from "./collect-args";
import { findNearMisses } from "./find-near-miss";
import type { Ledger } from "./ledger-types";
import { findOccurrences, locate, locateAll, valuesOfShape, valuesUnderKeys } from "./locate-evidence";
import type { Outcome } from "./outcome";
import type { Finding } from "./types";

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
 * argument that names the customer (policy `customerArg`) must be the run's customer.
 */
export function checkOwnership(ledger: Ledger, policy: Policy, values: ArgValue[], customerArg: string | undefined, customerId: string | undefined, findings: Finding[]): Outcome | null {
  if (customerId === undefined) return null;
  const expected = canonicalize(customerId);
  for (const a of values) {
    const v = canonicalScalar(a.value);
    if (v === null) continue;
    const finding = findings.find((f) => f.path === a.path);
    if (customerArg && a.pattern === customerArg && v !== expected) {
      const f = upsert(findings, finding, a);
      Object.assign(f, { status: "wrong_customer", score: 0, owner: { value: v, expected, evidence: f.evidence } });
      return { code: "wrong_customer", message: `${a.path} is ${v}, but this ticket's customer is ${expected}. Act only for the customer on the ticket; if they truly need this for someone else, escalate${policy.escalationTool ? ` with ${policy.escalationTool}` : ""}.`, details: { path: a.path, value: v, customer: expected } };
    }
    const kind = a.arg.idKind;
    const ent = kind ? policy.entities[kind] : undefined;
    if (!kind || !ent?.ownerField || a.arg.role !== "identifier") continue;
    const rec = ledger.entities.get(kind)?.get(isCaseInsensitive(policy, kind) ? v.toLowerCase() : v);
    if (!rec || rec.owner === null || canonicalize(rec.owner) === expected) continue;
    const ownerLoc = locate(ledger, rec.ownerOcc);
    const f = upsert(findings, finding, a);
    Object.assign(f, { status: "wrong_customer", score: 0, owner: { value: rec.owner, expected, evidence: [ownerLoc] } });
    return {
      code: "wrong_customer",
      message: `${kind} ${v} belongs to ${rec.owner} (${ent.ownerField} in message ${ownerLoc.messageIndex}), not to this ticket's customer ${expected}. Do not act on it; check which ${kind} the customer means${policy.escalationTool ? `, or escalate with ${policy.escalationTool}` : ""}.`,
      details: { path: a.path, value: v, owner: rec.owner, customer: expected, owner_evidence: ownerLoc },
    };
  }
  return null;
}

function upsert(findings: Finding[], f: Finding | undefined, a: ArgValue): Finding {
  if (f) return f;
  const created: Finding = { path: a.path, value: a.value, role: a.arg.role, status: "grounded", evidence: [], weight: 1, score: 1 };
  findings.push(created);
  return created;
}
