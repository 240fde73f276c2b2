/**
 * The agent push to an approved directory computer (002 §4.2: "an instant push is attempted"),
 * run by the domain controller's agent on the server's `directory.push`: it connects to the
 * computer over SSH with the discovery job's credential, copies its own bundled program and a
 * configuration carrying a one-time enrollment token into a new folder there, and starts it; the
 * started agent enrolls into the computer's location. Every failure is answered with what went
 * wrong (unreachable, credential refused, a command that failed).
 */
import { readFile } from 'node:fs/promises';
import type { DirectoryPushMessage, DirectoryPushResult } from '@console/core';
import type { Client, ConnectConfig } from 'ssh2';

const CONNECT_TIMEOUT_MS = 15_000;

/**
 * The program this agent pushes: `CONSOLE_AGENT_PROGRAM`, else the running program when it is the
 * bundled `.mjs` (an agent run from its sources has nothing to copy).
 */
export function agentProgramPath(): string | undefined {
  const configured = process.env.CONSOLE_AGENT_PROGRAM;
  if (configured) return configured;
  const main = process.argv[1];
  return main?.endsWith('.mjs') ? main : undefined;
}

function connect(client: Client, config: ConnectConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', (error: Error & { level?: string }) => {
      const where = `${config.host}:${config.port}`;
      reject(
        new Error(
          error.level === 'client-authentication'
            ? `${where} refused the credential.`
            : `${where} could not be reached: ${error.message}`,
        ),
      );
    });
    client.connect(config);
  });
}

/** Runs one command, writing `input` to its standard input; its output, or an error naming it. */
function run(client: Client, command: string, input?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    client.exec(command, (error, stream) => {
      if (error) return reject(new Error(`The command could not start: ${error.message}`));
      let out = '';
      let err = '';
      stream.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
      });
      stream.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString('utf8');
      });
      stream.on('close', (code: number | null) => {
        if (code === 0) resolve(out);
        else
          reject(
            new Error(
              `'${command.slice(0, 80)}' failed (exit ${code ?? 'none'}): ${err.trim().slice(0, 500)}`,
            ),
          );
      });
      stream.end(input);
    });
  });
}

/**
 * Installs this agent on `message.host` and starts it.
 * @example const { folder, pid } = await pushAgent(message, agentProgramPath());
 */
export async function pushAgent(
  message: DirectoryPushMessage,
  program: string | undefined,
): Promise<DirectoryPushResult> {
  if (!program)
    throw new Error(
      'This agent does not run from its bundled program, so it cannot install itself elsewhere.',
    );
  const bytes = await readFile(program);
  const { Client } = await import('ssh2');
  const client = new Client();
  await connect(client, {
    host: message.host,
    port: message.port,
    username: message.username,
    password: message.password,
    readyTimeout: CONNECT_TIMEOUT_MS,
  });
  try {
    const folder = (await run(client, 'mktemp -d /tmp/console-agent.XXXXXXXX')).trim();
    if (!/^\/tmp\/console-agent\.[A-Za-z0-9]+$/.test(folder))
      throw new Error(`The computer answered an unexpected folder: ${folder.slice(0, 100)}`);
    await run(client, `cat > ${folder}/console-agent.mjs`, bytes);
    const config = {
      serverUrl: message.enrollment.serverUrl,
      apiBase: message.enrollment.apiBase,
      enrollmentToken: message.enrollment.enrollmentToken,
      stateDir: `${folder}/state`,
    };
    await run(
      client,
      `umask 077 && cat > ${folder}/config.json`,
      Buffer.from(JSON.stringify(config), 'utf8'),
    );
    const started = await run(
      client,
      `cd ${folder} && nohup node console-agent.mjs --config config.json > agent.log 2>&1 < /dev/null & echo $!`,
    );
    const pid = Number(started.trim());
    if (!Number.isInteger(pid) || pid <= 0) throw new Error('The agent did not start on the computer.');
    return { folder, pid };
  } finally {
    client.end();
  }
}
