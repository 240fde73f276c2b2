import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { consumeEnrollmentToken } from './enrollment-tokens';
import { debConfig, msiContents, rpmConfig, setupInstallers, tool } from './test-setup';

const suite = setupInstallers();
const { server } = suite;

const DEB = [
  ['LINUX_DEB', 'amd64'],
  ['LINUX_DEB_ARM64', 'arm64'],
  ['LINUX_DEB_ARMV7A', 'armhf'],
] as const;
const RPM = [
  ['LINUX_RPM', 'x86_64'],
  ['LINUX_RPM_ARM64', 'aarch64'],
  ['LINUX_RPM_ARMV7A', 'armv7hl'],
] as const;

/** Generates, downloads and saves an installer; checks the answer's size and the file's hash. */
async function fetchInstaller(type: Parameters<typeof suite.generate>[0]) {
  const generated = await suite.generate(type);
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const { url, installerSize, fileName } = generated.body;
  expect(url).toMatch(
    /^http:\/\/localhost(:\d+)?\/ws\/installer\/\d+\/download\?expires=\d+&signature=[\w-]+$/,
  );
  const file = await suite.download(url);
  expect(file.status).toBe(200);
  expect(file.bytes.length).toBe(installerSize);
  expect(file.headers['content-length']).toBe(String(installerSize));
  expect(file.headers['x-content-sha256']).toBe(createHash('sha256').update(file.bytes).digest('hex'));
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  return { ...generated.body, path: await suite.save(fileName, file.bytes) };
}

/** The config carries this server, the place and a token that enrolls exactly once. */
async function expectEnrollingConfig(config: Record<string, unknown>, type: string) {
  expect(config).toMatchObject({
    serverUrl: expect.stringMatching(/^http:\/\/localhost/),
    apiBase: '/ws',
    ...(await suite.place()),
    nodeRoleId: null,
    installerType: type,
    enrollmentToken: expect.stringMatching(/^cet_/),
  });
  const grant = await consumeEnrollmentToken(server.db, String(config.enrollmentToken));
  expect(grant).toMatchObject({ ok: true, ...(await suite.place()), installerType: type });
  expect(await consumeEnrollmentToken(server.db, String(config.enrollmentToken))).toEqual({
    ok: false,
    reason: 'used',
  });
}

describe('given a Linux DEB installer', () => {
  it.each(DEB)(
    '%s declares %s, depends on nodejs and carries the agent, its unit and config',
    async (type, arch) => {
      const { path, fileName } = await fetchInstaller(type);
      expect(fileName).toBe(`console-agent_1.0.0_${arch}.deb`);
      const info = await tool('dpkg-deb', ['--info', path]);
      expect(info).toMatch(/^ Package: console-agent$/m);
      expect(info).toMatch(new RegExp(`^ Architecture: ${arch}$`, 'm'));
      expect(info).toMatch(/^ Depends: nodejs \(>= 20\)$/m);
      expect(info).toMatch(/postinst/);
      const contents = await tool('dpkg-deb', ['--contents', path]);
      expect(contents).toMatch(/-rw-r--r-- root\/root .* \.\/opt\/console-agent\/console-agent\.mjs/);
      expect(contents).toMatch(/-rw------- root\/root .* \.\/etc\/console-agent\/config\.json/);
      expect(contents).toMatch(/\.\/lib\/systemd\/system\/console-agent\.service/);
      const postinst = await tool('dpkg-deb', ['--info', path, 'postinst']);
      expect(postinst).toContain('systemctl enable console-agent.service');
      const unit = await tool('sh', [
        '-c',
        'dpkg-deb --fsys-tarfile "$1" | tar -xO ./lib/systemd/system/console-agent.service',
        'sh',
        path,
      ]);
      expect(unit).toContain(
        'ExecStart=/usr/bin/env node /opt/console-agent/console-agent.mjs --config /etc/console-agent/config.json',
      );
      const bundle = await tool('sh', [
        '-c',
        'dpkg-deb --fsys-tarfile "$1" | tar -xO ./opt/console-agent/console-agent.mjs',
        'sh',
        path,
      ]);
      expect(bundle).toBe(suite.bundleText);
      await expectEnrollingConfig(await debConfig(path), type);
    },
  );
});

describe('given a Linux RPM installer', () => {
  it.each(RPM)('%s declares %s, requires nodejs and enables its service', async (type, arch) => {
    const { path, fileName } = await fetchInstaller(type);
    expect(fileName).toBe(`console-agent-1.0.0-1.${arch}.rpm`);
    const info = await tool('rpm', ['-qip', path]);
    expect(info).toMatch(/^Name\s+: console-agent$/m);
    expect(info).toMatch(new RegExp(`^Architecture: ${arch}$`, 'm'));
    expect(await tool('rpm', ['-qpR', path])).toMatch(/^nodejs >= 20$/m);
    const files = await tool('rpm', ['-qlp', path]);
    expect(files.split('\n')).toEqual(
      expect.arrayContaining([
        '/etc/console-agent/config.json',
        '/opt/console-agent/console-agent.mjs',
        '/usr/lib/systemd/system/console-agent.service',
      ]),
    );
    expect(await tool('rpm', ['-qp', '--scripts', path])).toContain('systemctl enable console-agent.service');
    expect(await tool('rpm', ['-qp', '--qf', '[%{FILEMODES:perms} %{FILENAMES}\n]', path])).toMatch(
      /^-rw------- \/etc\/console-agent\/config\.json$/m,
    );
    await expectEnrollingConfig(await rpmConfig(path), type);
  });
});

describe('given a Windows MSI installer', () => {
  it('installs the agent and its config under Program Files and starts it at boot', async () => {
    const { path, fileName } = await fetchInstaller('WINDOWS_MSI');
    expect(fileName).toBe('console-agent-1.0.0-x64.msi');
    const summary = await tool('msiinfo', ['suminfo', path]);
    expect(summary).toMatch(/Template: x64;1033/);
    const files = await tool('msiinfo', ['export', path, 'File']);
    expect(files).toMatch(/AgentBundle\tAgentFiles\tconsole-agent\.mjs/);
    expect(files).toMatch(/AgentConfig\tAgentFiles\tconfig\.json/);
    const actions = await tool('msiinfo', ['export', path, 'CustomAction']);
    expect(actions).toContain('/Create /F /TN "Console Agent" /SC ONSTART /RU SYSTEM');
    const contents = await msiContents(path);
    expect(contents.files).toEqual(
      expect.arrayContaining([expect.stringMatching(/ConsoleAgent\/console-agent\.mjs$/)]),
    );
    expect(contents.bundle).toBe(suite.bundleText);
    await expectEnrollingConfig(contents.config, 'WINDOWS_MSI');
  });
});

describe('given a Mac installer type', () => {
  it.each(['MAC_DMG', 'MAC_PKG'] as const)(
    '%s is not available on this server and writes nothing',
    async (type) => {
      const before = await server.db.select().from(t.enrollmentTokens);
      const answer = await suite.generate(type);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        resultCode: 'INSTALLER_NOT_AVAILABLE',
        errorMessage: `${type === 'MAC_DMG' ? 'Mac DMG' : 'Mac PKG'} installers are not available on this server.`,
      });
      expect(await server.db.select().from(t.enrollmentTokens)).toHaveLength(before.length);
    },
  );
});
