/** PORT_SCAN monitors: the TCP state and connect time of each port. */
import { connect } from 'node:net';
import { elapsed, type ProbeContext, type ProbeOutcome, reasonOf } from './types';

/** One port's answer. */
export interface PortAnswer {
  port: number;
  state: 'OPEN' | 'CLOSED';
  responseTimeMs: number | null;
  /** refused, timeout, unreachable ... when CLOSED. */
  reason: string;
}

function checkPort(address: string, port: number, signal: AbortSignal): Promise<PortAnswer> {
  return new Promise((resolve) => {
    const start = performance.now();
    const socket = connect({ host: address, port });
    const done = (answer: PortAnswer) => {
      signal.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(answer);
    };
    const onAbort = () => done({ port, state: 'CLOSED', responseTimeMs: null, reason: 'timeout' });
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => done({ port, state: 'OPEN', responseTimeMs: elapsed(start), reason: '' }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done({
        port,
        state: 'CLOSED',
        responseTimeMs: null,
        reason: error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? error.message),
      }),
    );
  });
}

/** Connects to every port at once; UP when all are open. */
export async function probePorts(
  hostname: string,
  ports: readonly number[],
  ctx: ProbeContext,
): Promise<ProbeOutcome> {
  let address: string;
  try {
    address = (await ctx.guard.resolve(hostname)).address;
  } catch (error) {
    return { status: 'DOWN', responseTimeMs: null, message: reasonOf(error), details: { ports: [] } };
  }
  const answers = await Promise.all(ports.map((port) => checkPort(address, port, ctx.signal)));
  const closed = answers.filter((answer) => answer.state === 'CLOSED');
  const times = answers.map((answer) => answer.responseTimeMs).filter((ms): ms is number => ms !== null);
  return {
    status: closed.length === 0 ? 'UP' : 'DOWN',
    responseTimeMs: times.length ? Math.max(...times) : null,
    message: closed.length
      ? `Closed: ${closed.map((answer) => `${answer.port} (${answer.reason})`).join(', ')}`
      : '',
    details: { address, ports: answers },
  };
}
