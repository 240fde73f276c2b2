/**
 * Routes whose remaining segments carry secrets or ids that must not reach an error report (000
 * §8): account activation and password reset (their tokens), the new-ticket route (form and
 * ticket ids), and the client-app editor (API client ids). Matched case-insensitively, segment by
 * segment, at the start of the route. The spec names the routes but not their paths; these are
 * the reference console's paths and common aliases.
 * @example MASKED_ROUTE_PREFIXES.some((p) => p[0] === 'resetPassword') // true
 */
export const MASKED_ROUTE_PREFIXES: readonly (readonly string[])[] = [
  ['activate'],
  ['activation'],
  ['accountActivation'],
  ['resetPassword'],
  ['reset-password'],
  ['passwordReset'],
  ['ticketing', 'ticket', 'new'],
  ['ticketing', 'newTicket'],
  ['newTicket'],
  ['editor', 'clientApp'],
  ['editor', 'clientApplication'],
  ['administration', 'apps', 'api', 'client'],
];

/**
 * The placeholder that replaces a masked segment or query value.
 * @example maskRouteName('#/activate/abc') // `#/activate/${MASK}`
 */
export const MASK = ':id';

/**
 * Masks ids in a route name before it goes into an error report: for the activation,
 * password-reset, new-ticket and client-app editor routes every segment after the route's prefix
 * and every query value become `:id`. Other routes come back unchanged.
 * @example maskRouteName('#/resetPassword/8f2c9a') // '#/resetPassword/:id'
 * @example maskRouteName('/ticketing/ticket/new/12?formId=4') // '/ticketing/ticket/new/:id?formId=:id'
 * @example maskRouteName('#/deviceDashboard/12/overview') // unchanged
 */
export function maskRouteName(route: string): string {
  const match = /^(#?\/?)([^?#]*)(\?[^#]*)?(#.*)?$/.exec(route);
  if (!match) return route;
  const [, lead = '', pathPart = '', query = '', fragment = ''] = match;
  const segments = pathPart.split('/');
  const prefix = MASKED_ROUTE_PREFIXES.find(
    (candidate) =>
      candidate.length <= segments.length &&
      candidate.every((segment, index) => segments[index]?.toLowerCase() === segment.toLowerCase()),
  );
  if (!prefix) return route;
  const masked = segments.map((segment, index) => (index < prefix.length || segment === '' ? segment : MASK));
  const maskedQuery = query.replace(/([?&][^=&]+)=[^&]*/g, `$1=${MASK}`);
  return `${lead}${masked.join('/')}${maskedQuery}${fragment ? '#:id' : ''}`;
}
