// Production refuses to start without a session secret, rather than signing sessions with a
// guessable default.
import { missingProductionSecret } from "./lib/auth/auth-secret";

if (missingProductionSecret()) {
  console.error("[groundcheck] Refusing to start: NEXTAUTH_SECRET is not set. Set it to a long random string, e.g. NEXTAUTH_SECRET=$(openssl rand -base64 32).");
  process.exit(1);
}
