/**
 * Network share destinations on Linux and macOS: the agent does not mount shares, it writes to the
 * folder a share is mounted on. `//server/share/dir` (or `\\server\share\dir`) is looked up in the
 * mounted file systems (Linux `/proc/mounts`, macOS `mount`): the mount of `//server/share`
 * (any `user@` before the server, case-insensitive) gives `<mount point>/dir`.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** One mounted file system: its source (`//nas/backups`) and where it is mounted. */
interface Mount {
  source: string;
  target: string;
}

/** `/proc/mounts` escapes spaces, tabs, newlines and backslashes as octal. */
const unescapeOctal = (text: string) =>
  text.replace(/\\([0-7]{3})/g, (_, octal) => String.fromCharCode(Number.parseInt(octal, 8)));

/** Reads `/proc/mounts` lines (`source target type options 0 0`). */
export function parseProcMounts(text: string): Mount[] {
  return text
    .split('\n')
    .map((line) => line.split(' '))
    .filter((fields) => fields.length >= 2)
    .map(([source = '', target = '']) => ({ source: unescapeOctal(source), target: unescapeOctal(target) }));
}

/** Reads macOS `mount` lines (`//user@nas/backups on /Volumes/backups (smbfs, ...)`). */
export function parseMacMounts(text: string): Mount[] {
  return text.split('\n').flatMap((line) => {
    const match = /^(.+?) on (.+) \([^)]*\)$/.exec(line.trim());
    return match ? [{ source: match[1] as string, target: match[2] as string }] : [];
  });
}

/** `//server/share` key of a share path, and the folder below it; null when not a share path. */
function splitShare(path: string): { key: string; rest: string[] } | null {
  const parts = path.replace(/\\/g, '/').replace(/^\/\//, '').split('/').filter(Boolean);
  if (!/^(?:\/\/|\\\\)/.test(path) || parts.length < 2) return null;
  const [server = '', share = '', ...rest] = parts;
  return { key: `//${server.replace(/^[^@]*@/, '')}/${share}`.toLowerCase(), rest };
}

/**
 * The local folder of a share path among the mounts, or null when the share is not mounted.
 * @example shareFolder('//nas/backups/host1', [{ source: '//nas/backups', target: '/mnt/nas' }]) // '/mnt/nas/host1'
 */
export function shareFolder(path: string, mounts: readonly Mount[]): string | null {
  const wanted = splitShare(path);
  if (!wanted) return null;
  const mount = mounts.find((item) => splitShare(item.source)?.key === wanted.key);
  return mount ? join(mount.target, ...wanted.rest) : null;
}

/** The device's mounts (empty when they cannot be read). */
export async function readMounts(platform: NodeJS.Platform): Promise<Mount[]> {
  try {
    if (platform === 'darwin') {
      const { stdout } = await promisify(execFile)('/sbin/mount', [], { timeout: 5_000 });
      return parseMacMounts(stdout);
    }
    return parseProcMounts(await readFile('/proc/mounts', 'utf8'));
  } catch {
    return [];
  }
}
