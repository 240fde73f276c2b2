/** The mobile enrollment domain module (shape: ../module.ts). */
import { defineDomain } from '../module';
import { registerMdmEnrollmentRoutes } from './routes';
import { mdmEnrollmentSeed } from './seed';

/** Mobile enrollment: MDM connections, QR codes, the Apple profile, email and SMS delivery. */
export const mdmEnrollmentDomain = defineDomain({
  name: 'mdm-enrollment',
  routes: (app, options) => registerMdmEnrollmentRoutes(app, options),
  seed: [mdmEnrollmentSeed],
});
