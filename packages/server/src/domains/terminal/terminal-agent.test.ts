/**
 * The terminal end to end on loopback: a real agent (in-process, enrolled with a token, on the
 * gateway's WebSocket) with the terminal registered runs a real shell; the browser's socket reaches
 * it through the server.
 */
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createHandlerRegistry,
  createRecordingExecutor,
  type RunningAgent,
  registerAgentTerminal,
  startAgent,
} from '@console/agent';
import { TERMINAL_CLOSE_CODES } from '@console/core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { setupAgentSuite } from '../../agents/test-agent';
import * as t from '../../db/schema';
import { grant, signInTechnician, type TestAgent } from '../../test/helpers';

// The terminal's login shells read a home of their own, not this machine user's dotfiles (a tool's
// init there can hang a shell, e.g. on a lock a killed shell left).
process.env.HOME = mkdtempSync(join(tmpdir(), 'terminal-home-'));

const suite = setupAgentSuite();
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function startTerminalAgent(): Promise<RunningAgent> {
  const stateDir = await mkdtemp(join(tmpdir(), 'terminal-agent-'));
  folders.push(stateDir);
  const handlers = createHandlerRegistry();
  registerAgentTerminal(handlers, { loggedInUser: () => null });
  const agent = await startAgent(
    { serverUrl: suite.baseUrl(), apiBase: '/ws', enrollmentToken: await suite.token(), stateDir },
    {
      executor: createRecordingExecutor(),
      handlers,
      backoffMs: 100,
      maxBackoffMs: 500,
      heartbeatIntervalMs: 60_000,
    },
  );
  await agent.client.ready();
  return agent;
}

function cookieOf(agent: TestAgent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('given a device whose agent runs the terminal', () => {
  it('runs echo and shows the answer, and closes when the agent goes offline', async () => {
    const agent = await startTerminalAgent();
    const tech = await signInTechnician(suite.server, [
      grant('ORGANIZATION', 'View'),
      grant('DEVICE', 'View'),
      grant('NODE', 'RemoteTools.CommandLine.Access'),
    ]);
    const opened = await tech.post('/rtc/terminal', {
      user: 'SYSTEM',
      shell: 'DEFAULT',
      nodeId: agent.nodeId,
      cliLevel: 0,
      width: 80,
    });
    expect(opened.status).toBe(200);
    const socket = new WebSocket(`${suite.baseUrl().replace('http', 'ws')}${opened.body.url}`, {
      headers: { cookie: cookieOf(tech) },
    });
    const frames: Record<string, unknown>[] = [];
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    const output = () =>
      frames
        .filter((frame) => frame.type === 'output')
        .map((frame) => frame.data)
        .join('');
    await expect.poll(() => frames[0]?.type, { timeout: 15_000 }).toBe('ready');
    socket.send(JSON.stringify({ type: 'input', data: 'echo hi-$((20+3))\r' }));
    await expect.poll(output, { timeout: 15_000 }).toContain('hi-23');
    const [row] = await suite.server.db
      .select()
      .from(t.terminalSessions)
      .where(eq(t.terminalSessions.nodeId, agent.nodeId));
    expect(row?.status).toBe('OPEN');
    await agent.stop();
    expect(await closed).toEqual({
      code: TERMINAL_CLOSE_CODES.deviceOffline,
      reason: 'The device went offline.',
    });
    await expect
      .poll(
        async () =>
          (
            await suite.server.db
              .select()
              .from(t.terminalSessions)
              .where(eq(t.terminalSessions.nodeId, agent.nodeId))
          )[0]?.status,
      )
      .toBe('CLOSED');
  });
});
