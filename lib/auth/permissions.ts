/**
 * The one role-to-permission table. The server checks it on every action and route; the UI reads
 * the same table to decide what to show. Nothing is allowed unless listed here.
 */
export const ROLES = ["reviewer", "policy_owner", "manager", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "queue:view", // see held items and their evidence
  "queue:decide", // approve / edit / escalate a held item
  "escalations:decide", // decide items escalated to managers, reassign
  "queue:settings", // set the time to decision (SLA) of each held-item reason
  "policies:view",
  "policies:edit", // create, edit, retire, rename clauses
  "policies:facts", // confirm, edit, delete and add the facts a clause states (what the verifier reads)
  "dashboard:view", // hold rates, evidence health, reviewer accuracy
  "dashboard:settings", // the dashboard's alarm thresholds (the not-checked share of policy sentences)
  "answer_key:manage",
  "users:manage", // create users, change roles, deactivate
  "api_keys:manage",
  "audit:view",
  "notifications:manage", // the team's outgoing notifications webhook
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TABLE: Record<Role, readonly Permission[]> = {
  reviewer: ["queue:view", "queue:decide", "policies:view"],
  policy_owner: ["queue:view", "policies:view", "policies:edit", "policies:facts"],
  manager: ["queue:view", "queue:decide", "escalations:decide", "queue:settings", "policies:view", "dashboard:view", "dashboard:settings", "answer_key:manage", "audit:view", "notifications:manage"],
  admin: [
    "queue:view",
    "queue:decide",
    "escalations:decide",
    "queue:settings",
    "policies:view",
    "policies:facts",
    "dashboard:view",
    "dashboard:settings",
    "answer_key:manage",
    "users:manage",
    "api_keys:manage",
    "audit:view",
    "notifications:manage",
  ],
};

export const ROLE_LABELS: Record<Role, string> = {
  reviewer: "Reviewer",
  policy_owner: "Policy owner",
  manager: "Manager",
  admin: "Admin",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** True when `role` holds `permission`. Unknown roles hold nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isRole(role) && TABLE[role].includes(permission);
}

export function permissionsOf(role: Role): readonly Permission[] {
  return TABLE[role];
}

/** Navigation by role: each entry is shown only to roles holding its permission. */
export const NAV_ITEMS: readonly { href: string; label: string; permission: Permission }[] = [
  { href: "/queue", label: "Queue", permission: "queue:view" },
  { href: "/escalations", label: "Escalations", permission: "escalations:decide" },
  { href: "/policies", label: "Policies", permission: "policies:view" },
  { href: "/dashboard", label: "Dashboard", permission: "dashboard:view" },
  { href: "/admin/users", label: "Admin", permission: "users:manage" },
];

export function navFor(role: Role) {
  return NAV_ITEMS.filter((item) => can(role, item.permission));
}

/** The roles holding `permission`, in the table's order (for "this page needs …" messages). */
export function rolesWith(permission: Permission): Role[] {
  return ROLES.filter((r) => TABLE[r].includes(permission));
}
