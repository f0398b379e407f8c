import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getPrisma, recordAuditEvent } from "../db";
import { signInWithPassword } from "../users/sign-in-with-password";
import { revokeSessions } from "../users/revoke-sessions";
import { authSecret } from "./auth-secret";

/** The client's address as the server saw it (first x-forwarded-for hop), for sign-in throttling. */
function clientAddress(headers: Record<string, unknown> | undefined): string {
  const forwarded = headers?.["x-forwarded-for"];
  const first = typeof forwarded === "string" ? forwarded.split(",")[0]?.trim() : undefined;
  const real = headers?.["x-real-ip"];
  return first || (typeof real === "string" ? real : "") || "unknown";
}

/**
 * next-auth configuration: email + password, JWT sessions of 8 hours. The token carries the user id
 * and the user's session version; sign-out bumps the version, so the token dies on the server too.
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: 8 * 60 * 60 },
  pages: { signIn: "/signin", error: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        // A throttled attempt throws: next-auth hands its message to the sign-in form.
        const actor = await signInWithPassword(await getPrisma(), credentials?.email, credentials?.password, clientAddress(req?.headers as Record<string, unknown> | undefined));
        return actor ? { id: actor.id, email: actor.email, name: actor.name, role: actor.role, sv: actor.sessionVersion } : null;
      },
    }),
  ],
  callbacks: {
    // Only the user id and session version matter in the token: role and active state are read fresh on every request.
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = (user as { sv?: number }).sv ?? 0;
      }
      return token;
    },
    async session({ session, token }) {
      if (session.user) {
        (session.user as { id?: string }).id = typeof token.uid === "string" ? token.uid : undefined;
        (session.user as { sv?: number }).sv = typeof token.sv === "number" ? token.sv : 0;
      }
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      const uid = typeof token?.uid === "string" ? token.uid : null;
      if (!uid) return;
      const db = await getPrisma();
      await revokeSessions(db, uid);
      await recordAuditEvent(db, { actor: null, action: "auth.sign_out", target: { type: "user", id: uid } });
    },
  },
};
