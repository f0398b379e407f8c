import { describe, expect, it } from "vitest";
import { can, navFor, ROLES, PERMISSIONS } from "@/lib/auth/permissions";
import { requirePermission } from "@/lib/auth/require-permission";
import { AppError } from "@/lib/errors";

describe("the role-to-permission table", () => {
  it("gives user administration to admins only", () => {
    expect(ROLES.filter((r) => can(r, "users:manage"))).toEqual(["admin"]);
  });
  it("lets policy owners look at the queue but not decide", () => {
    expect(can("policy_owner", "queue:view")).toBe(true);
    expect(can("policy_owner", "queue:decide")).toBe(false);
    expect(can("policy_owner", "policies:edit")).toBe(true);
  });
  it("keeps the dashboard and answer key away from reviewers and policy owners", () => {
    for (const role of ["reviewer", "policy_owner"] as const) {
      expect(can(role, "dashboard:view")).toBe(false);
      expect(can(role, "answer_key:manage")).toBe(false);
    }
  });
  it("gives the dashboard's alarm thresholds to managers and admins only", () => {
    expect(ROLES.filter((r) => can(r, "dashboard:settings"))).toEqual(["manager", "admin"]);
  });
  it("gives the facts the verifier reads to policy owners and admins only", () => {
    expect(ROLES.filter((r) => can(r, "policies:facts"))).toEqual(["policy_owner", "admin"]);
  });
  it("denies unknown roles and missing roles everything", () => {
    for (const p of PERMISSIONS) {
      expect(can("superuser", p)).toBe(false);
      expect(can(undefined, p)).toBe(false);
    }
  });
  it("builds navigation from the same table", () => {
    expect(navFor("reviewer").map((n) => n.label)).toEqual(["Queue", "Policies"]);
    expect(navFor("manager").map((n) => n.label)).toEqual(["Queue", "Escalations", "Policies", "Dashboard"]);
    expect(navFor("admin").map((n) => n.label)).toEqual(["Queue", "Escalations", "Policies", "Dashboard", "Admin"]);
  });
  it("requirePermission says who is missing what", () => {
    expect(() => requirePermission(null, "queue:view")).toThrow(expect.objectContaining({ code: "unauthenticated" }));
    try {
      requirePermission({ id: "u", email: "r@x", name: "R", role: "reviewer" }, "users:manage");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(403);
      expect((e as AppError).message).toContain("users:manage");
    }
  });
});
