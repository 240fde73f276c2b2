/** The automation library: script categories, scripts (automations) and their files. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';
import { users } from './users';

/** Script categories (002 §3). */
export const scriptCategories = pgTable(
  'script_categories',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    name: text('name').notNull(),
    internal: boolean('internal').notNull().default(false),
  },
  (t) => [uniqueIndex('script_categories_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** Automations (scripts) of the library (001 §3, 002 §3). */
export const scripts = pgTable(
  'scripts',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    uid: text('uid'),
    name: text('name').notNull(),
    customName: text('custom_name'),
    description: text('description'),
    language: text('language').notNull(),
    deviceType: text('device_type'),
    operatingSystems: text('operating_systems').array().notNull().default(sql`'{}'::text[]`),
    architecture: text('architecture').array().notNull().default(sql`'{}'::text[]`),
    categoriesIds: integer('categories_ids').array().notNull().default(sql`'{}'::integer[]`),
    code: text('code'),
    parameters: text('parameters'),
    scriptParameters: jsonb('script_parameters').$type<string[]>().notNull().default([]),
    scriptVariables: jsonb('script_variables').$type<unknown[]>().notNull().default([]),
    useFirstParametersOptionAsDefault: boolean('use_first_parameters_option_as_default')
      .notNull()
      .default(false),
    defaultRunAs: text('default_run_as'),
    binaryInstallSettings: jsonb('binary_install_settings').$type<Record<string, unknown> | null>(),
    binaryRunSettings: jsonb('binary_run_settings').$type<Record<string, unknown> | null>(),
    fileTransferSettings: jsonb('file_transfer_settings').$type<Record<string, unknown> | null>(),
    createdBy: text('created_by'),
    lastUpdatedBy: text('last_updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scripts_division_idx').on(t.divisionId),
    uniqueIndex('scripts_uid_unique').on(t.divisionId, t.uid),
    // 001 §5: install and file transfer names are unique per language (trimmed, any case).
    uniqueIndex('scripts_app_name_unique')
      .on(t.divisionId, t.language, sql`lower(btrim(${t.name}))`)
      .where(sql`${t.language} IN ('binary_install', 'file_transfer')`),
  ],
);

/**
 * Files of automations (001 §3 Attachment): uploads (stored under the attachments folder as
 * `resourceId`) and files fetched from a URL, with their malware scan (PROCESSING until the scan
 * ends, then SUCCESS, INFECTED or FAILED). `scriptId` is set when an automation saves it; copies
 * of a file transfer share the stored resource. Unclaimed rows are swept after a day.
 */
export const scriptAttachments = pgTable(
  'script_attachments',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    scriptId: integer('script_id').references(() => scripts.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<'INSTALLER' | 'HELPER' | 'ICON' | 'FILE_TRANSFER'>().notNull(),
    /** The stored file; null until a URL source is fetched (or for a URL kept as a reference). */
    resourceId: text('resource_id'),
    /** The source URL of an attachment created from a URL. */
    url: text('url'),
    fileName: text('file_name').notNull().default(''),
    extension: text('extension').notNull().default(''),
    mimeType: text('mime_type').notNull().default('application/octet-stream'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    /** Registered (POST /scripting/attachments) or created from a URL: it may be saved in an automation. */
    registered: boolean('registered').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    scanStatus: text('scan_status')
      .$type<'PROCESSING' | 'SUCCESS' | 'INFECTED' | 'FAILED'>()
      .notNull()
      .default('PROCESSING'),
    /** Why the scan said INFECTED or FAILED (a signature or an error), never shown as is. */
    scanDetail: text('scan_detail'),
    scanStartedAt: timestamp('scan_started_at', { withTimezone: true }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('script_attachments_script_idx').on(t.scriptId),
    index('script_attachments_resource_idx').on(t.resourceId),
    index('script_attachments_processing_idx').on(t.id).where(sql`${t.scanStatus} = 'PROCESSING'`),
  ],
);
