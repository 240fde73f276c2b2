import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { topics } from '../contract/topics';
import {
  createRealtimeClient,
  type RealtimeSocket,
  type RealtimeSocketConstructor,
  type RealtimeStatus,
  reconnectDelay,
  resolveRealtimeUrl,
} from './realtime';

/** A WebSocket double: the test opens, feeds and drops it. */
class FakeSocket implements RealtimeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed: { code?: number | undefined; reason?: string | undefined } | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }
}

const latest = () => FakeSocket.instances.at(-1)!;
const Socket = FakeSocket as unknown as RealtimeSocketConstructor;

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given a realtime client', () => {
  it('subscribes by topic definition: the key is filled and the event typed', () => {
    const client = createRealtimeClient({ WebSocket: Socket, url: 'ws://test/ws/realtime' });
    const events: number[] = [];
    const stop = client.subscribe(topics.device, { id: 7 }, (event) => {
      expectTypeOf(event.clientId).toEqualTypeOf<number | null>();
      events.push(event.id);
    });
    client.subscribe(topics.devices, undefined, () => events.push(-1));
    latest().open();
    expect(latest().sent).toEqual([
      { type: 'subscribe', topic: 'device.7' },
      { type: 'subscribe', topic: 'devices' },
    ]);
    latest().receive({ type: 'event', topic: 'device.7', data: { action: 'updated', id: 7, clientId: 3 } });
    latest().receive({ type: 'event', topic: 'device.8', data: { action: 'updated', id: 8, clientId: 3 } });
    expect(events).toEqual([7]);
    stop();
    expect(latest().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: 'device.7' });
  });

  it('refuses parameters that do not fit the topic', () => {
    const client = createRealtimeClient({ WebSocket: Socket, url: 'ws://test/ws/realtime' });
    expect(() => client.subscribe(topics.device, { id: -1 }, () => {})).toThrow();
    expect(() => client.subscribe(topics.device, { id: 'x' as unknown as number }, () => {})).toThrow();
    expect(FakeSocket.instances).toEqual([]);
  });

  it('connects on the first subscription and subscribes once open', () => {
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/ws/realtime', WebSocket: Socket });
    expect(FakeSocket.instances).toHaveLength(0);
    expect(client.status).toBe('idle');
    client.subscribeKey('nm.nms-discovery', () => {});
    expect(latest().url).toBe('ws://127.0.0.1:9/ws/realtime');
    expect(client.status).toBe('connecting');
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(client.status).toBe('open');
    expect(latest().sent).toEqual([{ type: 'subscribe', topic: 'nm.nms-discovery' }]);
  });

  it('delivers events to the handlers of their topic only', () => {
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket });
    const discovery = vi.fn();
    const discoveryToo = vi.fn();
    const vmm = vi.fn();
    client.subscribeKey('nm.nms-discovery', discovery);
    client.subscribeKey('nm.nms-discovery', discoveryToo);
    client.subscribeKey('vmm.status.4', vmm);
    latest().open();
    latest().receive({ type: 'subscribed', topic: 'nm.nms-discovery' });
    latest().receive({ type: 'event', topic: 'nm.nms-discovery', data: { found: 3 } });
    expect(discovery).toHaveBeenCalledWith({ found: 3 });
    expect(discoveryToo).toHaveBeenCalledWith({ found: 3 });
    expect(vmm).not.toHaveBeenCalled();
    // a topic subscribed twice is sent once
    expect(latest().sent.filter((m) => (m as { topic: string }).topic === 'nm.nms-discovery')).toHaveLength(
      1,
    );
  });

  it('sends unsubscribe when the last handler of a topic leaves', () => {
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket });
    const first = client.subscribeKey('a', () => {});
    latest().open();
    const second = client.subscribeKey('a', () => {});
    first();
    expect(latest().sent).toEqual([{ type: 'subscribe', topic: 'a' }]);
    second();
    second();
    expect(latest().sent).toEqual([
      { type: 'subscribe', topic: 'a' },
      { type: 'unsubscribe', topic: 'a' },
    ]);
  });

  it('subscribes a new topic at once when already open', () => {
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket });
    client.subscribeKey('a', () => {});
    latest().open();
    client.subscribeKey('b', () => {});
    expect(latest().sent).toEqual([
      { type: 'subscribe', topic: 'a' },
      { type: 'subscribe', topic: 'b' },
    ]);
  });

  it('passes server errors to the client and to the topic', () => {
    const onError = vi.fn();
    const topicError = vi.fn();
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket, onError });
    client.subscribeKey('secret', () => {}, { onError: topicError });
    latest().open();
    latest().receive({ type: 'error', topic: 'secret', message: 'Forbidden topic' });
    latest().receive('not json');
    expect(topicError).toHaveBeenCalledWith('Forbidden topic');
    expect(onError).toHaveBeenCalledWith({ topic: 'secret', message: 'Forbidden topic' });
    expect(onError).toHaveBeenCalledWith({ message: 'Unreadable realtime message' });
  });
});

describe('given a dropped connection', () => {
  it('reconnects with growing delays and resubscribes every topic', () => {
    const statuses: RealtimeStatus[] = [];
    const client = createRealtimeClient({
      url: 'ws://127.0.0.1:9/rt',
      WebSocket: Socket,
      random: () => 1,
      backoff: { initialDelayMs: 100, maxDelayMs: 1000 },
      onStatusChange: (s) => statuses.push(s),
    });
    const handler = vi.fn();
    client.subscribeKey('a', handler);
    client.subscribeKey('b', () => {});
    latest().open();
    latest().drop();
    expect(client.status).toBe('reconnecting');
    expect(FakeSocket.instances).toHaveLength(1);

    vi.advanceTimersByTime(99);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().drop(); // second failure: 200 ms
    vi.advanceTimersByTime(199);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(3);

    latest().open();
    expect(latest().sent).toEqual([
      { type: 'subscribe', topic: 'a' },
      { type: 'subscribe', topic: 'b' },
    ]);
    latest().receive({ type: 'event', topic: 'a', data: 1 });
    expect(handler).toHaveBeenCalledWith(1);
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);

    // a successful open resets the backoff
    latest().drop();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('caps the delay', () => {
    const client = createRealtimeClient({
      url: 'ws://127.0.0.1:9/rt',
      WebSocket: Socket,
      random: () => 1,
      backoff: { initialDelayMs: 100, maxDelayMs: 300 },
    });
    client.subscribeKey('a', () => {});
    for (const delay of [100, 200, 300, 300, 300]) {
      const before = FakeSocket.instances.length;
      latest().drop();
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(before + 1);
    }
  });

  it('ignores events from a socket it already replaced', () => {
    const handler = vi.fn();
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket, random: () => 0 });
    client.subscribeKey('a', handler);
    const old = latest();
    old.open();
    old.drop();
    vi.advanceTimersByTime(1000);
    old.receive({ type: 'event', topic: 'a', data: 'stale' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops for good on close()', () => {
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket });
    client.subscribeKey('a', () => {});
    latest().open();
    latest().drop();
    client.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.status).toBe('closed');
    expect(() => client.subscribeKey('b', () => {})).toThrow('closed');
  });

  it('closes the open socket cleanly', () => {
    const client = createRealtimeClient({ url: 'ws://127.0.0.1:9/rt', WebSocket: Socket });
    client.subscribeKey('a', () => {});
    latest().open();
    const socket = latest();
    client.close();
    expect(socket.closed).toEqual({ code: 1000, reason: 'closed by client' });
    socket.onclose?.({});
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('grows exponentially with jitter between half and all of the capped delay', () => {
    expect(reconnectDelay(0, {}, () => 1)).toBe(500);
    expect(reconnectDelay(0, {}, () => 0)).toBe(250);
    expect(reconnectDelay(3, {}, () => 1)).toBe(4000);
    expect(reconnectDelay(3, {}, () => 0.5)).toBe(3000);
    expect(reconnectDelay(20, {}, () => 1)).toBe(30_000);
    expect(reconnectDelay(20, {}, () => 0)).toBe(15_000);
  });
});

describe('resolveRealtimeUrl', () => {
  it('follows the page scheme', () => {
    expect(resolveRealtimeUrl('/ws/realtime', 'https://rmm.example.com/app/')).toBe(
      'wss://rmm.example.com/ws/realtime',
    );
    expect(resolveRealtimeUrl('/ws/realtime', 'http://127.0.0.1:5173/')).toBe(
      'ws://127.0.0.1:5173/ws/realtime',
    );
    expect(resolveRealtimeUrl('https://api.example.com/ws/realtime')).toBe(
      'wss://api.example.com/ws/realtime',
    );
    expect(resolveRealtimeUrl('ws://127.0.0.1/x')).toBe('ws://127.0.0.1/x');
  });
});
