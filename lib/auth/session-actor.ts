import { getServerSession } from "next-auth";
import { getPrisma, type DbClient } from "../db";
import type { Actor } from "./actor";
import { authOptions } from "./auth-options";

/**
 * The actor a session token stands for, read fresh from the database: null when the user is gone
 * or deactivated, or when the token carries an older session version than the user's (signed out,
 * deactivated since: the server revokes, the token's expiry does not matter).
 */
export async function actorForSession(db: DbClient, session: { uid?: string; sv?: number }): Promise<Actor | null> {
  if (!session.uid) return null;
  const user = await db.user.findUnique({ where: { id: session.uid }, select: { id: true, email: true, name: true, role: true, active: true, sessionVersion: true } });
  if (!user || !user.active || user.sessionVersion !== (session.sv ?? 0)) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/**
 * The signed-in person for this request: a user deactivated, re-roled or signed out while a token
 * is still around is treated accordingly on their very next request. Null when signed out.
 */
export async function getSessionActor(): Promise<Actor | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user as { id?: string; sv?: number } | undefined;
  return actorForSession(await getPrisma(), { uid: user?.id, sv: user?.sv });
}
