-- AlterTable
ALTER TABLE "Clause" ADD COLUMN     "facts" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "ClauseVersion" ADD COLUMN     "facts" JSONB NOT NULL DEFAULT '[]';
