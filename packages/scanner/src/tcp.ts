import { Socket } from 'node:net';
import type { SendListener } from './icmp';

/**
 * True when a TCP connection to `address:port` is accepted within `timeoutMs` (the connection
 * is closed at once). A refusal, a timeout or an abort answer false.
 * @example await isTcpPortOpen('10.0.0.1', 22, 500) // true when sshd listens
 */
export function isTcpPortOpen(
  address: string,
  port: number,
  timeoutMs: number,
  signal?: AbortSignal,
  onSend?: SendListener,
): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const socket = new Socket();
    let settled = false;
    const finish = (open: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(open);
    };
    const onAbort = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    onSend?.({ protocol: 'tcp', address, port });
    socket.connect({ host: address, port });
  });
}
