// Production refuses to start without a session secret, rather than signing sessions with a
// guessable default.
import { missingProductionSecret } from "./lib/auth/auth-secret";

if (missingProductionSecret()) {
  console.error("[groundcheck] Refusing to start: NEXTAUTH_SECRET is not set. Set it to a long random string, e.g. NEXTAUTH_SECRET=$(openssl rand -base64 32).");
  process.exit(1);
}

// Background jobs (lib/jobs): every instance works the shared job table. GROUNDCHECK_JOB_WORKER=off
// leaves them to other instances. Started a moment after boot so the first requests come first.
if (process.env.GROUNDCHECK_JOB_WORKER !== "off" && process.env.NEXT_PHASE !== "phase-production-build") {
  const [{ getPrisma }, { startJobWorker }] = await Promise.all([import("./lib/db"), import("./lib/jobs/start-job-worker")]);
  setTimeout(() => startJobWorker(getPrisma), 1500).unref();
}
