-- The table of work for the agents is "device_jobs" (the server's own queue is "background_jobs").
ALTER TABLE "jobs" RENAME TO "device_jobs";--> statement-breakpoint
ALTER SEQUENCE "jobs_id_seq" RENAME TO "device_jobs_id_seq";--> statement-breakpoint
ALTER TABLE "device_jobs" RENAME CONSTRAINT "jobs_pkey" TO "device_jobs_pkey";--> statement-breakpoint
ALTER TABLE "device_jobs" RENAME CONSTRAINT "jobs_division_id_divisions_id_fk" TO "device_jobs_division_id_divisions_id_fk";--> statement-breakpoint
ALTER TABLE "device_jobs" RENAME CONSTRAINT "jobs_client_id_organizations_id_fk" TO "device_jobs_client_id_organizations_id_fk";--> statement-breakpoint
ALTER TABLE "device_jobs" RENAME CONSTRAINT "jobs_node_id_nodes_id_fk" TO "device_jobs_node_id_nodes_id_fk";--> statement-breakpoint
ALTER INDEX "jobs_client_status_idx" RENAME TO "device_jobs_client_status_idx";--> statement-breakpoint
-- Files still waiting for their malware scan get a scan job (the scan moved onto the job system).
INSERT INTO "background_jobs" ("kind", "payload", "division_id", "created_by", "singleton_key", "max_attempts")
SELECT 'scripting.malware-scan', jsonb_build_object('attachmentId', "id"), "division_id", "uploaded_by",
  'scripting.malware-scan:' || "id", 3
FROM "script_attachments" WHERE "scan_status" = 'PROCESSING';
