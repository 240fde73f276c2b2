import { createSocket } from 'node:dgram';
import type { SendListener } from './icmp';

/** The NetBIOS name service port (UDP). */
export const NETBIOS_PORT = 137;

/** A node status (NBSTAT) request for the wildcard name `*` (RFC 1002 §4.2.17). */
export function nodeStatusRequest(transactionId: number): Buffer {
  const packet = Buffer.alloc(50);
  packet.writeUInt16BE(transactionId, 0);
  packet.writeUInt16BE(0x0000, 2); // flags: query
  packet.writeUInt16BE(1, 4); // one question
  packet[12] = 0x20;
  const name = Buffer.alloc(16); // '*' padded with NULs
  name[0] = 0x2a;
  for (let index = 0; index < 16; index++) {
    const byte = name[index] ?? 0;
    packet[13 + index * 2] = 0x41 + (byte >> 4);
    packet[14 + index * 2] = 0x41 + (byte & 0x0f);
  }
  packet[45] = 0x00;
  packet.writeUInt16BE(0x0021, 46); // NBSTAT
  packet.writeUInt16BE(0x0001, 48); // IN
  return packet;
}

/**
 * The machine name of a node status answer: the first unique (non-group) name with suffix 0x00,
 * trimmed; null for anything else.
 */
export function parseNodeStatus(packet: Buffer, transactionId?: number): string | null {
  if (packet.length < 57) return null;
  if (transactionId !== undefined && packet.readUInt16BE(0) !== transactionId) return null;
  if (((packet[2] ?? 0) & 0x80) === 0) return null; // not a response
  // Answer section: the echoed name (its length byte, 32 encoded bytes, a zero), type, class, TTL, length.
  let offset = 12;
  const length = packet[offset] ?? 0;
  offset += 1 + length + 1;
  if (packet.readUInt16BE(offset) !== 0x0021) return null;
  offset += 2 + 2 + 4 + 2;
  const count = packet[offset] ?? 0;
  offset += 1;
  for (let index = 0; index < count && offset + 18 <= packet.length; index++, offset += 18) {
    const suffix = packet[offset + 15];
    const flags = packet.readUInt16BE(offset + 16);
    if (suffix === 0x00 && (flags & 0x8000) === 0) {
      return packet.toString('latin1', offset, offset + 15).trim() || null;
    }
  }
  return null;
}

/**
 * Asks `address` for its NetBIOS names over UDP 137 and answers its machine name, or null when
 * none came within `timeoutMs`.
 * @example await netbiosName('10.0.0.5', 500) // 'FILESERVER'
 */
export function netbiosName(
  address: string,
  timeoutMs: number,
  signal?: AbortSignal,
  onSend?: SendListener,
): Promise<string | null> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(null);
      return;
    }
    const socket = createSocket(address.includes(':') ? 'udp6' : 'udp4');
    const transactionId = Math.floor(Math.random() * 0xffff);
    let settled = false;
    const finish = (name: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.close();
      resolve(name);
    };
    const onAbort = () => finish(null);
    const timer = setTimeout(() => finish(null), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.on('error', () => finish(null));
    socket.on('message', (message, remote) => {
      if (remote.address !== address) return;
      const name = parseNodeStatus(message, transactionId);
      if (name) finish(name);
    });
    const request = nodeStatusRequest(transactionId);
    onSend?.({ protocol: 'udp', address, port: NETBIOS_PORT });
    socket.send(request, NETBIOS_PORT, address, (error) => {
      if (error) finish(null);
    });
  });
}
