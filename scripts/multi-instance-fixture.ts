// Prepares a PostgreSQL database for e2e/multi-instance.spec.ts: migrates it, adds the demo
// reviewer, manager and admin, and an agent with Sundry's tools and policy whose webhook points at
// the test's receiver. Prints {"key","key2","agentId"} (two API keys: the rate-limit part uses its own).
// Usage: DATABASE_URL=... npx tsx scripts/multi-instance-fixture.ts <webhook url>
import { readFileSync } from "node:fs";
import { migratePostgres } from "../lib/db";
import { runWithDatabase } from "./run-with-database";
import { hashPassword } from "../lib/auth/password";
import { DEMO_USERS } from "../lib/demo/demo-users";
import { createApiKey } from "../lib/agent-api/api-keys";

const url = process.env.DATABASE_URL!;
const webhookUrl = process.argv[2];

(async () => {
  await migratePostgres(url, { log: () => {} });
  runWithDatabase(async (db) => {
    let admin = null;
    for (const role of ["reviewer", "manager", "admin"] as const) {
      const u = DEMO_USERS[role];
      const user = await db.prisma.user.create({ data: { email: u.email, name: u.name, role, passwordHash: await hashPassword(u.password) } });
      if (role === "admin") admin = { id: user.id, email: user.email, name: user.name, role };
    }
    const agent = await db.prisma.agent.create({
      data: {
        name: "multi-instance",
        tools: JSON.parse(readFileSync("examples/sundry/tools.json", "utf8")),
        policy: JSON.parse(readFileSync("examples/sundry/policy.json", "utf8")),
        webhookUrl,
        webhookSecret: "whsec_multi_instance_0123456789",
      },
    });
    const { key } = await createApiKey(db.prisma, admin!, { agentId: agent.id, name: "multi" });
    const { key: key2 } = await createApiKey(db.prisma, admin!, { agentId: agent.id, name: "multi-limit" });
    console.log(JSON.stringify({ key, key2, agentId: agent.id }));
  }, { url });
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
