import { describe, expect, it } from 'vitest';
import type { SeedStep } from '../seed/context';
import { DOMAINS } from '.';
import { type DomainModule, defineDomain, domainJobs, domainNames, domainSeedSteps } from './module';

const step = (name: string, order: number): SeedStep => ({ name, order, run: async () => {} });

describe('given domain modules', () => {
  it('runs seed steps by order across modules, ties in module order', () => {
    const modules: DomainModule[] = [
      defineDomain({ name: 'a', seed: [step('a.late', 90), step('a.first', 10)] }),
      defineDomain({ name: 'b', seed: [step('b.tie', 50)] }),
      defineDomain({ name: 'c', seed: [step('c.tie', 50), step('c.early', 20)] }),
    ];
    expect(domainSeedSteps(modules).map((s) => s.name)).toEqual([
      'a.first',
      'c.early',
      'b.tie',
      'c.tie',
      'a.late',
    ]);
  });

  it('refuses a name, a job kind or a seed step declared twice', () => {
    expect(() => domainNames([{ name: 'x' }, { name: 'x' }])).toThrow(/domain "x"/);
    expect(() =>
      domainJobs([
        { name: 'x', jobs: [{ kind: 'k' }] },
        { name: 'y', jobs: [{ kind: 'k' }] },
      ]),
    ).toThrow(/job kind "k" is declared by x and y/);
    expect(() =>
      domainSeedSteps([
        { name: 'x', seed: [step('s', 1)] },
        { name: 'y', seed: [step('s', 2)] },
      ]),
    ).toThrow(/seed step "s"/);
  });

  it('lists every domain folder once, each with routes', () => {
    const names = domainNames(DOMAINS);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['auth', 'nodes', 'organizations', 'scripting', 'search']));
    expect(DOMAINS.every((domain) => typeof domain.routes === 'function')).toBe(true);
  });

  it('seeds the accounts first and the script attachments last', () => {
    const steps = domainSeedSteps(DOMAINS).map((s) => s.name);
    expect(steps[0]).toBe('division.accounts');
    expect(steps.at(-1)).toBe('scripting.attachments');
    expect(steps.indexOf('nodes.devices')).toBeGreaterThan(steps.indexOf('users.accounts'));
  });
});
