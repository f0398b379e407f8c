import { OWNER_FIELDS } from "../policy/infer-roles";
import type { RunFacts } from "../run/types";
import { canonicalize } from "./canonicalize";
import type { Guard } from "./create-guard";
import type { Ledger } from "./ledger-types";
import { findOccurrences, locate } from "./locate-evidence";
import { isObj, parsedSource } from "./read-record";
import type { EvidenceLocation } from "./types";

/** Who the run acts for, and how the guard knows. */
export interface RunCustomer {
  id: string | null;
  /** facts: the check's facts (the ticket); auth_lookup: the run's find-user result; user_record: the first user record fetched; unknown. */
  source: "facts" | "auth_lookup" | "user_record" | "self_identified" | "unknown";
  /** One sentence for messages and the console. */
  detail: string;
  evidence?: EvidenceLocation;
}

const ONE_ID = /^[\w.@+:-]{2,64}$/;
const USER_TOOL = /user|customer|account|profile|member|client/i;
const cache = new WeakMap<Ledger, { n: number; found: Omit<RunCustomer, "source" | "detail"> & { kind: "auth_lookup" | "user_record" | "self_identified" | "ambiguous" | "none"; detail: string } }>();

/**
 * The run's customer: the check's facts when given; else (policy inference.customer) the run's own
 * authentication, i.e. the first successful result of a find-user-style tool that is a single id,
 * or, when there is none, the first user record fetched (a top-level object whose only `*_id` field
 * is an owner field such as user_id, from a user/customer/account tool, or a profile fetched by
 * such an argument); else the first id in the customer's own words that a record the run saw
 * holds under an owner field ("my user ID is X" and X is a reservation's user_id). Two authentication
 * lookups naming different ids leave the customer unknown rather than guessed.
 */
export function resolveCustomer(ledger: Ledger, guard: Guard, facts: RunFacts | undefined): RunCustomer {
  if (facts?.customerId !== undefined && facts.customerId !== "") return { id: canonicalize(facts.customerId), source: "facts", detail: `this ticket's customer ${canonicalize(facts.customerId)}` };
  if (!guard.policy.inference.customer) return { id: null, source: "unknown", detail: "no customer was given with the check, and inferring it from the run is switched off in the policy (inference.customer)" };
  let hit = cache.get(ledger);
  if (!hit || hit.n !== ledger.sources.length) {
    hit = { n: ledger.sources.length, found: infer(ledger, guard) };
    cache.set(ledger, hit);
  }
  const f = hit.found;
  if (f.kind === "none" || f.kind === "ambiguous" || f.id === null) return { id: null, source: "unknown", detail: f.detail };
  return { id: f.id, source: f.kind, detail: f.detail, ...(f.evidence ? { evidence: f.evidence } : {}) };
}

function infer(l: Ledger, guard: Guard) {
  const auth: Array<{ id: string; src: number }> = [];
  let record: { id: string; src: number; field: string } | null = null;
  l.sources.forEach((s, src) => {
    if (s.source !== "tool_result" || !s.indexed || !s.toolName) return;
    const tool = guard.tools.get(s.toolName);
    if (tool?.roles.authLookup) {
      const id = singleId(s.text, s.json);
      if (id) auth.push({ id, src });
      return;
    }
    if (record || !s.json || !USER_TOOL.test(s.toolName) || tool?.roles.writes) return;
    const tree = parsedSource(l, src);
    if (!isObj(tree)) return;
    const idKeys = Object.keys(tree).filter((k) => /(^|_)id$/.test(k) && (typeof tree[k] === "string" || typeof tree[k] === "number"));
    if (idKeys.length === 1 && OWNER_FIELDS.includes(idKeys[0])) record = { id: canonicalize(String(tree[idKeys[0]])), src, field: idKeys[0] };
    else if (idKeys.length === 0) {
      // A profile without its own id (tau-bench's get_user_details): the owner-like argument it was fetched by.
      const args = callArguments(s.toolCallId ? l.callArgs.get(s.toolCallId) : undefined);
      const keys = args ? Object.keys(args).filter((k) => OWNER_FIELDS.includes(k) && typeof args[k] === "string") : [];
      if (keys.length === 1) record = { id: canonicalize(args![keys[0]] as string), src, field: `${keys[0]} it was fetched by` };
    }
  });
  const distinct = [...new Set(auth.map((a) => a.id))];
  if (distinct.length > 1) return { kind: "ambiguous" as const, id: null, detail: `the run's customer is unknown: its authentication lookups found ${distinct.length} different users (${distinct.join(", ")})` };
  if (auth.length) {
    const a = auth[0];
    const s = l.sources[a.src];
    return { kind: "auth_lookup" as const, id: a.id, detail: `the customer the run authenticated, ${a.id} (${s.toolName} in message ${s.messageIndex})`, evidence: evidenceIn(l, a.id, a.src) };
  }
  if (record) {
    const r = record as { id: string; src: number; field: string };
    const s = l.sources[r.src];
    return { kind: "user_record" as const, id: r.id, detail: `the customer whose record the run fetched first, ${r.id} (${r.field} in ${s.toolName}, message ${s.messageIndex})`, evidence: evidenceIn(l, r.id, r.src) };
  }
  const said = selfIdentified(l);
  if (said) {
    const s = l.sources[l.occSrc[said.occ]];
    return { kind: "self_identified" as const, id: said.id, detail: `the customer who gave their ${said.field} ${said.id} in message ${s.messageIndex}, which a record the run saw holds as ${said.field}`, evidence: locate(l, said.occ) };
  }
  return { kind: "none" as const, id: null, detail: "the run's customer is unknown: none was given with the check, and the run has no authentication lookup or user record yet" };
}

function callArguments(raw: unknown): Record<string, unknown> | null {
  if (isObj(raw)) return raw;
  if (typeof raw !== "string") return null;
  try {
    const v = JSON.parse(raw);
    return isObj(v) ? v : null;
  } catch {
    return null;
  }
}

/** The earliest id in the customer's own words that some record shows under an owner field ("my user ID is chen_lee_6825"). */
function selfIdentified(l: Ledger): { id: string; field: string; occ: number } | null {
  let best: { id: string; field: string; occ: number } | null = null;
  for (const field of OWNER_FIELDS) {
    const key = l.keyIds.get(field);
    if (key === undefined) continue;
    for (const [v, vid] of l.heads) {
      let underKey = false;
      let userOcc = -1;
      for (let o = l.valueHead[vid]; o !== -1; o = l.occPrev[o]) {
        if (l.occKey[o] === key) underKey = true;
        if (l.sources[l.occSrc[o]].source === "user") userOcc = o;
      }
      if (underKey && userOcc !== -1 && (!best || userOcc < best.occ)) best = { id: v, field, occ: userOcc };
    }
  }
  return best;
}

/** A result that is one id: `yusuf_rossi_9620` or `"yusuf_rossi_9620"`. */
function singleId(text: string, json: boolean): string | null {
  let t = text.trim();
  if (json) return null;
  if (t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1);
  return ONE_ID.test(t) ? canonicalize(t) : null;
}

function evidenceIn(l: Ledger, id: string, src: number): EvidenceLocation | undefined {
  const all = findOccurrences(l, id);
  const occ = all.find((o) => l.occSrc[o] === src) ?? all[0];
  return occ === undefined ? undefined : locate(l, occ);
}
