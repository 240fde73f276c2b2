/// <reference path="./raw-socket.d.ts" />
import { createRequire } from 'node:module';
import type * as RawSocketModule from 'raw-socket';

let loaded: typeof RawSocketModule | undefined;
/**
 * raw-socket (a native module), loaded on first use: a program that bundles the scanner (the
 * reference agent) starts without it and needs it only when it scans.
 */
function rawSocket(): typeof RawSocketModule {
  loaded ??= createRequire(import.meta.url)('raw-socket') as typeof RawSocketModule;
  return loaded;
}

/** What the pinger reports for every packet it sends (the scan's send log). */
export type SendListener = (packet: {
  protocol: 'icmp' | 'tcp' | 'udp';
  address: string;
  port?: number;
}) => void;

/** ICMP echo options (000 §3.5 advanced settings). */
export interface PingerOptions {
  /** IP TTL (IPv6: unicast hop limit) of every echo request. */
  ttl: number;
  /** Called with every destination right before the packet is handed to the socket. */
  onSend?: SendListener;
}

interface Waiter {
  sentAt: bigint;
  resolve: (rtt: number | null) => void;
  timer: NodeJS.Timeout | undefined;
}

const ECHO_REQUEST_V4 = 8;
const MAX_IN_FLIGHT = 16;
const NOOP = () => {};
const ECHO_REPLY_V4 = 0;
const ECHO_REQUEST_V6 = 128;
const ECHO_REPLY_V6 = 129;

/**
 * True when this process may open a raw ICMP socket (root or CAP_NET_RAW): the scanner can ping.
 * @example if (!canSendIcmp()) console.warn('run the server as root or grant CAP_NET_RAW');
 */
export function canSendIcmp(): boolean {
  try {
    const raw = rawSocket();
    raw.createSocket({ protocol: raw.Protocol.ICMP }).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * ICMP echo through ONE raw socket per address family, however many addresses are pinged at
 * once: every request carries the pinger's identifier and its own sequence number, and replies
 * are matched by source address, identifier and sequence. Needs root (or CAP_NET_RAW).
 * @example const pinger = new IcmpPinger({ ttl: 127 }); const rtt = await pinger.ping('10.0.0.1', 500); pinger.close();
 */
export class IcmpPinger {
  readonly #identifier = Math.floor(Math.random() * 0xffff);
  readonly #waiting = new Map<string, Waiter>();
  readonly #options: PingerOptions;
  #sequence = 0;
  #v4: RawSocketModule.RawSocket | undefined;
  #v6: RawSocketModule.RawSocket | undefined;
  #closed = false;
  /** Echo requests waiting for the socket: raw-socket's own queue shifts an array (slow when long). */
  readonly #queue: (() => void)[] = [];
  #queueHead = 0;
  #inFlight = 0;

  constructor(options: PingerOptions) {
    this.#options = options;
  }

  /** The identifier every echo request of this pinger carries. */
  get identifier(): number {
    return this.#identifier;
  }

  #socket(v6: boolean): RawSocketModule.RawSocket {
    const existing = v6 ? this.#v6 : this.#v4;
    if (existing) return existing;
    const raw = rawSocket();
    const socket = raw.createSocket({
      protocol: v6 ? raw.Protocol.ICMPv6 : raw.Protocol.ICMP,
      addressFamily: v6 ? raw.AddressFamily.IPv6 : raw.AddressFamily.IPv4,
      bufferSize: 4096,
    });
    const level = v6 ? raw.SocketLevel.IPPROTO_IPV6 : raw.SocketLevel.IPPROTO_IP;
    const option = v6 ? raw.SocketOption.IPV6_UNICAST_HOPS : raw.SocketOption.IP_TTL;
    socket.setOption(level, option, this.#options.ttl);
    try {
      socket.setOption(raw.SocketLevel.SOL_SOCKET, raw.SocketOption.SO_RCVBUF, 4 * 1024 * 1024);
    } catch {
      // The kernel's default receive buffer then.
    }
    socket.on('message', (buffer, source) => this.#receive(buffer, source, v6));
    socket.on('error', () => {
      // A send error fails only that request (its callback); a socket error leaves waiters to time out.
    });
    if (v6) this.#v6 = socket;
    else this.#v4 = socket;
    return socket;
  }

  #receive(buffer: Buffer, source: string, v6: boolean): void {
    // IPv4 raw sockets deliver the IP header; IPv6 ones do not.
    const start = v6 ? 0 : ((buffer[0] ?? 0x45) & 0x0f) * 4;
    if (buffer.length < start + 8) return;
    const type = buffer[start];
    if (type !== (v6 ? ECHO_REPLY_V6 : ECHO_REPLY_V4)) return;
    if (buffer.readUInt16BE(start + 4) !== this.#identifier) return;
    const key = `${source}|${buffer.readUInt16BE(start + 6)}`;
    const waiter = this.#waiting.get(key);
    if (!waiter) return;
    this.#waiting.delete(key);
    clearTimeout(waiter.timer);
    waiter.resolve(Number(process.hrtime.bigint() - waiter.sentAt) / 1e6);
  }

  /**
   * Sends one echo request and answers the round trip in milliseconds, or `null` when no reply
   * came within `timeoutMs` (or the send failed).
   */
  ping(address: string, timeoutMs: number): Promise<number | null> {
    if (this.#closed) return Promise.resolve(null);
    const v6 = address.includes(':');
    const socket = this.#socket(v6);
    this.#sequence = (this.#sequence + 1) & 0xffff;
    const sequence = this.#sequence;
    const key = `${address}|${sequence}`;
    const packet = Buffer.alloc(16);
    packet[0] = v6 ? ECHO_REQUEST_V6 : ECHO_REQUEST_V4;
    packet.writeUInt16BE(this.#identifier, 4);
    packet.writeUInt16BE(sequence, 6);
    packet.write('rmmscan!', 8, 'latin1');
    // ICMPv6 checksums cover a pseudo-header: the kernel fills them for ICMPv6 raw sockets.
    if (!v6) {
      const raw = rawSocket();
      raw.writeChecksum(packet, 2, raw.createChecksum(packet));
    }
    return new Promise((resolve) => {
      // The timeout runs from the moment the request leaves (it may wait in the queue first).
      const waiter: Waiter = { sentAt: process.hrtime.bigint(), resolve, timer: undefined };
      const expire = () => {
        if (this.#waiting.get(key) === waiter) this.#waiting.delete(key);
        resolve(null);
      };
      this.#waiting.get(key)?.resolve(null);
      this.#waiting.set(key, waiter);
      this.#queue.push(() =>
        socket.send(
          packet,
          0,
          packet.length,
          address,
          () => {
            this.#options.onSend?.({ protocol: 'icmp', address });
            waiter.sentAt = process.hrtime.bigint();
            waiter.timer = setTimeout(expire, timeoutMs);
          },
          (error) => {
            this.#inFlight--;
            this.#flush();
            if (!error) return;
            clearTimeout(waiter.timer);
            expire();
          },
        ),
      );
      this.#flush();
    });
  }

  /** Hands queued requests to the socket, a few at a time. */
  #flush(): void {
    while (!this.#closed && this.#inFlight < MAX_IN_FLIGHT && this.#queueHead < this.#queue.length) {
      const send = this.#queue[this.#queueHead] as () => void;
      this.#queue[this.#queueHead] = NOOP;
      this.#queueHead++;
      this.#inFlight++;
      send();
    }
    if (this.#queueHead > 4096 && this.#queueHead * 2 > this.#queue.length) {
      this.#queue.splice(0, this.#queueHead);
      this.#queueHead = 0;
    }
  }

  /** Closes the sockets; pending pings answer `null`. */
  close(): void {
    this.#closed = true;
    for (const waiter of this.#waiting.values()) {
      clearTimeout(waiter.timer);
      waiter.resolve(null);
    }
    this.#waiting.clear();
    this.#v4?.close();
    this.#v6?.close();
  }
}
