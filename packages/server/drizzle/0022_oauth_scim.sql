CREATE TABLE "oauth_access_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"api_key_id" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" uuid NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"metadata_url" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"scim_enabled" boolean DEFAULT false NOT NULL,
	"scim_token_hash" text,
	"scim_token_created_at" timestamp with time zone,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"skip_login_mfa" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_providers_uid_unique" UNIQUE("uid"),
	CONSTRAINT "identity_providers_scim_token_hash_unique" UNIQUE("scim_token_hash")
);
--> statement-breakpoint
CREATE TABLE "scim_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text,
	"user_name" text NOT NULL,
	"user_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "oauth_access_tokens" ADD CONSTRAINT "oauth_access_tokens_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_providers" ADD CONSTRAINT "identity_providers_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_provider_id_identity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scim_users" ADD CONSTRAINT "scim_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_key_idx" ON "oauth_access_tokens" USING btree ("api_key_id");--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_expiry_idx" ON "oauth_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_providers_name_unique" ON "identity_providers" USING btree ("division_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_user_name_unique" ON "scim_users" USING btree ("provider_id",lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scim_users_user_unique" ON "scim_users" USING btree ("provider_id","user_id");--> statement-breakpoint
CREATE INDEX "scim_users_user_idx" ON "scim_users" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;