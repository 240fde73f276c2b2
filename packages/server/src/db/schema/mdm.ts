/**
 * MDM devices and commands (docs/mdm.md): Apple devices that checked in over the MDM protocol
 * (their push token and PushMagic), Android devices of an Android Management enterprise, and the
 * commands (security actions) sent to either, with the state the device or the API reported.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { divisionRef } from './division';
import { mdmAndroidConnections, mdmEnrollments, mdmPushCertificates } from './mdm-enrollment';
import { nodes } from './nodes';

/**
 * An Apple device enrolled over the MDM check-in protocol. The row is written on `Authenticate`
 * (no node yet) and gets its node on the first `TokenUpdate`; `CheckOut` sets `checkedOutAt`.
 */
export const mdmAppleDevices = pgTable(
  'mdm_apple_devices',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    /** The device's UDID (or the Mac's provisioning UDID). */
    udid: text('udid').notNull(),
    enrollmentId: integer('enrollment_id').references(() => mdmEnrollments.id, { onDelete: 'set null' }),
    pushCertificateId: integer('push_certificate_id').references(() => mdmPushCertificates.id, {
      onDelete: 'set null',
    }),
    nodeId: integer('node_id').references(() => nodes.id, { onDelete: 'cascade' }),
    /** The APNs topic the device registered for. */
    topic: text('topic').notNull(),
    /** The APNs device token (hex), from TokenUpdate. */
    pushToken: text('push_token'),
    pushMagic: text('push_magic'),
    /** The UnlockToken (ClearPasscode needs it), encrypted with the server's secret key. */
    unlockTokenSealed: text('unlock_token_sealed'),
    /** What Authenticate reported: model, product, serial number, OS version, device name. */
    info: jsonb('info').$type<Record<string, string>>().notNull().default({}),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mdm_apple_devices_udid_unique').on(t.udid),
    index('mdm_apple_devices_node_idx').on(t.nodeId),
  ],
);

/** An Android device of an Android Management enterprise (`enterprises/{e}/devices/{d}`). */
export const mdmAndroidDevices = pgTable(
  'mdm_android_devices',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => mdmAndroidConnections.id, { onDelete: 'cascade' }),
    /** The API resource name. */
    name: text('name').notNull(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mdm_android_devices_name_unique').on(t.name),
    index('mdm_android_devices_node_idx').on(t.nodeId),
  ],
);

/** The states of an MDM command. */
export type MdmCommandStatus = 'QUEUED' | 'SENT' | 'ACKNOWLEDGED' | 'ERROR' | 'NOT_NOW';

/**
 * A command sent to a device through its MDM: Apple commands wait in the queue until the device
 * polls (QUEUED → SENT → ACKNOWLEDGED / ERROR / NOT_NOW); Android commands go to the API at once.
 * The command's body may carry a PIN or a passcode: it is kept encrypted.
 */
export const mdmCommands = pgTable(
  'mdm_commands',
  {
    id: serial('id').primaryKey(),
    divisionId: divisionRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => nodes.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<'APPLE' | 'ANDROID'>().notNull(),
    /** The security action it was sent for (LOCK_DEVICE ...). */
    action: text('action').notNull(),
    /** Apple: the CommandUUID. Android: the operation's name once known. */
    commandUuid: text('command_uuid').notNull(),
    /** Apple RequestType (DeviceLock ...) or Android command type / API call. */
    requestType: text('request_type').notNull(),
    /** The command body, encrypted with the server's secret key. */
    bodySealed: text('body_sealed').notNull(),
    status: text('status').$type<MdmCommandStatus>().notNull(),
    errorMessage: text('error_message'),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mdm_commands_uuid_unique').on(t.commandUuid),
    index('mdm_commands_node_status_idx').on(t.nodeId, t.status),
  ],
);
