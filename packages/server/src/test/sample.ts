/** The shape of one route's sample request (see ./samples.ts), apart so sample builders share it. */

/** A valid request for one route; `badQuery` must fail the route's query schema. */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  badQuery?: Record<string, string>;
  /** Who lacks the permission: a technician without any grant (default), or the end user. */
  as?: 'nobody' | 'enduser';
}
