CREATE TABLE "mdm_android_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"name" text NOT NULL,
	"node_id" integer NOT NULL,
	"synced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdm_apple_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"udid" text NOT NULL,
	"enrollment_id" integer,
	"push_certificate_id" integer,
	"node_id" integer,
	"topic" text NOT NULL,
	"push_token" text,
	"push_magic" text,
	"unlock_token_sealed" text,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_seen_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdm_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"platform" text NOT NULL,
	"action" text NOT NULL,
	"command_uuid" text NOT NULL,
	"request_type" text NOT NULL,
	"body_sealed" text NOT NULL,
	"status" text NOT NULL,
	"error_message" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mdm_android_connections" ADD COLUMN "service_account_sealed" text;--> statement-breakpoint
ALTER TABLE "mdm_push_certificates" ADD COLUMN "private_key_sealed" text;--> statement-breakpoint
ALTER TABLE "mdm_android_devices" ADD CONSTRAINT "mdm_android_devices_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_android_devices" ADD CONSTRAINT "mdm_android_devices_connection_id_mdm_android_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mdm_android_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_android_devices" ADD CONSTRAINT "mdm_android_devices_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_apple_devices" ADD CONSTRAINT "mdm_apple_devices_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_apple_devices" ADD CONSTRAINT "mdm_apple_devices_enrollment_id_mdm_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."mdm_enrollments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_apple_devices" ADD CONSTRAINT "mdm_apple_devices_push_certificate_id_mdm_push_certificates_id_fk" FOREIGN KEY ("push_certificate_id") REFERENCES "public"."mdm_push_certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_apple_devices" ADD CONSTRAINT "mdm_apple_devices_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_commands" ADD CONSTRAINT "mdm_commands_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_commands" ADD CONSTRAINT "mdm_commands_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_android_devices_name_unique" ON "mdm_android_devices" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mdm_android_devices_node_idx" ON "mdm_android_devices" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_apple_devices_udid_unique" ON "mdm_apple_devices" USING btree ("udid");--> statement-breakpoint
CREATE INDEX "mdm_apple_devices_node_idx" ON "mdm_apple_devices" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_commands_uuid_unique" ON "mdm_commands" USING btree ("command_uuid");--> statement-breakpoint
CREATE INDEX "mdm_commands_node_status_idx" ON "mdm_commands" USING btree ("node_id","status");