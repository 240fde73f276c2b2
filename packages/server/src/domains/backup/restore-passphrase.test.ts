/**
 * The bare-metal restore's encryption passphrase is sealed: the device job's rows and the answers
 * of the console never carry it; the device's agent receives it in the job offer over its
 * authenticated socket, and the sealed copy goes when the job ends.
 */
import { collectInventory, enroll } from '@console/agent';
import type { ServerMessage } from '@console/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { setupAgentSuite } from '../../agents/test-agent';
import { queryRows } from '../../db/client';
import * as t from '../../db/schema';

const suite = setupAgentSuite();
const { server, admin } = suite;
const PASSPHRASE = 'Bare-Metal-Passphrase-7f3a';

/** Every row of the database whose text holds `needle`, as `table` names. */
async function tablesHolding(needle: string): Promise<string[]> {
  const tables = [
    'device_jobs',
    'device_job_runs',
    'device_job_secrets',
    'device_activities',
    'background_jobs',
  ];
  const found: string[] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} x WHERE x::text LIKE ${`%${needle}%`}`,
    );
    if ((row?.n ?? 0) > 0) found.push(table);
  }
  return found;
}

describe('the bare-metal restore passphrase', () => {
  it('is kept out of the job rows and answers, and reaches the agent only in its offer', async () => {
    const credentials = await enroll(suite.baseUrl(), '/ws', await suite.token(), await collectInventory());
    const socket = new WebSocket(credentials.socketUrl, {
      headers: { authorization: `Agent ${credentials.nodeId}.${credentials.secret}` },
    });
    const offers: Extract<ServerMessage, { type: 'job.offer' }>[] = [];
    const offered = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as ServerMessage;
        if (message.type === 'job.offer') {
          offers.push(message);
          resolve();
        }
      });
      socket.on('error', reject);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    try {
      const response = await admin.post(`/node/${credentials.nodeId}/restore`, {
        restoreType: 'BARE_METAL',
        bareMetalType: 'BAREMETAL_ISO',
        destination: 'SELECTED',
        destinationPath: 'Disk 0',
        filename: 'recovery.iso',
        encryptionPassphrase: PASSPHRASE,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(PASSPHRASE);
      const jobId = response.body.jobId as number;

      await offered;
      const [offer] = offers;
      expect(offer?.job).toMatchObject({
        id: jobId,
        payload: { kind: 'restore', encryptionPassphrase: PASSPHRASE },
      });

      const [run] = await server.db.select().from(t.deviceJobRuns).where(eq(t.deviceJobRuns.jobId, jobId));
      expect(run?.payload).toMatchObject({
        kind: 'restore',
        filename: 'recovery.iso',
        encryptionPassphrase: '',
      });
      expect(await tablesHolding(PASSPHRASE)).toEqual([]);
      const [sealed] = await server.db
        .select()
        .from(t.deviceJobSecrets)
        .where(eq(t.deviceJobSecrets.jobId, jobId));
      expect(sealed?.sealed.encryptionPassphrase).toEqual(expect.any(String));
      expect(server.app.console.secrets.decrypt(sealed?.sealed.encryptionPassphrase ?? '')).toBe(PASSPHRASE);
      const activities = await admin.get(`/node/${credentials.nodeId}/activities`);
      expect(activities.status).toBe(200);
      expect(JSON.stringify(activities.body)).not.toContain(PASSPHRASE);

      // The agent ends the job: the sealed copy goes.
      socket.send(JSON.stringify({ type: 'job.accepted', jobId }));
      socket.send(
        JSON.stringify({
          type: 'job.result',
          jobId,
          status: 'FAILED',
          exitCode: null,
          durationMs: 5,
          output: '',
          error: 'No backup engine',
        }),
      );
      await expect
        .poll(
          async () =>
            (await server.db.select().from(t.deviceJobSecrets).where(eq(t.deviceJobSecrets.jobId, jobId)))
              .length,
        )
        .toBe(0);
    } finally {
      socket.close();
    }
  });
});
