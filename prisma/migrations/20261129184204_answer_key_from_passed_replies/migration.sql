-- AlterTable
ALTER TABLE "AnswerKeyItem" ADD COLUMN     "sourceCheckId" TEXT,
ALTER COLUMN "sourceHeldItemId" DROP NOT NULL;
