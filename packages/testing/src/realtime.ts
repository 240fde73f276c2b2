import {
  type AnyTopic,
  type RealtimeClient,
  type RealtimeHandler,
  type RealtimeSubscribeOptions,
  type TopicEvent,
  type TopicParams,
  topicKey,
} from '@console/core';

/** A realtime client whose events and refusals the test sends. */
export interface TestRealtime extends RealtimeClient {
  /**
   * Sends `event` to the subscribers of one topic instance, typed by the topic's definition.
   * @example realtime.emit(topics.job, { id: 7 }, { ...job, state: 'succeeded' })
   */
  emit<T extends AnyTopic>(topic: T, params: TopicParams<T>, event: TopicEvent<T>): void;
  /** Sends the server's `error` about a topic key (a refused subscription) to its subscribers. */
  refuse(key: string, message: string): void;
  /** The topic keys subscribed to now (`['job.7']`). */
  topics(): string[];
}

interface Entry {
  handler: RealtimeHandler<unknown>;
  onError: RealtimeSubscribeOptions['onError'];
}

/**
 * A realtime client for tests: subscriptions are kept in memory, events come from the test through
 * `emit(topic, params, event)`; nothing goes over a socket.
 * @example
 * const realtime = createTestRealtime();
 * await renderWithProviders(<Widget />, { console: { fetch, realtime } });
 * realtime.emit(topics.scriptingMalwareScan, undefined, { attachmentId: 1, scanStatus: 'SUCCESS', scriptId: 3, scriptScanStatus: 'SUCCESS' });
 */
export function createTestRealtime(): TestRealtime {
  const subscriptions = new Map<string, Set<Entry>>();
  const fake: TestRealtime = {
    status: 'open',
    subscribe: (topic, params, handler, options) =>
      fake.subscribeKey(
        (topicKey as (definition: unknown, params?: unknown) => string)(topic, params),
        handler as RealtimeHandler<unknown>,
        options,
      ),
    subscribeKey(key, handler, options) {
      const set = subscriptions.get(key) ?? new Set();
      const entry: Entry = { handler: handler as RealtimeHandler<unknown>, onError: options?.onError };
      set.add(entry);
      subscriptions.set(key, set);
      return () => {
        set.delete(entry);
      };
    },
    close: () => subscriptions.clear(),
    emit(topic, params, event) {
      const key = (topicKey as (definition: AnyTopic, params?: unknown) => string)(topic, params);
      for (const entry of [...(subscriptions.get(key) ?? [])]) entry.handler(event);
    },
    refuse(key, message) {
      for (const entry of [...(subscriptions.get(key) ?? [])]) entry.onError?.(message);
    },
    topics: () => [...subscriptions].filter(([, set]) => set.size > 0).map(([key]) => key),
  };
  return fake;
}
