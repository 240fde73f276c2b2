CREATE TABLE "device_job_secrets" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"sealed" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_monitor_alerts" ADD COLUMN "ticket_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ticket_template_id" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "priority" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_job_secrets" ADD CONSTRAINT "device_job_secrets_job_id_device_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."device_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_monitor_alerts" ADD CONSTRAINT "cloud_monitor_alerts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_template_id_ticket_templates_id_fk" FOREIGN KEY ("ticket_template_id") REFERENCES "public"."ticket_templates"("id") ON DELETE set null ON UPDATE no action;