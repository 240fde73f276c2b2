import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSsh } from './ssh';

const { Server, utils } = ssh2;
let server: InstanceType<typeof Server>;
let port = 0;
const sizes: { cols: number; rows: number }[] = [];

// A real SSH server on loopback (ssh2's server side): password login, a PTY and an echoing shell.
beforeAll(async () => {
  const hostKey = utils.generateKeyPairSync('ed25519').private;
  server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('authentication', (context) => {
      if (context.method === 'password' && context.username === 'netadmin' && context.password === 's3cret')
        context.accept();
      else context.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        const session = accept();
        session.on('pty', (acceptPty, _reject, info) => {
          sizes.push({ cols: info.cols, rows: info.rows });
          acceptPty?.();
        });
        session.on('window-change', (acceptChange, _reject, info) => {
          sizes.push({ cols: info.cols, rows: info.rows });
          acceptChange?.();
        });
        session.on('shell', (acceptShell) => {
          const stream = acceptShell();
          stream.write('switch# ');
          stream.on('data', (data: Buffer) => {
            const text = data.toString();
            if (text.includes('show version')) stream.write('\r\nVersion 15.2\r\nswitch# ');
            if (text.includes('exit')) {
              stream.exit(0);
              stream.end();
            }
          });
        });
      });
    });
    client.on('error', () => {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

describe('SSH through a delegate', () => {
  it('logs in with the credential, runs a command and ends with the shell', async () => {
    let output = '';
    const exits: (number | null)[] = [];
    const channel = await connectSsh(
      { protocol: 'SSH', host: '127.0.0.1', port, username: 'netadmin', password: 's3cret' },
      { cols: 100, rows: 30 },
      {
        onData: (data) => {
          output += data;
        },
        onExit: (code) => void exits.push(code),
      },
    );
    await expect.poll(() => output).toContain('switch# ');
    channel.resize(120, 40);
    channel.write('show version\r');
    await expect.poll(() => output).toContain('Version 15.2');
    await expect
      .poll(() => sizes)
      .toEqual([
        { cols: 100, rows: 30 },
        { cols: 120, rows: 40 },
      ]);
    channel.write('exit\r');
    await expect.poll(() => exits).toEqual([0]);
  });

  it('refuses a wrong password', async () => {
    await expect(
      connectSsh(
        { protocol: 'SSH', host: '127.0.0.1', port, username: 'netadmin', password: 'wrong' },
        { cols: 80, rows: 24 },
        { onData: () => {}, onExit: () => {} },
      ),
    ).rejects.toThrow();
  });
});
