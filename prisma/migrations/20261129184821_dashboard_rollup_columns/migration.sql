-- AlterTable
ALTER TABLE "Check" ADD COLUMN     "claimsInvented" INTEGER,
ADD COLUMN     "claimsTotal" INTEGER,
ADD COLUMN     "claimsUnverifiable" INTEGER;

-- CreateIndex
CREATE INDEX "Check_code_createdAt_idx" ON "Check"("code", "createdAt");

-- CreateIndex
CREATE INDEX "Check_createdAt_toolName_runId_idx" ON "Check"("createdAt", "toolName", "runId");

-- CreateIndex
CREATE INDEX "Check_kind_createdAt_truncated_runId_claimsTotal_claimsUnve_idx" ON "Check"("kind", "createdAt", "truncated", "runId", "claimsTotal", "claimsUnverifiable", "claimsInvented");

-- CreateIndex
CREATE INDEX "Decision_heldItemId_createdAt_idx" ON "Decision"("heldItemId", "createdAt");

-- Hand-written: reply checks' claim counts copied from telemetry.counts on every insert or update
-- of telemetry, so the dashboard's evidence health is an index-only aggregate instead of parsing
-- JSON row by row. Writers need not know: the trigger fills the columns.
CREATE OR REPLACE FUNCTION "check_claim_counts"() RETURNS trigger AS $$
BEGIN
  IF NEW.telemetry IS NULL OR jsonb_typeof(NEW.telemetry->'counts') IS DISTINCT FROM 'object' THEN
    NEW."claimsTotal" := NULL; NEW."claimsUnverifiable" := NULL; NEW."claimsInvented" := NULL;
  ELSE
    NEW."claimsUnverifiable" := COALESCE((NEW.telemetry->'counts'->>'unverifiable')::int, 0);
    NEW."claimsInvented" := COALESCE((NEW.telemetry->'counts'->>'invented')::int, 0);
    NEW."claimsTotal" := NEW."claimsUnverifiable" + NEW."claimsInvented"
      + COALESCE((NEW.telemetry->'counts'->>'grounded')::int, 0)
      + COALESCE((NEW.telemetry->'counts'->>'cited_unsupported')::int, 0);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Check_claim_counts"
  BEFORE INSERT OR UPDATE OF telemetry ON "Check"
  FOR EACH ROW EXECUTE FUNCTION "check_claim_counts"();

-- Existing rows: fire the trigger once.
UPDATE "Check" SET telemetry = telemetry WHERE telemetry IS NOT NULL;
