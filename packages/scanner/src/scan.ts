import { setMaxListeners } from 'node:events';
import type { DiscoveredDevice, DiscoveredDeviceTag } from '@console/core';
import {
  DEFAULT_DISCOVERY_SETTINGS,
  type DiscoverySettings,
  expandIpTargets,
  MAX_SCAN_TARGETS,
} from '@console/core/validation';
import { describeDevice } from './describe';
import { ReverseDns } from './dns';
import { IcmpPinger, type SendListener } from './icmp';
import { netbiosName } from './netbios';
import { type SnmpCredential, type SnmpSystem, snmpSystem } from './snmp';
import { isTcpPortOpen } from './tcp';

/** The TCP ports probed on every responding address: SSH and Telnet. */
export const DEFAULT_TCP_PORTS: readonly number[] = [22, 23];
/** Targets up to this many addresses also get the TCP/SNMP/NetBIOS probes when they ignore ping. */
export const SILENT_PROBE_LIMIT = 1024;

/** What a scan does (000 §3.5). */
export interface ScanOptions {
  /** The targets: the form's text (split on commas and newlines) or the addresses themselves. */
  targets: string | readonly string[];
  /** The advanced settings; missing ones take the defaults (500 ms, TTL 127, 2 pings, 300 ms). */
  settings?: Partial<DiscoverySettings>;
  /** The SNMP credentials to try, in the form's order (one result list per protocol). */
  credentials?: readonly SnmpCredential[];
  /** @default [22, 23] */
  tcpPorts?: readonly number[];
  /**
   * The DNS servers asked for reverse names; `false` turns reverse DNS off. Reverse lookups go
   * to these servers (the system's when not given), never to the targets.
   */
  dnsServers?: readonly string[] | false;
  /** Ask each responding address for its NetBIOS name (UDP 137). @default true */
  netbios?: boolean;
  /** Echo requests started per second, across all addresses. @default 20000 */
  maxPacketsPerSecond?: number;
  /** Addresses probed (TCP, SNMP, NetBIOS, DNS) at the same time. @default 512 */
  concurrency?: number;
  /**
   * Also probe addresses that did not answer ping (a device may drop ICMP).
   * @default true when the targets cover at most {@link SILENT_PROBE_LIMIT} addresses
   */
  probeSilentHosts?: boolean;
  /** Stops the scan: no packet is sent after it fires, and the results end. */
  signal?: AbortSignal;
  /** Every packet's destination, as it is sent (the send log). */
  onSend?: SendListener;
  /** The SNMP port. @default 161 */
  snmpPort?: number;
}

/** One address's result: a discovered device with nothing known about organizations yet. */
export type ScanResult = DiscoveredDevice;

/**
 * The derived tags of a result (000 §3.5): `offline` when the address returned no data at all,
 * `allResponding` when it answered ping, `allSnmpResponding` when every supplied credential
 * answered, `existing` when it belongs to a device (`nodeId`).
 * @example deriveTags({ pingMS: 1, nodeId: null, ... }, 2) // ['allResponding']
 */
export function deriveTags(
  device: Pick<
    DiscoveredDevice,
    'pingMS' | 'nodeId' | 'ports' | 'netbiosName' | 'snmpv1' | 'snmpv2' | 'snmpv3'
  >,
  credentialCount: number,
): DiscoveredDeviceTag[] {
  const snmpAnswers = device.snmpv1.length + device.snmpv2.length + device.snmpv3.length;
  const tags: DiscoveredDeviceTag[] = [];
  const returnedData =
    device.pingMS !== null || snmpAnswers > 0 || device.ports.length > 0 || device.netbiosName !== null;
  if (!returnedData) tags.push('offline');
  if (device.nodeId !== null) tags.push('existing');
  if (device.pingMS !== null) tags.push('allResponding');
  if (credentialCount > 0 && snmpAnswers >= credentialCount) tags.push('allSnmpResponding');
  return tags;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** A counting semaphore: at most `limit` holders at once. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/**
 * Up to `pingsPerNode` echo requests `delayBetweenPingsMS` apart; the first reply's round trip,
 * or null. `active` holds the finishers of every running ping so an abort ends them all at once
 * (one abort listener for the scan, not one per address).
 */
function pingAddress(
  pinger: IcmpPinger,
  address: string,
  settings: DiscoverySettings,
  signal: AbortSignal,
  active: Set<(rtt: number | null) => void>,
): Promise<number | null> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(null);
    let pending = settings.pingsPerNode;
    let done = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (rtt: number | null) => {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      active.delete(finish);
      resolve(rtt);
    };
    active.add(finish);
    for (let index = 0; index < settings.pingsPerNode; index++) {
      const send = () => {
        if (done || signal.aborted) return;
        void pinger.ping(address, settings.pingTimeoutMS).then((rtt) => {
          pending--;
          if (rtt !== null) finish(Math.round(rtt * 100) / 100);
          else if (pending === 0) finish(null);
        });
      };
      if (index === 0) send();
      else timers.push(setTimeout(send, index * settings.delayBetweenPingsMS));
    }
  });
}

interface ProbeContext {
  options: ScanOptions;
  settings: DiscoverySettings;
  signal: AbortSignal;
  dns: ReverseDns | undefined;
}

async function probeAddress(
  address: string,
  pingMS: number | null,
  context: ProbeContext,
): Promise<ScanResult> {
  const { options, settings, signal, dns } = context;
  const timeout = settings.pingTimeoutMS;
  const ports = options.tcpPorts ?? DEFAULT_TCP_PORTS;
  const credentials = options.credentials ?? [];
  const [open, netbios, dnsName, answers] = await Promise.all([
    Promise.all(ports.map((port) => isTcpPortOpen(address, port, timeout, signal, options.onSend))),
    options.netbios === false ? null : netbiosName(address, timeout, signal, options.onSend),
    dns ? dns.lookup(address) : null,
    Promise.all(
      credentials.map((credential) =>
        snmpSystem(address, credential, timeout, { signal, onSend: options.onSend, port: options.snmpPort }),
      ),
    ),
  ]);
  const openPorts = ports.filter((_, index) => open[index]);
  const answered = credentials.filter((_, index) => answers[index] !== null);
  const system: SnmpSystem | null = answers.find((answer) => answer !== null) ?? null;
  const description = describeDevice(system);
  const device: ScanResult = {
    ip: address,
    hostname: system?.sysName ?? netbios ?? dnsName ?? null,
    dnsName,
    netbiosName: netbios,
    pingMS,
    ports: openPorts,
    telnet: openPorts.includes(23),
    ssh: openPorts.includes(22),
    os: description.os,
    model: description.model,
    vendor: description.vendor,
    firmware: description.firmware,
    sysObjectId: system?.sysObjectId ?? null,
    sysDescr: system?.sysDescr ?? null,
    sysUpTime: system?.sysUpTime ?? null,
    role: null,
    nodeId: null,
    nodeName: null,
    types: [],
    locationId: null,
    nmsDelegateNodeId: null,
    snmpv1: answered.filter((credential) => credential.version === 1).map((credential) => credential.id),
    snmpv2: answered.filter((credential) => credential.version === 2).map((credential) => credential.id),
    snmpv3: answered.filter((credential) => credential.version === 3).map((credential) => credential.id),
  };
  device.types = deriveTags(device, credentials.length);
  return device;
}

function silentResult(address: string, credentialCount: number): ScanResult {
  const device: ScanResult = {
    ip: address,
    hostname: null,
    dnsName: null,
    netbiosName: null,
    pingMS: null,
    ports: [],
    telnet: false,
    ssh: false,
    os: null,
    model: null,
    vendor: null,
    firmware: null,
    sysObjectId: null,
    sysDescr: null,
    sysUpTime: null,
    role: null,
    nodeId: null,
    nodeName: null,
    types: [],
    locationId: null,
    nmsDelegateNodeId: null,
    snmpv1: [],
    snmpv2: [],
    snmpv3: [],
  };
  device.types = deriveTags(device, credentialCount);
  return device;
}

/**
 * Scans the targets and yields one result per address as soon as it is known (responding
 * addresses first, typically within milliseconds; silent ones after their last ping times out).
 * Echo requests go through one raw socket per address family; SSH/Telnet, NetBIOS and SNMP
 * probes only to the target addresses; reverse DNS only to the configured DNS servers. Aborting
 * `signal` (or leaving the loop) stops sending at once and ends the results. Needs root or
 * CAP_NET_RAW for ICMP.
 * @example
 * for await (const device of scanNetwork({ targets: '10.0.0.0/24', credentials: [{ id: 1, version: 2, community: 'public' }] })) {
 *   console.log(device.ip, device.types);
 * }
 */
export async function* scanNetwork(options: ScanOptions): AsyncGenerator<ScanResult, void, undefined> {
  const settings: DiscoverySettings = { ...DEFAULT_DISCOVERY_SETTINGS, ...options.settings };
  const addresses =
    typeof options.targets === 'string'
      ? expandIpTargets(options.targets)
      : options.targets.slice(0, MAX_SCAN_TARGETS);
  const controller = new AbortController();
  const signal = controller.signal;
  // Each address being probed listens for the abort: up to `concurrency` listeners.
  setMaxListeners(0, signal);
  const stop = () => controller.abort();
  if (options.signal?.aborted) return;
  options.signal?.addEventListener('abort', stop, { once: true });

  const pinger = new IcmpPinger({ ttl: settings.pingPacketTTL, onSend: options.onSend });
  const dns =
    options.dnsServers === false ? undefined : new ReverseDns(settings.pingTimeoutMS, options.dnsServers);
  const pinging = new Set<(rtt: number | null) => void>();
  // Stop sending at once: queued echo requests die with the socket, running pings end.
  signal.addEventListener(
    'abort',
    () => {
      pinger.close();
      for (const finish of [...pinging]) finish(null);
    },
    { once: true },
  );
  const probeSilent = options.probeSilentHosts ?? addresses.length <= SILENT_PROBE_LIMIT;
  const limit = limiter(options.concurrency ?? 512);
  const context: ProbeContext = { options, settings, signal, dns };
  const credentialCount = options.credentials?.length ?? 0;

  const results: ScanResult[] = [];
  let read = 0;
  let wake: (() => void) | undefined;
  let finished = false;
  const push = (result: ScanResult) => {
    if (signal.aborted) return;
    results.push(result);
    wake?.();
  };

  const scanOne = async (address: string) => {
    if (probeSilent) {
      // Small scans probe every address, answering ping or not: once it answers, or from the
      // second echo request on (the first requests resolve the neighbours; probes sent in the same
      // burst would wait in the kernel's short unresolved-neighbour queue and be dropped).
      const ping = pingAddress(pinger, address, settings, signal, pinging);
      await Promise.race([
        ping,
        sleep(Math.min(settings.delayBetweenPingsMS, settings.pingTimeoutMS), signal),
      ]);
      const [pingMS, probed] = await Promise.all([ping, limit(() => probeAddress(address, null, context))]);
      if (signal.aborted) return;
      probed.pingMS = pingMS;
      probed.types = deriveTags(probed, credentialCount);
      push(probed);
      return;
    }
    const pingMS = await pingAddress(pinger, address, settings, signal, pinging);
    if (signal.aborted) return;
    push(
      pingMS === null
        ? silentResult(address, credentialCount)
        : await limit(() => probeAddress(address, pingMS, context)),
    );
  };

  const run = (async () => {
    const perTick = Math.max(1, Math.round((options.maxPacketsPerSecond ?? 20_000) / 100));
    const running: Promise<void>[] = [];
    for (let index = 0; index < addresses.length && !signal.aborted; index += perTick) {
      for (const address of addresses.slice(index, index + perTick)) running.push(scanOne(address));
      if (index + perTick < addresses.length) await sleep(10, signal);
    }
    await Promise.all(running);
  })()
    .catch(() => {
      // A failure ends the results early; what was found is kept.
    })
    .finally(() => {
      finished = true;
      wake?.();
    });

  signal.addEventListener('abort', () => wake?.(), { once: true });
  try {
    while (!signal.aborted) {
      if (read < results.length) {
        const next = results[read] as ScanResult;
        results[read] = undefined as unknown as ScanResult;
        read++;
        yield next;
        continue;
      }
      if (finished) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    controller.abort();
    options.signal?.removeEventListener('abort', stop);
    pinger.close();
    dns?.cancel();
    await run;
  }
}
