import { describe, expect, it } from 'vitest';
import { createAddMenuStore } from './add-menu-store';

describe('the Add menu store', () => {
  it('shows the guide until the first click, once the server has answered', () => {
    const store = createAddMenuStore();
    expect(store.get().guide).toBe('unknown');
    store.guideLoaded(false);
    expect(store.get().guide).toBe('shown');
    expect(store.dismissGuide()).toBe(true);
    expect(store.get().guide).toBe('dismissed');
    expect(store.dismissGuide()).toBe(false);
    store.guideLoaded(false);
    expect(store.get().guide).toBe('dismissed');
  });

  it('keeps the guide hidden for a user who has clicked before', () => {
    const store = createAddMenuStore();
    store.guideLoaded(true);
    expect(store.get().guide).toBe('dismissed');
  });

  it('opens one dialog at a time and closes it', () => {
    const store = createAddMenuStore();
    let calls = 0;
    store.subscribe(() => calls++);
    store.open({ kind: 'computer', platform: 'LINUX' });
    expect(store.get().dialog).toEqual({ kind: 'computer', platform: 'LINUX' });
    store.open({ kind: 'policy' });
    expect(store.get().dialog).toEqual({ kind: 'policy' });
    store.close();
    expect(store.get().dialog).toEqual({ kind: 'none' });
    expect(calls).toBe(3);
  });
});
