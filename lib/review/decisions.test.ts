import { describe, expect, it } from "vitest";
import { can, ROLES } from "../auth/permissions";
import { DECISION_KINDS, DECISIONS, agentOutcome, decisionInput, decisionsFor, isOpenStatus, noteRequired, OPEN_STATUS_RULES, OPEN_STATUSES, permissionFor, rejectionFor, HELD_STATUS_LIST } from "./decisions";
import { decidePermissionFor } from "./claim-lease";
import { expectedFromStatus } from "../answer-key/add-known-items";

describe("the table of review decisions", () => {
  it("lists approve, edit, reject and escalate, each with a label, a shortcut of its own and a note label", () => {
    expect(DECISION_KINDS).toEqual(["approve", "edit", "reject", "escalate"]);
    const keys = DECISION_KINDS.map((k) => DECISIONS[k].shortcut);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of DECISION_KINDS) expect(DECISIONS[k].noteLabel).toMatch(/\(required/);
  });

  it("reviewers take every decision on pending items but none on escalated ones; managers and admins decide escalations, except escalating again", () => {
    const by = (role: (typeof ROLES)[number], status: string) => decisionsFor((p) => can(role, p), status);
    expect(by("reviewer", "pending")).toEqual(["approve", "edit", "reject", "escalate"]);
    expect(by("reviewer", "escalated")).toEqual([]);
    for (const role of ["manager", "admin"] as const) {
      expect(by(role, "pending")).toEqual(["approve", "edit", "reject", "escalate"]);
      expect(by(role, "escalated")).toEqual(["approve", "edit", "reject"]);
    }
    expect(by("policy_owner", "pending")).toEqual([]);
  });

  it("nothing is taken on a decided item", () => {
    for (const status of ["approved", "edited", "rejected", "released", "no-such-status"]) for (const k of DECISION_KINDS) expect(permissionFor(k, status)).toBeNull();
  });

  it("edit, reject and escalate always need a note; approve needs one exactly when the item carries a finding", () => {
    expect(noteRequired("approve", true)).toBe(true);
    expect(noteRequired("approve", false)).toBe(false);
    for (const k of ["edit", "reject", "escalate"] as const) {
      expect(noteRequired(k, false)).toBe(true);
      expect(noteRequired(k, true)).toBe(true);
    }
  });

  it("the schema refuses a blank reject with a human message, and keeps the decision kind", () => {
    const blank = decisionInput.safeParse({ action: "reject", note: "   " });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0].message).toBe("A note is required to reject: say what was wrong.");
    const long = decisionInput.safeParse({ action: "approve", note: "x".repeat(2001) });
    expect(long.error?.issues[0].message).toBe("The note is too long. Keep it under 2,000 characters.");
    expect(decisionInput.parse({ action: "reject", note: " wrong order ", instead: "" })).toEqual({ action: "reject", note: "wrong order", instead: "" });
    expect(decisionInput.safeParse({ action: "cancel" }).success).toBe(false);
  });

  it("each decision leads to the status whose agent outcome matches what the table says the agent receives", () => {
    const expected = { checked_payload: "release", edited_payload: "release", rejection: "rejected", nothing_yet: "wait" } as const;
    for (const k of DECISION_KINDS) expect(agentOutcome(DECISIONS[k].leads)).toBe(expected[DECISIONS[k].agent]);
    expect(HELD_STATUS_LIST.map(agentOutcome)).toEqual(["wait", "wait", "release", "release", "rejected", "released"]);
  });

  it("a rejection tells the model what was wrong and what to do instead, defaulting the latter per kind of item", () => {
    const at = new Date("2026-12-01T10:00:00Z");
    const call = rejectionFor({ kind: "write", toolName: "issue_refund" }, { note: "Only one $19.00 charge is a duplicate.", instead: null, at }, "escalate_to_human");
    expect(call).toMatchObject({ code: "rejected_by_reviewer", retry: "do_not_retry", what_was_wrong: "Only one $19.00 charge is a duplicate.", rejected_at: "2026-12-01T10:00:00.000Z" });
    expect(call.what_to_do_instead).toContain("Do not call issue_refund again with these arguments");
    expect(call.what_to_do_instead).toContain("escalate_to_human");
    expect(call.message).toContain("issue_refund and rejected it; it did not run. What was wrong: Only one $19.00 charge is a duplicate.");
    const reply = rejectionFor({ kind: "reply", toolName: null }, { note: "Wrong window.", instead: "Say 30 days, citing RET-30.", at }, null);
    expect(reply.message).toContain("your reply and rejected it; it was not sent");
    expect(reply.what_to_do_instead).toBe("Say 30 days, citing RET-30.");
  });

  it("open statuses are the ones a decision can be taken in, and leasing one needs the permission approving it does", () => {
    expect(HELD_STATUS_LIST.filter(isOpenStatus)).toEqual([...OPEN_STATUSES]);
    for (const status of HELD_STATUS_LIST) {
      const open = DECISION_KINDS.some((k) => permissionFor(k, status) !== null);
      expect(isOpenStatus(status), status).toBe(open);
      expect(decidePermissionFor(status), status).toBe(open ? permissionFor("approve", status) : null);
    }
    for (const status of OPEN_STATUSES) expect(can(OPEN_STATUS_RULES[status].roundRobin, OPEN_STATUS_RULES[status].permission), status).toBe(true);
  });

  it("every status says what it implies for the answer key: approved or released as checked is right, any change or escalation wrong, pending nothing", () => {
    const implied = Object.fromEntries(HELD_STATUS_LIST.map((s) => [s, expectedFromStatus(s, "sha256:a", "sha256:a")]));
    expect(implied).toEqual({ pending: null, escalated: "wrong", approved: "right", edited: "wrong", rejected: "wrong", released: "right" });
    expect(expectedFromStatus("released", "sha256:edited", "sha256:a")).toBe("wrong");
  });
});
