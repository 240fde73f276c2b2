import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../lib/crypto';
import { need, type SeedContext } from './context';
import { Random } from './random';

const context = (state: SeedContext['state']): SeedContext => ({
  db: {} as SeedContext['db'],
  now: new Date('2026-06-01T00:00:00Z'),
  random: new Random(1),
  secrets: createSecretBox('k'),
  devices: 0,
  state,
});

describe('given the seed context', () => {
  it('hands a later step what an earlier one stored', () => {
    const scripts = need(context({ scripts: 16 }), 'scripts');
    expect(scripts).toBe(16);
  });

  it('names the missing value when the step that writes it has not run', () => {
    expect(() => need(context({}), 'organizations')).toThrow(
      'seed: "organizations" is written by an earlier step',
    );
  });
});
