/** PTYs through @lydell/node-pty (prebuilt binaries, no toolchain at install). */
import type { SpawnPty, TerminalChannel } from './terminal-host';

/**
 * Spawns a real PTY. The module is loaded on first use, so an agent without it still runs jobs.
 * @example const channel = await spawnNodePty({ file: '/bin/sh', args: [], cols: 80, rows: 24, env }, events);
 */
export const spawnNodePty: SpawnPty = async (options, events) => {
  const pty = await import('@lydell/node-pty');
  const child = pty.spawn(options.file, options.args, {
    name: 'xterm-256color',
    cols: options.cols,
    rows: options.rows,
    cwd: options.env.HOME ?? process.cwd(),
    env: options.env,
  });
  let done = false;
  child.onData((data) => events.onData(data));
  child.onExit(({ exitCode }) => {
    done = true;
    events.onExit(exitCode);
  });
  const channel: TerminalChannel = {
    write: (data) => {
      if (!done) child.write(data);
    },
    resize: (cols, rows) => {
      if (!done) child.resize(cols, rows);
    },
    close: () => {
      if (done) return;
      done = true;
      try {
        child.kill();
      } catch {
        // Already gone.
      }
    },
  };
  return channel;
};
