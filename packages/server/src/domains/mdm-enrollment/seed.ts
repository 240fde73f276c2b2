/**
 * Demo seed of mobile enrollment: the MSP division's MDM apps enabled (Apple and Android), one
 * Android Enterprise connection and one push certificate (a public demo certificate, valid until
 * 2036), so "Add a mobile device" works on first start.
 */
import { DIVISION_CONFIG } from '@console/core';
import * as t from '../../db/schema';
import { defineSeedStep, need, type SeedContext } from '../../seed/context';
import { DEMO_PUSH_CERTIFICATE } from './demo-certificate';
import { readPushCertificate } from './settings';

async function seedMobileEnrollment(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const msp = need(ctx, 'msp');
  await db.insert(t.divisionConfig).values([
    { divisionId: msp.id, name: DIVISION_CONFIG.mdmAppleApp, enabled: true },
    { divisionId: msp.id, name: DIVISION_CONFIG.mdmAndroidApp, enabled: true },
  ]);
  await db
    .insert(t.mdmAndroidConnections)
    .values({ divisionId: msp.id, name: 'Demo Android Enterprise', enterpriseId: 'LC03demo7x' });
  const certificate = readPushCertificate(DEMO_PUSH_CERTIFICATE);
  await db.insert(t.mdmPushCertificates).values({
    divisionId: msp.id,
    name: 'Demo APNs certificate',
    topic: certificate.topic,
    certificate: certificate.pem,
    expiresAt: certificate.expiresAt,
  });
}

/** The mobile enrollment seed step (after the accounts). */
export const mdmEnrollmentSeed = defineSeedStep({
  name: 'mdm-enrollment.connections',
  order: 25,
  run: seedMobileEnrollment,
});
