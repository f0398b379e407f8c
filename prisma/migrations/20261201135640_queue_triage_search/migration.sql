-- AlterTable
ALTER TABLE "HeldItem" ADD COLUMN     "searchVector" tsvector;

-- CreateTable
CREATE TABLE "ReasonSla" (
    "reason" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "updatedById" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReasonSla_pkey" PRIMARY KEY ("reason")
);

-- CreateTable
CREATE TABLE "SavedView" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SavedView_userId_name_key" ON "SavedView"("userId", "name");

-- CreateIndex
CREATE INDEX "HeldItem_searchVector_idx" ON "HeldItem" USING GIN ("searchVector");

-- Hand-written: the queue's full-text search document, built when an item is held (whoever
-- inserts it: the live API, imports, answer-key copies, seeds). Ticket subject and customer
-- weigh most, then the held payload, then the conversation and tool results as the run stood.
-- String values of the message JSON only (not its keys); each part capped so a 5 MB tool result
-- stays under tsvector's 1 MB limit. Triggers are invisible to Prisma's diff, so no drift.
CREATE OR REPLACE FUNCTION "HeldItem_search_document"(held "HeldItem") RETURNS tsvector AS $$
  SELECT
    setweight(to_tsvector('english', coalesce((SELECT t.subject FROM "Ticket" t WHERE t.id = held."ticketId"), '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT concat_ws(' ', c.name, c.email, c."externalId") FROM "Customer" c WHERE c.id = held."customerId"), '')), 'A') ||
    setweight(to_tsvector('english', left(coalesce((SELECT string_agg(s #>> '{}', ' ') FROM jsonb_path_query(held.payload::jsonb, 'strict $.**') s WHERE jsonb_typeof(s) = 'string'), ''), 100000)), 'B') ||
    setweight(to_tsvector('english', left(coalesce((
      SELECT string_agg(s #>> '{}', ' ' ORDER BY m.position)
      FROM "Message" m, jsonb_path_query(m.content::jsonb, 'strict $.**') s
      WHERE m."runId" = held."runId" AND jsonb_typeof(s) = 'string'), ''), 300000)), 'C') ||
    setweight(to_tsvector('english', left(coalesce((
      SELECT string_agg(left(r.content, 100000), ' ' ORDER BY r.position) FROM "ToolResult" r WHERE r."runId" = held."runId"), ''), 300000)), 'C')
$$ LANGUAGE sql STABLE;

CREATE OR REPLACE FUNCTION "HeldItem_search_vector"() RETURNS trigger AS $$
BEGIN
  NEW."searchVector" := "HeldItem_search_document"(NEW);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "HeldItem_search_vector"
BEFORE INSERT ON "HeldItem"
FOR EACH ROW EXECUTE FUNCTION "HeldItem_search_vector"();

UPDATE "HeldItem" h SET "searchVector" = "HeldItem_search_document"(h);
