// next-auth's own endpoints (sign-in, sign-out, session, CSRF). Public by nature: they are how a
// visitor becomes a user.
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";

const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
