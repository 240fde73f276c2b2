import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractTypeNames } from '../../scripts/contract-types';

describe("given the root's list of the contract's types", () => {
  it('names every type-only export of the contract (run pnpm --filter @console/core routes)', () => {
    const written = readFileSync(new URL('./types.ts', import.meta.url), 'utf8');
    const listed = [...written.matchAll(/^\s+(\w+),$/gm)].map(([, name]) => name).sort();
    expect(listed).toEqual(contractTypeNames());
  }, 60_000);
});
