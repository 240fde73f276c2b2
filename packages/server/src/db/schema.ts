/**
 * The database schema (Drizzle). One schema for PGlite and PostgreSQL; migrations in `drizzle/` are
 * generated from it with `pnpm db:generate` and applied at start-up.
 */
import type { Permission } from '@console/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Accounts (divisions): tenants of the console, with trial and branding data (000 §3.1). */
export const divisions = pgTable('divisions', {
  id: serial('id').primaryKey(),
  uid: uuid('uid').notNull().unique(),
  companyName: text('company_name').notNull(),
  isTrialLicense: boolean('is_trial_license').notNull().default(false),
  licenseExpiration: timestamp('license_expiration', { withTimezone: true }),
  accountCreated: timestamp('account_created', { withTimezone: true }).notNull().defaultNow(),
  cloudEdition: boolean('cloud_edition').notNull().default(false),
  productName: text('product_name').notNull().default('Console'),
  settings: jsonb('settings').$type<Record<string, boolean>>().notNull().default({}),
  salesContactName: text('sales_contact_name').notNull().default(''),
  salesContactEmail: text('sales_contact_email').notNull().default(''),
  createdAt: createdAt(),
});

/** Feature flags switched per division. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.name] })],
);

/** Division configuration entries (000 §3.10): name and enabled. */
export const divisionConfig = pgTable(
  'division_config',
  {
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.name] })],
);

/** People who sign in. One identity may belong to several divisions (memberships). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** scrypt hash (`scrypt$N$r$p$salt$hash`); null: cannot sign in with a password. */
    passwordHash: text('password_hash'),
    /** TOTP secret, encrypted at rest; null: no MFA. */
    mfaSecret: text('mfa_secret'),
    ninjaAdmin: boolean('ninja_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Technician and end-user roles: named permission sets (002 §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    roleType: text('role_type').$type<'TECHNICIAN' | 'END_USER'>().notNull(),
    permissions: jsonb('permissions').$type<Permission[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_name_unique').on(t.divisionId, t.roleType, sql`lower(${t.name})`)],
);

/** Organizations (clients) of a division. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    nodeApprovalMode: text('node_approval_mode')
      .$type<'AUTOMATIC' | 'MANUAL' | 'REJECT'>()
      .notNull()
      .default('AUTOMATIC'),
    deleteBackupDataPermanently: boolean('delete_backup_data_permanently').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organizations_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** Locations of an organization. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    description: text('description'),
  },
  (t) => [index('locations_client_idx').on(t.clientId)],
);

/** A user's membership of a division: type, sysadmin flag, role and per-account content. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    userType: text('user_type').$type<'TECHNICIAN' | 'END_USER'>().notNull(),
    sysadmin: boolean('sysadmin').notNull().default(false),
    roleId: integer('role_id').references(() => userRoles.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** The division a sign-in lands in. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.divisionId] }),
    index('memberships_division_idx').on(t.divisionId),
    index('memberships_role_idx').on(t.roleId),
  ],
);

/** Signed-in sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Node roles: a tree under the managed and unmanaged roots (000 §3.3). */
export const nodeRoles = pgTable(
  'node_roles',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    parentId: integer('parent_id'),
    nodeClass: text('node_class'),
    icon: text('icon'),
    system: boolean('system').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('node_roles_division_idx').on(t.divisionId),
  ],
);

/** Policies (002 §3). */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    nodeClass: text('node_class').notNull(),
    nodeRoleId: integer('node_role_id').references(() => nodeRoles.id, { onDelete: 'restrict' }),
    nodeClassDefault: boolean('node_class_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    parentPolicyId: integer('parent_policy_id'),
    antivirusProductCode: text('antivirus_product_code'),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentPolicyId], foreignColumns: [t.id] }).onDelete('set null'),
    uniqueIndex('policies_name_unique').on(t.divisionId, sql`lower(${t.name})`),
  ],
);

/**
 * Devices (nodes) of every class, with every match attribute global search needs (001 §3). The
 * trigram index of the search issue goes over these columns.
 */
export const nodes = pgTable(
  'nodes',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    nodeClass: text('node_class').notNull(),
    nodeType: text('node_type').notNull(),
    nodeRoleId: integer('node_role_id')
      .notNull()
      .references(() => nodeRoles.id, { onDelete: 'restrict' }),
    /** An explicit policy; null: the organization's or the class default. */
    policyId: integer('policy_id').references(() => policies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    systemName: text('system_name'),
    friendlyName: text('friendly_name'),
    dnsName: text('dns_name'),
    netbiosName: text('netbios_name'),
    serialNumber: text('serial_number'),
    biosSerialNumber: text('bios_serial_number'),
    serviceTag: text('service_tag'),
    lastLoggedInUser: text('last_logged_in_user'),
    publicIp: text('public_ip'),
    ipAddresses: text('ip_addresses').array().notNull().default(sql`'{}'::text[]`),
    macAddresses: text('mac_addresses').array().notNull().default(sql`'{}'::text[]`),
    assignedUserUid: uuid('assigned_user_uid'),
    parentNodeId: integer('parent_node_id'),
    /** VM hosts: the device that monitors them. */
    delegateNodeId: integer('delegate_node_id'),
    isVmMonitorDelegate: boolean('is_vm_monitor_delegate').notNull().default(false),
    isUp: boolean('is_up').notNull().default(true),
    healthStatus: text('health_status').notNull().default('UNKNOWN'),
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    maintenance: jsonb('maintenance').$type<{
      startTime: number;
      endTime: number | null;
      disabledOptions: string[];
      reasonMessage: string | null;
    } | null>(),
    warrantyStartDate: date('warranty_start_date'),
    warrantyEndDate: date('warranty_end_date'),
    lastContact: timestamp('last_contact', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentNodeId], foreignColumns: [t.id] }).onDelete('set null'),
    foreignKey({ columns: [t.delegateNodeId], foreignColumns: [t.id] }).onDelete('restrict'),
    index('nodes_division_client_idx').on(t.divisionId, t.clientId),
    index('nodes_division_class_idx').on(t.divisionId, t.nodeClass),
    index('nodes_role_idx').on(t.nodeRoleId),
    index('nodes_location_idx').on(t.locationId),
    index('nodes_policy_idx').on(t.policyId),
    index('nodes_delegate_idx').on(t.delegateNodeId),
    index('nodes_division_name_idx').on(t.divisionId, t.name),
  ],
);

/** Backup data sets of devices; kept (detached) when their organization or device is deleted. */
export const backupData = pgTable(
  'backup_data',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'set null' }),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('backup_data_client_idx').on(t.clientId), index('backup_data_node_idx').on(t.nodeId)],
);

/** Tickets (only what the organization delete warning needs for now). */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_client_idx').on(t.clientId)],
);

/** Jobs run on devices (the organization dashboard's running jobs; later the job queue). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'cascade' }),
    jobType: text('job_type').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED'>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_client_status_idx').on(t.clientId, t.status)],
);

/** Announcements (000 §2.14); `divisionId` null: for every division. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Announcements a user dismissed. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** Trial "Request a Call" requests (000 §7.1). */
export const trialCallRequests = pgTable('trial_call_requests', {
  id: serial('id').primaryKey(),
  divisionId: integer('division_id')
    .notNull()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Credentials (002 §3); the secret is encrypted at rest and never returned. */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialType: text('credential_type').notNull(),
    username: text('username'),
    secret: text('secret'),
    createdAt: createdAt(),
  },
  (t) => [index('credentials_division_idx').on(t.divisionId)],
);

/** Script categories (002 §3). */
export const scriptCategories = pgTable(
  'script_categories',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
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
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
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
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
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

/** Server keys, encrypted at rest and never returned (the HMAC key of signed download URLs). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Ticket templates (002 §3); exactly one is the default once any exists. */
export const ticketTemplates = pgTable(
  'ticket_templates',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_templates_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** API key pairs (002 §7 /apikeypair); only a hash of the secret is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

// ── global search (001 §2.1, §3, §7.1) ──────────────────────────────────────

/** Text compared byte-wise (collation "C"), so `LIKE 'prefix%'` walks a plain btree in order. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** Device groups (saved device searches, 002 §6 "Search groups"). */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('device_groups_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** Ticket boards (001 §2.1: /ticketing/board/{id}); one is the division's default. */
export const ticketBoards = pgTable(
  'ticket_boards',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_boards_name_unique').on(t.divisionId, sql`lower(${t.name})`)],
);

/** Knowledge base folders: the system knowledge base (clientId null) or an organization's. */
export const kbFolders = pgTable(
  'kb_folders',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('kb_folders_parent_idx').on(t.parentId),
  ],
);

/** Knowledge base documents (KB_DOCUMENT results). */
export const kbDocuments = pgTable(
  'kb_documents',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => organizations.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id')
      .notNull()
      .references(() => kbFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('kb_documents_folder_idx').on(t.folderId)],
);

/** Documentation checklists of an organization (CHECKLIST results). */
export const checklists = pgTable(
  'checklists',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checklists_client_idx').on(t.clientId)],
);

/** Apps-and-services document templates; `allowMultiple` templates hold several documents. */
export const documentTemplates = pgTable('document_templates', {
  id: serial('id').primaryKey(),
  divisionId: integer('division_id')
    .notNull()
    .references(() => divisions.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  allowMultiple: boolean('allow_multiple').notNull().default(false),
});

/** Apps-and-services documents of an organization (APPS_AND_SERVICES results). */
export const appsDocuments = pgTable(
  'apps_documents',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('apps_documents_client_idx').on(t.clientId)],
);

/**
 * The search index: one row per searchable value (a device's name, MAC address, last logged-in
 * user ...; an organization's name; a user's name and email ...). Kept in step with the source
 * tables by triggers (migration `search_triggers`), so every writer is covered. `norm` is the
 * lower-cased value: a btree on (division, norm) serves exact and prefix matches, a trigram GIN
 * serves "contains" matches, so a search never scans the devices.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    divisionId: integer('division_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The entity's organization (devices, locations, end users, tickets, documents). */
    clientId: integer('client_id'),
    /** Devices and policies: the node class (permission scope, destination). */
    nodeClass: text('node_class'),
    /** Devices: the node role (permission scope). */
    nodeRoleId: integer('node_role_id'),
    /** The match attribute (001 §3): name, macAddress, lastLoggedInUser, email ... */
    attr: text('attr').notNull(),
    value: text('value').notNull(),
    norm: textC('norm').notNull(),
  },
  (t) => [
    index('search_terms_norm_idx').on(t.divisionId, t.norm),
    // No pending list (PGlite has no autovacuum to flush it): every search reads a tidy index.
    index('search_terms_trgm_idx').using('gin', t.norm.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('search_terms_entity_idx').on(t.entityType, t.entityId),
  ],
);

/** Recent searches per user and division (001 §3), newest first, bounded by RECENT_SEARCH_LIMIT. */
export const recentSearches = pgTable(
  'recent_searches',
  {
    id: serial('id').primaryKey(),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The result's id as text (administration entries: their route). */
    entityKey: text('entity_key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    details: jsonb('details').$type<unknown>(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_searches_entry_unique').on(t.divisionId, t.userId, t.type, t.entityKey),
    index('recent_searches_user_idx').on(t.divisionId, t.userId, t.usedAt),
  ],
);
