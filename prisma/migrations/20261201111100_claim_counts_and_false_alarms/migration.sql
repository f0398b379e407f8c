-- CreateTable
CREATE TABLE "ReplyClaimCount" (
    "checkId" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "verdict" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "ReplyClaimCount_pkey" PRIMARY KEY ("checkId","verdict","kind")
);

-- CreateTable
CREATE TABLE "HeldClaimOutcome" (
    "id" TEXT NOT NULL,
    "heldItemId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "verdicts" TEXT[],
    "claims" INTEGER NOT NULL,
    "falseAlarm" BOOLEAN NOT NULL,
    "heldAt" TIMESTAMP(3) NOT NULL,
    "decidedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HeldClaimOutcome_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReplyClaimCount_createdAt_verdict_kind_n_runId_idx" ON "ReplyClaimCount"("createdAt", "verdict", "kind", "n", "runId");

-- CreateIndex
CREATE INDEX "HeldClaimOutcome_heldAt_kind_falseAlarm_heldItemId_idx" ON "HeldClaimOutcome"("heldAt", "kind", "falseAlarm", "heldItemId");

-- CreateIndex
CREATE UNIQUE INDEX "HeldClaimOutcome_heldItemId_kind_key" ON "HeldClaimOutcome"("heldItemId", "kind");

-- AddForeignKey
ALTER TABLE "ReplyClaimCount" ADD CONSTRAINT "ReplyClaimCount_checkId_fkey" FOREIGN KEY ("checkId") REFERENCES "Check"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HeldClaimOutcome" ADD CONSTRAINT "HeldClaimOutcome_heldItemId_fkey" FOREIGN KEY ("heldItemId") REFERENCES "HeldItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: a reply check's claims counted per verdict and kind from its findings, on every
-- insert or update of findings, so the dashboard's verdict counts are an index-only aggregate.
CREATE OR REPLACE FUNCTION "check_reply_claim_counts"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "ReplyClaimCount" WHERE "checkId" = NEW.id;
  END IF;
  IF NEW.kind = 'reply' AND jsonb_typeof(NEW.findings) = 'array' THEN
    INSERT INTO "ReplyClaimCount" ("checkId", "runId", "createdAt", "verdict", "kind", "n")
    SELECT NEW.id, NEW."runId", NEW."createdAt", v, k, count(*)::int
    FROM jsonb_array_elements(NEW.findings) AS c(claim)
    CROSS JOIN LATERAL (SELECT COALESCE(c.claim->>'verdict', '(none)') AS v, COALESCE(c.claim->>'kind', '(none)') AS k) AS x
    GROUP BY v, k;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "Check_reply_claim_counts"
  AFTER INSERT OR UPDATE OF findings ON "Check"
  FOR EACH ROW EXECUTE FUNCTION "check_reply_claim_counts"();

-- claimsTotal counted only the four verdicts there were; it is every verdict in telemetry.counts
-- (supported_uncited, contradicted, unperformed, failed_action included).
CREATE OR REPLACE FUNCTION "check_claim_counts"() RETURNS trigger AS $$
BEGIN
  IF NEW.telemetry IS NULL OR jsonb_typeof(NEW.telemetry->'counts') IS DISTINCT FROM 'object' THEN
    NEW."claimsTotal" := NULL; NEW."claimsUnverifiable" := NULL; NEW."claimsInvented" := NULL;
  ELSE
    NEW."claimsUnverifiable" := COALESCE((NEW.telemetry->'counts'->>'unverifiable')::int, 0);
    NEW."claimsInvented" := COALESCE((NEW.telemetry->'counts'->>'invented')::int, 0);
    NEW."claimsTotal" := (SELECT COALESCE(sum(e.value::int), 0) FROM jsonb_each_text(NEW.telemetry->'counts') AS e
                          WHERE e.value ~ '^[0-9]+$');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

-- Existing rows: count their claims once, and recount their totals.
UPDATE "Check" SET findings = findings, telemetry = telemetry WHERE kind = 'reply';
