CREATE TABLE "script_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"script_id" integer,
	"purpose" text NOT NULL,
	"resource_id" text,
	"url" text,
	"file_name" text DEFAULT '' NOT NULL,
	"extension" text DEFAULT '' NOT NULL,
	"mime_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"sha256" text,
	"registered" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"scan_status" text DEFAULT 'PROCESSING' NOT NULL,
	"scan_detail" text,
	"scan_started_at" timestamp with time zone,
	"scanned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "script_attachments" ADD CONSTRAINT "script_attachments_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_attachments" ADD CONSTRAINT "script_attachments_script_id_scripts_id_fk" FOREIGN KEY ("script_id") REFERENCES "public"."scripts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_attachments" ADD CONSTRAINT "script_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "script_attachments_script_idx" ON "script_attachments" USING btree ("script_id");--> statement-breakpoint
CREATE INDEX "script_attachments_resource_idx" ON "script_attachments" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "script_attachments_processing_idx" ON "script_attachments" USING btree ("id") WHERE "script_attachments"."scan_status" = 'PROCESSING';--> statement-breakpoint
CREATE UNIQUE INDEX "scripts_app_name_unique" ON "scripts" USING btree ("division_id","language",lower(btrim("name"))) WHERE "scripts"."language" IN ('binary_install', 'file_transfer');