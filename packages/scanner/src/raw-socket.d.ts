/** The parts of `raw-socket` (no published types) the scanner uses. */
declare module 'raw-socket' {
  import type { EventEmitter } from 'node:events';

  export interface RawSocket extends EventEmitter {
    send(
      buffer: Buffer,
      offset: number,
      length: number,
      address: string,
      beforeCallback: (() => void) | null,
      afterCallback: (error: Error | null, bytes: number) => void,
    ): void;
    setOption(level: number, option: number, value: number): void;
    close(): void;
    on(event: 'message', listener: (buffer: Buffer, source: string) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(event: 'close', listener: () => void): this;
  }

  export function createSocket(options: {
    protocol: number;
    addressFamily?: number;
    bufferSize?: number;
    generateChecksums?: boolean;
    checksumOffset?: number;
  }): RawSocket;
  export function createChecksum(...buffers: Buffer[]): number;
  export function writeChecksum(buffer: Buffer, offset: number, checksum: number): Buffer;

  export const Protocol: { ICMP: number; ICMPv6: number; None: number };
  export const AddressFamily: { IPv4: number; IPv6: number };
  export const SocketLevel: { IPPROTO_IP: number; IPPROTO_IPV6: number; SOL_SOCKET: number };
  export const SocketOption: {
    IP_TTL: number;
    IPV6_UNICAST_HOPS: number;
    SO_RCVBUF: number;
    SO_SNDBUF: number;
  };
}
