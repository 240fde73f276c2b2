/**
 * Demo seed of the division domain: the "Demo MSP" trial account and the "Demo Lab" account with
 * their feature flags and configuration, and the announcements.
 */
import { DIVISION_CONFIG, FEATURE_FLAGS } from '@console/core';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { DAY_MS, defineSeedStep, need, type SeedContext } from './context';
import { DEMO_DIVISION_UID, DEMO_LAB_DIVISION_UID } from './users';

async function seedDivisionSettings(
  db: Db,
  divisionId: number,
  flags: readonly string[],
  config: Record<string, boolean>,
) {
  await db.insert(t.featureFlags).values(flags.map((name) => ({ divisionId, name, enabled: true })));
  await db
    .insert(t.divisionConfig)
    .values(Object.entries(config).map(([name, enabled]) => ({ divisionId, name, enabled })));
}

async function seedAccounts(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const day = DAY_MS;
  const [msp, lab] = await db
    .insert(t.divisions)
    .values([
      {
        uid: DEMO_DIVISION_UID,
        companyName: 'Demo MSP',
        isTrialLicense: true,
        licenseExpiration: new Date(now.getTime() + 12 * day),
        accountCreated: new Date(now.getTime() - 18 * day),
        settings: { ticketingEnabled: true },
        salesContactName: 'Jordan Rivera',
        salesContactEmail: 'sales@example.com',
      },
      {
        uid: DEMO_LAB_DIVISION_UID,
        companyName: 'Demo Lab',
        isTrialLicense: false,
        licenseExpiration: null,
        accountCreated: new Date(now.getTime() - 400 * day),
        settings: { ticketingEnabled: false },
        salesContactName: 'Jordan Rivera',
        salesContactEmail: 'sales@example.com',
      },
    ])
    .returning();
  if (!msp || !lab) throw new Error('seed: divisions');

  const F = FEATURE_FLAGS;
  const D = DIVISION_CONFIG;
  await seedDivisionSettings(
    db,
    msp.id,
    [
      F.nmsNetworkDiscovery,
      F.customSnmp,
      F.itAssetManagement,
      F.mdm,
      F.mdmApple,
      F.mdmAndroid,
      F.macMdm,
      F.ninjaPsa,
      F.remoteSupport,
      F.nodeCaching,
      F.dynamicPolicy,
      F.ninjaControl,
      F.splashtop,
    ],
    {
      [D.ninjaControl]: true,
      [D.splashtop]: true,
      [D.teamViewer]: false,
      [D.saasBackup]: false,
      [D.backup]: true,
      [D.nmsAgent]: true,
      [D.itam]: true,
    },
  );
  await seedDivisionSettings(db, lab.id, [F.nmsNetworkDiscovery, F.customSnmp], {
    [D.ninjaControl]: true,
    [D.backup]: false,
    [D.nmsAgent]: true,
  });
  ctx.state.msp = msp;
  ctx.state.lab = lab;
}

async function seedAnnouncements(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const day = DAY_MS;
  const msp = need(ctx, 'msp');
  await db.insert(t.announcements).values([
    {
      divisionId: null,
      message:
        'Welcome to the **demo** account. Explore devices, policies and the [automation library](#/administration/library/scripting/scripts).',
    },
    {
      divisionId: msp.id,
      message: 'Scheduled maintenance of the demo server on *Sunday* between 02:00 and 03:00 UTC.',
      endTime: new Date(now.getTime() + 30 * day),
    },
  ]);
}

/** The two demo accounts with their feature flags and division configuration. */
export const accountsSeed = defineSeedStep({ name: 'division.accounts', order: 10, run: seedAccounts });

/** The announcements: one for every division, one for the demo account. */
export const announcementsSeed = defineSeedStep({
  name: 'division.announcements',
  order: 90,
  run: seedAnnouncements,
});
