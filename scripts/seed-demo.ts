// Loads the demo data into the database (the embedded one unless DATABASE_URL is set): one user
// per role, printed with their passwords. Safe to run again: it resets the demo users' passwords
// and roles and leaves everything else alone. Refuses to run in production unless asked.
import { openDatabase, recordAuditEvent } from "../lib/db";
import { hashPassword } from "../lib/auth/password";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { ROLES } from "../lib/auth/permissions";

const quiet = process.argv.includes("--quiet");

async function main() {
  if (process.env.NODE_ENV === "production" && !process.argv.includes("--allow-production")) {
    console.error("Refusing to create demo users with NODE_ENV=production. Pass --allow-production if you really mean it.");
    process.exit(2);
  }
  const db = await openDatabase();
  try {
    for (const role of ROLES) {
      const u = DEMO_USERS[role];
      const passwordHash = await hashPassword(u.password);
      const user = await db.prisma.user.upsert({
        where: { email: u.email },
        create: { email: u.email, name: u.name, role, passwordHash },
        update: { name: u.name, role, passwordHash, active: true },
      });
      await recordAuditEvent(db.prisma, { actor: null, action: "demo.seed_user", target: { type: "user", id: user.id }, details: { email: u.email, role } });
    }
    if (!quiet) {
      console.log(`Demo data loaded into ${db.kind === "pglite" ? "the embedded database" : "PostgreSQL"}. Sign in with:`);
      for (const role of ROLES) console.log(`  ${role.padEnd(13)} ${DEMO_USERS[role].email.padEnd(34)} ${DEMO_USERS[role].password}`);
    }
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
