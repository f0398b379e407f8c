import type { DbClient, DbTx } from "../db";

/**
 * Ends every session of a user on the server: tokens carry the session version they were issued
 * with, and a token with an older version is refused on its next request (see actorForSession).
 */
export async function revokeSessions(db: DbClient | DbTx, userId: string) {
  await db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}
