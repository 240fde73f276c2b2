/**
 * TELNET sessions to network devices through this delegate: a TCP connection with the minimal
 * option negotiation of RFC 854/855 (the server may echo and suppress go-ahead; we report our
 * window size with NAWS, RFC 1073, and refuse every other option).
 */
import { connect } from 'node:net';
import type { ConnectTarget } from './terminal-host';

const IAC = 255;
const DONT = 254;
const DO = 253;
const WONT = 252;
const WILL = 251;
const SB = 250;
const SE = 240;
const ECHO = 1;
const SGA = 3;
const NAWS = 31;

/** Strips TELNET commands from received bytes and answers the option requests. */
export function createTelnetParser(reply: (bytes: number[]) => void, onNaws: () => void) {
  let state: 'data' | 'iac' | 'option' | 'sb' | 'sb-iac' = 'data';
  let verb = 0;
  return (chunk: Buffer): Buffer => {
    const out: number[] = [];
    for (const byte of chunk) {
      if (state === 'data') {
        if (byte === IAC) state = 'iac';
        else out.push(byte);
      } else if (state === 'iac') {
        if (byte === IAC) {
          out.push(IAC);
          state = 'data';
        } else if (byte === DO || byte === DONT || byte === WILL || byte === WONT) {
          verb = byte;
          state = 'option';
        } else if (byte === SB) state = 'sb';
        else state = 'data';
      } else if (state === 'option') {
        if (verb === DO) {
          if (byte === NAWS) {
            reply([IAC, WILL, NAWS]);
            onNaws();
          } else reply([IAC, WONT, byte]);
        } else if (verb === WILL) reply([IAC, byte === ECHO || byte === SGA ? DO : DONT, byte]);
        state = 'data';
      } else if (state === 'sb') {
        if (byte === IAC) state = 'sb-iac';
      } else {
        state = byte === SE ? 'data' : 'sb';
      }
    }
    return Buffer.from(out);
  };
}

function nawsBytes(cols: number, rows: number): number[] {
  const bytes = [cols >> 8, cols & 255, rows >> 8, rows & 255].flatMap((b) => (b === IAC ? [IAC, IAC] : [b]));
  return [IAC, SB, NAWS, ...bytes, IAC, SE];
}

/**
 * Opens a TELNET session; the device's own login prompt asks for the credential.
 * @example await connectTelnet({ protocol: 'TELNET', host: '10.0.0.2', port: 23 }, { cols: 80, rows: 24 }, events);
 */
export const connectTelnet: ConnectTarget = (target, size, events) =>
  new Promise((resolve, reject) => {
    let current = { ...size };
    let nawsOn = false;
    const socket = connect({ host: target.host, port: target.port });
    const send = (bytes: number[]) => void socket.write(Buffer.from(bytes));
    const parse = createTelnetParser(send, () => {
      nawsOn = true;
      send(nawsBytes(current.cols, current.rows));
    });
    const decoder = new TextDecoder('utf-8');
    let open = false;
    socket.setTimeout(15_000, () => {
      if (!open) socket.destroy(new Error('TELNET connection timed out'));
    });
    socket.on('connect', () => {
      open = true;
      socket.setTimeout(0);
      resolve({
        write: (data) => {
          // A TELNET line ends with CR LF; a bare IAC byte is doubled.
          const bytes = Buffer.from(data.replace(/\r(?!\n)/g, '\r\n'), 'utf8');
          const escaped: number[] = [];
          for (const byte of bytes) escaped.push(...(byte === IAC ? [IAC, IAC] : [byte]));
          socket.write(Buffer.from(escaped));
        },
        resize: (cols, rows) => {
          current = { cols, rows };
          if (nawsOn) send(nawsBytes(cols, rows));
        },
        close: () => socket.destroy(),
      });
    });
    socket.on('data', (chunk) => {
      const text = decoder.decode(parse(chunk), { stream: true });
      if (text) events.onData(text);
    });
    socket.on('error', (error) => {
      if (!open) reject(error);
      else events.onExit(null, error.message);
    });
    socket.on('close', () => {
      if (open) events.onExit(null);
    });
  });
