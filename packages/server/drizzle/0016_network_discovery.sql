CREATE TABLE "network_probes" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"delegate_version" text NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_scan_results" (
	"scan_id" integer NOT NULL,
	"ip" text NOT NULL,
	"seq" integer NOT NULL,
	"device" jsonb NOT NULL,
	CONSTRAINT "network_scan_results_scan_id_ip_pk" PRIMARY KEY("scan_id","ip")
);
--> statement-breakpoint
CREATE TABLE "network_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"probe_node_id" integer NOT NULL,
	"created_by" integer,
	"state" text DEFAULT 'RUNNING' NOT NULL,
	"targets" text NOT NULL,
	"total" integer NOT NULL,
	"scanned" integer DEFAULT 0 NOT NULL,
	"settings" jsonb NOT NULL,
	"job_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "network_probes" ADD CONSTRAINT "network_probes_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_scan_results" ADD CONSTRAINT "network_scan_results_scan_id_network_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."network_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_scans" ADD CONSTRAINT "network_scans_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_scans" ADD CONSTRAINT "network_scans_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_scans" ADD CONSTRAINT "network_scans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_scans" ADD CONSTRAINT "network_scans_probe_node_id_nodes_id_fk" FOREIGN KEY ("probe_node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_scans" ADD CONSTRAINT "network_scans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "network_scan_results_seq_idx" ON "network_scan_results" USING btree ("scan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "network_scans_running_probe_unique" ON "network_scans" USING btree ("probe_node_id") WHERE "network_scans"."state" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "network_scans_created_by_idx" ON "network_scans" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "network_scans_client_idx" ON "network_scans" USING btree ("client_id");