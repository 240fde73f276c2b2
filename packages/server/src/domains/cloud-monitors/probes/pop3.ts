/**
 * A small POP3 client (RFC 1939, STLS of RFC 2595) for the email monitor: log in, find the
 * message whose Subject carries the probe's token (TOP n 0), delete it, quit.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { type SecureContext, type TLSSocket, connect as tlsConnect } from 'node:tls';

/** Where and how to reach the mailbox. */
export interface Pop3Options {
  host: string;
  /** The name the certificate must carry (the host as typed; none for an address). */
  servername: string | undefined;
  port: number;
  useSSL: boolean;
  useTLS: boolean;
  user: string;
  password: string;
  secureContext: SecureContext;
  signal: AbortSignal;
}

class Pop3Session {
  #buffer = '';
  #waiters: Array<() => void> = [];
  constructor(public socket: Socket | TLSSocket) {
    this.#attach(socket);
  }

  #attach(socket: Socket | TLSSocket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.#buffer += chunk;
      for (const waiter of this.#waiters.splice(0)) waiter();
    });
  }

  upgrade(socket: TLSSocket) {
    this.socket = socket;
    this.#attach(socket);
  }

  async #until(done: () => boolean): Promise<void> {
    while (!done()) {
      if (this.socket.destroyed) throw new Error('POP3 connection closed');
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        this.socket.once('close', resolve);
      });
    }
  }

  /** Reads a one-line answer; throws on -ERR. */
  async line(): Promise<string> {
    await this.#until(() => this.#buffer.includes('\r\n'));
    const index = this.#buffer.indexOf('\r\n');
    const line = this.#buffer.slice(0, index);
    this.#buffer = this.#buffer.slice(index + 2);
    if (!line.startsWith('+OK')) throw new Error(`POP3: ${line.slice(0, 200)}`);
    return line;
  }

  /** Reads a multi-line answer (after its +OK line), dot-unstuffed. */
  async multiline(): Promise<string> {
    await this.line();
    await this.#until(() => this.#buffer.startsWith('.\r\n') || this.#buffer.includes('\r\n.\r\n'));
    const end = this.#buffer.startsWith('.\r\n') ? 0 : this.#buffer.indexOf('\r\n.\r\n') + 2;
    const text = this.#buffer.slice(0, end);
    this.#buffer = this.#buffer.slice(end + 3);
    return text.replace(/^\.\./gm, '.');
  }

  send(command: string) {
    this.socket.write(`${command}\r\n`);
  }

  async command(command: string): Promise<string> {
    this.send(command);
    return this.line();
  }
}

function open(options: Pop3Options): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = options.useSSL
      ? tlsConnect({
          host: options.host,
          port: options.port,
          secureContext: options.secureContext,
          ...(options.servername ? { servername: options.servername } : {}),
        })
      : netConnect({ host: options.host, port: options.port });
    socket.once(options.useSSL ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Logs in, looks for the message whose Subject holds `token`, deletes it; answers whether it was
 * there. TLS errors are thrown with `tls: true`.
 */
export async function popFetchAndDelete(options: Pop3Options, token: string): Promise<boolean> {
  const socket = await open(options);
  const session = new Pop3Session(socket);
  const onAbort = () => session.socket.destroy(new Error('Timed out'));
  options.signal.addEventListener('abort', onAbort, { once: true });
  try {
    await session.line();
    if (options.useTLS && !options.useSSL) {
      await session.command('STLS');
      const secured = await new Promise<TLSSocket>((resolve, reject) => {
        const tls = tlsConnect({
          socket,
          secureContext: options.secureContext,
          ...(options.servername ? { servername: options.servername } : {}),
        });
        tls.once('secureConnect', () => resolve(tls));
        tls.once('error', (error) => reject(Object.assign(error, { tls: true })));
      });
      session.upgrade(secured);
    }
    await session.command(`USER ${options.user}`);
    await session.command(`PASS ${options.password}`);
    session.send('LIST');
    const list = await session.multiline();
    const numbers = list
      .split('\r\n')
      .map((line) => Number(line.split(' ')[0]))
      .filter((n) => Number.isInteger(n) && n > 0);
    let found = false;
    for (const n of numbers.reverse()) {
      session.send(`TOP ${n} 0`);
      const headers = await session.multiline();
      if (headers.includes(token)) {
        await session.command(`DELE ${n}`);
        found = true;
        break;
      }
    }
    await session.command('QUIT').catch(() => '');
    return found;
  } finally {
    options.signal.removeEventListener('abort', onAbort);
    session.socket.destroy();
  }
}
