import type { z } from 'zod';
import type { Permissions } from '../../permissions';

/**
 * Who may subscribe to a topic, evaluated by the server with the subscriber's permissions
 * (core's permission module) when the subscription arrives and again at every session re-check:
 * - `session`: any signed-in user (technician or end user);
 * - `user`: any signed-in user, and each event only reaches the user it names (publish scope);
 * - `technician`: technicians, and only those for whom `allow(can)` holds when it is given;
 * - `organization`: technicians who may view the organization whose id is the topic parameter `param`;
 * - `device`: technicians who may view the device (of their division) whose id is the parameter `param`.
 * @example { kind: 'technician', allow: (can) => can.canReadAtLeastOnePolicy }
 */
export type TopicScope =
  | { kind: 'session' }
  | { kind: 'user' }
  | { kind: 'technician'; allow?: (can: Permissions) => boolean }
  | { kind: 'organization'; param: string }
  | { kind: 'device'; param: string };

/**
 * The definition of one realtime topic: its name pattern, parameters, event schema and scope.
 * @example defineTopic({ name: 'device.{id}', summary: 'A device changed', params: z.object({ id: z.number() }), event, scope: { kind: 'device', param: 'id' } })
 */
export interface TopicDefinition<
  Name extends string = string,
  // biome-ignore lint/suspicious/noExplicitAny: a structural "any object schema" bound
  Params extends z.ZodObject<any> | undefined = z.ZodObject<any> | undefined,
  Event extends z.ZodType = z.ZodType,
> {
  /** Name with `{param}` placeholders, one dot-separated segment each: `device.{id}`. */
  name: Name;
  /** One-line description (docs/protocol.md). */
  summary: string;
  /** The placeholders' values; topic keys carry them as strings, digits are read as numbers. */
  params?: Params;
  /** Every event published on the topic must match this schema, or the server refuses it. */
  event: Event;
  /** Who may subscribe. */
  scope: TopicScope;
}

/** Any topic definition. */
// biome-ignore lint/suspicious/noExplicitAny: a structural "any topic" bound for generics
export type AnyTopic = TopicDefinition<string, any, any>;

/**
 * The event type of a topic.
 * @example const onDevice = (event: TopicEvent<typeof topics.device>) => event.clientId;
 */
export type TopicEvent<T extends AnyTopic> = z.infer<T['event']>;

/**
 * The parameters a topic key needs: the params schema's type, `undefined` for a topic without
 * placeholders.
 * @example const params: TopicParams<typeof topics.device> = { id: 7 };
 */
export type TopicParams<T extends AnyTopic> = [Exclude<T['params'], undefined>] extends [never]
  ? undefined
  : z.infer<Exclude<T['params'], undefined>>;

/**
 * Declares a topic, keeping its literal types.
 * @example export const deviceTopic = defineTopic({ name: 'device.{id}', ... });
 */
export function defineTopic<
  const Name extends string,
  // biome-ignore lint/suspicious/noExplicitAny: a structural "any object schema" bound
  Params extends z.ZodObject<any> | undefined = undefined,
  Event extends z.ZodType = z.ZodType,
>(definition: TopicDefinition<Name, Params, Event>): TopicDefinition<Name, Params, Event> {
  return definition;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const SEGMENT_VALUE = /^[\w-]{1,64}$/;

/**
 * The key of one topic instance: the name with its placeholders filled. Values must be one
 * segment (letters, digits, `_`, `-`); they are checked against the params schema when there is one.
 * A schema-free {@link TopicRoute} (`topicRoutes.device`) gives the same key.
 * @example topicKey(topics.device, { id: 7 }) // 'device.7'
 * @example topicKey(topics.devices) // 'devices'
 */
export function topicKey<T extends AnyTopic>(
  definition: T | TopicRoute<T>,
  ...params: TopicParams<T> extends undefined ? [params?: undefined] : [params: TopicParams<T>]
): string {
  const values = params[0] as Record<string, unknown> | undefined;
  // A schema-free route carries no params schema: the segment check below still applies.
  const schema = (definition as Partial<AnyTopic>).params;
  if (schema) schema.parse(values);
  return definition.name.replace(PLACEHOLDER, (_, name: string) => {
    const value = values?.[name];
    const text = value === undefined || value === null ? '' : String(value);
    if (!SEGMENT_VALUE.test(text))
      throw new Error(`Invalid topic parameter "${name}" for ${definition.name}: ${JSON.stringify(value)}`);
    return text;
  });
}

/**
 * Reads a topic key back into the parameters of a definition: `undefined` when the key is not
 * an instance of it (or its parameters fail the schema). Digit-only values are read as numbers.
 * @example matchTopic(topics.device, 'device.7') // { id: 7 }
 * @example matchTopic(topics.devices, 'devices') // {}
 */
export function matchTopic<T extends AnyTopic>(
  definition: T,
  key: string,
): Record<string, unknown> | undefined {
  const names: string[] = [];
  const source = definition.name
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 1) {
        names.push(part);
        return '([\\w-]{1,64})';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(key);
  if (!match) return undefined;
  const values: Record<string, unknown> = {};
  names.forEach((name, index) => {
    const raw = match[index + 1] as string;
    values[name] = /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
  });
  if (!definition.params) return values;
  const parsed = definition.params.safeParse(values);
  return parsed.success ? (parsed.data as Record<string, unknown>) : undefined;
}

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
