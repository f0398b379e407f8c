-- Hand-written (issue 15, the check's one statement). The Check_clause_citations trigger of
-- migration clause_citations_at_scale ran on every Check insert, and a tool-call check has no
-- citations (clause_citation_rows finds rows only for a reply): 0.10 ms of trigger time per
-- tool-call check on PostgreSQL 15 (EXPLAIN ANALYZE), as much as the day rollup. On insert the
-- trigger now fires for replies only (the same rows: none otherwise); on an update of findings or
-- kind it fires as before, since a check that stops being a reply must lose its rows.
DROP TRIGGER "Check_clause_citations" ON "Check";

CREATE TRIGGER "Check_clause_citations"
  AFTER INSERT ON "Check"
  FOR EACH ROW WHEN (NEW.kind = 'reply') EXECUTE FUNCTION "check_clause_citations"();

CREATE TRIGGER "Check_clause_citations_update"
  AFTER UPDATE OF findings, kind ON "Check"
  FOR EACH ROW EXECUTE FUNCTION "check_clause_citations"();
