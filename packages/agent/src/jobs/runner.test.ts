import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeviceJobPayloadInput } from '@console/core';
import { deviceJobPayloadSchema } from '@console/core/contract';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingExecutor, type RecordingExecutor } from '../executor';
import { runJob } from './runner';
import { magicPacket } from './wake-on-lan';

let folder = '';
let server: Server;
let base = '';
const files = new Map<string, Uint8Array>();
const fetched: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'agent-jobs-'));
  server = createServer((request, response) => {
    fetched.push(request.url ?? '');
    const body = files.get(request.url ?? '');
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(Buffer.from(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function serve(path: string, data: Uint8Array) {
  files.set(path, data);
  return { url: `${base}${path}`, sha256: sha(data), fileName: path.split('/').pop() as string };
}

async function run(
  payload: DeviceJobPayloadInput,
  executor: RecordingExecutor = createRecordingExecutor(),
  signal?: AbortSignal,
) {
  const streamed: string[] = [];
  const result = await runJob(deviceJobPayloadSchema.parse(payload), {
    executor,
    emit: (_stream, text) => streamed.push(text),
    signal: signal ?? new AbortController().signal,
    workDir: join(folder, 'work'),
    stateDir: join(folder, 'state'),
    platform: 'linux',
  });
  return { result, streamed: streamed.join(''), executor };
}

describe('given a script job', () => {
  it('runs it with the parameters as arguments and the variables in the environment', async () => {
    const { result, streamed } = await run({
      kind: 'script',
      language: 'shellscript',
      body: 'echo "$1-$NAME-$LIST"',
      parameters: ['first'],
      variables: { NAME: 'ada', LIST: ['a', 'b'] },
    });
    expect(result).toMatchObject({ status: 'COMPLETED', exitCode: 0, output: 'first-ada-a,b\n' });
    expect(streamed).toBe('first-ada-a,b\n');
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('fails on a non-zero exit code and keeps the output', async () => {
    const { result } = await run({
      kind: 'script',
      language: 'shellscript',
      body: 'echo out; echo err >&2; exit 4',
    });
    expect(result.status).toBe('FAILED');
    expect(result.exitCode).toBe(4);
    expect(result.output).toContain('out');
    expect(result.output).toContain('err');
  });

  it('stops a script past its time limit', async () => {
    const { result } = await run({ kind: 'script', language: 'shellscript', body: 'sleep 5', timeoutSec: 1 });
    expect(result.status).toBe('FAILED');
    expect(result.error).toBe('The script ran past its time limit.');
  });

  it('ends CANCELLED when the server cancels it', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const { result } = await run(
      { kind: 'script', language: 'shellscript', body: 'sleep 5' },
      undefined,
      controller.signal,
    );
    expect(result.status).toBe('CANCELLED');
  });

  it('runs JavaScript with the agent own Node', async () => {
    const { result } = await run({ kind: 'script', language: 'javascript', body: 'console.log(6 * 7)' });
    expect(result.output.trim()).toBe('42');
  });
});

describe('given a file transfer', () => {
  it('downloads, verifies the SHA-256 and writes the file to the destination', async () => {
    const file = serve('/files/notes.txt', new TextEncoder().encode('release notes'));
    const destination = join(folder, 'dest-a');
    const { result } = await run({ kind: 'file-transfer', file, destination });
    expect(result.status).toBe('COMPLETED');
    expect(await readFile(join(destination, 'notes.txt'), 'utf8')).toBe('release notes');
  });

  it('refuses a file whose SHA-256 differs and writes nothing', async () => {
    const file = serve('/files/tampered.txt', new TextEncoder().encode('tampered'));
    const destination = join(folder, 'dest-b');
    const { result } = await run({
      kind: 'file-transfer',
      file: { ...file, sha256: 'f'.repeat(64) },
      destination,
    });
    expect(result.status).toBe('FAILED');
    expect(result.error).toMatch(/SHA-256/);
    await expect(readFile(join(destination, 'tampered.txt'))).rejects.toThrow();
  });

  it('expands a .zip when asked', async () => {
    const zip = zipSync({
      'tools/a.txt': new TextEncoder().encode('A'),
      'b.txt': new TextEncoder().encode('B'),
    });
    const file = serve('/files/tools.zip', zip);
    const destination = join(folder, 'dest-c');
    const { result } = await run({ kind: 'file-transfer', file, destination, expandZip: true });
    expect(result.status).toBe('COMPLETED');
    expect(await readFile(join(destination, 'tools', 'a.txt'), 'utf8')).toBe('A');
    expect(await readFile(join(destination, 'b.txt'), 'utf8')).toBe('B');
  });

  it('refuses a .zip whose entries leave the destination', async () => {
    const zip = zipSync({ '../escape.txt': new TextEncoder().encode('x') });
    const file = serve('/files/evil.zip', zip);
    const { result } = await run({
      kind: 'file-transfer',
      file,
      destination: join(folder, 'dest-d'),
      expandZip: true,
    });
    expect(result.status).toBe('FAILED');
    expect(result.error).toMatch(/leaves the destination/);
  });

  it('fails cleanly on an HTTP error', async () => {
    const { result } = await run({
      kind: 'file-transfer',
      file: { url: `${base}/missing.bin`, sha256: 'a'.repeat(64), fileName: 'missing.bin' },
      destination: join(folder, 'dest-e'),
    });
    expect(result).toMatchObject({ status: 'FAILED', error: 'The download failed: HTTP 404.' });
  });
});

describe('given an install job', () => {
  it('cancels before downloading when the pre-install script fails and cancelOnPreScriptFail is set', async () => {
    const installer = serve('/files/never.sh', new TextEncoder().encode('echo never'));
    fetched.length = 0;
    const { result } = await run({
      kind: 'install-application',
      installer,
      preScript: { language: 'shellscript', body: 'exit 2' },
      cancelOnPreScriptFail: true,
    });
    expect(result.status).toBe('FAILED');
    expect(result.exitCode).toBe(2);
    expect(fetched).not.toContain('/files/never.sh');
  });

  it('runs the pre-script, the verified installer and the post-script in order', async () => {
    const installer = serve('/files/setup.sh', new TextEncoder().encode('echo installing "$1"'));
    const { result } = await run({
      kind: 'install-application',
      installer,
      arguments: ['--quiet'],
      preScript: { language: 'shellscript', body: 'echo pre; exit 1' },
      postScript: { language: 'shellscript', body: 'echo post' },
    });
    expect(result.status).toBe('COMPLETED');
    expect(result.output.indexOf('pre')).toBeLessThan(result.output.indexOf('installing --quiet'));
    expect(result.output.indexOf('installing --quiet')).toBeLessThan(result.output.lastIndexOf('post'));
  });
});

describe('given an install job with helper files', () => {
  it('downloads each helper beside the installer under its own name before the installer runs', async () => {
    const installer = serve(
      '/files/helpers/setup.sh',
      new TextEncoder().encode('cat "$(dirname "$0")/answers.ini"; cat ./license.txt'),
    );
    const answers = serve('/files/helpers/answers.ini', new TextEncoder().encode('mode=silent\n'));
    const license = serve('/files/helpers/license.txt', new TextEncoder().encode('accepted\n'));
    const { result } = await run({
      kind: 'install-application',
      installer,
      helperFiles: [answers, license],
    });
    expect(result.status, result.error).toBe('COMPLETED');
    expect(result.output).toContain('Downloaded helper file answers.ini; SHA-256 verified.');
    expect(result.output).toContain('mode=silent');
    expect(result.output).toContain('accepted');
    // The folder goes with the job.
    const left = await readdir(join(folder, 'work', 'downloads'));
    expect(left.filter((name) => name.startsWith('install-'))).toEqual([]);
  });

  it('fails before running the installer when a helper is not the SHA-256 the job carries', async () => {
    const marker = join(folder, 'helper-tampered.txt');
    const installer = serve('/files/helpers/run.sh', new TextEncoder().encode(`echo ran > ${marker}`));
    const helper = serve('/files/helpers/data.bin', new TextEncoder().encode('real'));
    const { result } = await run({
      kind: 'install-application',
      installer,
      helperFiles: [{ ...helper, sha256: 'b'.repeat(64) }],
    });
    expect(result.status).toBe('FAILED');
    expect(result.error).toContain('SHA-256');
    await expect(readFile(marker, 'utf8')).rejects.toThrow();
  });
});

describe('given destructive jobs', () => {
  it('reboots and shuts down through the executor only', async () => {
    const reboot = await run({ kind: 'reboot', delaySec: 60, message: 'Patch night' });
    expect(reboot.result.status).toBe('COMPLETED');
    expect(reboot.executor.calls).toEqual([{ kind: 'reboot', delaySec: 60, message: 'Patch night' }]);
    const shutdown = await run({ kind: 'shutdown' });
    expect(shutdown.executor.calls).toEqual([{ kind: 'shutdown', delaySec: 0, message: undefined }]);
  });

  it('sends one magic packet per MAC through the executor', async () => {
    const executor = createRecordingExecutor({ udp: false });
    const { result } = await run(
      { kind: 'wake-on-lan', macs: ['00:11:22:33:44:55', 'aa-bb-cc-dd-ee-ff'], broadcast: '10.0.0.255' },
      executor,
    );
    expect(result.status).toBe('COMPLETED');
    expect(executor.calls).toEqual([
      { kind: 'udp', address: '10.0.0.255', port: 9, bytes: 102 },
      { kind: 'udp', address: '10.0.0.255', port: 9, bytes: 102 },
    ]);
    const packet = magicPacket('aa-bb-cc-dd-ee-ff');
    expect(Buffer.from(packet.subarray(0, 12)).toString('hex')).toBe('ffffffffffffaabbccddeeff');
  });

  it('stores a synced policy in the state folder', async () => {
    const { result } = await run({ kind: 'policy-sync', policyId: 7, settings: { patching: true } });
    expect(result.status).toBe('COMPLETED');
    expect(JSON.parse(await readFile(join(folder, 'state', 'policy.json'), 'utf8'))).toEqual({
      policyId: 7,
      settings: { patching: true },
    });
  });
});
