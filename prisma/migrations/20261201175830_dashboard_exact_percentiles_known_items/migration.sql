-- AlterTable
ALTER TABLE "HeldDecisionTime" ADD COLUMN     "bucket" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "known" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "HeldDecisionTimeDayRollup" (
    "day" DATE NOT NULL,
    "bucket" INTEGER NOT NULL,
    "shard" INTEGER NOT NULL,
    "items" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HeldDecisionTimeDayRollup_pkey" PRIMARY KEY ("day","bucket","shard")
);

-- CreateIndex
CREATE INDEX "HeldDecisionTime_bucket_heldAt_pending_known_seconds_idx" ON "HeldDecisionTime"("bucket", "heldAt", "pending", "known", "seconds");

-- Hand-written (issue 15, the embedded dashboard at 1M checks). Two changes to the daily rollups
-- of migration dashboard_daily_rollups, both kept exact by triggers in the writing transaction:
-- 1. Answer-key copies are left out of the rollups themselves (they were subtracted at read time,
--    one index probe per answer-key item per query). A check counts unless its run is an
--    answer-key copy's, a held item unless it is one; when an AnswerKeyItem gains or loses a run
--    or held item, that run's checks and that item move out of or back into the counts.
-- 2. Exact decision-time percentiles without sorting the range's decision times: a per-day
--    histogram of counted decision times by bucket of seconds. The histogram finds which bucket
--    holds a percentile's rank; only that bucket's values in the range are read, in order.

-- Buckets by comparison against fixed bounds (0 and ceil(1.1^i) seconds up to 1e9), so the
-- bucket order is the seconds order exactly (no floating-point logarithm); negatives are bucket 0.
CREATE OR REPLACE FUNCTION "decision_time_bucket"(s float8) RETURNS integer AS $$
  SELECT width_bucket(s, '{0,1,2,3,4,5,6,7,8,9,10,11,12,14,15,16,18,20,22,24,26,29,31,35,38,42,46,50,55,61,67,73,81,89,98,107,118,130,143,157,172,190,208,229,252,277,305,335,369,406,446,491,540,594,653,718,790,869,956,1052,1157,1272,1400,1539,1693,1863,2049,2254,2479,2727,3000,3299,3629,3992,4391,4831,5314,5845,6429,7072,7779,8557,9413,10354,11389,12528,13781,15159,16675,18342,20177,22194,24414,26855,29540,32494,35744,39318,43250,47575,52332,57566,63322,69654,76620,84281,92710,101980,112178,123396,135736,149309,164240,180664,198731,218604,240464,264510,290961,320057,352063,387269,425996,468596,515455,567001,623701,686071,754678,830146,913160,1004476,1104924,1215416,1336957,1470653,1617718,1779490,1957439,2153183,2368501,2605351,2865886,3152475,3467722,3814495,4195944,4615538,5077092,5584801,6143281,6757609,7433370,8176707,8994378,9893816,10883197,11971517,13168668,14485535,15934089,17527498,19280247,21208272,23329099,25662009,28228210,31051031,34156134,37571747,41328922,45461814,50007995,55008795,60509674,66560641,73216705,80538376,88592214,97451435,107196578,117916236,129707860,142678645,156946510,172641161,189905277,208895805,229785385,252763923,278040316,305844347,336428782,370071660,407078826,447786709,492565379,541821917,596004109,655604520,721164972,793281469,872609616,959870577}'::float8[])
$$ LANGUAGE sql IMMUTABLE;

CREATE OR REPLACE FUNCTION "known_run"(run text) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = run)
$$ LANGUAGE sql STABLE;

CREATE OR REPLACE FUNCTION "known_item"(item text) RETURNS boolean AS $$
  SELECT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = item)
$$ LANGUAGE sql STABLE;

CREATE OR REPLACE FUNCTION "check_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT "known_run"(OLD."runId") THEN PERFORM "check_day_rollup_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' AND NOT "known_run"(NEW."runId") THEN PERFORM "check_day_rollup_add"(NEW, 1); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- The run decides whether a check counts, so a change of run is a change of counts.
DROP TRIGGER "Check_day_rollup" ON "Check";
CREATE TRIGGER "Check_day_rollup"
  AFTER INSERT OR DELETE OR UPDATE OF "createdAt", kind, "toolName", truncated, telemetry, decision, "claimsTotal", "claimsUnverifiable", "claimsInvented", "runId" ON "Check"
  FOR EACH ROW EXECUTE FUNCTION "check_day_rollup"();

CREATE OR REPLACE FUNCTION "held_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT "known_item"(OLD.id) THEN PERFORM "held_day_rollup_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' AND NOT "known_item"(NEW.id) THEN PERFORM "held_day_rollup_add"(NEW, 1); END IF;
  IF TG_OP = 'UPDATE' AND (NEW.status IS DISTINCT FROM OLD.status OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt") THEN
    UPDATE "HeldDecisionTime" t SET "pending" = NEW.status = 'pending', "heldAt" = NEW."createdAt",
      "seconds" = (SELECT EXTRACT(EPOCH FROM (min(x."createdAt") - NEW."createdAt"))::float8 FROM "Decision" x WHERE x."heldItemId" = NEW.id)
    WHERE t."heldItemId" = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION "held_decision_time"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "HeldDecisionTime" ("heldItemId", "heldAt", "seconds", "pending", "known")
    SELECT h.id, h."createdAt", EXTRACT(EPOCH FROM (NEW."createdAt" - h."createdAt"))::float8, h.status = 'pending', "known_item"(h.id)
    FROM "HeldItem" h WHERE h.id = NEW."heldItemId"
    ON CONFLICT ("heldItemId") DO UPDATE SET "seconds" = LEAST("HeldDecisionTime"."seconds", EXCLUDED."seconds"), "pending" = EXCLUDED."pending";
  ELSE
    DELETE FROM "HeldDecisionTime" WHERE "heldItemId" = OLD."heldItemId"
      AND NOT EXISTS (SELECT 1 FROM "Decision" x WHERE x."heldItemId" = OLD."heldItemId");
    UPDATE "HeldDecisionTime" t SET "seconds" = (SELECT EXTRACT(EPOCH FROM (min(x."createdAt") - t."heldAt"))::float8 FROM "Decision" x WHERE x."heldItemId" = t."heldItemId")
    WHERE t."heldItemId" = OLD."heldItemId" AND EXISTS (SELECT 1 FROM "Decision" x WHERE x."heldItemId" = OLD."heldItemId");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION "held_decision_time_bucket"() RETURNS trigger AS $$
BEGIN
  NEW.bucket := "decision_time_bucket"(NEW.seconds);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "HeldDecisionTime_bucket"
  BEFORE INSERT OR UPDATE ON "HeldDecisionTime"
  FOR EACH ROW EXECUTE FUNCTION "held_decision_time_bucket"();

-- The histogram counts a decision time unless its item is pending or an answer-key copy.
CREATE OR REPLACE FUNCTION "held_decision_time_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.pending AND NOT OLD.known THEN
    INSERT INTO "HeldDecisionTimeDayRollup" ("day", "bucket", "shard", "items") VALUES (OLD."heldAt"::date, OLD.bucket, pg_backend_pid() % 16, -1)
    ON CONFLICT ("day", "bucket", "shard") DO UPDATE SET "items" = "HeldDecisionTimeDayRollup"."items" - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.pending AND NOT NEW.known THEN
    INSERT INTO "HeldDecisionTimeDayRollup" ("day", "bucket", "shard", "items") VALUES (NEW."heldAt"::date, NEW.bucket, pg_backend_pid() % 16, 1)
    ON CONFLICT ("day", "bucket", "shard") DO UPDATE SET "items" = "HeldDecisionTimeDayRollup"."items" + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "HeldDecisionTime_day_rollup"
  AFTER INSERT OR DELETE OR UPDATE ON "HeldDecisionTime"
  FOR EACH ROW EXECUTE FUNCTION "held_decision_time_day_rollup"();

-- An answer-key item taking a run or held item moves its rows out of the counts; giving one up
-- (deleted, or pointed elsewhere) moves them back. AFTER: "known_*" already see the change.
CREATE OR REPLACE FUNCTION "answer_key_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."heldItemId" IS NOT NULL AND (TG_OP = 'DELETE' OR NEW."heldItemId" IS DISTINCT FROM OLD."heldItemId") THEN
    PERFORM "held_day_rollup_add"(h, 1) FROM "HeldItem" h WHERE h.id = OLD."heldItemId";
    UPDATE "HeldDecisionTime" SET "known" = false WHERE "heldItemId" = OLD."heldItemId";
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."runId" IS NOT NULL AND (TG_OP = 'DELETE' OR NEW."runId" IS DISTINCT FROM OLD."runId") THEN
    PERFORM "check_day_rollup_add"(c, 1) FROM "Check" c WHERE c."runId" = OLD."runId";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."heldItemId" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."heldItemId" IS DISTINCT FROM OLD."heldItemId") THEN
    PERFORM "held_day_rollup_add"(h, -1) FROM "HeldItem" h WHERE h.id = NEW."heldItemId";
    UPDATE "HeldDecisionTime" SET "known" = true WHERE "heldItemId" = NEW."heldItemId";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."runId" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."runId" IS DISTINCT FROM OLD."runId") THEN
    PERFORM "check_day_rollup_add"(c, -1) FROM "Check" c WHERE c."runId" = NEW."runId";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "AnswerKeyItem_rollup"
  AFTER INSERT OR DELETE OR UPDATE OF "heldItemId", "runId" ON "AnswerKeyItem"
  FOR EACH ROW EXECUTE FUNCTION "answer_key_rollup"();

-- The rebuild, now leaving answer-key copies out and filling the histogram (through the
-- HeldDecisionTime triggers, row by row: one row per decided item).
CREATE OR REPLACE FUNCTION "rebuild_dashboard_rollups"() RETURNS void AS $$
BEGIN
  LOCK TABLE "Check", "HeldItem", "Decision", "AnswerKeyItem" IN SHARE MODE;
  TRUNCATE "CheckDayRollup", "TruncatedBytesDayRollup", "HeldDayRollup", "HeldReasonDayRollup", "HeldDecisionTime", "HeldDecisionTimeDayRollup";
  INSERT INTO "CheckDayRollup" ("day", "kind", "tool", "shard", "checks", "truncated", "claimsTotal", "claimsUnverifiable",
    "claimsInvented", "heldUnperformed", "heldFailedAction")
  SELECT c."createdAt"::date, c.kind, COALESCE(c."toolName", '(reply)'), 0, count(*), count(*) FILTER (WHERE c.truncated),
    COALESCE(sum(c."claimsTotal"), 0), COALESCE(sum(c."claimsUnverifiable"), 0), COALESCE(sum(c."claimsInvented"), 0),
    COALESCE(sum("rollup_count"(c.telemetry->'counts'->>'unperformed')) FILTER (WHERE c.kind = 'reply' AND c.decision = 'hold'), 0),
    COALESCE(sum("rollup_count"(c.telemetry->'counts'->>'failed_action')) FILTER (WHERE c.kind = 'reply' AND c.decision = 'hold'), 0)
  FROM "Check" c WHERE NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = c."runId") GROUP BY 1, 2, 3;

  INSERT INTO "HeldDayRollup" ("day", "tool", "outcome", "shard", "items")
  SELECT h."createdAt"::date, COALESCE(h."toolName", '(reply)'), "held_outcome"(h), 0, count(*) FROM "HeldItem" h
  WHERE NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id) GROUP BY 1, 2, 3;

  INSERT INTO "HeldReasonDayRollup" ("day", "reason", "shard", "items")
  SELECT h."createdAt"::date, r, 0, count(*) FROM "HeldItem" h CROSS JOIN LATERAL unnest(h."reasonCodes") AS r
  WHERE r IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id) GROUP BY 1, 2;

  INSERT INTO "TruncatedBytesDayRollup" ("day", "tool", "shard", "bytes")
  SELECT c."createdAt"::date, b.tool, 0, sum(b.bytes) FROM "Check" c CROSS JOIN LATERAL "truncated_bytes"(c) AS b
  WHERE c.kind = 'reply' AND c.truncated AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = c."runId") GROUP BY 1, 2;

  INSERT INTO "HeldDecisionTime" ("heldItemId", "heldAt", "seconds", "pending", "known")
  SELECT h.id, h."createdAt", EXTRACT(EPOCH FROM (d.first - h."createdAt"))::float8, h.status = 'pending',
    EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = h.id)
  FROM "HeldItem" h CROSS JOIN LATERAL (SELECT min(x."createdAt") AS first FROM "Decision" x WHERE x."heldItemId" = h.id) d
  WHERE d.first IS NOT NULL;
END;
$$ LANGUAGE plpgsql;

-- Backfill: the rows that exist now, by the new rules.
SELECT "rebuild_dashboard_rollups"();
