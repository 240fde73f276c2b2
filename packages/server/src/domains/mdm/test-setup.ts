/**
 * The MDM tests' frame: a test CA, an APNs peer and an Android Management peer on loopback, a
 * demo server configured to use them and listening on loopback (simulated devices speak HTTP to
 * it), and helpers for the demo organization's place and polling.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import * as t from '../../db/schema';
import { setupDemoServerWith } from '../../test/helpers';
import { type AndroidManagementPeer, startAndroidManagementPeer } from '../../test/peers/android-management';
import { type ApnsPeer, createPushCertificate, startApnsPeer } from '../../test/peers/apns';
import { createTestCa, type TestCa } from '../../test/peers/https';

/** Starts the peers and the server. */
export function setupMdm() {
  const peers = {} as {
    ca: TestCa;
    apns: ApnsPeer;
    android: AndroidManagementPeer;
    push: Awaited<ReturnType<typeof createPushCertificate>>;
    /** `http://127.0.0.1:<port>` of the server. */
    origin: string;
  };
  beforeAll(async () => {
    peers.ca = await createTestCa();
    peers.apns = await startApnsPeer(peers.ca);
    peers.android = await startAndroidManagementPeer(peers.ca);
    peers.push = await createPushCertificate();
  });
  afterAll(async () => {
    await peers.apns?.stop();
    await peers.android?.stop();
    await peers.ca?.remove();
  });
  const suite = setupDemoServerWith(
    () => ({
      mdmEnrollment: {
        mdm: {
          apnsUrl: peers.apns.url,
          apnsCa: peers.ca.caCert,
          androidApiUrl: peers.android.apiUrl,
          androidCa: peers.ca.caCert,
          timeoutMs: 5_000,
        },
      },
    }),
    'admin',
    'tech',
  );
  beforeAll(async () => {
    peers.origin = await suite.server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** The demo organization used for enrollments and its first location. */
  const place = async () => {
    const org = suite.ids.org('Contoso Health');
    const [location] = await suite.server.db
      .select()
      .from(t.locations)
      .where(eq(t.locations.clientId, org.id))
      .limit(1);
    if (!location) throw new Error('demo location missing');
    return { org, location };
  };

  return { ...suite, peers, place };
}

/** Polls `read` until `done` holds (at most `ms`), answering the last value read. */
export async function until<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > end) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
