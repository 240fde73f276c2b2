CREATE TABLE "cloud_monitor_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"monitor_id" integer NOT NULL,
	"condition_uid" text NOT NULL,
	"condition_type" text NOT NULL,
	"condition_name" text NOT NULL,
	"severity" text NOT NULL,
	"priority" text NOT NULL,
	"message" text NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"reset_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cloud_monitor_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"monitor_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status" text NOT NULL,
	"response_time_ms" real,
	"message" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_monitors" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"monitor_type" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"frequency" integer NOT NULL,
	"timeout" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"secrets" text,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"last_response_time_ms" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_monitor_alerts" ADD CONSTRAINT "cloud_monitor_alerts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_monitor_alerts" ADD CONSTRAINT "cloud_monitor_alerts_monitor_id_cloud_monitors_node_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."cloud_monitors"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_monitor_results" ADD CONSTRAINT "cloud_monitor_results_monitor_id_cloud_monitors_node_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."cloud_monitors"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_monitors" ADD CONSTRAINT "cloud_monitors_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_monitors" ADD CONSTRAINT "cloud_monitors_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_monitor_alerts_active_unique" ON "cloud_monitor_alerts" USING btree ("monitor_id","condition_uid") WHERE "cloud_monitor_alerts"."reset_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cloud_monitor_alerts_division_idx" ON "cloud_monitor_alerts" USING btree ("division_id","raised_at");--> statement-breakpoint
CREATE INDEX "cloud_monitor_results_monitor_idx" ON "cloud_monitor_results" USING btree ("monitor_id","id");--> statement-breakpoint
CREATE INDEX "cloud_monitors_due_idx" ON "cloud_monitors" USING btree ("next_run_at") WHERE "cloud_monitors"."enabled";--> statement-breakpoint
CREATE INDEX "cloud_monitors_division_idx" ON "cloud_monitors" USING btree ("division_id");