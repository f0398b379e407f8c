-- Tenancy (issue 14): customers and tickets belong to an agent. The same external id under two
-- agents becomes two records; until now one row was shared, so agent B could learn from a 409
-- that agent A had a ticket of that id.
--
-- Backfill: a ticket goes to the agent of its first run; every other agent that ran on it gets
-- its own copy (same external id, subject, status, creation time) and its runs and held items
-- are moved to that copy. Customers likewise follow their tickets. A ticket or customer no run
-- ever used goes to the oldest agent; with no agent at all there is nothing to own it, and it
-- (necessarily unused) is removed. Copy ids are derived (md5 of the original id and the agent)
-- so the SQL needs no generator.

-- DropIndex
DROP INDEX "Customer_externalId_key";

-- DropIndex
DROP INDEX "Ticket_externalId_key";

-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "agentId" TEXT;

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "agentId" TEXT;

-- Tickets: owned by the agent of their first run.
UPDATE "Ticket" t SET "agentId" = (SELECT r."agentId" FROM "Run" r WHERE r."ticketId" = t.id ORDER BY r."startedAt", r.id LIMIT 1);

INSERT INTO "Ticket" (id, "agentId", "externalId", "customerId", subject, status, "createdAt")
SELECT DISTINCT 'tn_' || md5(t.id || '/' || r."agentId"), r."agentId", t."externalId", t."customerId", t.subject, t.status, t."createdAt"
FROM "Ticket" t JOIN "Run" r ON r."ticketId" = t.id
WHERE r."agentId" <> t."agentId";

UPDATE "HeldItem" h SET "ticketId" = 'tn_' || md5(t.id || '/' || r."agentId")
FROM "Run" r JOIN "Ticket" t ON t.id = r."ticketId"
WHERE h."runId" = r.id AND r."agentId" <> t."agentId";

UPDATE "Run" r SET "ticketId" = 'tn_' || md5(t.id || '/' || r."agentId")
FROM "Ticket" t
WHERE t.id = r."ticketId" AND r."agentId" <> t."agentId";

UPDATE "Ticket" SET "agentId" = (SELECT a.id FROM "Agent" a ORDER BY a."createdAt", a.id LIMIT 1) WHERE "agentId" IS NULL;
DELETE FROM "Ticket" WHERE "agentId" IS NULL;

-- Customers: owned by the agent of their first ticket; a copy for every other agent with a ticket of theirs.
UPDATE "Customer" c SET "agentId" = (SELECT t."agentId" FROM "Ticket" t WHERE t."customerId" = c.id ORDER BY t."createdAt", t.id LIMIT 1);

INSERT INTO "Customer" (id, "agentId", "externalId", name, email, "createdAt")
SELECT DISTINCT 'cn_' || md5(c.id || '/' || t."agentId"), t."agentId", c."externalId", c.name, c.email, c."createdAt"
FROM "Customer" c JOIN "Ticket" t ON t."customerId" = c.id
WHERE t."agentId" <> c."agentId";

UPDATE "HeldItem" h SET "customerId" = 'cn_' || md5(c.id || '/' || t."agentId")
FROM "Ticket" t JOIN "Customer" c ON c.id = t."customerId"
WHERE h."ticketId" = t.id AND t."agentId" <> c."agentId";

UPDATE "Ticket" t SET "customerId" = 'cn_' || md5(c.id || '/' || t."agentId")
FROM "Customer" c
WHERE c.id = t."customerId" AND t."agentId" <> c."agentId";

UPDATE "Customer" SET "agentId" = (SELECT a.id FROM "Agent" a ORDER BY a."createdAt", a.id LIMIT 1) WHERE "agentId" IS NULL;
DELETE FROM "Customer" WHERE "agentId" IS NULL;

ALTER TABLE "Customer" ALTER COLUMN "agentId" SET NOT NULL;
ALTER TABLE "Ticket" ALTER COLUMN "agentId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "Customer_externalId_idx" ON "Customer"("externalId");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_agentId_externalId_key" ON "Customer"("agentId", "externalId");

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_agentId_externalId_key" ON "Ticket"("agentId", "externalId");

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
