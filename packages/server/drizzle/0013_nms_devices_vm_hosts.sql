CREATE TABLE "nms_devices" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"monitor_by" text NOT NULL,
	"address" text NOT NULL,
	"snmp_port" integer DEFAULT 161 NOT NULL,
	"snmp_version" text NOT NULL,
	"credential_id" integer,
	"sys_descr" text,
	"sys_object_id" text,
	"sys_location" text,
	"sys_contact" text,
	"last_polled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vm_hosts" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"delegate_node_id" integer NOT NULL,
	"hostname" text NOT NULL,
	"api_port" integer,
	"credential_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nms_devices" ADD CONSTRAINT "nms_devices_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nms_devices" ADD CONSTRAINT "nms_devices_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_hosts" ADD CONSTRAINT "vm_hosts_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_hosts" ADD CONSTRAINT "vm_hosts_delegate_node_id_nodes_id_fk" FOREIGN KEY ("delegate_node_id") REFERENCES "public"."nodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vm_hosts" ADD CONSTRAINT "vm_hosts_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nms_devices_credential_idx" ON "nms_devices" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vm_hosts_delegate_host_unique" ON "vm_hosts" USING btree ("delegate_node_id","type",lower("hostname"));--> statement-breakpoint
CREATE INDEX "vm_hosts_credential_idx" ON "vm_hosts" USING btree ("credential_id");