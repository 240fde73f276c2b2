/** The LISTEN/NOTIFY channel every server process listens on. */
export const REALTIME_CHANNEL = 'console_events';

/**
 * Who may receive an event: the device or organization it concerns. The hub checks each
 * subscriber with the permission module before sending.
 */
export interface EventScope {
  clientId?: number | null | undefined;
  nodeId?: number | undefined;
  nodeClass?: string | undefined;
  nodeRoleId?: number | null | undefined;
  policyId?: number | undefined;
  /** Only this user (e.g. their own announcements); required on topics of scope `user`. */
  userId?: number | undefined;
  /** An automation of these script categories: only users who may read it (`canReadScripts`). */
  scriptCategoriesIds?: number[] | undefined;
}

/** A validated event: its topic key (`device.7`), data and delivery scope. */
export interface RealtimeEvent {
  topic: string;
  data: unknown;
  scope?: EventScope | undefined;
}

/** What travels through NOTIFY (kept small: PostgreSQL limits payloads to 8000 bytes). */
export interface RealtimeEnvelope extends RealtimeEvent {
  divisionId: number;
  /** Internal control messages: end the sockets of these sessions. */
  endSessions?: string[];
}
