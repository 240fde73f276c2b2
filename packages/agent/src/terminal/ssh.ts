/** SSH sessions to network devices through this delegate (ssh2, pure JavaScript). */
import type { ConnectTarget } from './terminal-host';

/**
 * Opens an interactive shell over SSH with the credential's user name and password.
 * @example await connectSsh({ protocol: 'SSH', host: '10.0.0.2', port: 22, username, password }, { cols: 80, rows: 24 }, events);
 */
export const connectSsh: ConnectTarget = async (target, size, events) => {
  const { Client } = await import('ssh2');
  const client = new Client();
  return new Promise((resolve, reject) => {
    let settled = false;
    client.on('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      } else events.onExit(null, error.message);
    });
    client.on('ready', () => {
      client.shell({ term: 'xterm-256color', cols: size.cols, rows: size.rows }, (error, stream) => {
        if (error) {
          settled = true;
          client.end();
          reject(error);
          return;
        }
        settled = true;
        stream.setEncoding('utf8');
        stream.on('data', (data: string) => events.onData(data));
        stream.stderr.setEncoding('utf8');
        stream.stderr.on('data', (data: string) => events.onData(data));
        stream.on('close', (code: number | null) => {
          client.end();
          events.onExit(typeof code === 'number' ? code : null);
        });
        resolve({
          write: (data) => void stream.write(data),
          resize: (cols, rows) => void stream.setWindow(rows, cols, 0, 0),
          close: () => {
            stream.close();
            client.end();
          },
        });
      });
    });
    client.connect({
      host: target.host,
      port: target.port,
      username: target.username ?? '',
      ...(target.password !== undefined ? { password: target.password, tryKeyboard: true } : {}),
      readyTimeout: 15_000,
    });
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) => {
      finish(prompts.map(() => target.password ?? ''));
    });
  });
};
