import { describe, expect, it, vi } from 'vitest';
import { isMfaCodeComplete, normalizeMfaCode } from './mfa-code';
import { createMfaPromptStore } from './mfa-prompt-store';

describe('the MFA prompt store', () => {
  it('holds a prompt until a code answers it', async () => {
    const store = createMfaPromptStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const answer = store.prompt({ path: '/policy' });
    expect(store.current()).toEqual({ path: '/policy' });
    expect(listener).toHaveBeenLastCalledWith({ path: '/policy' });
    store.submit('123456');
    await expect(answer).resolves.toBe('123456');
    expect(store.current()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);
  });

  it('rejects when the user cancels, so the client reports USER_CANCELLED_MFA', async () => {
    const store = createMfaPromptStore();
    const answer = store.prompt({ path: '/appuser' });
    store.cancel();
    await expect(answer).rejects.toThrow(/cancelled/);
    expect(store.current()).toBeNull();
  });

  it('cancels an older prompt when a newer one arrives', async () => {
    const store = createMfaPromptStore();
    const first = store.prompt({ path: '/policy' });
    const second = store.prompt({ path: '/appuser' });
    await expect(first).rejects.toThrow(/newer/);
    expect(store.current()).toEqual({ path: '/appuser' });
    store.submit('654321');
    await expect(second).resolves.toBe('654321');
  });

  it('ignores answers without a pending prompt: a stale code never answers the next prompt', async () => {
    const store = createMfaPromptStore();
    store.submit('123456');
    store.cancel();
    expect(store.current()).toBeNull();
    const answer = store.prompt({ path: '/policy' });
    const settled = vi.fn();
    answer.then(settled, settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(store.current()).toEqual({ path: '/policy' });
    store.submit('654321');
    await expect(answer).resolves.toBe('654321');
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createMfaPromptStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    void store.prompt({ path: '/policy' }).catch(() => {});
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.cancel();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.current()).toBeNull();
  });
});

describe('an MFA code', () => {
  it('drops spaces and needs six digits', () => {
    expect(normalizeMfaCode(' 123 456 ')).toBe('123456');
    expect(isMfaCodeComplete('123456')).toBe(true);
    expect(isMfaCodeComplete('12345')).toBe(false);
    expect(isMfaCodeComplete('12345a')).toBe(false);
    expect(isMfaCodeComplete('1234567')).toBe(false);
  });
});
