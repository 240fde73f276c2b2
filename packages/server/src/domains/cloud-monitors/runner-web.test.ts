/**
 * The runner against loopback peers: HTTP and HTTPS (a test CA's valid, soon-expiring, expired
 * and self-signed leaves) and TCP ports. Each condition is raised by a real probe and reset by a
 * later one.
 */
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupDemoServerWith } from '../../test/helpers';
import {
  createTestCa,
  startHttpPeer,
  startHttpsPeer,
  type TestCa,
  type WebPeer,
} from '../../test/peers/https';
import { monitorTestPlace } from './monitor-test-kit';
import { forgetPrivateTargetSettings } from './runner';

let ca: TestCa;
const peers: Record<string, WebPeer> = {};
beforeAll(async () => {
  ca = await createTestCa();
  peers.http = await startHttpPeer();
  for (const leaf of ['valid', 'expiring', 'expired', 'selfSigned'] as const)
    peers[leaf] = await startHttpsPeer(ca, leaf);
});
afterAll(async () => {
  for (const peer of Object.values(peers)) await peer.stop();
  await ca?.remove();
});

const { server, ids, admin } = setupDemoServerWith(
  () => ({ cloudMonitors: { scheduler: false, ca: [ca.caCert] } }),
  'admin',
);

const { place: base, run } = monitorTestPlace({ server, ids, admin });
const activeAlerts = async (id: number) =>
  (await admin.get(`/cloudmonitor/${id}/alerts`)).body.alerts as {
    conditionType: string;
    severity: string;
    message: string;
  }[];

async function create(body: Record<string, unknown>) {
  const response = await admin.post('/cloudmonitor', { ...base, frequency: 60, systemName: 'Peer', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.cloudMonitor as { id: number; conditions: { uid: string }[] } & Record<
    string,
    unknown
  >;
}

/** Saves the monitor again with changes, keeping its conditions (and so their state). */
async function edit(monitor: Record<string, unknown>, changes: Record<string, unknown>) {
  const {
    id,
    status,
    lastRunAt,
    nextRunAt,
    lastResponseTimeMs,
    activeAlerts: _a,
    createdAt,
    updatedAt,
    secretsSet,
    ...body
  } = monitor;
  void [status, lastRunAt, nextRunAt, lastResponseTimeMs, createdAt, updatedAt, secretsSet];
  const response = await admin.put(`/cloudmonitor/${id}`, { ...body, ...changes });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.cloudMonitor;
}

describe('HTTP monitors against a local server', () => {
  it('raises the keyword condition after runCount runs without the keyword and resets when it returns', async () => {
    const peer = peers.http as WebPeer;
    peer.answer.body = '<p>We are open</p>';
    const monitor = await create({
      monitorType: 'HTTP',
      timeout: 5,
      url: peer.url,
      methodType: 'POST',
      authenticationType: 'BASIC',
      authenticationUsername: 'probe',
      authenticationPassword: 'probe-pass',
      requestHeaders: [{ key: 'X-Check', value: 'yes' }],
      requestBodyType: 'FORM',
      formBody: [{ key: 'a', value: '1 2' }],
      saveResponseBody: true,
      conditions: [
        {
          type: 'HttpSiteKeyword',
          conditionName: 'Open sign',
          severity: 'MAJOR',
          priority: 'HIGH',
          parameters: { runCount: 2, containsOption: 'DOES_NOT_CONTAIN', keyword: 'open' },
        },
      ],
    });
    peer.answer.basicAuth = 'probe:probe-pass';
    const first = await run(monitor.id);
    expect(first).toMatchObject({ status: 'UP', details: { statusCode: 200, keywords: { open: true } } });
    const request = peer.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', body: 'a=1+2' });
    expect(request?.headers['x-check']).toBe('yes');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    peer.answer.body = '<p>Closed for lunch</p>';
    await run(monitor.id);
    expect(await activeAlerts(monitor.id)).toEqual([]);
    await run(monitor.id);
    expect(await activeAlerts(monitor.id)).toMatchObject([
      { conditionType: 'HttpSiteKeyword', severity: 'MAJOR', message: 'the page does not contain "open"' },
    ]);
    const dashboard = await admin.get('/cloudmonitor/alerts');
    expect(dashboard.body.alerts.map((a: { monitorId: number }) => a.monitorId)).toContain(monitor.id);
    peer.answer.body = '<p>We are open again</p>';
    await run(monitor.id);
    expect(await activeAlerts(monitor.id)).toEqual([]);
    const history = await admin.get(`/cloudmonitor/${monitor.id}/alerts?active=false`);
    expect(history.body.alerts[0]).toMatchObject({ active: false, conditionType: 'HttpSiteKeyword' });
    const results = await admin.get(`/cloudmonitor/${monitor.id}/results?limit=10`);
    expect(results.body.results).toHaveLength(4);
    expect(results.body.results[0].details.body).toBe('<p>We are open again</p>');
    expect((await admin.get(`/cloudmonitor/${monitor.id}`)).body).toMatchObject({
      status: 'UP',
      activeAlerts: 0,
    });
    peer.answer.basicAuth = null;
  });

  it('raises HttpCode and HttpResponseTime, then resets them', async () => {
    const peer = peers.http as WebPeer;
    peer.answer.body = 'ok';
    const monitor = await create({
      monitorType: 'HTTP',
      timeout: 5,
      url: peer.url,
      conditions: [
        { type: 'HttpCode', parameters: { runCount: 1, code: 200 } },
        { type: 'HttpResponseTime', parameters: { runCount: 1, period: 300 } },
      ],
    });
    peer.answer.status = 503;
    peer.answer.delayMs = 400;
    const down = await run(monitor.id);
    expect(down).toMatchObject({ status: 'DOWN', message: 'HTTP 503' });
    expect((await activeAlerts(monitor.id)).map((a) => a.conditionType).sort()).toEqual([
      'HttpCode',
      'HttpResponseTime',
    ]);
    peer.answer.status = 200;
    peer.answer.delayMs = 0;
    await run(monitor.id);
    expect(await activeAlerts(monitor.id)).toEqual([]);
  });

  it('raises HttpWebsiteFailed when nothing answers and resets when the site is back', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe: Server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const monitor = await create({
      monitorType: 'HTTP',
      timeout: 5,
      url: `http://127.0.0.1:${closed}/`,
      conditions: [{ type: 'HttpWebsiteFailed', parameters: { runCount: 1 } }],
    });
    const failed = await run(monitor.id);
    expect(failed?.message).toMatch(/ECONNREFUSED/);
    expect(await activeAlerts(monitor.id)).toMatchObject([{ conditionType: 'HttpWebsiteFailed' }]);
    await edit(monitor, { url: (peers.http as WebPeer).url });
    await run(monitor.id);
    expect(await activeAlerts(monitor.id)).toEqual([]);
  });
});

describe('HTTPS certificates from a test CA', () => {
  it('reads a trusted certificate and saves its details when asked', async () => {
    const monitor = await create({
      monitorType: 'HTTP',
      timeout: 5,
      url: (peers.valid as WebPeer).url,
      saveCertificateInformation: true,
      conditions: [
        { type: 'SSLCertificateExpiration', parameters: { daysUntilSSLCertificateExpiration: 10 } },
      ],
    });
    const outcome = await run(monitor.id);
    expect(outcome?.details.certificate).toMatchObject({
      trusted: true,
      daysLeft: 29,
      issuer: 'Console Test CA',
    });
    expect(await activeAlerts(monitor.id)).toEqual([]);
  });

  it.each([
    ['expiring', /expires in 4 days/],
    ['expired', /not trusted \(CERT_HAS_EXPIRED\)/],
    ['selfSigned', /not trusted \(DEPTH_ZERO_SELF_SIGNED_CERT\)/],
  ] as const)(
    'raises SSLCertificateExpiration for the %s leaf and resets on a valid one',
    async (leaf, text) => {
      const monitor = await create({
        monitorType: 'HTTP',
        timeout: 5,
        url: (peers[leaf] as WebPeer).url,
        conditions: [
          { type: 'SSLCertificateExpiration', parameters: { daysUntilSSLCertificateExpiration: 10 } },
        ],
      });
      await run(monitor.id);
      const [alert] = await activeAlerts(monitor.id);
      expect(alert?.message).toMatch(text);
      await edit(monitor, { url: (peers.valid as WebPeer).url });
      await run(monitor.id);
      expect(await activeAlerts(monitor.id)).toEqual([]);
    },
  );
});

describe('port scan monitors', () => {
  it('raises PortState for a closed port and resets when something listens on it', async () => {
    const listener = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const port = (listener.address() as { port: number }).port;
    await new Promise((resolve) => listener.close(resolve));
    const open = (peers.http as WebPeer).port;
    const monitor = await create({
      monitorType: 'PORT_SCAN',
      timeout: 3,
      hostname: '127.0.0.1',
      ports: [open, port],
      conditions: [{ type: 'PortState', parameters: { runCount: 1, port, portState: 'CLOSED' } }],
    });
    const outcome = await run(monitor.id);
    expect(outcome?.details.ports).toMatchObject([
      { port: open, state: 'OPEN' },
      { port, state: 'CLOSED', reason: 'refused' },
    ]);
    expect(await activeAlerts(monitor.id)).toMatchObject([{ conditionType: 'PortState' }]);
    const back = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => back.once('listening', resolve));
    const up = await run(monitor.id);
    expect(up?.status).toBe('UP');
    expect(await activeAlerts(monitor.id)).toEqual([]);
    await new Promise((resolve) => back.close(resolve));
  });

  it('refuses to probe a private address once the setting is off again', async () => {
    const monitor = await create({
      monitorType: 'PORT_SCAN',
      timeout: 3,
      hostname: '127.0.0.1',
      ports: [80],
    });
    expect(
      (await admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: false })).status,
    ).toBe(200);
    forgetPrivateTargetSettings();
    const outcome = await run(monitor.id);
    expect(outcome).toMatchObject({ status: 'DOWN' });
    expect(outcome?.message).toMatch(/private target/);
    expect((await admin.put('/divisionconfig/CLOUD_MONITOR_PRIVATE_TARGETS', { enabled: true })).status).toBe(
      200,
    );
    forgetPrivateTargetSettings();
  });
});
