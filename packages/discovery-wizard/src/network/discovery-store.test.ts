import { ConsoleApiError } from '@console/core';
import { describe, expect, it, vi } from 'vitest';
import { prepareAndStart } from '../logic/run-discovery';
import { createDiscoveryStore, stepAvailability } from './discovery-store';

const found = { ip: '10.0.0.1', pingMS: 1 };
const existing = { ip: '10.0.0.2', pingMS: 1, nodeId: 3 };
const offline = { ip: '10.0.0.3' };

describe('given a discovery run', () => {
  it('goes from preparing to scanning to completed on an empty update', () => {
    const store = createDiscoveryStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().phase));
    store.runStarted('k');
    expect(store.get()).toMatchObject({ step: 'DISCOVERY', phase: 'preparing', lastRun: 'k' });
    expect(stepAvailability(store.get())).toEqual({ SETUP: true, DISCOVERY: true, REVIEW: false });
    store.scanStarted(1, 3);
    store.update([found, offline]);
    store.update([existing]);
    expect(store.get().devices.map((d) => d.ip)).toEqual(['10.0.0.1', '10.0.0.3', '10.0.0.2']);
    expect(stepAvailability(store.get()).REVIEW).toBe(false);
    store.update([]);
    expect(store.get().phase).toBe('completed');
    expect(stepAvailability(store.get())).toEqual({ SETUP: true, DISCOVERY: true, REVIEW: true });
    expect(seen).toContain('scanning');
  });

  it('stopping marks it complete; a failure forgets the run', () => {
    const store = createDiscoveryStore();
    store.runStarted('k');
    store.stopped();
    expect(store.get().phase).toBe('completed');
    expect(stepAvailability(store.get()).REVIEW).toBe(false);
    store.runStarted('k');
    store.failed({ key: 'networkDiscovery.error.start_failed' });
    expect(store.get()).toMatchObject({ phase: 'failed', lastRun: null });
    store.goTo('SETUP');
    expect(stepAvailability(store.get()).DISCOVERY).toBe(false);
  });

  it('selects the found new devices on Review and keeps edits and removals', () => {
    const store = createDiscoveryStore();
    store.runStarted('k');
    store.update([found, existing, offline, { ip: '10.0.0.4', ssh: true }]);
    store.update([]);
    store.openReview();
    expect(store.get().selection).toEqual(['10.0.0.1', '10.0.0.4']);
    store.edit('10.0.0.1', { name: 'sw' });
    store.editRoles(['10.0.0.1', '10.0.0.4'], 7);
    expect(store.get().edits['10.0.0.1']).toEqual({ name: 'sw', role: 7 });
    store.remove(['10.0.0.4']);
    expect(store.get().selection).toEqual(['10.0.0.1']);
    expect(store.get().removed).toEqual(['10.0.0.4']);
    store.goTo('DISCOVERY');
    store.openReview();
    expect(store.get().selection).toEqual(['10.0.0.1']);
  });
});

describe('preparing the probe (000 §4.4)', () => {
  const sleep = vi.fn(async () => {});

  it('polls until OK, waits, then starts', async () => {
    const statuses = ['PREPARING', 'PREPARING', 'OK'];
    const start = vi.fn(async () => ({ jobId: 1, targetCount: 4 }));
    const api = { delegateStatus: async () => statuses.shift() ?? 'OK', start };
    const result = await prepareAndStart(api, new AbortController().signal, { sleep });
    expect(result).toEqual({ jobId: 1, targetCount: 4 });
    expect(sleep.mock.calls.map((call) => (call as unknown[])[0])).toEqual([5000, 5000, 5000]);
  });

  it('gives up after 10 failures or on INSTALL_FAILED', async () => {
    let calls = 0;
    const failing = {
      delegateStatus: async () => {
        calls += 1;
        throw new Error('down');
      },
      start: async () => ({ jobId: 1, targetCount: 1 }),
    };
    await expect(prepareAndStart(failing, new AbortController().signal, { sleep })).rejects.toMatchObject({
      issue: { key: 'networkDiscovery.error.delegate_install_failed' },
    });
    expect(calls).toBe(10);
    const install = { ...failing, delegateStatus: async () => 'INSTALL_FAILED' };
    await expect(prepareAndStart(install, new AbortController().signal, { sleep })).rejects.toMatchObject({
      issue: { key: 'networkDiscovery.error.delegate_install_failed' },
    });
  });

  it('maps a refused start to the spec message', async () => {
    const refuse = (resultCode: string) => ({
      delegateStatus: async () => 'OK',
      start: async () => {
        throw new ConsoleApiError({ status: 400, resultCode });
      },
    });
    const signal = new AbortController().signal;
    await expect(
      prepareAndStart(refuse('number_of_network_scan_targets_exceeded'), signal, { sleep }),
    ).rejects.toMatchObject({
      issue: { params: { maxDevices: 65_536 } },
    });
    await expect(
      prepareAndStart(refuse('network_scan_is_in_progress'), signal, { sleep }),
    ).rejects.toMatchObject({
      issue: { key: 'networkDiscovery.error.network_scan_is_in_progress' },
    });
    await expect(prepareAndStart(refuse('boom'), signal, { sleep })).rejects.toMatchObject({
      issue: { key: 'networkDiscovery.error.start_failed' },
    });
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const api = {
      delegateStatus: async () => 'PREPARING',
      start: async () => ({ jobId: 1, targetCount: 1 }),
    };
    const run = prepareAndStart(api, controller.signal, { pollIntervalMs: 10_000 });
    setTimeout(() => controller.abort(), 5);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
