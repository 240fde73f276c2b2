import { createConsoleClient } from '@console/core';
import { useConsole } from '@console/core/react';
import { createTestFetch, createTestQueryClient, createTestSession } from '@console/testing';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMount } from './create-mount';

const seen: QueryClient[] = [];

function Greeting({ greeting, name = 'nobody' }: { greeting: string; name?: string }) {
  const { session, productName, navigate } = useConsole();
  seen.push(useQueryClient());
  return (
    <button type="button" onClick={() => navigate('/greeted')}>
      {greeting} {name} from {session.user.firstName} on {productName}
    </button>
  );
}

const mountGreeting = createMount(Greeting);

function host() {
  const element = document.createElement('div');
  document.body.append(element);
  const client = createConsoleClient({ fetch: createTestFetch({}), getCsrfToken: () => 'x' });
  return { element, client, session: createTestSession(), navigate: vi.fn() };
}

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
});

describe('given a widget mounted with createMount', () => {
  it('renders the component with the host values and its own props', async () => {
    const { element, ...provided } = host();
    mountGreeting(element, { ...provided, greeting: 'Hello', name: 'Sam', productName: 'Acme RMM' });
    const button = page.getByRole('button', { name: 'Hello Sam from Alex on Acme RMM' });
    await expect.element(button).toBeVisible();
    await button.click();
    expect(provided.navigate).toHaveBeenCalledWith('/greeted');
  });

  it('merges partial props on update and keeps the rest', async () => {
    const { element, ...provided } = host();
    const widget = mountGreeting(element, { ...provided, greeting: 'Hello', name: 'Sam' });
    await expect.element(page.getByRole('button', { name: 'Hello Sam from Alex on Console' })).toBeVisible();
    widget.update({ name: 'Kim' });
    await expect.element(page.getByRole('button', { name: 'Hello Kim from Alex on Console' })).toBeVisible();
    widget.update({ session: createTestSession({ user: { firstName: 'Robin' } }) });
    await expect.element(page.getByRole('button', { name: 'Hello Kim from Robin on Console' })).toBeVisible();
  });

  it('applies theme and density to the widget root and changes them on update', async () => {
    const { element, ...provided } = host();
    const widget = mountGreeting(element, { ...provided, greeting: 'Hi' });
    await expect.element(page.getByRole('button')).toBeVisible();
    const root = () => element.querySelector<HTMLElement>('[data-console-root]');
    expect(root()?.dataset.theme).toBe('light');
    const comfortable = getComputedStyle(root() as HTMLElement).getPropertyValue(
      '--console-density-control-height',
    );
    widget.update({ theme: 'dark', density: 'compact' });
    await vi.waitFor(() => expect(root()?.dataset.theme).toBe('dark'));
    const compact = getComputedStyle(root() as HTMLElement).getPropertyValue(
      '--console-density-control-height',
    );
    expect(compact.trim()).toBe('28px');
    expect(comfortable.trim()).not.toBe('28px');
  });

  it("uses the host's query client when given one", async () => {
    const { element, ...provided } = host();
    const queryClient = createTestQueryClient();
    mountGreeting(element, { ...provided, greeting: 'Hi', queryClient });
    await expect.element(page.getByRole('button')).toBeVisible();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((client) => client === queryClient)).toBe(true);
  });

  it('keeps one query client of its own across updates', async () => {
    const { element, ...provided } = host();
    const widget = mountGreeting(element, { ...provided, greeting: 'Hi' });
    await expect.element(page.getByRole('button', { name: /^Hi nobody/ })).toBeVisible();
    widget.update({ greeting: 'Bye' });
    await expect.element(page.getByRole('button', { name: /^Bye nobody/ })).toBeVisible();
    expect(new Set(seen).size).toBe(1);
  });

  it('empties the element on unmount', async () => {
    const { element, ...provided } = host();
    const widget = mountGreeting(element, { ...provided, greeting: 'Hi' });
    await expect.element(page.getByRole('button')).toBeVisible();
    widget.unmount();
    expect(element.childElementCount).toBe(0);
  });
});
