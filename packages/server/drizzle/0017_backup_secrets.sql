CREATE TABLE "backup_secrets" (
	"policy_id" integer NOT NULL,
	"secret_key" text NOT NULL,
	"sealed" text NOT NULL,
	CONSTRAINT "backup_secrets_policy_id_secret_key_pk" PRIMARY KEY("policy_id","secret_key")
);
--> statement-breakpoint
ALTER TABLE "backup_secrets" ADD CONSTRAINT "backup_secrets_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;