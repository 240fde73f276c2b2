CREATE TABLE "announcement_dismissals" (
	"announcement_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer,
	"message" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "backup_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer,
	"node_id" integer,
	"name" text NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer,
	"name" text NOT NULL,
	"credential_type" text NOT NULL,
	"username" text,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "division_config" (
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "division_config_division_id_name_pk" PRIMARY KEY("division_id","name")
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"company_name" text NOT NULL,
	"is_trial_license" boolean DEFAULT false NOT NULL,
	"license_expiration" timestamp with time zone,
	"account_created" timestamp with time zone DEFAULT now() NOT NULL,
	"cloud_edition" boolean DEFAULT false NOT NULL,
	"product_name" text DEFAULT 'Console' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sales_contact_name" text DEFAULT '' NOT NULL,
	"sales_contact_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "feature_flags_division_id_name_pk" PRIMARY KEY("division_id","name")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"node_id" integer,
	"job_type" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"user_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"sysadmin" boolean DEFAULT false NOT NULL,
	"role_id" integer,
	"client_id" integer,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_division_id_pk" PRIMARY KEY("user_id","division_id")
);
--> statement-breakpoint
CREATE TABLE "node_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"parent_id" integer,
	"node_class" text,
	"icon" text,
	"system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"node_class" text NOT NULL,
	"node_type" text NOT NULL,
	"node_role_id" integer NOT NULL,
	"policy_id" integer,
	"name" text NOT NULL,
	"system_name" text,
	"friendly_name" text,
	"dns_name" text,
	"netbios_name" text,
	"serial_number" text,
	"bios_serial_number" text,
	"service_tag" text,
	"last_logged_in_user" text,
	"public_ip" text,
	"ip_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"mac_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"assigned_user_uid" uuid,
	"parent_node_id" integer,
	"delegate_node_id" integer,
	"is_vm_monitor_delegate" boolean DEFAULT false NOT NULL,
	"is_up" boolean DEFAULT true NOT NULL,
	"health_status" text DEFAULT 'UNKNOWN' NOT NULL,
	"approval_status" text DEFAULT 'APPROVED' NOT NULL,
	"maintenance" jsonb,
	"warranty_start_date" date,
	"warranty_end_date" date,
	"last_contact" timestamp with time zone,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"node_approval_mode" text DEFAULT 'AUTOMATIC' NOT NULL,
	"delete_backup_data_permanently" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"node_class" text NOT NULL,
	"node_role_id" integer,
	"node_class_default" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"parent_policy_id" integer,
	"antivirus_product_code" text,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "script_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"internal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"uid" text,
	"name" text NOT NULL,
	"custom_name" text,
	"description" text,
	"language" text NOT NULL,
	"device_type" text,
	"operating_systems" text[] DEFAULT '{}'::text[] NOT NULL,
	"architecture" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"code" text,
	"parameters" text,
	"script_parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_first_parameters_option_as_default" boolean DEFAULT false NOT NULL,
	"default_run_as" text,
	"binary_install_settings" jsonb,
	"binary_run_settings" jsonb,
	"file_transfer_settings" jsonb,
	"created_by" text,
	"last_updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "ticket_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"node_id" integer,
	"subject" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_call_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"role_type" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"mfa_secret" text,
	"ninja_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_data" ADD CONSTRAINT "backup_data_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_data" ADD CONSTRAINT "backup_data_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_data" ADD CONSTRAINT "backup_data_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_config" ADD CONSTRAINT "division_config_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_role_id_user_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."user_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_roles" ADD CONSTRAINT "node_roles_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_roles" ADD CONSTRAINT "node_roles_parent_id_node_roles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."node_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_node_role_id_node_roles_id_fk" FOREIGN KEY ("node_role_id") REFERENCES "public"."node_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_parent_node_id_nodes_id_fk" FOREIGN KEY ("parent_node_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_delegate_node_id_nodes_id_fk" FOREIGN KEY ("delegate_node_id") REFERENCES "public"."nodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_node_role_id_node_roles_id_fk" FOREIGN KEY ("node_role_id") REFERENCES "public"."node_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_parent_policy_id_policies_id_fk" FOREIGN KEY ("parent_policy_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "script_categories" ADD CONSTRAINT "script_categories_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scripts" ADD CONSTRAINT "scripts_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_templates" ADD CONSTRAINT "ticket_templates_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_client_id_organizations_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_call_requests" ADD CONSTRAINT "trial_call_requests_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_call_requests" ADD CONSTRAINT "trial_call_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_name_unique" ON "api_keys" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE INDEX "backup_data_client_idx" ON "backup_data" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "backup_data_node_idx" ON "backup_data" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "credentials_division_idx" ON "credentials" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "jobs_client_status_idx" ON "jobs" USING btree ("client_id","status");--> statement-breakpoint
CREATE INDEX "locations_client_idx" ON "locations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "memberships_division_idx" ON "memberships" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "memberships_role_idx" ON "memberships" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "node_roles_division_idx" ON "node_roles" USING btree ("division_id");--> statement-breakpoint
CREATE INDEX "nodes_division_client_idx" ON "nodes" USING btree ("division_id","client_id");--> statement-breakpoint
CREATE INDEX "nodes_division_class_idx" ON "nodes" USING btree ("division_id","node_class");--> statement-breakpoint
CREATE INDEX "nodes_role_idx" ON "nodes" USING btree ("node_role_id");--> statement-breakpoint
CREATE INDEX "nodes_location_idx" ON "nodes" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "nodes_policy_idx" ON "nodes" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "nodes_delegate_idx" ON "nodes" USING btree ("delegate_node_id");--> statement-breakpoint
CREATE INDEX "nodes_division_name_idx" ON "nodes" USING btree ("division_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_unique" ON "organizations" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "policies_name_unique" ON "policies" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "script_categories_name_unique" ON "script_categories" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE INDEX "scripts_division_idx" ON "scripts" USING btree ("division_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scripts_uid_unique" ON "scripts" USING btree ("division_id","uid");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_templates_name_unique" ON "ticket_templates" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tickets_client_idx" ON "tickets" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_name_unique" ON "user_roles" USING btree ("division_id","role_type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");