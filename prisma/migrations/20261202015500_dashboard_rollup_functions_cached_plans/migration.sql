-- Hand-written (issue 15, the check's one statement). The row triggers that keep the dashboard's
-- daily rollups (migrations dashboard_daily_rollups, dashboard_exact_percentiles_known_items)
-- called SQL-language functions that PostgreSQL cannot inline (an INSERT ... ON CONFLICT, an
-- EXISTS): before PostgreSQL 18 such a function's statements are parsed and planned again on
-- every call, and every check is its own transaction, so every Check insert planned two upserts
-- and a lookup. EXPLAIN ANALYZE of the check's statement on PostgreSQL 15: the rollup trigger
-- 0.35-0.61 ms of 0.53-1.13 ms execution. The same bodies in PL/pgSQL keep their plans for the
-- connection's life. Same rows, same counts, same answer-key rule; the truncated-bytes upsert,
-- which finds no rows unless the check is a truncated reply, is not run at all otherwise.
-- The signatures are unchanged, so answer_key_rollup and rebuild_dashboard_rollups call these.

CREATE OR REPLACE FUNCTION "check_day_rollup_add"(c "Check", sign integer) RETURNS void AS $$
BEGIN
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
  IF c.kind = 'reply' AND c.truncated THEN
    INSERT INTO "TruncatedBytesDayRollup" ("day", "tool", "shard", "bytes")
    SELECT c."createdAt"::date, b.tool, pg_backend_pid() % 16, sign * b.bytes FROM "truncated_bytes"(c) AS b
    ON CONFLICT ("day", "tool", "shard") DO UPDATE SET "bytes" = "TruncatedBytesDayRollup"."bytes" + EXCLUDED."bytes";
  END IF;
END;
$$ LANGUAGE plpgsql;

-- "known_run"(run) written out: a SQL function holding EXISTS is never inlined, so it too was
-- planned on every call.
CREATE OR REPLACE FUNCTION "check_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = OLD."runId") THEN
    PERFORM "check_day_rollup_add"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."runId" = NEW."runId") THEN
    PERFORM "check_day_rollup_add"(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A held check writes a held item in the check's transaction: the same for its rollups.
CREATE OR REPLACE FUNCTION "held_day_rollup_add"(h "HeldItem", sign integer) RETURNS void AS $$
BEGIN
  INSERT INTO "HeldDayRollup" ("day", "tool", "outcome", "shard", "items")
  VALUES (h."createdAt"::date, COALESCE(h."toolName", '(reply)'), "held_outcome"(h), pg_backend_pid() % 16, sign)
  ON CONFLICT ("day", "tool", "outcome", "shard") DO UPDATE SET "items" = "HeldDayRollup"."items" + EXCLUDED."items";
  INSERT INTO "HeldReasonDayRollup" ("day", "reason", "shard", "items")
  SELECT h."createdAt"::date, r, pg_backend_pid() % 16, sign * count(*)::int FROM unnest(h."reasonCodes") AS r WHERE r IS NOT NULL GROUP BY r
  ON CONFLICT ("day", "reason", "shard") DO UPDATE SET "items" = "HeldReasonDayRollup"."items" + EXCLUDED."items";
END;
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION "held_day_rollup"() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = OLD.id) THEN
    PERFORM "held_day_rollup_add"(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NOT EXISTS (SELECT 1 FROM "AnswerKeyItem" a WHERE a."heldItemId" = NEW.id) THEN
    PERFORM "held_day_rollup_add"(NEW, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.status IS DISTINCT FROM OLD.status OR NEW."createdAt" IS DISTINCT FROM OLD."createdAt") THEN
    UPDATE "HeldDecisionTime" t SET "pending" = NEW.status = 'pending', "heldAt" = NEW."createdAt",
      "seconds" = (SELECT EXTRACT(EPOCH FROM (min(x."createdAt") - NEW."createdAt"))::float8 FROM "Decision" x WHERE x."heldItemId" = NEW.id)
    WHERE t."heldItemId" = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
