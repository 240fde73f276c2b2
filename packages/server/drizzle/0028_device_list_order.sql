CREATE INDEX "nodes_division_lower_name_idx" ON "nodes" USING btree ("division_id",lower("name"),"id");--> statement-breakpoint
-- `search.analyze` became the platform's `database.analyze` (every table, not only the search index).
DELETE FROM "background_jobs" WHERE "kind" = 'search.analyze' AND "state" IN ('queued', 'failed');
