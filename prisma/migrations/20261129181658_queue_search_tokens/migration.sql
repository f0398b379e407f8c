-- AlterTable
ALTER TABLE "HeldItem" ADD COLUMN     "searchTokens" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "HeldItem_searchTokens_idx" ON "HeldItem" USING GIN ("searchTokens");

-- Hand-written: keep searchTokens equal to searchText's words, whoever writes the row, and fill
-- it for rows that already exist. Triggers are invisible to Prisma's diff, so no drift.
CREATE OR REPLACE FUNCTION "HeldItem_search_tokens"() RETURNS trigger AS $$
BEGIN
  NEW."searchTokens" := COALESCE(array_remove(string_to_array(lower(NEW."searchText"), ' '), ''), ARRAY[]::TEXT[]);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "HeldItem_search_tokens"
BEFORE INSERT OR UPDATE OF "searchText" ON "HeldItem"
FOR EACH ROW EXECUTE FUNCTION "HeldItem_search_tokens"();

UPDATE "HeldItem" SET "searchTokens" = COALESCE(array_remove(string_to_array(lower("searchText"), ' '), ''), ARRAY[]::TEXT[]);
