DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("norm" gin_trgm_ops) WITH (fastupdate=true,gin_pending_list_limit=256);