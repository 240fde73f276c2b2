CREATE TABLE "agent_credentials" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"agent_version" text,
	"enrollment_token_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"severity" text DEFAULT 'info' NOT NULL,
	"user_name" text,
	"job_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_job_runs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"requested_by" text,
	"output" text DEFAULT '' NOT NULL,
	"exit_code" integer,
	"duration_ms" integer,
	"error" text,
	"offered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_credentials" ADD CONSTRAINT "agent_credentials_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_credentials" ADD CONSTRAINT "agent_credentials_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activities" ADD CONSTRAINT "device_activities_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activities" ADD CONSTRAINT "device_activities_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_activities" ADD CONSTRAINT "device_activities_job_id_device_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."device_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_job_runs" ADD CONSTRAINT "device_job_runs_job_id_device_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."device_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_job_runs" ADD CONSTRAINT "device_job_runs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_job_runs" ADD CONSTRAINT "device_job_runs_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_activities_node_created_idx" ON "device_activities" USING btree ("node_id","created_at");--> statement-breakpoint
CREATE INDEX "device_job_runs_node_idx" ON "device_job_runs" USING btree ("node_id");