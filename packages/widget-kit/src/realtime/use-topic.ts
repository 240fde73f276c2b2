import { type AnyTopic, type TopicEvent, type TopicParams, type TopicRef, topicKey } from '@console/core';
import { useConsole } from '@console/core/react';
import { useEffect, useRef } from 'react';

/** Options of {@link useTopic}. */
export interface UseTopicOptions {
  /**
   * Subscribes only while true (a job id not known yet, a view not showing).
   * @default true
   */
  enabled?: boolean;
  /** The server's error about this subscription (refused: outside the user's scope). */
  onError?: (message: string) => void;
}

type TopicKeyOf = (definition: TopicRef<AnyTopic>, params?: unknown) => string;

/**
 * Subscribes to one instance of a typed realtime topic (`topics.*` of `@console/core`) while the
 * component is mounted and `enabled`; the latest `onEvent` receives each event, typed by the
 * topic's event schema, so it need not be memoized. Subscriptions follow the topic key, so new
 * params resubscribe and equal params do not. Does nothing without a realtime client in the
 * `ConsoleProvider`. Widgets subscribe by definition only, never by topic string.
 * @example
 * useTopic(topics.device, { id: deviceId }, (event) => refresh(event.id), { enabled: deviceId !== undefined });
 * useTopic(topicRoutes.scriptingMalwareScan, undefined, (event) => event.scriptId && refresh());
 */
export function useTopic<T extends AnyTopic>(
  topic: TopicRef<T>,
  params: TopicParams<T>,
  onEvent: (event: TopicEvent<T>) => void,
  options: UseTopicOptions = {},
): void {
  const { realtime } = useConsole();
  const enabled = options.enabled ?? true;
  // Computed only when enabled: params may be incomplete (an id still loading) until then.
  const key = enabled ? (topicKey as TopicKeyOf)(topic, params) : undefined;
  const latest = useRef({ onEvent, onError: options.onError });
  useEffect(() => {
    latest.current = { onEvent, onError: options.onError };
  });
  useEffect(() => {
    if (!realtime || key === undefined) return;
    return realtime.subscribeKey<TopicEvent<T>>(key, (event) => latest.current.onEvent(event), {
      onError: (message) => latest.current.onError?.(message),
    });
  }, [realtime, key]);
}
