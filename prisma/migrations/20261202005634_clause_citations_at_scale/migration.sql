-- CreateTable
CREATE TABLE "ClauseCitation" (
    "checkId" TEXT NOT NULL,
    "claimIndex" INTEGER NOT NULL,
    "clause" TEXT NOT NULL,
    "citedAs" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "score" DOUBLE PRECISION,

    CONSTRAINT "ClauseCitation_pkey" PRIMARY KEY ("checkId","claimIndex","clause")
);

-- CreateIndex
CREATE INDEX "ClauseCitation_clause_runId_idx" ON "ClauseCitation"("clause", "runId");

-- CreateIndex
CREATE INDEX "HeldItem_leaseHolderId_leaseExpiresAt_idx" ON "HeldItem"("leaseHolderId", "leaseExpiresAt");

-- CreateIndex
CREATE INDEX "HeldItem_decidedAt_idx" ON "HeldItem"("decidedAt");

-- AddForeignKey
ALTER TABLE "ClauseCitation" ADD CONSTRAINT "ClauseCitation_checkId_fkey" FOREIGN KEY ("checkId") REFERENCES "Check"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the clause page (lib/clauses/clause-citations.ts) counted a clause's citations by
-- reading the findings JSON of every reply check (500-700 ms at 100,000 held items on the
-- embedded database, growing with every check). A trigger now writes one row per claim and cited
-- clause id of a reply check, on insert and whenever its findings change, so the page reads an
-- index. A claim citing one id twice, or in two letter cases, is one row (citedAs: the smallest
-- spelling, as the page showed it); a score that is not a JSON number counts as none. Triggers
-- are invisible to Prisma's diff, so no drift.

-- A reply check's citation rows: one per claim and distinct upper-cased cited id.
CREATE OR REPLACE FUNCTION "clause_citation_rows"(c "Check")
RETURNS TABLE ("claimIndex" integer, "clause" text, "citedAs" text, "score" float8) AS $$
  SELECT (cl.i - 1)::int, upper(k.id), min(k.id),
    min(CASE WHEN jsonb_typeof(cl.claim->'score') = 'number' THEN (cl.claim->>'score')::float8 END)
  FROM jsonb_array_elements(CASE WHEN c.kind = 'reply' AND jsonb_typeof(c.findings) = 'array' THEN c.findings ELSE '[]'::jsonb END) WITH ORDINALITY AS cl(claim, i)
  CROSS JOIN LATERAL jsonb_array_elements_text(
    CASE WHEN jsonb_typeof(cl.claim->'citations'->'clauses') = 'array' THEN cl.claim->'citations'->'clauses' ELSE '[]'::jsonb END) AS k(id)
  GROUP BY cl.i, upper(k.id)
$$ LANGUAGE sql IMMUTABLE;

CREATE OR REPLACE FUNCTION "check_clause_citations"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "ClauseCitation" WHERE "checkId" = NEW.id;
  END IF;
  INSERT INTO "ClauseCitation" ("checkId", "claimIndex", "clause", "citedAs", "runId", "score")
  SELECT NEW.id, r."claimIndex", r."clause", r."citedAs", NEW."runId", r."score" FROM "clause_citation_rows"(NEW) AS r;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Check_clause_citations"
  AFTER INSERT OR UPDATE OF findings, kind ON "Check"
  FOR EACH ROW EXECUTE FUNCTION "check_clause_citations"();

-- Existing reply checks: their citations, as the trigger writes them.
INSERT INTO "ClauseCitation" ("checkId", "claimIndex", "clause", "citedAs", "runId", "score")
SELECT c.id, r."claimIndex", r."clause", r."citedAs", c."runId", r."score"
FROM "Check" c CROSS JOIN LATERAL "clause_citation_rows"(c) AS r
WHERE c.kind = 'reply';
