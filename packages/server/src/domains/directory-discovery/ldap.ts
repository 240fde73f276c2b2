/**
 * The directory side of discovery, over LDAP with ldapts: the server connects straight to the
 * domain controller (its address and LDAP port, see ./target.ts), binds with the credential,
 * reads one level of the OU tree per call and the computers of an OU with PAGED searches (a size
 * limit without paging truncates silently), and always unbinds.
 */
import type { DirectoryComputer, DirectoryOu } from '@console/core';
import { domainOfDn, isServerOs } from '@console/core';
import {
  type Entry,
  InsufficientAccessError,
  InvalidCredentialsError,
  Client as LdapClient,
  NoSuchObjectError,
  SizeLimitExceededError,
} from 'ldapts';

/** Where and as whom to connect. */
export interface LdapTarget {
  host: string;
  port: number;
  /** `ldaps://` instead of `ldap://`. */
  secure: boolean;
  /** Bind DN or user name (AD accepts `user@domain` and `DOMAIN\user`); `null`: anonymous. */
  username: string | null;
  password: string;
}

/** Entries per page of a paged search. */
export const LDAP_PAGE_SIZE = 500;
const CONNECT_TIMEOUT_MS = 5_000;
const OPERATION_TIMEOUT_MS = 30_000;

/** A directory failure the routes map to the spec's messages. */
export class DirectoryError extends Error {
  constructor(
    readonly code: 'INVALID_CREDENTIALS' | 'ACCESS_DENIED' | 'NO_SUCH_OBJECT' | 'UNREACHABLE',
    message: string,
  ) {
    super(message);
  }
}

function classify(error: unknown): DirectoryError {
  if (error instanceof DirectoryError) return error;
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof InvalidCredentialsError) return new DirectoryError('INVALID_CREDENTIALS', text);
  if (error instanceof InsufficientAccessError) return new DirectoryError('ACCESS_DENIED', text);
  if (error instanceof NoSuchObjectError) return new DirectoryError('NO_SUCH_OBJECT', text);
  return new DirectoryError('UNREACHABLE', text);
}

/** Runs `work` on a bound client and always unbinds (an un-unbound client keeps the process alive). */
export async function withDirectory<T>(
  target: LdapTarget,
  work: (client: LdapClient) => Promise<T>,
): Promise<T> {
  const host = target.host.includes(':') && !target.host.startsWith('[') ? `[${target.host}]` : target.host;
  const client = new LdapClient({
    url: `${target.secure ? 'ldaps' : 'ldap'}://${host}:${target.port}`,
    connectTimeout: CONNECT_TIMEOUT_MS,
    timeout: OPERATION_TIMEOUT_MS,
    strictDN: false,
  });
  try {
    if (target.username) await client.bind(target.username, target.password);
    return await work(client);
  } catch (error) {
    throw classify(error);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

const text = (entry: Entry, name: string): string | null => {
  const value = entry[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return null;
  return Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
};

/** The naming context of the directory (AD `defaultNamingContext`, else the first of `namingContexts`). */
export async function namingContext(client: LdapClient): Promise<string> {
  const { searchEntries } = await client.search('', {
    scope: 'base',
    filter: '(objectClass=*)',
    attributes: ['defaultNamingContext', 'namingContexts'],
  });
  const root = searchEntries[0];
  const context = root ? (text(root, 'defaultNamingContext') ?? text(root, 'namingContexts')) : null;
  if (!context) throw new DirectoryError('UNREACHABLE', 'The directory names no naming context');
  return context;
}

/** Every entry of a search, page by page. */
async function pagedSearch(
  client: LdapClient,
  base: string,
  scope: 'base' | 'one' | 'sub',
  filter: string,
  attributes: string[],
  explicitBufferAttributes: string[] = [],
): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const page of client.searchPaginated(base, {
    scope,
    filter,
    attributes,
    explicitBufferAttributes,
    paged: { pageSize: LDAP_PAGE_SIZE },
  })) {
    for (const entry of page.searchEntries) entries.push(entry);
  }
  return entries;
}

const OU_FILTER = '(objectClass=organizationalUnit)';
const COMPUTER_FILTER = '(objectClass=computer)';

/** The OU's name: its first RDN's value. */
function nameOfDn(dn: string): string {
  const first = dn.split(/(?<!\\),/)[0] ?? dn;
  return first.slice(first.indexOf('=') + 1).replace(/\\(.)/g, '$1');
}

/**
 * A GUID in the registry form AD shows (`{xxxxxxxx-xxxx-...}` without braces): the first three
 * groups little-endian, as Windows stores `objectGUID`.
 */
export function formatObjectGuid(bytes: Buffer): string {
  if (bytes.length !== 16) return bytes.toString('hex');
  const hex = (slice: Buffer) => slice.toString('hex');
  const le = (start: number, end: number) => hex(Buffer.from(bytes.subarray(start, end)).reverse());
  return `${le(0, 4)}-${le(4, 6)}-${le(6, 8)}-${hex(bytes.subarray(8, 10))}-${hex(bytes.subarray(10, 16))}`;
}

function toComputer(entry: Entry): DirectoryComputer | undefined {
  const guid = entry.objectGUID;
  const bytes = Array.isArray(guid) ? guid[0] : guid;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) return undefined;
  const rawName =
    text(entry, 'cn') ?? text(entry, 'sAMAccountName')?.replace(/\$$/, '') ?? nameOfDn(entry.dn);
  const operatingSystem = text(entry, 'operatingSystem');
  return {
    name: rawName,
    objectGuid: formatObjectGuid(bytes),
    dnsHostName: text(entry, 'dNSHostName'),
    operatingSystem,
    isServer: isServerOs(operatingSystem),
    path: entry.dn,
  };
}

/** What one call of the tree reads: the child OUs (one level) and the OU's computers. */
export interface OuListing {
  ou: DirectoryOu[];
  ouComputers: DirectoryComputer[];
}

/**
 * One level of the tree below `ou` (the naming context when `null`) with whether each child has
 * children, and the computers directly in it (every level below when `recursive`).
 */
export async function listOu(client: LdapClient, ou: string | null, recursive: boolean): Promise<OuListing> {
  const base = ou ?? (await namingContext(client));
  const children = await pagedSearch(client, base, 'one', OU_FILTER, ['ou', 'hasSubordinates']);
  const withGrandchildren = await Promise.all(
    children.map(async (entry) => {
      const flag = text(entry, 'hasSubordinates');
      if (flag !== null && flag.toUpperCase() === 'FALSE') return false;
      try {
        const { searchEntries } = await client.search(entry.dn, {
          scope: 'one',
          filter: OU_FILTER,
          attributes: ['1.1'],
          sizeLimit: 1,
        });
        return searchEntries.length > 0;
      } catch (error) {
        // More than one child OU: the one-entry limit is exceeded, which answers the question.
        if (error instanceof SizeLimitExceededError) return true;
        throw error;
      }
    }),
  );
  const domain = domainOfDn(base);
  const ous = children
    .map((entry, i) => ({
      name: text(entry, 'ou') ?? nameOfDn(entry.dn),
      path: entry.dn,
      domain,
      ouChildren: withGrandchildren[i] ?? false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const ouComputers = await listComputers(client, base, recursive);
  return { ou: ous, ouComputers };
}

/** The computers of an OU (one level, or the whole subtree when `recursive`), by name. */
export async function listComputers(
  client: LdapClient,
  ou: string,
  recursive: boolean,
): Promise<DirectoryComputer[]> {
  const entries = await pagedSearch(
    client,
    ou,
    recursive ? 'sub' : 'one',
    COMPUTER_FILTER,
    ['cn', 'sAMAccountName', 'dNSHostName', 'operatingSystem', 'objectGUID'],
    ['objectGUID'],
  );
  return entries
    .map(toComputer)
    .filter((computer): computer is DirectoryComputer => computer !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether `ouPath` names an OU (or the domain root) of the directory. */
export async function ouExists(client: LdapClient, ouPath: string): Promise<boolean> {
  try {
    const { searchEntries } = await client.search(ouPath, {
      scope: 'base',
      filter:
        '(|(objectClass=organizationalUnit)(objectClass=domain)(objectClass=dcObject)(objectClass=container))',
      attributes: ['1.1'],
    });
    return searchEntries.length > 0;
  } catch (error) {
    if (error instanceof NoSuchObjectError) return false;
    throw error;
  }
}

/**
 * Checks a credential (002 §8): bind (wrong user or password: INCORRECT_USERNAME_OR_PASSWORD), then
 * read the naming context and one computer (nothing readable: ACCESS_DENIED).
 */
export async function checkCredential(
  target: LdapTarget,
): Promise<'SUCCESS' | 'ACCESS_DENIED' | 'INCORRECT_USERNAME_OR_PASSWORD' | 'FAILURE'> {
  try {
    return await withDirectory(target, async (client) => {
      const context = await namingContext(client);
      const { searchEntries } = await client.search(context, {
        scope: 'base',
        filter: '(objectClass=*)',
        attributes: ['1.1'],
      });
      if (searchEntries.length === 0) return 'ACCESS_DENIED' as const;
      return 'SUCCESS' as const;
    });
  } catch (error) {
    const failure = classify(error);
    if (failure.code === 'INVALID_CREDENTIALS') return 'INCORRECT_USERNAME_OR_PASSWORD';
    if (failure.code === 'ACCESS_DENIED' || failure.code === 'NO_SUCH_OBJECT') return 'ACCESS_DENIED';
    return 'FAILURE';
  }
}
