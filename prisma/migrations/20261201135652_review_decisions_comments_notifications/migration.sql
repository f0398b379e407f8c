-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('escalated', 'assigned', 'mentioned');

-- AlterEnum
ALTER TYPE "DecisionAction" ADD VALUE 'reject';

-- AlterEnum
ALTER TYPE "HeldStatus" ADD VALUE 'rejected';

-- AlterTable
ALTER TABLE "Decision" ADD COLUMN     "citedClauses" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "instead" TEXT;

-- CreateTable
CREATE TABLE "Comment" (
    "id" TEXT NOT NULL,
    "heldItemId" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "mentions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "heldItemId" TEXT,
    "actorId" TEXT,
    "text" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Comment_heldItemId_createdAt_idx" ON "Comment"("heldItemId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Notification_userId_readAt_idx" ON "Notification"("userId", "readAt");

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_heldItemId_fkey" FOREIGN KEY ("heldItemId") REFERENCES "HeldItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;
