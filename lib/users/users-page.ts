import type { Actor } from "../auth/actor";
import { getPrisma } from "../db";
import { lockedAccounts } from "./sign-in-throttle";
import { listUsers } from "./update-user";

/** The users page's loader: every user, marked as the viewer's own row and as locked out. */
export async function usersPage(viewer: Actor) {
  const db = await getPrisma();
  const [users, locked] = await Promise.all([listUsers(db), lockedAccounts(db)]);
  return users.map((u) => ({ ...u, isSelf: u.id === viewer.id, locked: locked.has(u.email) }));
}
