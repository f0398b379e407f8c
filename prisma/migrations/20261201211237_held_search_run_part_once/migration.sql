-- Hand-written: the held-item search document (20261201135640_queue_triage_search) read the run's
-- whole conversation and tool results for every held item, so an import of 2 MB with hundreds of
-- held items read the transcript hundreds of times in one transaction (quadratic). The document is
-- unchanged; it is now built as the item's own part (ticket, customer, payload) followed by the
-- run's part, and the trigger keeps the run's part for the rest of the transaction (set_config
-- with is_local), keyed by the run and how many messages and tool results it has: messages and
-- tool results are only ever appended, so the same counts mean the same conversation, and a hold
-- after more messages builds it again. Triggers are invisible to Prisma's diff, so no drift.

CREATE OR REPLACE FUNCTION "HeldItem_search_item_part"(held "HeldItem") RETURNS tsvector AS $$
  SELECT
    setweight(to_tsvector('english', coalesce((SELECT t.subject FROM "Ticket" t WHERE t.id = held."ticketId"), '')), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT concat_ws(' ', c.name, c.email, c."externalId") FROM "Customer" c WHERE c.id = held."customerId"), '')), 'A') ||
    setweight(to_tsvector('english', left(coalesce((SELECT string_agg(s #>> '{}', ' ') FROM jsonb_path_query(held.payload::jsonb, 'strict $.**') s WHERE jsonb_typeof(s) = 'string'), ''), 100000)), 'B')
$$ LANGUAGE sql STABLE;

CREATE OR REPLACE FUNCTION "HeldItem_search_run_part"(run text) RETURNS tsvector AS $$
  SELECT
    setweight(to_tsvector('english', left(coalesce((
      SELECT string_agg(s #>> '{}', ' ' ORDER BY m.position)
      FROM "Message" m, jsonb_path_query(m.content::jsonb, 'strict $.**') s
      WHERE m."runId" = run AND jsonb_typeof(s) = 'string'), ''), 300000)), 'C') ||
    setweight(to_tsvector('english', left(coalesce((
      SELECT string_agg(left(r.content, 100000), ' ' ORDER BY r.position) FROM "ToolResult" r WHERE r."runId" = run), ''), 300000)), 'C')
$$ LANGUAGE sql STABLE;

-- The whole document, as before (the backfill and the tests compare against it).
CREATE OR REPLACE FUNCTION "HeldItem_search_document"(held "HeldItem") RETURNS tsvector AS $$
  SELECT "HeldItem_search_item_part"(held) || "HeldItem_search_run_part"(held."runId")
$$ LANGUAGE sql STABLE;

CREATE OR REPLACE FUNCTION "HeldItem_search_vector"() RETURNS trigger AS $$
DECLARE
  state text;
  run_part tsvector;
BEGIN
  state := NEW."runId"
    || ':' || (SELECT count(*) || ':' || coalesce(max(position), -1) FROM "Message" WHERE "runId" = NEW."runId")
    || ':' || (SELECT count(*) || ':' || coalesce(max(position), -1) FROM "ToolResult" WHERE "runId" = NEW."runId");
  IF current_setting('groundcheck.held_search_state', true) IS NOT DISTINCT FROM state THEN
    run_part := current_setting('groundcheck.held_search_run_part')::tsvector;
  ELSE
    run_part := "HeldItem_search_run_part"(NEW."runId");
    PERFORM set_config('groundcheck.held_search_run_part', run_part::text, true);
    PERFORM set_config('groundcheck.held_search_state', state, true);
  END IF;
  NEW."searchVector" := "HeldItem_search_item_part"(NEW) || run_part;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
