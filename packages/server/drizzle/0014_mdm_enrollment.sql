CREATE TABLE "directory_discovery_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"object_guid" text NOT NULL,
	"name" text NOT NULL,
	"dns_host_name" text,
	"operating_system" text,
	"is_server" boolean DEFAULT false NOT NULL,
	"distinguished_name" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"location_id" integer,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_discovery_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"name" text,
	"job_type" text NOT NULL,
	"run_once" boolean DEFAULT false NOT NULL,
	"domain_controller_id" integer NOT NULL,
	"ou_path" text NOT NULL,
	"recursive" boolean DEFAULT false NOT NULL,
	"schedule" jsonb,
	"deployment" jsonb NOT NULL,
	"credential_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_discovery_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"credential_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdm_android_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mdm_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"enrollment_token_id" integer NOT NULL,
	"platform" text NOT NULL,
	"key" text NOT NULL,
	"connection_id" integer,
	"push_certificate_id" integer,
	"usage_type" text,
	"token_sealed" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mdm_enrollments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "mdm_push_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"topic" text NOT NULL,
	"certificate" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_discovery_candidates" ADD CONSTRAINT "directory_discovery_candidates_job_id_directory_discovery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."directory_discovery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_candidates" ADD CONSTRAINT "directory_discovery_candidates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_jobs" ADD CONSTRAINT "directory_discovery_jobs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_jobs" ADD CONSTRAINT "directory_discovery_jobs_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_jobs" ADD CONSTRAINT "directory_discovery_jobs_domain_controller_id_nodes_id_fk" FOREIGN KEY ("domain_controller_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_jobs" ADD CONSTRAINT "directory_discovery_jobs_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_jobs" ADD CONSTRAINT "directory_discovery_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_settings" ADD CONSTRAINT "directory_discovery_settings_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_discovery_settings" ADD CONSTRAINT "directory_discovery_settings_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_android_connections" ADD CONSTRAINT "mdm_android_connections_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrollments" ADD CONSTRAINT "mdm_enrollments_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrollments" ADD CONSTRAINT "mdm_enrollments_enrollment_token_id_enrollment_tokens_id_fk" FOREIGN KEY ("enrollment_token_id") REFERENCES "public"."enrollment_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrollments" ADD CONSTRAINT "mdm_enrollments_connection_id_mdm_android_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."mdm_android_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrollments" ADD CONSTRAINT "mdm_enrollments_push_certificate_id_mdm_push_certificates_id_fk" FOREIGN KEY ("push_certificate_id") REFERENCES "public"."mdm_push_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_enrollments" ADD CONSTRAINT "mdm_enrollments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mdm_push_certificates" ADD CONSTRAINT "mdm_push_certificates_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_discovery_candidates_job_guid_idx" ON "directory_discovery_candidates" USING btree ("job_id","object_guid");--> statement-breakpoint
CREATE INDEX "directory_discovery_jobs_client_idx" ON "directory_discovery_jobs" USING btree ("division_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mdm_android_connections_enterprise_unique" ON "mdm_android_connections" USING btree ("division_id","enterprise_id");--> statement-breakpoint
CREATE INDEX "mdm_enrollments_token_idx" ON "mdm_enrollments" USING btree ("enrollment_token_id");--> statement-breakpoint
CREATE INDEX "mdm_push_certificates_division_idx" ON "mdm_push_certificates" USING btree ("division_id");