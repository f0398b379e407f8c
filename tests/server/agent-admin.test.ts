import { beforeAll, expect, it } from "vitest";
import { describeDatabases } from "../db/databases";
import { createAgentAction, createKeyAction, revokeKeyAction, updateAgentAction } from "@/lib/agents/agent-actions";
import { authenticateApiKey } from "@/lib/agent-api/api-keys";
import { SUNDRY_POLICY, SUNDRY_TOOLS } from "./api-harness";
import { ROLES, type Role } from "@/lib/auth/permissions";
import type { Actor } from "@/lib/auth/actor";

const actor = (role: Role): Actor => ({ id: `u-${role}`, email: `${role}@test.example`, name: role, role });
const tools = JSON.stringify(SUNDRY_TOOLS);

describeDatabases("admin actions on agents and API keys", (getDb) => {
  let agentId = "";
  beforeAll(async () => {
    const r = await createAgentAction(actor("admin"), { name: "sundry-admin-test", tools, policy: JSON.stringify(SUNDRY_POLICY), webhookUrl: "http://127.0.0.1:9/hook" }, getDb().prisma);
    if (!r.ok) throw new Error(r.error.message);
    agentId = (r.data as { id: string }).id;
  });

  for (const role of ROLES.filter((r) => r !== "admin")) {
    it(`${role} is refused creating agents and keys, and revoking`, async () => {
      const { prisma } = getDb();
      expect(await createAgentAction(actor(role), { name: `x-${role}`, tools }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await createKeyAction(actor(role), { agentId, name: "k" }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await revokeKeyAction(actor(role), { keyId: "whatever" }, prisma)).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect(await prisma.apiKey.count({ where: { agentId } })).toBe(0);
    });
  }

  it("admin gets the webhook secret once, and the key once, stored only as a hash", async () => {
    const { prisma } = getDb();
    const agent = await prisma.agent.findUniqueOrThrow({ where: { id: agentId } });
    expect(agent.webhookSecret).toMatch(/^whsec_/);
    const r = await createKeyAction(actor("admin"), { agentId, name: "production" }, prisma);
    expect(r.ok).toBe(true);
    const key = (r as { data: { key: string } }).data.key;
    expect(key).toMatch(/^gck_[0-9a-f]{10}_/);
    const row = await prisma.apiKey.findFirstOrThrow({ where: { agentId } });
    // The secret is everything after `gck_<10 hex>_`: base64url, so it may hold "_" itself.
    expect(JSON.stringify(row)).not.toContain(key.slice("gck_0123456789_".length));
    expect(await authenticateApiKey(prisma, `Bearer ${key}`)).toMatchObject({ agentId });
    expect((await prisma.apiKey.findFirstOrThrow({ where: { agentId } })).lastUsedAt).not.toBeNull();

    expect(await revokeKeyAction(actor("admin"), { keyId: row.id }, prisma)).toMatchObject({ ok: true });
    await expect(authenticateApiKey(prisma, `Bearer ${key}`)).rejects.toMatchObject({ code: "unauthenticated" });
    const audit = (await prisma.auditEvent.findMany({ where: { targetId: row.id } })).map((e) => e.action);
    expect(audit).toEqual(expect.arrayContaining(["api_key.create", "api_key.revoke"]));
  });

  it("refuses tool definitions or a policy the guard cannot use, with the reason", async () => {
    const { prisma } = getDb();
    const notJson = await createAgentAction(actor("admin"), { name: "broken", tools: "[{" }, prisma);
    expect(notJson).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(!notJson.ok && notJson.error.message).toMatch(/Tools is not valid JSON/);
    const noName = await createAgentAction(actor("admin"), { name: "broken2", tools: '[{"description":"x"}]' }, prisma);
    expect(!noName.ok && noName.error.message).toMatch(/tool definitions are not valid/);
    const badPolicy = await createAgentAction(actor("admin"), { name: "broken3", tools, policy: '{"tools":{"issue_refund":{"write":true}}}' }, prisma);
    expect(!badPolicy.ok && badPolicy.error.message).toMatch(/policy is not valid/);
    expect(await prisma.agent.count({ where: { name: { startsWith: "broken" } } })).toBe(0);
  });

  it("a duplicate agent name is a conflict; an update keeps the webhook secret", async () => {
    const { prisma } = getDb();
    expect(await createAgentAction(actor("admin"), { name: "sundry-admin-test", tools }, prisma)).toMatchObject({ ok: false, error: { code: "conflict" } });
    const before = (await prisma.agent.findUniqueOrThrow({ where: { id: agentId } })).webhookSecret;
    const r = await updateAgentAction(actor("admin"), { agentId, tools, policy: "", webhookUrl: "http://127.0.0.1:9/hook2" }, prisma);
    expect(r).toMatchObject({ ok: true, data: { webhookSecret: null } });
    const after = await prisma.agent.findUniqueOrThrow({ where: { id: agentId } });
    expect(after.webhookSecret).toBe(before);
    expect(after.policy).toBeNull();
  });
});
