ALTER TABLE "directory_discovery_candidates" ADD COLUMN "push_status" text;--> statement-breakpoint
ALTER TABLE "directory_discovery_candidates" ADD COLUMN "push_error" text;--> statement-breakpoint
ALTER TABLE "directory_discovery_candidates" ADD COLUMN "pushed_at" timestamp with time zone;