CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"plan_job_id" uuid,
	"job_name" text NOT NULL,
	"trigger" text NOT NULL,
	"backup_kind" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"revision" text,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_runs_node_started_idx" ON "backup_runs" USING btree ("node_id","started_at");