import { randomBytes } from "node:crypto";
import type { DbClient } from "../db";
import type { Actor } from "../auth/actor";
import { hashPassword } from "../auth/password";
import { DEMO_COLLEAGUES, DEMO_USERS } from "./demo-users";

export interface TeamMember { actor: Actor; slip: number }

/**
 * The people who decide the month's held items: the demo reviewer and two colleagues, and the
 * demo manager for escalations. Created when missing (the seed script creates the demo users
 * first; server tests may not).
 */
export async function ensureDemoTeam(db: DbClient): Promise<{ reviewers: TeamMember[]; manager: Actor }> {
  const ensure = async (email: string, name: string, role: "reviewer" | "manager", password?: string) => {
    const found = await db.user.findUnique({ where: { email }, select: { id: true, email: true, name: true, role: true } });
    const u = found ?? (await db.user.create({ data: { email, name, role, passwordHash: await hashPassword(password ?? randomBytes(24).toString("base64url")) }, select: { id: true, email: true, name: true, role: true } }));
    return { id: u.id, email: u.email, name: u.name, role: u.role } as Actor;
  };
  const reviewers: TeamMember[] = [{ actor: await ensure(DEMO_USERS.reviewer.email, DEMO_USERS.reviewer.name, "reviewer", DEMO_USERS.reviewer.password), slip: 0.08 }];
  for (const c of DEMO_COLLEAGUES) reviewers.push({ actor: await ensure(c.email, c.name, "reviewer"), slip: c.slip });
  const manager = await ensure(DEMO_USERS.manager.email, DEMO_USERS.manager.name, "manager", DEMO_USERS.manager.password);
  return { reviewers, manager };
}
