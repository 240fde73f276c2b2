import { describe, expect, it } from 'vitest';
import {
  agentInventorySchema,
  deviceJobPayloadSchema,
  MAX_AGENT_FRAME_BYTES,
  parseAgentMessage,
  parseServerMessage,
} from './index';

const inventory = {
  hostname: 'web-01',
  platform: 'linux',
  osName: 'Debian GNU/Linux 12 (bookworm)',
  osVersion: '12',
  architecture: 'x64',
  ipAddresses: ['10.0.0.5'],
  macAddresses: ['00:11:22:33:44:55'],
  loggedInUser: null,
  uptimeSec: 12,
  agentVersion: '0.1.0',
};

describe('agent → server messages', () => {
  it('reads every core type and the terminal ones', () => {
    const frames = [
      { type: 'hello', agentVersion: '0.1.0', protocol: 1 },
      { type: 'heartbeat' },
      { type: 'inventory', inventory },
      { type: 'job.accepted', jobId: 4 },
      { type: 'job.output', jobId: 4, stream: 'stdout', data: 'hi\n' },
      { type: 'job.result', jobId: 4, status: 'COMPLETED', exitCode: 0, durationMs: 12, output: 'hi\n' },
      { type: 'reply', requestId: 'r1', ok: true },
      { type: 'terminal.output', sessionId: 'abcdefgh', data: 'x' },
    ];
    for (const frame of frames)
      expect(parseAgentMessage(JSON.stringify(frame))).toMatchObject({ ok: true, message: frame });
  });

  it('fills defaults: no running jobs in hello, empty disks in an inventory', () => {
    const hello = parseAgentMessage(JSON.stringify({ type: 'hello', agentVersion: '1', protocol: 1 }));
    expect(hello.ok && hello.message.type === 'hello' && hello.message.runningJobIds).toEqual([]);
    expect(agentInventorySchema.parse(inventory).disks).toEqual([]);
  });

  it('refuses what is not JSON, an unknown type, a bad field and a frame too large', () => {
    expect(parseAgentMessage('{')).toEqual({ ok: false, error: 'not JSON' });
    expect(parseAgentMessage(JSON.stringify({ type: 'job.delete', jobId: 1 })).ok).toBe(false);
    const bad = parseAgentMessage(JSON.stringify({ type: 'job.accepted', jobId: -1 }));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error).toMatch(/^jobId: /);
    expect(parseAgentMessage(' '.repeat(MAX_AGENT_FRAME_BYTES + 1))).toEqual({
      ok: false,
      error: 'frame too large',
    });
  });

  it('drops __proto__ keys instead of reaching a prototype', () => {
    const read = parseAgentMessage('{"type":"heartbeat","__proto__":{"polluted":true}}');
    expect(read.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('server → agent messages', () => {
  it('reads a job offer with its payload defaults applied', () => {
    const read = parseServerMessage(
      JSON.stringify({
        type: 'job.offer',
        job: { id: 1, name: 'n', payload: { kind: 'script', language: 'shellscript', body: 'echo' } },
      }),
    );
    expect(read.ok && read.message.type === 'job.offer' && read.message.job.payload).toEqual({
      kind: 'script',
      language: 'shellscript',
      body: 'echo',
      parameters: [],
      variables: {},
    });
  });

  it('reads a ping, a welcome and a terminal open', () => {
    expect(parseServerMessage(JSON.stringify({ type: 'ping', requestId: 'a' })).ok).toBe(true);
    expect(
      parseServerMessage(JSON.stringify({ type: 'welcome', nodeId: 3, heartbeatIntervalMs: 1000 })).ok,
    ).toBe(true);
    const open = {
      type: 'terminal.open',
      sessionId: 'abcdefgh',
      terminalType: 'SYSTEM',
      shell: 'DEFAULT',
      cliLevel: 0,
      cols: 80,
      rows: 24,
    };
    expect(parseServerMessage(JSON.stringify(open)).ok).toBe(true);
  });
});

describe('device job payloads', () => {
  it('checks Wake-on-LAN MACs and defaults the broadcast and port', () => {
    expect(deviceJobPayloadSchema.parse({ kind: 'wake-on-lan', macs: ['00-11-22-33-44-55'] })).toEqual({
      kind: 'wake-on-lan',
      macs: ['00-11-22-33-44-55'],
      broadcast: '255.255.255.255',
      port: 9,
    });
    expect(deviceJobPayloadSchema.safeParse({ kind: 'wake-on-lan', macs: ['00:11:22:33:44'] }).success).toBe(
      false,
    );
    expect(deviceJobPayloadSchema.safeParse({ kind: 'wake-on-lan', macs: [] }).success).toBe(false);
  });

  it('needs a SHA-256 and an http(s) URL for a file transfer', () => {
    const file = { url: 'https://files.example.com/a.zip', sha256: 'a'.repeat(64), fileName: 'a.zip' };
    expect(
      deviceJobPayloadSchema.safeParse({ kind: 'file-transfer', file, destination: '/opt' }).success,
    ).toBe(true);
    expect(
      deviceJobPayloadSchema.safeParse({
        kind: 'file-transfer',
        file: { ...file, sha256: 'abc' },
        destination: '/opt',
      }).success,
    ).toBe(false);
    expect(
      deviceJobPayloadSchema.safeParse({
        kind: 'file-transfer',
        file: { ...file, url: 'not a url' },
        destination: '/opt',
      }).success,
    ).toBe(false);
  });

  it('defaults cancelOnPreScriptFail to false and refuses an unknown kind', () => {
    const file = { url: 'https://files.example.com/a.deb', sha256: 'b'.repeat(64), fileName: 'a.deb' };
    const install = deviceJobPayloadSchema.parse({ kind: 'install-application', installer: file });
    expect(install.kind === 'install-application' && install.cancelOnPreScriptFail).toBe(false);
    expect(deviceJobPayloadSchema.safeParse({ kind: 'format-disk' }).success).toBe(false);
  });
});
