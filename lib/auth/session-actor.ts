import { getServerSession } from "next-auth";
import { getPrisma } from "../db";
import type { Actor } from "./actor";
import { authOptions } from "./auth-options";

/**
 * The signed-in person for this request, read fresh from the database: a user deactivated or
 * re-roled while signed in is treated accordingly on their very next request. Null when signed out.
 */
export async function getSessionActor(): Promise<Actor | null> {
  const session = await getServerSession(authOptions);
  const id = (session?.user as { id?: string } | undefined)?.id;
  if (!id) return null;
  const db = await getPrisma();
  const user = await db.user.findUnique({ where: { id }, select: { id: true, email: true, name: true, role: true, active: true } });
  if (!user || !user.active) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
