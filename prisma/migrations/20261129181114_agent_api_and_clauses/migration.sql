-- CreateEnum
CREATE TYPE "TicketStatus" AS ENUM ('open', 'closed');

-- CreateEnum
CREATE TYPE "RunSource" AS ENUM ('live', 'import');

-- CreateEnum
CREATE TYPE "ResultKind" AS ENUM ('observation', 'procedure', 'policy_lookup');

-- CreateEnum
CREATE TYPE "CheckKind" AS ENUM ('tool_call', 'reply');

-- CreateEnum
CREATE TYPE "HeldKind" AS ENUM ('write', 'reply');

-- CreateEnum
CREATE TYPE "HeldStatus" AS ENUM ('pending', 'approved', 'edited', 'escalated', 'released');

-- CreateEnum
CREATE TYPE "DecisionAction" AS ENUM ('approve', 'edit', 'escalate');

-- CreateTable
CREATE TABLE "Customer" (
    "id" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ticket" (
    "id" TEXT NOT NULL,
    "externalId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "status" "TicketStatus" NOT NULL DEFAULT 'open',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Ticket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agent" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tools" JSONB NOT NULL,
    "policy" JSONB,
    "webhookUrl" TEXT,
    "webhookSecret" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Agent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "keyId" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("keyId","windowStart")
);

-- CreateTable
CREATE TABLE "Run" (
    "id" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "source" "RunSource" NOT NULL DEFAULT 'live',
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "messageCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "eventId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ToolResult" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "toolCallId" TEXT NOT NULL,
    "toolName" TEXT,
    "content" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "kind" "ResultKind" NOT NULL DEFAULT 'observation',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ToolResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Check" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "kind" "CheckKind" NOT NULL,
    "position" INTEGER NOT NULL,
    "toolName" TEXT,
    "callId" TEXT,
    "writes" BOOLEAN NOT NULL DEFAULT false,
    "decision" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "argsGrounded" DOUBLE PRECISION,
    "payload" JSONB NOT NULL,
    "findings" JSONB NOT NULL,
    "message" TEXT NOT NULL,
    "telemetry" JSONB,
    "truncated" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Check_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HeldItem" (
    "id" TEXT NOT NULL,
    "checkId" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "ticketId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "kind" "HeldKind" NOT NULL,
    "toolName" TEXT,
    "reasonCodes" TEXT[],
    "findings" JSONB NOT NULL,
    "payload" JSONB NOT NULL,
    "payloadHash" TEXT NOT NULL,
    "status" "HeldStatus" NOT NULL DEFAULT 'pending',
    "assigneeId" TEXT,
    "leaseHolderId" TEXT,
    "leaseExpiresAt" TIMESTAMP(3),
    "decidedAt" TIMESTAMP(3),
    "approvedPayload" JSONB,
    "approvedHash" TEXT,
    "releasedAt" TIMESTAMP(3),
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HeldItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Decision" (
    "id" TEXT NOT NULL,
    "heldItemId" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "action" "DecisionAction" NOT NULL,
    "note" TEXT,
    "editedPayload" JSONB,
    "editedHash" TEXT,
    "recheck" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Decision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Clause" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "aliases" TEXT[],
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "scope" JSONB NOT NULL DEFAULT '{}',
    "effectiveFrom" TIMESTAMP(3),
    "effectiveTo" TIMESTAMP(3),
    "retiredAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Clause_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClauseVersion" (
    "id" TEXT NOT NULL,
    "clauseId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "scope" JSONB NOT NULL,
    "effectiveFrom" TIMESTAMP(3),
    "effectiveTo" TIMESTAMP(3),
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClauseVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Customer_externalId_key" ON "Customer"("externalId");

-- CreateIndex
CREATE UNIQUE INDEX "Ticket_externalId_key" ON "Ticket"("externalId");

-- CreateIndex
CREATE INDEX "Ticket_customerId_idx" ON "Ticket"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "Agent_name_key" ON "Agent"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_prefix_key" ON "ApiKey"("prefix");

-- CreateIndex
CREATE INDEX "ApiKey_agentId_idx" ON "ApiKey"("agentId");

-- CreateIndex
CREATE INDEX "Run_ticketId_idx" ON "Run"("ticketId");

-- CreateIndex
CREATE INDEX "Run_startedAt_idx" ON "Run"("startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Run_agentId_idempotencyKey_key" ON "Run"("agentId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Message_runId_eventId_key" ON "Message"("runId", "eventId");

-- CreateIndex
CREATE UNIQUE INDEX "Message_runId_position_key" ON "Message"("runId", "position");

-- CreateIndex
CREATE INDEX "ToolResult_runId_position_idx" ON "ToolResult"("runId", "position");

-- CreateIndex
CREATE INDEX "ToolResult_toolName_idx" ON "ToolResult"("toolName");

-- CreateIndex
CREATE INDEX "Check_runId_createdAt_idx" ON "Check"("runId", "createdAt");

-- CreateIndex
CREATE INDEX "Check_createdAt_kind_idx" ON "Check"("createdAt", "kind");

-- CreateIndex
CREATE INDEX "Check_toolName_createdAt_idx" ON "Check"("toolName", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "HeldItem_checkId_key" ON "HeldItem"("checkId");

-- CreateIndex
CREATE INDEX "HeldItem_status_createdAt_idx" ON "HeldItem"("status", "createdAt");

-- CreateIndex
CREATE INDEX "HeldItem_kind_status_createdAt_idx" ON "HeldItem"("kind", "status", "createdAt");

-- CreateIndex
CREATE INDEX "HeldItem_toolName_status_createdAt_idx" ON "HeldItem"("toolName", "status", "createdAt");

-- CreateIndex
CREATE INDEX "HeldItem_assigneeId_status_createdAt_idx" ON "HeldItem"("assigneeId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "HeldItem_customerId_createdAt_idx" ON "HeldItem"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "HeldItem_reasonCodes_idx" ON "HeldItem" USING GIN ("reasonCodes");

-- CreateIndex
CREATE INDEX "Decision_heldItemId_idx" ON "Decision"("heldItemId");

-- CreateIndex
CREATE INDEX "Decision_actorId_createdAt_idx" ON "Decision"("actorId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Clause_key_key" ON "Clause"("key");

-- CreateIndex
CREATE INDEX "Clause_aliases_idx" ON "Clause" USING GIN ("aliases");

-- CreateIndex
CREATE UNIQUE INDEX "ClauseVersion_clauseId_version_key" ON "ClauseVersion"("clauseId", "version");

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "Agent"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ToolResult" ADD CONSTRAINT "ToolResult_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Check" ADD CONSTRAINT "Check_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HeldItem" ADD CONSTRAINT "HeldItem_checkId_fkey" FOREIGN KEY ("checkId") REFERENCES "Check"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Decision" ADD CONSTRAINT "Decision_heldItemId_fkey" FOREIGN KEY ("heldItemId") REFERENCES "HeldItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClauseVersion" ADD CONSTRAINT "ClauseVersion_clauseId_fkey" FOREIGN KEY ("clauseId") REFERENCES "Clause"("id") ON DELETE CASCADE ON UPDATE CASCADE;
