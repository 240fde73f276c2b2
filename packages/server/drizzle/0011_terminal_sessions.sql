CREATE TABLE "terminal_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"target_node_id" integer,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"terminal_type" text NOT NULL,
	"shell" text NOT NULL,
	"cli_level" integer DEFAULT 0 NOT NULL,
	"protocol" text,
	"width" integer,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"connected_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "terminal_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_target_node_id_nodes_id_fk" FOREIGN KEY ("target_node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sessions" ADD CONSTRAINT "terminal_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminal_sessions_node_idx" ON "terminal_sessions" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "terminal_sessions_user_idx" ON "terminal_sessions" USING btree ("user_id");