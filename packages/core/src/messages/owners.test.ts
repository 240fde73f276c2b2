/**
 * One owner per text: each package's own section (`src/messages.ts`, `src/messages-<area>.ts`)
 * holds keys core does not, no key is in two packages' sections, and every key a package's code
 * reads with `t('...')` is in that package's sections or in core's catalogue. The reference console
 * registers every package's section, so it may read any of them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminNavMessages } from './admin-nav';
import { allMessages } from './all';

const root = resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Packages whose code renders texts (everything but the server, the agents and core itself). */
const renderers = [
  ...readdirSync(join(root, 'packages'))
    .filter(
      (name) => !['core', 'server', 'agent', 'scanner', 'testing'].includes(name) && !name.startsWith('.'),
    )
    .map((name) => `packages/${name}`),
  ...readdirSync(join(root, 'examples')).map((name) => `examples/${name}`),
];

/**
 * Each package's own sections, read from its source: every `export const <name>Messages = {...}`
 * (by convention in `src/messages.ts` or `src/messages-<area>.ts`), not the merged `<name>Texts`.
 */
const sections = renderers.flatMap((owner) =>
  sourceFiles(join(root, owner, 'src')).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/^export const (\w+Messages) = \{\n([\s\S]*?)^\} as const;/gm),
    ].map(([, name, body]) => ({
      owner,
      name: name ?? '',
      keys: [...(body ?? '').matchAll(/^ {2}'([\w.-]+)':/gm)].map(([, key]) => key ?? ''),
    })),
  ),
);
const coreKeys = new Set([...Object.keys(allMessages), ...Object.keys(adminNavMessages)]);
const owners = new Map<string, Set<string>>();
for (const section of sections) {
  const keys = owners.get(section.owner) ?? new Set<string>();
  for (const key of section.keys) keys.add(key);
  owners.set(section.owner, keys);
}

describe("the packages' message sections", () => {
  it('are found for the widgets that moved their texts out of core', () => {
    expect([...owners.keys()]).toEqual(
      expect.arrayContaining(['packages/search', 'packages/terminal', 'examples/console']),
    );
  });

  it("never define a key core's catalogue has", () => {
    for (const section of sections)
      for (const key of section.keys)
        expect(coreKeys.has(key), `${section.owner} ${section.name} ${key}`).toBe(false);
  });

  it("never define one key in two packages' sections", () => {
    const seen = new Map<string, string>();
    for (const section of sections) {
      for (const key of section.keys) {
        const other = seen.get(key);
        expect(other === undefined || other === section.owner, `${key}: ${other} and ${section.owner}`).toBe(
          true,
        );
        seen.set(key, section.owner);
      }
    }
  });

  it("hold every key a package's code reads with t('...'), or core does", () => {
    const everyPackage = new Set([...owners.values()].flatMap((keys) => [...keys]));
    const missing: string[] = [];
    for (const dir of renderers) {
      const own = dir.startsWith('examples/') ? everyPackage : (owners.get(dir) ?? new Set());
      for (const file of sourceFiles(join(root, dir, 'src'))) {
        // Code only: a JSDoc example reads no text.
        const text = readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
          .join('\n');
        for (const [, key] of text.matchAll(/\bt\(\s*'([\w-]+\.[\w.-]+)'/g)) {
          if (key !== undefined && !own.has(key) && !coreKeys.has(key))
            missing.push(`${file.slice(root.length + 1)} reads ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
