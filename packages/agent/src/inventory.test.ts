import { describe, expect, it } from 'vitest';
import { collectInventory, networkOf, parseDf, parseOsRelease, parseWho } from './inventory';

describe('the inventory', () => {
  it('reads os-release, df and who output', () => {
    expect(
      parseOsRelease(
        'NAME="Debian GNU/Linux"\nPRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nVERSION_ID="12"\n',
      ),
    ).toEqual({
      name: 'Debian GNU/Linux 12 (bookworm)',
      version: '12',
    });
    const df =
      'Filesystem Type 1024-blocks Used Available Capacity Mounted on\n/dev/sda1 ext4 1000 400 600 40% /\ntmpfs tmpfs 10 0 10 0% /run\n';
    expect(parseDf(df)).toEqual([
      { name: '/dev/sda1', fileSystem: 'ext4', mount: '/', totalBytes: 1_024_000, freeBytes: 614_400 },
    ]);
    expect(parseWho('ada      tty1         2026-11-26 09:00\n')).toBe('ada');
    expect(parseWho('')).toBeNull();
  });

  it('leaves loopback out of the addresses', () => {
    const network = networkOf({
      lo: [
        {
          address: '127.0.0.1',
          netmask: '255.0.0.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:00',
          internal: true,
          cidr: null,
        },
      ],
      eth0: [
        {
          address: '10.0.0.5',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: 'AA:BB:CC:DD:EE:FF',
          internal: false,
          cidr: null,
        },
      ],
    });
    expect(network).toEqual({
      ipAddresses: ['10.0.0.5'],
      macAddresses: ['aa:bb:cc:dd:ee:ff'],
      interfaces: [{ name: 'eth0', mac: 'AA:BB:CC:DD:EE:FF', addresses: ['10.0.0.5'] }],
    });
  });

  it('collects this machine', async () => {
    const inventory = await collectInventory();
    expect(inventory.hostname.length).toBeGreaterThan(0);
    expect(inventory.platform).toBe(process.platform);
    expect(inventory.uptimeSec).toBeGreaterThan(0);
  });
});
