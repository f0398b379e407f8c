import type { Role } from "../auth/permissions";

/** The demo users the seed script creates (scripts/seed-demo.ts reads this same list). */
export const DEMO_USERS: Record<Role, { email: string; name: string; password: string }> = {
  reviewer: { email: "reviewer@demo.groundcheck.test", name: "Riley Reviewer", password: "reviewer-demo-2026" },
  policy_owner: { email: "policy@demo.groundcheck.test", name: "Pat Policy", password: "policy-demo-2026" },
  manager: { email: "manager@demo.groundcheck.test", name: "Morgan Manager", password: "manager-demo-2026" },
  admin: { email: "admin@demo.groundcheck.test", name: "Alex Admin", password: "admin-demo-2026" },
};

/**
 * The demo's colleagues of the demo reviewer: they took the month of history's decisions beside
 * Riley (so accuracy and workload have more than one row). `slip`: their share of wrong calls.
 * They have no password anyone knows; sign in as the demo users above.
 */
export const DEMO_COLLEAGUES = [
  { email: "priya@demo.groundcheck.test", name: "Priya Iyer", slip: 0.04 },
  { email: "tomas@demo.groundcheck.test", name: "Tomas Berg", slip: 0.12 },
] as const;
