/**
 * Backup plan passwords (002 §3): each password field of a plan item is sealed at rest in
 * `backup_secrets` (the server's secret box) and stripped from the policy content; answers carry
 * {@link BACKUP_PASSWORD_MASK} where a password is stored. A masked value sent back keeps it.
 */
import { BACKUP_PASSWORD_MASK, type BackupPlans } from '@console/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupSecrets } from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';

type Item = Record<string, unknown>;

/** A password field and its confirmation, per plan collection, and the key field of its items. */
const SECRET_FIELDS = {
  jobs: {
    key: 'id',
    pairs: [
      ['networkPassword', 'networkPasswordConfirm'],
      ['password', 'passwordConfirm'],
    ],
  },
  managedFolders: {
    key: 'id',
    pairs: [
      ['folderCredentialsPassword', 'folderCredentialsPasswordConfirm'],
      ['imagePassword', 'imagePasswordConfirm'],
    ],
  },
  ftpLocations: { key: 'locationId', pairs: [['password', 'passwordConfirm']] },
} as const;
const AGENT_PAIR = ['password', 'passwordConfirm'] as const;

/** Every password slot of a plan: its storage key, the item and its two field names. */
function* slots(plans: BackupPlans): Generator<{ key: string; item: Item; field: string; confirm: string }> {
  for (const [collection, spec] of Object.entries(SECRET_FIELDS)) {
    for (const item of plans[collection as keyof typeof SECRET_FIELDS] as Item[]) {
      for (const [field, confirm] of spec.pairs) {
        yield { key: `${collection}/${String(item[spec.key])}/${field}`, item, field, confirm };
      }
    }
  }
  if (plans.agentSettings) {
    const [field, confirm] = AGENT_PAIR;
    yield { key: `agentSettings/${field}`, item: plans.agentSettings as Item, field, confirm };
  }
}

/** The sealed passwords of a policy's plans, by key. */
export async function loadSealed(db: Db, policyId: number): Promise<Map<string, string>> {
  const rows = await db.select().from(backupSecrets).where(eq(backupSecrets.policyId, policyId));
  return new Map(rows.map((row) => [row.secretKey, row.sealed]));
}

/** Plans as answered: password and confirmation masked where one is stored, empty otherwise. */
export function maskPlans(plans: BackupPlans, sealed: ReadonlyMap<string, string>): BackupPlans {
  const copy = structuredClone(plans);
  for (const slot of slots(copy)) {
    const value = sealed.has(slot.key) ? BACKUP_PASSWORD_MASK : '';
    slot.item[slot.field] = value;
    slot.item[slot.confirm] = value;
  }
  return copy;
}

/**
 * Replaces masked passwords (and their confirmations) with the stored ones, in place, so the rules
 * check the real values; a mask with nothing stored becomes empty.
 */
export function unmaskPlans(plans: BackupPlans, sealed: ReadonlyMap<string, string>, box: SecretBox): void {
  for (const slot of slots(plans)) {
    const stored = sealed.get(slot.key);
    const open = stored === undefined ? '' : safeDecrypt(box, stored);
    if (slot.item[slot.field] === BACKUP_PASSWORD_MASK) slot.item[slot.field] = open;
    if (slot.item[slot.confirm] === BACKUP_PASSWORD_MASK) slot.item[slot.confirm] = open;
  }
}

function safeDecrypt(box: SecretBox, sealed: string): string {
  try {
    return box.decrypt(sealed);
  } catch {
    return '';
  }
}

/**
 * Seals the plans' passwords into `backup_secrets` (replacing the policy's previous ones) and
 * answers the plans with every password field emptied: what the policy content stores.
 */
export async function storeSecrets(
  db: Db,
  policyId: number,
  plans: BackupPlans,
  box: SecretBox,
): Promise<BackupPlans> {
  const stripped = structuredClone(plans);
  const rows: { policyId: number; secretKey: string; sealed: string }[] = [];
  for (const slot of slots(stripped)) {
    const value = slot.item[slot.field];
    if (typeof value === 'string' && value !== '') {
      rows.push({ policyId, secretKey: slot.key, sealed: box.encrypt(value) });
    }
    slot.item[slot.field] = '';
    slot.item[slot.confirm] = '';
  }
  await db.delete(backupSecrets).where(eq(backupSecrets.policyId, policyId));
  if (rows.length > 0) await db.insert(backupSecrets).values(rows);
  return stripped;
}
