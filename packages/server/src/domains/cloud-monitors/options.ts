/** The cloud monitor runner's settings (`CreateServerOptions.cloudMonitors`, docs/cloud-monitors.md). */

/** Options of the cloud monitor runner. */
export interface CloudMonitorOptions {
  /**
   * Run the scheduler in this process (roles `worker` and `all`). Tests turn it off and run
   * monitors with `runMonitorNow`.
   * @default true
   */
  scheduler?: boolean;
  /** Resolvers of DNS monitors, `host` or `host:port`. @default the system's (`/etc/resolv.conf`) */
  dnsServers?: readonly string[];
  /** The first WHOIS server asked (it refers to the registry's). @default whois.iana.org:43 */
  whoisServer?: { host: string; port: number };
  /** Extra CAs trusted by HTTPS and email TLS checks (PEM), besides Node's root store. */
  ca?: readonly string[];
  /** Runs in progress at once in this process. @default 200 */
  concurrency?: number;
  /** How often the scheduler looks for due monitors, in ms. @default 250 */
  tickMs?: number;
  /** Largest random shift of each slot, in ms, either way (never more than 1% of the frequency). @default 1000 */
  jitterMs?: number;
  /** How long a WHOIS answer is reused for the same domain, in ms. @default 6 hours */
  whoisCacheMs?: number;
  /**
   * Poll NMS devices over SNMP from this server through the same runner (every 5 minutes, on
   * their monitoring settings). The demo seed's NMS devices (made-up LAN addresses) are not polled
   * until their monitoring settings are saved.
   * @default true
   */
  nmsPolling?: boolean;
}

/** The options with their defaults. */
export type ResolvedMonitorOptions = Required<Omit<CloudMonitorOptions, 'dnsServers'>> & {
  dnsServers: readonly string[] | undefined;
};

/** Fills the defaults. */
export function resolveMonitorOptions(options: CloudMonitorOptions = {}): ResolvedMonitorOptions {
  return {
    scheduler: options.scheduler ?? true,
    dnsServers: options.dnsServers,
    whoisServer: options.whoisServer ?? { host: 'whois.iana.org', port: 43 },
    ca: options.ca ?? [],
    concurrency: options.concurrency ?? 200,
    tickMs: options.tickMs ?? 250,
    jitterMs: options.jitterMs ?? 1_000,
    whoisCacheMs: options.whoisCacheMs ?? 6 * 3_600_000,
    nmsPolling: options.nmsPolling ?? true,
  };
}
