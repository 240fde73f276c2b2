/** Divisions (accounts, 000 §3.1) with their feature flags and configuration. */
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Accounts (divisions): tenants of the console, with trial and branding data (000 §3.1). */
/** The division a row belongs to: not null, removed with its division. */
export function divisionRef() {
  return integer('division_id')
    .notNull()
    .references(() => divisions.id, { onDelete: 'cascade' });
}

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
    divisionId: divisionRef(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.name] })],
);

/** Division configuration entries (000 §3.10): name and enabled. */
export const divisionConfig = pgTable(
  'division_config',
  {
    divisionId: divisionRef(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.divisionId, t.name] })],
);
