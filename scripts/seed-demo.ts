// Loads the demo data into the database (the embedded one unless DATABASE_URL is set): one user
// per role, printed with their passwords, then Sundry's story through the agent API (lib/demo/):
// the agent and its key (printed once; GROUNDCHECK_DEMO_API_KEY fixes it), the clause library and
// 60+ tickets of today, after a month of history (several hundred tickets decided by the demo
// team; --no-history leaves it out). Safe to run again: it resets the demo users' passwords and roles and skips tickets
// already loaded. Refuses to run in production unless asked.
import { recordAuditEvent } from "../lib/db";
import { runWithDatabase } from "./run-with-database";
import { readSundryExample } from "../lib/demo/demo-config";
import { seedDemoData } from "../lib/demo/seed-demo-data";
import { seedAnswerKey } from "../lib/answer-key/seed-answer-key";
import { mixAnswerKeyItems } from "../lib/answer-key/mix-answer-key-items";
import { MONTH_OF_HISTORY } from "../lib/demo/history-plan";
import { formatDemoSummary } from "../lib/demo/summarize-demo";
import { hashPassword } from "../lib/auth/password";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { ROLES } from "../lib/auth/permissions";

const quiet = process.argv.includes("--quiet");

if (process.env.NODE_ENV === "production" && !process.argv.includes("--allow-production")) {
  console.error("Refusing to create demo users with NODE_ENV=production. Pass --allow-production if you really mean it.");
  process.exit(2);
}

runWithDatabase(async (db) => {
  let admin = null;
  for (const role of ROLES) {
    const u = DEMO_USERS[role];
    const passwordHash = await hashPassword(u.password);
    const user = await db.prisma.user.upsert({
      where: { email: u.email },
      create: { email: u.email, name: u.name, role, passwordHash },
      update: { name: u.name, role, passwordHash, active: true },
    });
    await recordAuditEvent(db.prisma, { actor: null, action: "demo.seed_user", target: { type: "user", id: user.id }, details: { email: u.email, role } });
    if (role === "admin") admin = { id: user.id, email: user.email, name: user.name, role };
  }
  const started = Date.now();
  const demo = await seedDemoData(db, admin!, { ...readSundryExample(), fixedKey: process.env.GROUNDCHECK_DEMO_API_KEY || undefined, history: process.argv.includes("--no-history") ? undefined : MONTH_OF_HISTORY });
  // The answer key in the spirit of seed 000's test: 20 known-wrong among 100, mixed into the queue at 10%.
  // (With the history, the key was built on its third morning and this only tops the queue up.)
  const answerKey = await seedAnswerKey(db.prisma, admin!, { knownWrong: 20, total: 100, rate: 0.1 });
  const mixedNow = answerKey.created ? answerKey.mixed : (await mixAnswerKeyItems(db.prisma)).mixed;
  if (!quiet) {
    console.log(`Demo data loaded into ${db.kind === "pglite" ? "the embedded database" : "PostgreSQL"}. Sign in with:`);
    for (const role of ROLES) console.log(`  ${role.padEnd(13)} ${DEMO_USERS[role].email.padEnd(34)} ${DEMO_USERS[role].password}`);
    if (demo.history && !demo.history.skipped) {
      const d = Object.entries(demo.history.decisions).sort().map(([k, v]) => `${k} ${v}`).join(", ");
      console.log(`\nA month of history: ${demo.history.tickets} tickets over ${MONTH_OF_HISTORY.days} days; decisions: ${d}; still pending ${demo.history.leftPending}, escalated ${demo.history.leftEscalated}.`);
    }
    console.log(`\nSundry's demo tickets (${demo.played.live} played live, ${demo.played.import} imported, ${demo.played.skipped} already there; ${((Date.now() - started) / 1000).toFixed(1)} s):`);
    console.log(formatDemoSummary(demo.summary));
    if (answerKey.created) console.log(`\nAnswer key: ${answerKey.wrong} known-wrong and ${answerKey.right} known-right items; ${mixedNow} mixed into the queue (Dashboard → Reviewer accuracy).`);
    else if (mixedNow) console.log(`\nAnswer key: ${mixedNow} more known items mixed into today's queue (Dashboard → Reviewer accuracy).`);
    if (demo.key) console.log(`\nAPI key of the agent "Sundry support agent" (shown once; store it now):\n  ${demo.key}`);
  }
});
