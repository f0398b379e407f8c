-- CreateTable
CREATE TABLE "CheckDayRollup" (
    "day" DATE NOT NULL,
    "kind" "CheckKind" NOT NULL,
    "tool" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "checks" INTEGER NOT NULL DEFAULT 0,
    "truncated" INTEGER NOT NULL DEFAULT 0,
    "claimsTotal" INTEGER NOT NULL DEFAULT 0,
    "claimsUnverifiable" INTEGER NOT NULL DEFAULT 0,
    "claimsInvented" INTEGER NOT NULL DEFAULT 0,
    "heldUnperformed" INTEGER NOT NULL DEFAULT 0,
    "heldFailedAction" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CheckDayRollup_pkey" PRIMARY KEY ("day","kind","tool","shard")
);

-- CreateTable
CREATE TABLE "TruncatedBytesDayRollup" (
    "day" DATE NOT NULL,
    "tool" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "bytes" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "TruncatedBytesDayRollup_pkey" PRIMARY KEY ("day","tool","shard")
);

-- CreateTable
CREATE TABLE "HeldDayRollup" (
    "day" DATE NOT NULL,
    "tool" TEXT NOT NULL,
    "outcome" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "items" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HeldDayRollup_pkey" PRIMARY KEY ("day","tool","outcome","shard")
);

-- CreateTable
CREATE TABLE "HeldReasonDayRollup" (
    "day" DATE NOT NULL,
    "reason" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "items" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HeldReasonDayRollup_pkey" PRIMARY KEY ("day","reason","shard")
);

-- CreateTable
CREATE TABLE "HeldDecisionTime" (
    "heldItemId" TEXT NOT NULL,
    "heldAt" TIMESTAMP(3) NOT NULL,
    "seconds" DOUBLE PRECISION NOT NULL,
    "pending" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "HeldDecisionTime_pkey" PRIMARY KEY ("heldItemId")
);

-- CreateIndex
CREATE INDEX "HeldDecisionTime_heldAt_pending_seconds_heldItemId_idx" ON "HeldDecisionTime"("heldAt", "pending", "seconds", "heldItemId");

-- Hand-written: the rollups are kept by triggers, in the transaction that writes the check or
-- held item, so they are exact whatever instance writes and whatever crashes (a rolled-back
-- write rolls its rollup back). Each row change subtracts the old row's contribution and adds the
-- new one's. `tool` is COALESCE(toolName, '(reply)'), as the dashboard shows it. Concurrent
-- writers of the same day and tool land on one of 16 shards, so they rarely wait on one row lock.

-- A telemetry count as an integer; anything else counts 0 (never fails the check's write).
CREATE OR REPLACE FUNCTION "rollup_count"(v text) RETURNS bigint AS $$
  SELECT CASE WHEN v ~ '^[0-9]{1,18}$' THEN v::bigint ELSE 0 END
$$ LANGUAGE sql IMMUTABLE;

-- A truncated reply check's bytesByTool as rows (none unless it is an object).
CREATE OR REPLACE FUNCTION "truncated_bytes"(c "Check") RETURNS TABLE (tool text, bytes bigint) AS $$
  SELECT t.key, "rollup_count"(t.value)
  FROM jsonb_each_text(CASE WHEN jsonb_typeof(c.telemetry->'bytesByTool') = 'object' THEN c.telemetry->'bytesByTool' ELSE '{}'::jsonb END) AS t
  WHERE c.kind = 'reply' AND c.truncated
$$ LANGUAGE sql IMMUTABLE;

CREATE OR REPLACE FUNCTION "check_day_rollup_add"(c "Check", sign integer) RETURNS void AS $$
  INSERT INTO "CheckDayRollup" ("day", "kind", "tool", "shard", "checks", "truncated", "claimsTotal", "claimsUnverifiable",
    "claimsInvented", "heldUnperformed", "heldFailedAction")
  VALUES (c."createdAt"::date, c.kind, COALESCE(c."toolName", '(reply)'), pg_backend_pid() % 16, sign,
    sign * c.truncated::int, sign * COALESCE(c."claimsTotal", 0), sign * COALESCE(c."claimsUnverifiable", 0),
    sign * COALESCE(c."claimsInvented", 0),
    CASE WHEN c.kind = 'reply' AND c.decision = 'hold' THEN sign * "rollup_count"(c.telemetry->'counts'->>'unperformed') ELSE 0 END,
    CASE WHEN c.kind = 'reply' AND c.decision = 'hold' THEN sign * "rollup_count"(c.telemetry->'counts'->>'failed_action') ELSE 0 END)
  ON CONFLICT ("day", "kind", "tool", "shard") DO UPDATE SET
    "checks" = "CheckDayRollup"."checks" + EXCLUDED."checks",
    "truncated" = "CheckDayRollup"."truncated" + EXCLUDED."truncated",
    "claimsTotal" = "CheckDayRollup"."claimsTotal" + EXCLUDED."claimsTotal",
    "claimsUnverifiable" = "CheckDayRollup"."claimsUnverifiable" + EXCLUDED."claimsUnverifiable",
    "claimsInvented" = "CheckDayRollup"."claimsInvented" + EXCLUDED."claimsInvented",
    "heldUnperformed" = "CheckDayRollup"."heldUnperformed" + EXCLUDED."heldUnperformed",
    "heldFailedAction" = "CheckDayRollup"."heldFailedAction" + EXCLUDED."heldFailedAction";
  INSERT INTO "TruncatedBytesDayRollup" ("day", "tool", "shard", "bytes")
  SELECT c."createdAt"::date, b.tool, pg_backend_pid() % 16, sign * b.bytes FROM "truncated_bytes"(c) AS b
  ON CONFLICT ("day", "tool", "shard") DO UPDATE SET "bytes" = "TruncatedBytesDayRollup"."bytes" + EXCLUDED."bytes";
$$ LANGUAGE sql;

CREATE OR REPLACE FUNCTION "check_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "check_day_rollup_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "check_day_rollup_add"(NEW, 1); END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- AFTER: the claims columns are already filled by the BEFORE trigger check_claim_counts.
CREATE TRIGGER "Check_day_rollup"
  AFTER INSERT OR DELETE OR UPDATE OF "createdAt", kind, "toolName", truncated, telemetry, decision, "claimsTotal", "claimsUnverifiable", "claimsInvented" ON "Check"
  FOR EACH ROW EXECUTE FUNCTION "check_day_rollup"();

-- A held item's outcome as the dashboard counts it: released unchanged is approved, released
-- with another payload is edited, otherwise its status.
CREATE OR REPLACE FUNCTION "held_outcome"(h "HeldItem") RETURNS text AS $$
  SELECT CASE WHEN h.status = 'released' THEN CASE WHEN h."approvedHash" = h."payloadHash" THEN 'approved' ELSE 'edited' END
              ELSE h.status::text END
$$ LANGUAGE sql IMMUTABLE;

CREATE OR REPLACE FUNCTION "held_day_rollup_add"(h "HeldItem", sign integer) RETURNS void AS $$
  INSERT INTO "HeldDayRollup" ("day", "tool", "outcome", "shard", "items")
  VALUES (h."createdAt"::date, COALESCE(h."toolName", '(reply)'), "held_outcome"(h), pg_backend_pid() % 16, sign)
  ON CONFLICT ("day", "tool", "outcome", "shard") DO UPDATE SET "items" = "HeldDayRollup"."items" + EXCLUDED."items";
  INSERT INTO "HeldReasonDayRollup" ("day", "reason", "shard", "items")
  SELECT h."createdAt"::date, r, pg_backend_pid() % 16, sign * count(*)::int FROM unnest(h."reasonCodes") AS r WHERE r IS NOT NULL GROUP BY r
  ON CONFLICT ("day", "reason", "shard") DO UPDATE SET "items" = "HeldReasonDayRollup"."items" + EXCLUDED."items";
$$ LANGUAGE sql;

CREATE OR REPLACE FUNCTION "held_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "held_day_rollup_add"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "held_day_rollup_add"(NEW, 1); END IF;
  IF TG_OP = 'UPDATE' AND (NEW.status IS DISTINCT FROM OLD.status OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt") THEN
    UPDATE "HeldDecisionTime" t SET "pending" = NEW.status = 'pending', "heldAt" = NEW."createdAt",
      "seconds" = (SELECT EXTRACT(EPOCH FROM (min(x."createdAt") - NEW."createdAt"))::float8 FROM "Decision" x WHERE x."heldItemId" = NEW.id)
    WHERE t."heldItemId" = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- Leases, assignment and search fields change often and count for nothing here: not listed.
CREATE TRIGGER "HeldItem_day_rollup"
  AFTER INSERT OR DELETE OR UPDATE OF "createdAt", "toolName", status, "approvedHash", "payloadHash", "reasonCodes" ON "HeldItem"
  FOR EACH ROW EXECUTE FUNCTION "held_day_rollup"();

-- A held item's first decision: on a new decision the earliest wins (concurrent deciders agree
-- whatever order they commit in); when decisions go (the item was deleted), recount or remove.
CREATE OR REPLACE FUNCTION "held_decision_time"() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "HeldDecisionTime" ("heldItemId", "heldAt", "seconds", "pending")
    SELECT h.id, h."createdAt", EXTRACT(EPOCH FROM (NEW."createdAt" - h."createdAt"))::float8, h.status = 'pending'
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

CREATE TRIGGER "Decision_held_decision_time"
  AFTER INSERT OR DELETE ON "Decision"
  FOR EACH ROW EXECUTE FUNCTION "held_decision_time"();

-- Rebuilds every rollup from the rows (shard 0): the backfill below, and a repair for an operator
-- (`SELECT "rebuild_dashboard_rollups"()`). Locks the tables so no write lands half counted.
CREATE OR REPLACE FUNCTION "rebuild_dashboard_rollups"() RETURNS void AS $$
BEGIN
  LOCK TABLE "Check", "HeldItem", "Decision" IN SHARE MODE;
  TRUNCATE "CheckDayRollup", "TruncatedBytesDayRollup", "HeldDayRollup", "HeldReasonDayRollup", "HeldDecisionTime";
  INSERT INTO "CheckDayRollup" ("day", "kind", "tool", "shard", "checks", "truncated", "claimsTotal", "claimsUnverifiable",
    "claimsInvented", "heldUnperformed", "heldFailedAction")
  SELECT c."createdAt"::date, c.kind, COALESCE(c."toolName", '(reply)'), 0, count(*), count(*) FILTER (WHERE c.truncated),
    COALESCE(sum(c."claimsTotal"), 0), COALESCE(sum(c."claimsUnverifiable"), 0), COALESCE(sum(c."claimsInvented"), 0),
    COALESCE(sum("rollup_count"(c.telemetry->'counts'->>'unperformed')) FILTER (WHERE c.kind = 'reply' AND c.decision = 'hold'), 0),
    COALESCE(sum("rollup_count"(c.telemetry->'counts'->>'failed_action')) FILTER (WHERE c.kind = 'reply' AND c.decision = 'hold'), 0)
  FROM "Check" c GROUP BY 1, 2, 3;

  INSERT INTO "HeldDayRollup" ("day", "tool", "outcome", "shard", "items")
  SELECT h."createdAt"::date, COALESCE(h."toolName", '(reply)'), "held_outcome"(h), 0, count(*) FROM "HeldItem" h GROUP BY 1, 2, 3;

  INSERT INTO "HeldReasonDayRollup" ("day", "reason", "shard", "items")
  SELECT h."createdAt"::date, r, 0, count(*) FROM "HeldItem" h CROSS JOIN LATERAL unnest(h."reasonCodes") AS r WHERE r IS NOT NULL GROUP BY 1, 2;

  INSERT INTO "TruncatedBytesDayRollup" ("day", "tool", "shard", "bytes")
  SELECT c."createdAt"::date, b.tool, 0, sum(b.bytes) FROM "Check" c CROSS JOIN LATERAL "truncated_bytes"(c) AS b
  WHERE c.kind = 'reply' AND c.truncated GROUP BY 1, 2;

  INSERT INTO "HeldDecisionTime" ("heldItemId", "heldAt", "seconds", "pending")
  SELECT h.id, h."createdAt", EXTRACT(EPOCH FROM (d.first - h."createdAt"))::float8, h.status = 'pending'
  FROM "HeldItem" h CROSS JOIN LATERAL (SELECT min(x."createdAt") AS first FROM "Decision" x WHERE x."heldItemId" = h.id) d
  WHERE d.first IS NOT NULL;
END;
$$ LANGUAGE plpgsql;

-- Backfill: the rows that exist now.
SELECT "rebuild_dashboard_rollups"();
