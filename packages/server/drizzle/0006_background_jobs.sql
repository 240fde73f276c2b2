CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_by" integer,
	"division_id" integer,
	"progress" smallint,
	"result" jsonb,
	"singleton_key" text,
	"schedule" jsonb,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_jobs_claim_idx" ON "background_jobs" USING btree ("run_at") WHERE "background_jobs"."state" IN ('queued', 'failed');--> statement-breakpoint
CREATE INDEX "background_jobs_running_idx" ON "background_jobs" USING btree ("locked_at") WHERE "background_jobs"."state" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton_idx" ON "background_jobs" USING btree ("singleton_key") WHERE "background_jobs"."state" IN ('queued', 'running', 'failed');--> statement-breakpoint
CREATE INDEX "background_jobs_created_by_idx" ON "background_jobs" USING btree ("created_by");