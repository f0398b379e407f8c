// Two `next start` instances on one PostgreSQL behave as one (issue 15): checks see evidence sent
// through the other instance, the rate limit is shared, a lease taken on one shows on the other,
// one decision wins, and the decision's webhook job is delivered once though both instances work jobs.
// PostgreSQL: TEST_DATABASE_URL's server, else the machine's 127.0.0.1:5432 (always running here).
// Ports: E2E_MULTI_PORTS="a,b", default E2E_PORT+10000 and +10001.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser } from "@playwright/test";
import pg from "pg";
import { DEMO_USERS } from "../lib/demo/demo-users";

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const [portA, portB] = (process.env.E2E_MULTI_PORTS ?? `${e2ePort + 10000},${e2ePort + 10001}`).split(",").map(Number);
const A = `http://127.0.0.1:${portA}`;
const B = `http://127.0.0.1:${portB}`;
const adminUrl = process.env.TEST_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `gc_e2e_multi_${process.pid}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const RATE_LIMIT = 40;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const servers: ChildProcess[] = [];
const hooks: { delivery: string; body: string }[] = [];
let receiver: Server;
let fixture: { key: string; key2: string; agentId: string };

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      hooks.push({ delivery: String(req.headers["x-groundcheck-delivery"]), body });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  for (const origin of [A, B]) {
    if (await fetch(`${origin}/api/health`).then(() => true, () => false)) throw new Error(`${origin} is already in use; stop that server first.`);
  }
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${dbName}`);
  const out = spawnSync("npx", ["tsx", "scripts/multi-instance-fixture.ts", hookUrl], { env: { ...process.env, DATABASE_URL: dbUrl }, encoding: "utf8" });
  if (out.status !== 0) throw new Error(`fixture failed: ${out.stderr}`);
  fixture = JSON.parse(out.stdout.trim().split("\n").pop()!);

  for (const [port, origin] of [[portA, A], [portB, B]] as const) {
    const env = {
      ...process.env,
      DATABASE_URL: dbUrl,
      NEXTAUTH_SECRET: "multi-instance-e2e-secret",
      NEXTAUTH_URL: origin,
      GROUNDCHECK_RATE_LIMIT: String(RATE_LIMIT),
      GROUNDCHECK_PG_POOL_SIZE: "5",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    } as NodeJS.ProcessEnv;
    servers.push(spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] }));
  }
  for (const origin of [A, B]) {
    await expect.poll(() => fetch(`${origin}/api/health`).then((r) => r.ok, () => false), { timeout: 90_000 }).toBe(true);
  }
});

test.afterAll(async () => {
  for (const s of servers) s.kill("SIGTERM");
  await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once("exit", r)))));
  await new Promise<void>((r) => receiver?.close(() => r()));
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
});

const api = async (origin: string, path: string, body: unknown, key = fixture.key) => {
  const res = await fetch(`${origin}${path}`, { method: "POST", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
};

async function signIn(browser: Browser, role: "reviewer" | "manager" | "admin", origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/signin`);
  await page.getByLabel("Email").fill(DEMO_USERS[role].email);
  await page.getByLabel("Password").fill(DEMO_USERS[role].password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("current-user")).toContainText(DEMO_USERS[role].name);
  return page;
}

const ORDER = { order_id: "SU-88421", customer_id: "cust_1042", status: "delivered", seller_id: "sel_311", items: [{ item_id: "it_5521", title: "Ceramic teapot", price_cents: 6400 }], charges: [{ charge_id: "ch_9001", amount_cents: 6400 }] };
const refund = { call: { id: "r1", name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' } };

test("checks on one instance see the evidence sent through the other, and the rate limit is one limit", async () => {
  const run = (await api(A, "/api/v1/runs", { idempotency_key: "multi-1", ticket: { id: "T-MULTI-1", subject: "Broken teapot" }, customer: { id: "cust_1042" } })).json.run_id;
  await api(B, `/api/v1/runs/${run}/events`, { events: [{ id: "u", message: { role: "user", content: "My teapot arrived broken, refund please." } }] });
  // Checked on both before the order was looked up: nothing grounds the id, on either instance.
  for (const origin of [A, B]) expect((await api(origin, `/api/v1/runs/${run}/tool-calls/check`, refund)).json).toMatchObject({ decision: "reject", code: "unknown_id" });
  // The lookup arrives through B; A's check catches up from where its cached evidence ended, and so does B's.
  await api(B, `/api/v1/runs/${run}/events`, {
    events: [
      { id: "a1", message: { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_order", arguments: '{"order_id":"SU-88421"}' } }] } },
      { id: "t1", message: { role: "tool", tool_call_id: "c1", content: JSON.stringify(ORDER) } },
    ],
  });
  for (const origin of [A, B]) expect((await api(origin, `/api/v1/runs/${run}/tool-calls/check`, refund)).json).toMatchObject({ decision: "allow", code: "ok" });

  // A key's limit is counted in the database: 30 requests to each instance, 40 allowed in all.
  // (Wait for a fresh window if this one is about to turn, so every request lands in one window.)
  const msLeft = 60_000 - (Date.now() % 60_000);
  if (msLeft < 20_000) await new Promise((r) => setTimeout(r, msLeft + 500));
  const statuses = await Promise.all(Array.from({ length: 60 }, (_, i) => api(i % 2 ? A : B, `/api/v1/runs/${run}/tool-calls/check`, refund, fixture.key2).then((r) => r.status)));
  expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT);
  expect(statuses.filter((s) => s === 429)).toHaveLength(60 - RATE_LIMIT);
});

test("checks that carry their events through one instance leave evidence the other instance restores and extends", async () => {
  const run = (await api(A, "/api/v1/runs", { idempotency_key: "multi-3", ticket: { id: "T-MULTI-3", subject: "Broken teapot" }, customer: { id: "cust_1042" } })).json.run_id;
  const lookup = { id: "c1", name: "get_order", arguments: '{"order_id":"SU-88421"}' };
  const asked = [
    { id: "u", message: { role: "user", content: "My teapot from SU-88421 arrived broken, refund please." } },
    { id: "a1", message: { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: lookup.name, arguments: lookup.arguments } }] } },
  ];
  // One request per call on A: the events ride with the check.
  expect((await api(A, `/api/v1/runs/${run}/tool-calls/check`, { call: lookup, events: asked })).json).toMatchObject({ decision: "allow" });
  const result = { id: "t1", message: { role: "tool", tool_call_id: "c1", content: JSON.stringify(ORDER) } };
  expect((await api(A, `/api/v1/runs/${run}/tool-calls/check`, { ...refund, events: [result] })).json).toMatchObject({ decision: "allow", code: "ok" });
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT max("toPosition") AS "to" FROM "EvidenceSegment" WHERE "runId" = $1`, [run]);
    expect(Number(rows[0].to)).toBe(3);
  } finally {
    await c.end();
  }
  // B never saw this run: it restores A's evidence (the charge is known) and adds what arrived since.
  const more = [{ id: "u2", message: { role: "user", content: "Also, SU-90001 never came." } }];
  expect((await api(B, `/api/v1/runs/${run}/tool-calls/check`, { call: { id: "r2", name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":6400}' }, events: more })).json).toMatchObject({ decision: "allow", code: "ok" });
  expect((await api(B, `/api/v1/runs/${run}/tool-calls/check`, { call: { id: "r3", name: "issue_refund", arguments: '{"order_id":"SU-88421","amount_cents":9900}' } })).json).toMatchObject({ decision: "reject" });
  expect((await api(A, `/api/v1/runs/${run}/tool-calls/check`, { call: { id: "r4", name: "get_order", arguments: '{"order_id":"SU-90001"}' } })).json).toMatchObject({ decision: "allow" });
});

test("a lease taken on one instance shows on the other, one decision wins, and its webhook goes out once", async ({ browser }) => {
  const run = (await api(A, "/api/v1/runs", { idempotency_key: "multi-2", ticket: { id: "T-MULTI-2", subject: "Replacement" }, customer: { id: "cust_1042" } })).json.run_id;
  await api(A, `/api/v1/runs/${run}/events`, { events: [{ id: "u", message: { role: "user", content: "Where is my replacement?" } }] });
  const held = await api(B, `/api/v1/runs/${run}/replies/check`, { text: "Your replacement arrives Thursday." });
  expect(held.json.decision).toBe("hold");
  const id = held.json.held_item_id as string;

  const reviewer = await signIn(browser, "reviewer", A);
  await reviewer.goto(`${A}/queue/${id}`);
  await expect(reviewer.getByTestId("lease")).toContainText("You are reviewing");

  const manager = await signIn(browser, "manager", B);
  await manager.goto(`${B}/queue/${id}`);
  await expect(manager.getByTestId("lease")).toContainText(`${DEMO_USERS.reviewer.name} is reviewing this item`);

  // The reviewer approves on A; the manager, still on the page B served, tries too and is told it was decided.
  await reviewer.keyboard.press("a");
  await reviewer.getByLabel(/Why approve over the finding/).fill("The customer confirmed it.");
  await reviewer.getByRole("button", { name: "Confirm approve" }).click();
  await expect(reviewer.getByRole("status")).toContainText("Approved");
  await manager.getByRole("button", { name: /Approve/ }).first().click();
  await manager.getByLabel(/Why approve over the finding/).fill("Fine by me.");
  await manager.getByRole("button", { name: "Confirm approve" }).click();
  // The page B served was rendered while the item was pending: the decision carries that status and is refused.
  await expect(manager.getByText(/changed since you opened it: it is now approved\. Your decision was not recorded/)).toBeVisible();

  // Both instances work jobs; the decision's delivery is sent once and logged as one attempt.
  await expect.poll(() => hooks.filter((h) => JSON.parse(h.body).held_item_id === id).length, { timeout: 20_000 }).toBe(1);
  const adminPage = await signIn(browser, "admin", B);
  await adminPage.goto(`${B}/admin/agents/${fixture.agentId}`);
  const row = adminPage.getByRole("table", { name: "Webhook deliveries" }).getByRole("row").filter({ hasText: id });
  await expect(row).toContainText("Delivered");
  await expect(row.getByRole("cell").nth(3)).toHaveText("1");
  // Redelivered from B's page: one more POST with the same delivery id, whichever instance sends it.
  await row.getByRole("button", { name: "Redeliver" }).click();
  await expect(adminPage.getByText("Queued for delivery again.")).toBeVisible();
  await expect.poll(() => hooks.filter((h) => JSON.parse(h.body).held_item_id === id).length, { timeout: 20_000 }).toBe(2);
  const ids = hooks.filter((h) => JSON.parse(h.body).held_item_id === id).map((h) => h.delivery);
  expect(new Set(ids).size).toBe(1);
  expect(hooks.filter((h) => JSON.parse(h.body).held_item_id === id)).toHaveLength(2);
});
