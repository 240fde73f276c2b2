import { Resolver } from 'node:dns/promises';

/**
 * Reverse DNS (PTR) through the given DNS servers (the system's when none are given): the first
 * name, without a trailing dot, or null when there is none or no answer came within `timeoutMs`.
 */
export class ReverseDns {
  readonly #resolver: Resolver;

  constructor(timeoutMs: number, servers?: readonly string[]) {
    this.#resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
    if (servers && servers.length > 0) this.#resolver.setServers([...servers]);
  }

  /** The address's first PTR name, or null. */
  async lookup(address: string): Promise<string | null> {
    try {
      const names = await this.#resolver.reverse(address);
      return names[0]?.replace(/\.$/, '') || null;
    } catch {
      return null;
    }
  }

  /** Cancels outstanding lookups. */
  cancel(): void {
    this.#resolver.cancel();
  }
}
