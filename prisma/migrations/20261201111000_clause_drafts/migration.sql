-- AlterTable
ALTER TABLE "Clause" ADD COLUMN     "draft" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "importedFrom" TEXT;
