import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getPrisma } from "../db";
import { signInWithPassword } from "../users/sign-in-with-password";
import { authSecret } from "./auth-secret";

/** next-auth configuration: email + password, JWT sessions of 8 hours. */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: 8 * 60 * 60 },
  pages: { signIn: "/signin", error: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        const actor = await signInWithPassword(await getPrisma(), credentials?.email, credentials?.password);
        return actor ? { id: actor.id, email: actor.email, name: actor.name, role: actor.role } : null;
      },
    }),
  ],
  callbacks: {
    // Only the user id matters in the token: role and active state are read fresh on every request.
    async jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    async session({ session, token }) {
      if (session.user) (session.user as { id?: string }).id = typeof token.uid === "string" ? token.uid : undefined;
      return session;
    },
  },
};
