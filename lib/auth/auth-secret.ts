/**
 * The secret that signs session tokens. Production refuses to run without one (see
 * instrumentation.ts); development and tests fall back to a fixed, clearly non-secret value.
 */
export const DEV_SECRET = "groundcheck-development-secret-not-for-production";

export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === "production" && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error("NEXTAUTH_SECRET is not set. Production refuses to start without a secret: set NEXTAUTH_SECRET to a long random string (e.g. `openssl rand -base64 32`).");
  }
  return DEV_SECRET;
}

export function missingProductionSecret(): boolean {
  return process.env.NODE_ENV === "production" && !(process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET);
}
