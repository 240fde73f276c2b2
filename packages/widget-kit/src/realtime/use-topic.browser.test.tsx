import { type TopicEvent, topics } from '@console/core';
import { createTestRealtime, renderWithProviders } from '@console/testing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { useTopic } from './use-topic';

type ScanEvent = TopicEvent<typeof topics.scriptingMalwareScan>;

function DeviceWatcher({ id, enabled = true }: { id: number; enabled?: boolean }) {
  const [names, setNames] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  useTopic(topics.device, { id }, (event) => setNames((all) => [...all, `${event.id}`]), {
    enabled,
    onError: setProblem,
  });
  return (
    <div>
      <p>events: {names.join(',') || 'none'}</p>
      <p>problem: {problem || 'none'}</p>
    </div>
  );
}

function Scan({ label, seen }: { label: string; seen: string[] }) {
  useTopic(topics.scriptingMalwareScan, undefined, (event: ScanEvent) => {
    seen.push(`${label}:${event.attachmentId}`);
  });
  return <p>{label}</p>;
}

const deviceEvent = (id: number): TopicEvent<typeof topics.device> => ({
  action: 'updated',
  id,
  clientId: 1,
});

describe('given a widget that subscribes with useTopic', () => {
  it('receives the events of its topic instance and no other', async () => {
    const realtime = createTestRealtime();
    await renderWithProviders(<DeviceWatcher id={7} />, { console: { realtime } });
    expect(realtime.topics()).toEqual(['device.7']);
    realtime.emit(topics.device, { id: 8 }, deviceEvent(8));
    realtime.emit(topics.device, { id: 7 }, deviceEvent(7));
    await expect.element(page.getByText('events: 7')).toBeVisible();
  });

  it('resubscribes when its params change and unsubscribes on unmount', async () => {
    const realtime = createTestRealtime();
    const screen = await renderWithProviders(<DeviceWatcher id={7} />, { console: { realtime } });
    screen.rerender(<DeviceWatcher id={9} />);
    await vi.waitFor(() => expect(realtime.topics()).toEqual(['device.9']));
    realtime.emit(topics.device, { id: 9 }, deviceEvent(9));
    await expect.element(page.getByText('events: 9')).toBeVisible();
    screen.unmount();
    expect(realtime.topics()).toEqual([]);
  });

  it('subscribes only while enabled', async () => {
    const realtime = createTestRealtime();
    const screen = await renderWithProviders(<DeviceWatcher id={7} enabled={false} />, {
      console: { realtime },
    });
    expect(realtime.topics()).toEqual([]);
    screen.rerender(<DeviceWatcher id={7} enabled />);
    await vi.waitFor(() => expect(realtime.topics()).toEqual(['device.7']));
  });

  it("hands the server's refusal to onError", async () => {
    const realtime = createTestRealtime();
    await renderWithProviders(<DeviceWatcher id={7} />, { console: { realtime } });
    realtime.refuse('device.7', 'Not allowed');
    await expect.element(page.getByText('problem: Not allowed')).toBeVisible();
  });

  it('calls the latest handler without resubscribing', async () => {
    const realtime = createTestRealtime();
    const seen: string[] = [];
    const subscribe = vi.spyOn(realtime, 'subscribeKey');
    const screen = await renderWithProviders(<Scan label="first" seen={seen} />, { console: { realtime } });
    screen.rerender(<Scan label="second" seen={seen} />);
    await expect.element(page.getByText('second')).toBeVisible();
    realtime.emit(topics.scriptingMalwareScan, undefined, {
      attachmentId: 5,
      scanStatus: 'SUCCESS',
      scriptId: 1,
      scriptScanStatus: 'SUCCESS',
    });
    expect(seen).toEqual(['second:5']);
    // StrictMode-free render: one subscription for both renders.
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a realtime client', async () => {
    await renderWithProviders(<DeviceWatcher id={7} />, { console: {} });
    await expect.element(page.getByText('events: none')).toBeVisible();
  });
});
