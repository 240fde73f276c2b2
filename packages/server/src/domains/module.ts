/**
 * The shape of a domain module: what one folder of `src/domains/` hands to the server. Each
 * domain's `index.ts` exports one module; `src/domains/index.ts` lists them and `createServer`
 * (routes), the job system (jobs), the realtime hub (topics) and `seedDemo` (seed) loop over that
 * list instead of importing each domain by hand.
 */
import type { AnyTopic } from '@console/core';
import type { FastifyInstance } from 'fastify';
import type { SeedStep } from '../seed/context';
import type { CreateServerOptions } from '../server-options';

/**
 * A background job a domain declares (`defineJob` of `src/jobs/`). Typed structurally (any
 * definition with a `kind`) so a module lists its definitions whatever their payload type; the
 * job system reads the rest of the definition.
 */
export interface DomainJob {
  readonly kind: string;
}

/** A realtime topic a domain publishes (`defineTopic` of `@console/core`). */
export type DomainTopic = AnyTopic;

/** One domain of the server. Every field but `name` is optional: a domain provides what it has. */
export interface DomainModule {
  /** The folder name (`nodes`, `api-keys` ...); unique. */
  readonly name: string;
  /**
   * Registers the domain's endpoints on the app (which is decorated with the server state,
   * `app.console`). Gets the server's options as given: a domain applies its own defaults.
   */
  readonly routes?: (app: FastifyInstance, options: CreateServerOptions) => void | Promise<void>;
  /** The background jobs the domain declares (run by workers, enqueued by its routes). */
  readonly jobs?: readonly DomainJob[];
  /** The realtime topics the domain publishes on. */
  readonly topics?: readonly DomainTopic[];
  /** The domain's steps of the demo seed (run by `seedDemo` in their `order`, across domains). */
  readonly seed?: readonly SeedStep[];
}

/**
 * Declares a domain module (an identity function that checks the shape and keeps literal types).
 * @example export const policiesDomain = defineDomain({ name: 'policies', routes: registerPolicyRoutes, seed: [policiesSeed] });
 */
export function defineDomain<const M extends DomainModule>(module: M): M {
  return module;
}

/** Every item of one field over the modules, in module order; throws on a duplicate key. */
function collect<T>(
  modules: readonly DomainModule[],
  pick: (module: DomainModule) => readonly T[] | undefined,
  key: (item: T) => string,
  what: string,
): T[] {
  const seen = new Map<string, string>();
  const items: T[] = [];
  for (const module of modules) {
    for (const item of pick(module) ?? []) {
      const k = key(item);
      const owner = seen.get(k);
      if (owner !== undefined) throw new Error(`${what} "${k}" is declared by ${owner} and ${module.name}`);
      seen.set(k, module.name);
      items.push(item);
    }
  }
  return items;
}

/** The modules' names, checked unique. */
export function domainNames(modules: readonly DomainModule[]): string[] {
  return collect(
    modules,
    (module) => [module.name],
    (name) => name,
    'domain',
  );
}

/** Every job the modules declare; a kind declared twice throws. */
export function domainJobs(modules: readonly DomainModule[]): DomainJob[] {
  return collect(
    modules,
    (module) => module.jobs,
    (job) => job.kind,
    'job kind',
  );
}

/** Every topic the modules publish; a name declared twice throws. */
export function domainTopics(modules: readonly DomainModule[]): DomainTopic[] {
  return collect(
    modules,
    (module) => module.topics,
    (topic) => topic.name,
    'topic',
  );
}

/** Every seed step of the modules in run order (`order`, then module order); a name twice throws. */
export function domainSeedSteps(modules: readonly DomainModule[]): SeedStep[] {
  const steps = collect(
    modules,
    (module) => module.seed,
    (step) => step.name,
    'seed step',
  );
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => a.step.order - b.step.order || a.index - b.index)
    .map(({ step }) => step);
}
