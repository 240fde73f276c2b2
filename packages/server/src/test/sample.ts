/** The shape of one route's sample request (see ./samples.ts), apart so sample builders share it. */

/** A valid request for one route; `badQuery` must fail the route's query schema. */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  badQuery?: Record<string, string>;
  /** Who lacks the permission: a technician without any grant (default), or the end user. */
  as?: 'nobody' | 'enduser';
  /**
   * Rule answers a system administrator's valid call may also get besides 200, 204 and 422 (the
   * terminal's 409 DEVICE_OFFLINE when no agent runs in the test).
   */
  accepts?: number[];
  /**
   * Headers every call of the route sends: the credential of a route whose caller is not a
   * session (a SCIM client's `authorization: Bearer`, sso-samples.ts).
   */
  headers?: Record<string, string>;
}
