-- CreateEnum
CREATE TYPE "AnswerKeyExpected" AS ENUM ('wrong', 'right');

-- CreateTable
CREATE TABLE "AnswerKeyItem" (
    "id" TEXT NOT NULL,
    "expected" "AnswerKeyExpected" NOT NULL,
    "source" TEXT NOT NULL,
    "sourceHeldItemId" TEXT NOT NULL,
    "heldItemId" TEXT,
    "runId" TEXT,
    "note" TEXT,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mixedAt" TIMESTAMP(3),

    CONSTRAINT "AnswerKeyItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "AnswerKeyItem_heldItemId_key" ON "AnswerKeyItem"("heldItemId");

-- CreateIndex
CREATE UNIQUE INDEX "AnswerKeyItem_runId_key" ON "AnswerKeyItem"("runId");

-- CreateIndex
CREATE INDEX "AnswerKeyItem_heldItemId_expected_idx" ON "AnswerKeyItem"("heldItemId", "expected");

-- CreateIndex
CREATE INDEX "AnswerKeyItem_mixedAt_idx" ON "AnswerKeyItem"("mixedAt");

-- CreateIndex
CREATE INDEX "HeldItem_createdAt_idx" ON "HeldItem"("createdAt");
