import type { AnyTopic } from './topics/define';

/**
 * A realtime topic as a browser subscribes to it: only its name pattern, no zod schemas (the
 * server validates every event before sending it). Its parameter and event types still come from
 * the definition it mirrors. Every topic has one in {@link topicRoutes}; `topicKey` and
 * `realtime.subscribe` accept a topic route wherever they accept a definition.
 * @example realtime.subscribe(topicRoutes.device, { id: 7 }, (event) => refresh(event.id));
 */
export interface TopicRoute<T extends AnyTopic = AnyTopic> {
  /** Name with `{param}` placeholders: `device.{id}`. */
  readonly name: T['name'];
  /** Type only, never set: the definition whose parameter and event types the route carries. */
  readonly '~topic'?: T;
}

/**
 * A topic definition (parameters checked with its schema) or its schema-free {@link TopicRoute}.
 * @example function follow(topic: TopicRef<typeof topics.device>) {}
 */
export type TopicRef<T extends AnyTopic> = T | TopicRoute<T>;

/**
 * The schema-free mirror of a topic registry: the same names, a {@link TopicRoute} each.
 * @example const table: TopicRouteTable<Topics> = topicRoutes;
 */
export type TopicRouteTable<T> = {
  readonly [Name in keyof T]: T[Name] extends AnyTopic ? TopicRoute<T[Name]> : never;
};
