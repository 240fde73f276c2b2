/**
 * The private-target rule (issue 12): a monitor may not probe loopback, private, link-local or
 * metadata addresses unless the division's CLOUD_MONITOR_PRIVATE_TARGETS configuration allows
 * them. Checked on save (the host as typed and what it resolves to) and before every probe, on
 * the address the probe then connects to (so a name re-pointed later cannot reach them).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { DIVISION_CONFIG, isPrivateAddress, isPrivateTarget } from '@console/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { divisionConfig } from '../../db/schema';

/** A target the rule refuses. */
export class PrivateTargetError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private target; an administrator can allow private targets`);
    this.name = 'PrivateTargetError';
  }
}

/** Resolves a host to the address a probe connects to. */
export interface TargetGuard {
  /** Whether private targets are allowed. */
  readonly allowPrivate: boolean;
  /** The host's first address (as given when it is an address); throws PrivateTargetError. */
  resolve(host: string): Promise<{ address: string; family: 4 | 6 }>;
}

/** A guard for a division's setting. */
export function createTargetGuard(allowPrivate: boolean): TargetGuard {
  return {
    allowPrivate,
    async resolve(host) {
      const bare = host.replace(/^\[|\]$/g, '');
      if (!allowPrivate && isPrivateTarget(bare)) throw new PrivateTargetError(host);
      const family = isIP(bare);
      if (family) return { address: bare, family: family as 4 | 6 };
      const answers = await lookup(bare, { all: true });
      const first = answers[0];
      if (!first) throw Object.assign(new Error(`${host} does not resolve`), { code: 'ENOTFOUND' });
      if (!allowPrivate && answers.some((answer) => isPrivateAddress(answer.address)))
        throw new PrivateTargetError(host);
      return { address: first.address, family: first.family as 4 | 6 };
    },
  };
}

/** Whether the division allows private targets. */
export async function allowsPrivateTargets(db: Db, divisionId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: divisionConfig.enabled })
    .from(divisionConfig)
    .where(
      and(
        eq(divisionConfig.divisionId, divisionId),
        eq(divisionConfig.name, DIVISION_CONFIG.cloudMonitorPrivateTargets),
      ),
    );
  return row?.enabled ?? false;
}

/**
 * Whether a host is refused at save: private by itself, or resolving (within 2 s) to a private
 * address. A name that does not resolve is accepted (the DNS monitor reports it).
 */
export async function isRefusedTarget(host: string): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isPrivateTarget(bare)) return true;
  if (isIP(bare)) return false;
  const answers = await Promise.race([
    lookup(bare, { all: true }).catch(() => []),
    new Promise<[]>((resolve) => setTimeout(() => resolve([]), 2_000).unref()),
  ]);
  return answers.some((answer) => isPrivateAddress(answer.address));
}
