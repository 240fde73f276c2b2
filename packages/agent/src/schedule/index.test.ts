import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentMessageInput } from '@console/core';
import { parseServerMessage } from '@console/core/contract';
import { afterAll, expect, it } from 'vitest';
import { createRecordingExecutor } from '../executor';
import { createHandlerRegistry } from '../handlers';
import { startBackupSchedule } from '.';

let folder = '';
afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('takes backup.schedule from the server and answers each run as backup.result', async () => {
  folder = await mkdtemp(join(tmpdir(), 'agent-schedule-message-'));
  await mkdir(join(folder, 'home'));
  await writeFile(join(folder, 'home', 'a.txt'), 'abc');
  const handlers = createHandlerRegistry();
  const sent: AgentMessageInput[] = [];
  handlers.bind((message) => {
    sent.push(message);
    return true;
  });
  const stop = await startBackupSchedule({
    handlers,
    stateDir: join(folder, 'state'),
    workDir: join(folder, 'work'),
    executor: createRecordingExecutor(),
  });
  const read = parseServerMessage(
    JSON.stringify({
      type: 'backup.schedule',
      policyId: 1,
      jobs: [
        {
          run: {
            kind: 'backup',
            planJobId: 'd278ac9d-96b8-40a2-b6a4-879aedb3955e',
            jobName: 'Home',
            sources: [join(folder, 'home')],
            destinationType: 'LOCAL',
            repository: join(folder, 'repository'),
          },
          schedule: { type: 'NOW' },
        },
      ],
    }),
  );
  if (!read.ok || read.message.type !== 'backup.schedule') throw new Error('not a schedule');
  await handlers.get('backup.schedule')?.(read.message, handlers.send);
  expect(sent).toMatchObject([
    { type: 'backup.result', jobName: 'Home', trigger: 'SCHEDULE', status: 'COMPLETED', files: 1, bytes: 3 },
  ]);
  await stop();
});
