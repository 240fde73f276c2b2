import { allMessages, type MessageSectionTexts } from '@console/core';
import { expect } from 'vitest';

/**
 * Every package's own section of the message catalogue, by convention in `src/messages.ts` (and
 * `src/messages-<area>.ts` when a package has several), loaded on demand: this package depends on
 * no widget.
 */
const modules = import.meta.glob<Record<string, unknown>>([
  '../../*/src/messages.ts',
  '../../*/src/messages-*.ts',
  '../../../examples/*/src/messages.ts',
  '../../../examples/*/src/messages-*.ts',
  '!**/*.test.ts',
]);

/** `packages/terminal` for `../../terminal/src/messages.ts`, `examples/console` for an example's. */
function packageOf(modulePath: string): string {
  const parts = modulePath.split('/');
  return parts[2] === 'examples' ? `examples/${parts[3]}` : `packages/${parts[2]}`;
}

const isSection = (value: unknown): value is MessageSectionTexts =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every((text) => typeof text === 'string');

/**
 * The sections a test reads: core's whole catalogue (`allMessages`) and the sections of the package
 * the running test file belongs to, as that package's components register them. An example app's
 * tests (the reference console) read every package's section, as the console registers them all.
 */
export async function testSections(): Promise<MessageSectionTexts[]> {
  const testPath = expect.getState().testPath ?? '';
  const owner = /\/(packages|examples)\/([^/]+)\//.exec(testPath);
  const all = !owner || owner[1] === 'examples';
  const loaders = Object.entries(modules).filter(
    ([path]) => all || packageOf(path) === `${owner[1]}/${owner[2]}`,
  );
  const loaded = await Promise.all(loaders.map(([, load]) => load()));
  const sections = loaded.flatMap((exports) => Object.values(exports).filter(isSection));
  return [...sections, allMessages];
}
