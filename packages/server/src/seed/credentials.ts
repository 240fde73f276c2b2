/** Demo seed of credentials (secrets encrypted at rest). */
import * as t from '../db/schema';
import { defineSeedStep, need, type SeedContext } from './context';

async function seedCredentials(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const msp = need(ctx, 'msp');
  const lab = need(ctx, 'lab');
  const orgs = need(ctx, 'organizations');
  const [northwind] = orgs;
  if (!northwind) throw new Error('seed: orgs');
  const secret = (value: Record<string, string>) => ctx.secrets.encrypt(JSON.stringify(value));
  await db.insert(t.credentials).values([
    {
      divisionId: msp.id,
      clientId: northwind.id,
      name: 'Northwind Domain Admin',
      credentialType: 'BASIC',
      username: 'NORTHWIND\\svc-rmm',
      secret: secret({ password: 'Demo-Credential-1' }),
    },
    {
      divisionId: msp.id,
      clientId: northwind.id,
      name: 'ESXi root',
      credentialType: 'BASIC',
      username: 'root',
      secret: secret({ password: 'Demo-Credential-2' }),
    },
    {
      divisionId: msp.id,
      clientId: null,
      name: 'SNMP v2c public',
      credentialType: 'SNMPV2',
      username: null,
      secret: secret({ community: 'rmm-public' }),
    },
    {
      divisionId: msp.id,
      clientId: null,
      name: 'SNMP v3 monitoring',
      credentialType: 'SNMPV3',
      username: 'rmmpriv',
      secret: secret({
        authPassword: 'authpass-123',
        privPassword: 'privpass-123',
        authProtocol: 'SHA',
        privProtocol: 'AES',
      }),
    },
    {
      divisionId: msp.id,
      clientId: null,
      name: 'Network SSH',
      credentialType: 'TELNET_SSH',
      username: 'netops',
      secret: secret({ password: 'Demo-Credential-3' }),
    },
    {
      divisionId: msp.id,
      clientId: orgs[3]?.id ?? null,
      name: 'Hyper-V service account',
      credentialType: 'BASIC',
      username: 'TAILSPIN\\svc-hyperv',
      secret: secret({ password: 'Demo-Credential-4' }),
    },
    {
      divisionId: lab.id,
      clientId: null,
      name: 'Lab SNMP',
      credentialType: 'SNMPV12C',
      username: null,
      secret: secret({ community: 'rmm-public' }),
    },
  ]);
}

/** Credentials of both accounts: basic, SNMP v2c/v3 and SSH, some per organization. */
export const credentialsSeed = defineSeedStep({ name: 'credentials.list', order: 60, run: seedCredentials });
