/**
 * ICMP echo for PING monitors through one raw socket per address family, shared by every monitor
 * of the process (raw sockets need root or CAP_NET_RAW: the server runs as root, or with
 * `setcap cap_net_raw+ep` on node; docs/cloud-monitors.md). Replies are matched by identifier and
 * sequence; the IPv4 reply's TTL is read from its IP header (IPv6 raw sockets do not carry the
 * hop limit: `ttl` is null there).
 */
import { createRequire } from 'node:module';

interface RawSocket {
  send(
    buffer: Buffer,
    offset: number,
    length: number,
    address: string,
    before: (() => void) | null,
    after: (error: Error | null, bytes: number) => void,
  ): void;
  close(): void;
  on(event: 'message', listener: (buffer: Buffer, source: string) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
}

interface RawSocketModule {
  createSocket(options: { protocol: number; addressFamily?: number; bufferSize?: number }): RawSocket;
  createChecksum(...buffers: Buffer[]): number;
  writeChecksum(buffer: Buffer, offset: number, checksum: number): Buffer;
  Protocol: { ICMP: number; ICMPv6: number };
  AddressFamily: { IPv4: number; IPv6: number };
}

const raw = createRequire(import.meta.url)('raw-socket') as RawSocketModule;

/** One echo's answer: round trip in ms and the reply's TTL, or null when none came. */
export interface EchoReply {
  rttMs: number;
  ttl: number | null;
}

interface Waiter {
  sentAt: number;
  resolve: (reply: EchoReply | null) => void;
  timer: NodeJS.Timeout;
}

/** A shared ICMP echo client. */
class Pinger {
  readonly #identifier = Math.floor(Math.random() * 0xffff);
  readonly #waiting = new Map<string, Waiter>();
  #sequence = 0;
  #v4: RawSocket | undefined;
  #v6: RawSocket | undefined;

  #socket(v6: boolean): RawSocket {
    const existing = v6 ? this.#v6 : this.#v4;
    if (existing) return existing;
    const socket = raw.createSocket({
      protocol: v6 ? raw.Protocol.ICMPv6 : raw.Protocol.ICMP,
      addressFamily: v6 ? raw.AddressFamily.IPv6 : raw.AddressFamily.IPv4,
      bufferSize: 4096,
    });
    socket.on('message', (buffer, source) => this.#receive(buffer, source, v6));
    socket.on('error', () => {
      // A send error is reported to its caller; a socket error drops the socket (made again on use).
      if (v6) this.#v6 = undefined;
      else this.#v4 = undefined;
    });
    if (v6) this.#v6 = socket;
    else this.#v4 = socket;
    return socket;
  }

  #receive(buffer: Buffer, source: string, v6: boolean): void {
    const offset = v6 ? 0 : (buffer[0]! & 0x0f) * 4;
    if (buffer.length < offset + 8) return;
    const type = buffer[offset];
    if (type !== (v6 ? 129 : 0)) return;
    if (buffer.readUInt16BE(offset + 4) !== this.#identifier) return;
    const key = `${source}#${buffer.readUInt16BE(offset + 6)}`;
    const waiter = this.#waiting.get(key);
    if (!waiter) return;
    this.#waiting.delete(key);
    clearTimeout(waiter.timer);
    waiter.resolve({ rttMs: performance.now() - waiter.sentAt, ttl: v6 ? null : buffer[8]! });
  }

  /** Sends one echo request; resolves with the reply, or null after `timeoutMs`. */
  echo(address: string, family: 4 | 6, timeoutMs: number): Promise<EchoReply | null> {
    const v6 = family === 6;
    const socket = this.#socket(v6);
    this.#sequence = (this.#sequence + 1) & 0xffff;
    const sequence = this.#sequence;
    const packet = Buffer.alloc(16);
    packet[0] = v6 ? 128 : 8;
    packet.writeUInt16BE(this.#identifier, 4);
    packet.writeUInt16BE(sequence, 6);
    packet.write('console!', 8);
    if (!v6) raw.writeChecksum(packet, 2, raw.createChecksum(packet));
    const key = `${address}#${sequence}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(key);
        resolve(null);
      }, timeoutMs);
      timer.unref();
      this.#waiting.set(key, { sentAt: performance.now(), resolve, timer });
      socket.send(packet, 0, packet.length, address, null, (error) => {
        if (!error) return;
        this.#waiting.delete(key);
        clearTimeout(timer);
        resolve(null);
      });
    });
  }
}

let shared: Pinger | undefined;

/** The process's pinger. */
export function pinger(): Pinger {
  shared ??= new Pinger();
  return shared;
}
