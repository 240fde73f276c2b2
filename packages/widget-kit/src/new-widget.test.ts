/**
 * The widget template (docs/templates/widget, scripts/new-widget.mjs): generating a package writes
 * the layout of docs/adding-a-widget.md under the new name, with no placeholder left, every
 * TypeScript file parses, the package typechecks against the workspace's packages, and the
 * generator refuses a bad name or an existing folder.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

/** The workspace's TypeScript (a root tool, not a dependency of this package): its parser only. */
interface TypeScript {
  transpileModule(
    text: string,
    options: { fileName: string; reportDiagnostics: boolean; compilerOptions: Record<string, unknown> },
  ): { diagnostics?: { messageText: unknown }[] };
  flattenDiagnosticMessageText(message: unknown, newLine: string): string;
}
const ts = createRequire(join(root, 'package.json'))('typescript') as TypeScript;
const scratch = mkdtempSync(join(tmpdir(), 'new-widget-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const generate = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/new-widget.mjs'), ...args], { encoding: 'utf8' });

function filesOf(base: string, dir = base): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesOf(base, path) : [relative(base, path)];
  });
}

describe('pnpm new:widget', () => {
  const out = join(scratch, 'device-notes');

  it('writes the layout of docs/adding-a-widget.md under the new name', () => {
    const run = generate('device-notes', '--out', out);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(filesOf(out).sort()).toEqual([
      'package.json',
      'src/device-notes/device-notes-store.test.ts',
      'src/device-notes/device-notes-store.ts',
      'src/device-notes/device-notes.browser.test.tsx',
      'src/device-notes/device-notes.css.ts',
      'src/device-notes/device-notes.tsx',
      'src/device-notes/use-device-notes.ts',
      'src/fixtures/device-notes-data.ts',
      'src/index.ts',
      'src/logic/device-notes-rules.test.ts',
      'src/logic/device-notes-rules.ts',
      'src/messages.ts',
      'src/mount.ts',
      'tsconfig.json',
      'tsup.config.ts',
    ]);
    const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('@console/device-notes');
    expect(manifest.exports['./internal/*']).toBeNull();
    expect(Object.keys(manifest.peerDependencies)).toEqual(
      expect.arrayContaining(['@console/core', '@console/ui', 'react', 'react-dom']),
    );
    const view = readFileSync(join(out, 'src/device-notes/device-notes.tsx'), 'utf8');
    expect(view).toContain('export function DeviceNotes(');
    expect(view).toContain("from './use-device-notes'");
    expect(readFileSync(join(out, 'src/mount.ts'), 'utf8')).toContain('createMount(DeviceNotes)');
  });

  it('leaves no placeholder, and every TypeScript file parses', () => {
    for (const file of filesOf(out)) {
      const text = readFileSync(join(out, file), 'utf8');
      expect(text, file).not.toMatch(/example/i);
      if (!/\.tsx?$/.test(file)) continue;
      const result = ts.transpileModule(text, {
        fileName: file,
        reportDiagnostics: true,
        compilerOptions: { jsx: 'react-jsx', module: 'esnext', target: 'es2022' },
      });
      expect(
        result.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
        file,
      ).toEqual([]);
    }
  });

  it('generates a package that typechecks against the workspace', () => {
    // Inside the workspace, where its tsconfig finds the base config and its imports resolve to the
    // packages' sources, as a package made with `pnpm new:widget` does after `pnpm install`.
    const pkg = mkdtempSync(join(root, 'packages', '.new-widget-'));
    try {
      rmSync(pkg, { recursive: true });
      expect(generate('device-notes', '--out', pkg).status).toBe(0);
      linkDependencies(pkg);
      const tsc = spawnSync(
        process.execPath,
        [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', pkg],
        {
          encoding: 'utf8',
        },
      );
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    } finally {
      rmSync(pkg, { recursive: true, force: true });
    }
  }, 180_000);

  it('refuses a name that is not kebab-case and a folder that exists', () => {
    const bad = generate('DeviceNotes', '--out', join(scratch, 'bad'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('is not a kebab-case package name');
    const again = generate('device-notes', '--out', out);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
  });
});

/**
 * What `pnpm install` gives a generated package: a node_modules link per dependency, to the
 * workspace package (`@console/<name>`) or to the copy another workspace package installed.
 */
function linkDependencies(pkg: string) {
  const manifest = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  const names = new Set<string>(
    ['dependencies', 'peerDependencies', 'devDependencies'].flatMap((field) =>
      Object.keys(manifest[field] ?? {}),
    ),
  );
  const installed = readdirSync(join(root, 'packages')).map((dir) =>
    join(root, 'packages', dir, 'node_modules'),
  );
  for (const name of names) {
    const workspace = name.startsWith('@console/')
      ? join(root, 'packages', name.slice('@console/'.length))
      : '';
    const target = existsSync(workspace)
      ? workspace
      : [...installed, join(root, 'node_modules')]
          .map((dir) => join(dir, name))
          .find((path) => existsSync(path));
    if (!target) throw new Error(`no installed copy of ${name}`);
    const link = join(pkg, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(target), link, 'dir');
  }
}
