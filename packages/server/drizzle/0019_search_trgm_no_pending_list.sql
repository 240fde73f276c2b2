DROP INDEX "search_terms_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("norm" gin_trgm_ops) WITH (fastupdate=false);